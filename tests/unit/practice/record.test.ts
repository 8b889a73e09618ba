import { describe, expect, it } from 'vitest';
import {
  accuracy,
  EMPTY_PRACTICE_RECORD,
  loadPracticeRecord,
  MAX_ANSWER_TIMES,
  parsePracticeRecord,
  PRACTICE_STORAGE_KEY,
  recordAnswer,
  savePracticeRecord,
} from '@/core/practice';
import { createSafeStorage } from '@/core/storage';

const bubble = { id: 'bubbleSort', label: 'Bubble Sort' };
const heaps = { id: 'heaps', label: 'Heaps' };

describe('practice record', () => {
  it('counts answers and right answers per topic, and keeps the best streak', () => {
    let record = recordAnswer(EMPTY_PRACTICE_RECORD, bubble, true, 1, 1_000);
    record = recordAnswer(record, bubble, true, 2, 2_000);
    record = recordAnswer(record, bubble, false, 0, 3_000);
    record = recordAnswer(record, heaps, true, 1, 4_000);
    expect(record.topics).toEqual([
      { ...bubble, answered: 3, correct: 2 },
      { ...heaps, answered: 1, correct: 1 },
    ]);
    expect(record.bestStreak).toBe(2);
    expect(record.answerTimes).toEqual([1_000, 2_000, 3_000, 4_000]);
    expect(accuracy(record.topics[0] ?? { answered: 0, correct: 0 })).toBe(67);
    expect(accuracy({ answered: 0, correct: 0 })).toBe(0);
  });

  it('keeps only the latest answer times', () => {
    let record = EMPTY_PRACTICE_RECORD;
    for (let i = 0; i < MAX_ANSWER_TIMES + 5; i++) record = recordAnswer(record, bubble, true, 1, i);
    expect(record.answerTimes).toHaveLength(MAX_ANSWER_TIMES);
    expect(record.answerTimes[0]).toBe(5);
  });

  it('reads a stored record topic by topic, dropping damaged ones', () => {
    expect(parsePracticeRecord('nonsense')).toBeUndefined();
    expect(parsePracticeRecord({ version: 2, topics: [] })).toBeUndefined();
    expect(
      parsePracticeRecord({
        version: 1,
        topics: [
          { ...bubble, answered: 2, correct: 1 },
          { ...heaps, answered: 1, correct: 3 },
          { id: '', label: 'x', answered: 1, correct: 1 },
        ],
        bestStreak: -1,
        answerTimes: [Date.UTC(2026, 0, 5), 'x', Infinity, Date.UTC(2026, 0, 7)],
      }),
    ).toEqual({
      version: 1,
      topics: [{ ...bubble, answered: 2, correct: 1 }],
      bestStreak: 0,
      answerTimes: [Date.UTC(2026, 0, 5), Date.UTC(2026, 0, 7)],
    });
  });

  it('round-trips through storage, and a corrupt value reads as empty', () => {
    const backend = new Map<string, string>();
    const storage = createSafeStorage(
      () => ({
        getItem: (key) => backend.get(key) ?? null,
        setItem: (key, value) => void backend.set(key, value),
        removeItem: (key) => void backend.delete(key),
      }),
      { warn: () => {} },
    );
    const record = recordAnswer(EMPTY_PRACTICE_RECORD, bubble, true, 1, Date.UTC(2026, 0, 1));
    savePracticeRecord(storage, record);
    expect(loadPracticeRecord(storage)).toEqual(record);
    backend.set(PRACTICE_STORAGE_KEY, '{not json');
    expect(loadPracticeRecord(storage)).toEqual(EMPTY_PRACTICE_RECORD);
  });
});
