/**
 * What practice keeps in this browser (key `queuebee.practice`): for each topic (an algorithm or a
 * structure) how many questions were answered and how many right, the best streak of right answers in
 * a row, and when answers were given (for the progress page's day streak). Read entry by entry, so a
 * damaged topic is dropped and the rest kept.
 */
import type { SafeStorage } from '../storage';
import { STORAGE_KEYS } from '../storage/keys';
import { isRecordedTime } from '../storage/timestamps';

export const PRACTICE_STORAGE_KEY = STORAGE_KEYS.practice;
/** Answer times kept: enough for the day streak, bounded so storage cannot grow without end. */
export const MAX_ANSWER_TIMES = 500;
/** Topics kept: more than the site has, so a damaged or foreign store cannot grow without end. */
export const MAX_TOPICS = 100;

export interface TopicRecord {
  readonly id: string;
  /** What the learner calls it ('Bubble Sort', 'Hash Tables'). */
  readonly label: string;
  readonly answered: number;
  readonly correct: number;
}

export interface PracticeRecord {
  readonly version: 1;
  readonly topics: readonly TopicRecord[];
  readonly bestStreak: number;
  /** Times (ms) of the latest answers, oldest first. */
  readonly answerTimes: readonly number[];
}

export const EMPTY_PRACTICE_RECORD: PracticeRecord = {
  version: 1,
  topics: [],
  bestStreak: 0,
  answerTimes: [],
};

// Checked by hand rather than with the site's schema library: every visualiser loads this module, and
// the record is small enough not to need it.
const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;
const isName = (value: unknown): value is string =>
  typeof value === 'string' && value.length >= 1 && value.length <= 100;

function parseTopic(raw: unknown): TopicRecord | null {
  if (raw === null || typeof raw !== 'object') return null;
  const { id, label, answered, correct } = raw as Record<string, unknown>;
  if (!isName(id) || !isName(label) || !isCount(answered) || !isCount(correct) || correct > answered)
    return null;
  return { id, label, answered, correct };
}

/** The stored record, or undefined when it is not one; `report` hears of each part dropped as damaged. */
export function parsePracticeRecord(
  raw: unknown,
  report?: (where: string) => void,
): PracticeRecord | undefined {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return undefined;
  const record = raw as Record<string, unknown>;
  if (record.version !== 1 || !Array.isArray(record.topics)) return undefined;
  const topics = record.topics.flatMap((entry, index) => {
    const topic = parseTopic(entry);
    if (!topic) report?.(`topic ${index + 1}`);
    return topic ? [topic] : [];
  });
  if (record.bestStreak !== undefined && !isCount(record.bestStreak)) report?.('bestStreak');
  if (record.answerTimes !== undefined && !Array.isArray(record.answerTimes)) report?.('answerTimes');
  const times = Array.isArray(record.answerTimes)
    ? record.answerTimes.filter((time, index): time is number => {
        if (isRecordedTime(time)) return true;
        report?.(`answer time ${index + 1}`);
        return false;
      })
    : [];
  return {
    version: 1,
    topics: topics.slice(0, MAX_TOPICS),
    bestStreak: isCount(record.bestStreak) ? record.bestStreak : 0,
    answerTimes: times.slice(-MAX_ANSWER_TIMES),
  };
}

/** The record after one answer on `topic`, given at `time`, with the current run of right answers. */
export function recordAnswer(
  record: PracticeRecord,
  topic: { id: string; label: string },
  right: boolean,
  streak: number,
  time: number,
): PracticeRecord {
  const existing = record.topics.find((entry) => entry.id === topic.id);
  const updated: TopicRecord = {
    id: topic.id,
    label: topic.label,
    answered: (existing?.answered ?? 0) + 1,
    correct: (existing?.correct ?? 0) + (right ? 1 : 0),
  };
  const topics = existing
    ? record.topics.map((entry) => (entry.id === topic.id ? updated : entry))
    : [...record.topics, updated].slice(-MAX_TOPICS);
  return {
    version: 1,
    topics,
    bestStreak: Math.max(record.bestStreak, streak),
    answerTimes: [...record.answerTimes, time].slice(-MAX_ANSWER_TIMES),
  };
}

/** A topic's share of right answers, as a whole percentage (0 when none were answered). */
export function accuracy(topic: Pick<TopicRecord, 'answered' | 'correct'>): number {
  return topic.answered === 0 ? 0 : Math.round((topic.correct / topic.answered) * 100);
}

export function loadPracticeRecord(storage: SafeStorage): PracticeRecord {
  return storage.readJson(PRACTICE_STORAGE_KEY, parsePracticeRecord, EMPTY_PRACTICE_RECORD);
}

export function savePracticeRecord(storage: SafeStorage, record: PracticeRecord): void {
  storage.writeJson(PRACTICE_STORAGE_KEY, record);
}
