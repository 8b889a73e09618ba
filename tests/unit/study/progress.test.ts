import { describe, expect, it, vi } from 'vitest';
import { createSafeStorage } from '@/core/storage';
import type { KeyValueBackend } from '@/core/storage';
import {
  achievements,
  addQuizResult,
  addReviewedCards,
  addStudySeconds,
  EMPTY_PROGRESS,
  formatStudyTime,
  MAX_QUIZ_HISTORY,
  parseProgress,
  PROGRESS_STORAGE_KEY,
  quizAccuracy,
} from '@/core/study';
import type { StudyProgress } from '@/core/study';

const unlocked = (input: Parameters<typeof achievements>[0]) =>
  achievements(input)
    .filter((a) => a.unlocked)
    .map((a) => a.title);

describe('achievements (docs/product-rules.md#progress-and-achievements)', () => {
  it.each([
    [
      { quizAccuracy: 80, cardsReviewedPercent: 50, studySeconds: 300 },
      ['Quiz Master', 'Study Enthusiast', 'Dedicated Learner'],
    ],
    [{ quizAccuracy: 79, cardsReviewedPercent: 49, studySeconds: 299 }, []],
    [
      { quizAccuracy: 79.5, cardsReviewedPercent: 49.5, studySeconds: 299.9 },
      ['Quiz Master', 'Study Enthusiast'],
    ],
    [{ quizAccuracy: 79.4, cardsReviewedPercent: 49.4, studySeconds: 0 }, []],
    [
      { quizAccuracy: 100, cardsReviewedPercent: 0, studySeconds: 1000 },
      ['Quiz Master', 'Dedicated Learner'],
    ],
  ])('%j unlocks %j', (input, titles) => {
    expect(unlocked(input)).toEqual(titles);
  });
});

describe('study time and accuracy', () => {
  it.each([
    [0, '0:00'],
    [5, '0:05'],
    [59, '0:59'],
    [60, '1:00'],
    [305, '5:05'],
    [4503, '75:03'],
    [-3, '0:00'],
    [61.9, '1:01'],
  ])('%d seconds reads %s', (seconds, text) => {
    expect(formatStudyTime(seconds)).toBe(text);
  });

  it('averages accuracy over every attempt, rounded', () => {
    expect(quizAccuracy([])).toBe(0);
    expect(
      quizAccuracy([
        { score: 4, total: 5, timestamp: 1 },
        { score: 1, total: 5, timestamp: 2 },
        { score: 2, total: 3, timestamp: 3 },
      ]),
    ).toBe(54); // 7 of 13
  });

  it('adds seconds, reviewed cards and quiz results without mutating', () => {
    let progress = addStudySeconds(EMPTY_PROGRESS, 1);
    progress = addReviewedCards(progress, 2);
    progress = addQuizResult(progress, { score: 3, total: 5, timestamp: 99 });
    expect(progress).toEqual({
      totalStudyTime: 1,
      totalFlashcardsReviewed: 2,
      quizHistory: [{ score: 3, total: 5, timestamp: 99 }],
    });
    expect(EMPTY_PROGRESS).toEqual({ totalStudyTime: 0, totalFlashcardsReviewed: 0, quizHistory: [] });
  });

  it('keeps the history to the most recent entries', () => {
    let progress: StudyProgress = EMPTY_PROGRESS;
    for (let i = 0; i < MAX_QUIZ_HISTORY + 5; i++)
      progress = addQuizResult(progress, { score: 1, total: 5, timestamp: i });
    expect(progress.quizHistory).toHaveLength(MAX_QUIZ_HISTORY);
    expect(progress.quizHistory[0]?.timestamp).toBe(5);
  });
});

describe('saved progress under studyGenieProgress', () => {
  function memoryBackend(
    initial: Record<string, string> = {},
  ): KeyValueBackend & { data: Map<string, string> } {
    const data = new Map(Object.entries(initial));
    return {
      data,
      getItem: (key) => data.get(key) ?? null,
      setItem: (key, value) => void data.set(key, value),
      removeItem: (key) => void data.delete(key),
    };
  }
  const quietLogger = { warn: vi.fn() };
  const load = (storage: ReturnType<typeof createSafeStorage>) =>
    storage.readJson(PROGRESS_STORAGE_KEY, parseProgress, EMPTY_PROGRESS);

  it('round-trips through storage with the stored field names', () => {
    const backend = memoryBackend();
    const storage = createSafeStorage(() => backend, quietLogger);
    const progress: StudyProgress = {
      totalStudyTime: 321,
      totalFlashcardsReviewed: 7,
      quizHistory: [{ score: 4, total: 5, timestamp: 1_767_600_000_000 }],
    };
    storage.writeJson(PROGRESS_STORAGE_KEY, progress);
    expect(JSON.parse(backend.data.get('studyGenieProgress') ?? '')).toEqual(progress);
    expect(load(createSafeStorage(() => backend, quietLogger))).toEqual(progress);
  });

  it.each([
    ['not json {', EMPTY_PROGRESS],
    ['"a string"', EMPTY_PROGRESS],
    ['[1,2,3]', EMPTY_PROGRESS],
    ['null', EMPTY_PROGRESS],
    [
      JSON.stringify({ totalStudyTime: 'ten', totalFlashcardsReviewed: 4, quizHistory: 'none' }),
      { totalStudyTime: 0, totalFlashcardsReviewed: 4, quizHistory: [] },
    ],
    [
      JSON.stringify({
        totalStudyTime: 12,
        totalFlashcardsReviewed: -1,
        quizHistory: [
          { score: 6, total: 5, timestamp: Date.UTC(2026, 0, 1) },
          { score: 2, total: 5, timestamp: Date.UTC(2026, 0, 2) },
          { score: 1 },
          null,
        ],
      }),
      {
        totalStudyTime: 12,
        totalFlashcardsReviewed: 0,
        quizHistory: [{ score: 2, total: 5, timestamp: Date.UTC(2026, 0, 2) }],
      },
    ],
  ])('reads corrupt data %s as %j', (stored, expected) => {
    const storage = createSafeStorage(() => memoryBackend({ studyGenieProgress: stored }), quietLogger);
    expect(load(storage)).toEqual(expected);
  });

  it('survives storage that throws on every call, keeping progress in memory for the visit', () => {
    const logger = { warn: vi.fn() };
    const broken: KeyValueBackend = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    const storage = createSafeStorage(() => broken, logger);
    expect(load(storage)).toEqual(EMPTY_PROGRESS);
    const progress = addStudySeconds(EMPTY_PROGRESS, 3);
    expect(storage.writeJson(PROGRESS_STORAGE_KEY, progress)).toBe(false);
    expect(load(storage)).toEqual(progress);
    expect(logger.warn).toHaveBeenCalled();
    const missing = createSafeStorage(() => {
      throw new Error('no localStorage');
    }, logger);
    expect(load(missing)).toEqual(EMPTY_PROGRESS);
  });
});
