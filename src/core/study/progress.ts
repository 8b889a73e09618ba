/**
 * Saved study progress (docs/product-rules.md#storage-keys): localStorage key `studyGenieProgress` holds
 * {totalStudyTime (seconds), totalFlashcardsReviewed, quizHistory[{score, total, timestamp}]}.
 * Parsing is lenient field by field, so one damaged field does not throw away the rest.
 */
import { z } from '../schema';
import type { SafeStorage } from '../storage';
import { STORAGE_KEYS } from '../storage/keys';
import { isRecordedTime } from '../storage/timestamps';
import { percentOf } from './quiz';

export const PROGRESS_STORAGE_KEY = STORAGE_KEYS.studyProgress;

export interface QuizHistoryEntry {
  readonly score: number;
  readonly total: number;
  /** Epoch milliseconds. */
  readonly timestamp: number;
}

export interface StudyProgress {
  readonly totalStudyTime: number;
  readonly totalFlashcardsReviewed: number;
  readonly quizHistory: readonly QuizHistoryEntry[];
}

export const EMPTY_PROGRESS: StudyProgress = {
  totalStudyTime: 0,
  totalFlashcardsReviewed: 0,
  quizHistory: [],
};

/** The history keeps the most recent entries only, so storage cannot grow without bound. */
export const MAX_QUIZ_HISTORY = 200;

const count = z.number().int().nonnegative().finite();

const entrySchema = z
  .object({ score: count, total: count.min(1), timestamp: z.number().refine((time) => isRecordedTime(time)) })
  .refine((entry) => entry.score <= entry.total);

/**
 * A stored value as progress, or undefined when it is not an object at all. `report` hears of each field
 * or quiz present but not valid (which reads as missing).
 */
export function parseProgress(raw: unknown, report?: (where: string) => void): StudyProgress | undefined {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return undefined;
  const record = raw as Record<string, unknown>;
  const time = count.safeParse(record.totalStudyTime);
  const reviewed = count.safeParse(record.totalFlashcardsReviewed);
  if (!time.success && record.totalStudyTime !== undefined) report?.('totalStudyTime');
  if (!reviewed.success && record.totalFlashcardsReviewed !== undefined) report?.('totalFlashcardsReviewed');
  if (record.quizHistory !== undefined && !Array.isArray(record.quizHistory)) report?.('quizHistory');
  const history = Array.isArray(record.quizHistory)
    ? record.quizHistory.flatMap((entry, index) => {
        const parsed = entrySchema.safeParse(entry);
        if (!parsed.success) report?.(`quiz ${index + 1}`);
        return parsed.success ? [parsed.data] : [];
      })
    : [];
  return {
    totalStudyTime: time.success ? time.data : 0,
    totalFlashcardsReviewed: reviewed.success ? reviewed.data : 0,
    quizHistory: history.slice(-MAX_QUIZ_HISTORY),
  };
}

/** The saved progress; corrupt or unavailable storage gives empty progress (and logs a warning). */
export function loadProgress(storage: SafeStorage): StudyProgress {
  return storage.readJson(PROGRESS_STORAGE_KEY, parseProgress, EMPTY_PROGRESS);
}

export function saveProgress(storage: SafeStorage, progress: StudyProgress): void {
  storage.writeJson(PROGRESS_STORAGE_KEY, progress);
}

export function addStudySeconds(progress: StudyProgress, seconds: number): StudyProgress {
  return { ...progress, totalStudyTime: progress.totalStudyTime + Math.max(0, Math.floor(seconds)) };
}

export function addReviewedCards(progress: StudyProgress, cards: number): StudyProgress {
  return { ...progress, totalFlashcardsReviewed: progress.totalFlashcardsReviewed + Math.max(0, cards) };
}

export function addQuizResult(progress: StudyProgress, entry: QuizHistoryEntry): StudyProgress {
  return { ...progress, quizHistory: [...progress.quizHistory, entry].slice(-MAX_QUIZ_HISTORY) };
}

/** Quiz accuracy over every saved attempt, as a rounded percentage (0 with no attempts). */
export function quizAccuracy(history: readonly QuizHistoryEntry[]): number {
  const score = history.reduce((sum, entry) => sum + entry.score, 0);
  const total = history.reduce((sum, entry) => sum + entry.total, 0);
  return percentOf(score, total);
}

/** 'm:ss' with two-digit seconds; minutes are not capped (75:03). */
export function formatStudyTime(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

export interface Achievement {
  readonly id: 'quiz-master' | 'study-enthusiast' | 'dedicated-learner';
  readonly title: string;
  readonly requirement: string;
  readonly unlocked: boolean;
}

export const ACHIEVEMENT_THRESHOLDS = { quizAccuracy: 80, cardsReviewed: 50, studySeconds: 300 } as const;

/**
 * docs/product-rules.md#progress-and-achievements: 'Quiz Master' at quiz accuracy >= 80 %, 'Study Enthusiast'
 * at cards reviewed >= 50 % (of the current deck), 'Dedicated Learner' at study time >= 300 s. Percentages
 * are rounded first.
 */
export function achievements(input: {
  quizAccuracy: number;
  cardsReviewedPercent: number;
  studySeconds: number;
}): Achievement[] {
  return [
    {
      id: 'quiz-master',
      title: 'Quiz Master',
      requirement: 'Quiz accuracy of 80% or more',
      unlocked: Math.round(input.quizAccuracy) >= ACHIEVEMENT_THRESHOLDS.quizAccuracy,
    },
    {
      id: 'study-enthusiast',
      title: 'Study Enthusiast',
      requirement: 'Review at least half of the flashcards',
      unlocked: Math.round(input.cardsReviewedPercent) >= ACHIEVEMENT_THRESHOLDS.cardsReviewed,
    },
    {
      id: 'dedicated-learner',
      title: 'Dedicated Learner',
      requirement: 'Study for 5 minutes or more',
      unlocked: input.studySeconds >= ACHIEVEMENT_THRESHOLDS.studySeconds,
    },
  ];
}
