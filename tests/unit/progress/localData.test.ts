import { describe, expect, it } from 'vitest';
import { exportLocalData, NOT_AN_EXPORT, readLocalDataImport, studyStreaks } from '@/core/progress';
import { EMPTY_REVIEW_STORE, openReviewDeck } from '@/core/study';

const NOW = Date.UTC(2026, 10, 23, 12);
const DAY = 86_400_000;

const progress = {
  totalStudyTime: 75,
  totalFlashcardsReviewed: 4,
  quizHistory: [{ score: 4, total: 5, timestamp: NOW }],
};
const review = openReviewDeck(
  EMPTY_REVIEW_STORE,
  { id: 'notes.pdf|10', title: 'notes.pdf' },
  [{ term: 'Heap', definition: 'A tree' }],
  NOW,
);
const stored: Record<string, string> = {
  'queuebee.theme': 'dark',
  'queuebee.codeLanguage': 'python',
  'queuebee.study.progress': JSON.stringify(progress),
  'queuebee.study.review': JSON.stringify(review),
  'queuebee.ai.keys': JSON.stringify({ version: 1, gemini: 'secret-key', openai: '' }),
  'queuebee.chat': '{damaged',
};

describe('exporting and importing local data (docs/product-rules.md#your-progress)', () => {
  it('exports what is stored, never an API key, and leaves out what is damaged', () => {
    const exported = exportLocalData((key) => stored[key] ?? null, NOW);
    expect(exported).toMatchObject({
      format: 'queuebee-local-data',
      version: 1,
      exportedAt: '2026-11-23T12:00:00.000Z',
    });
    expect(Object.keys(exported.data).sort()).toEqual([
      'queuebee.codeLanguage',
      'queuebee.study.progress',
      'queuebee.study.review',
      'queuebee.theme',
    ]);
    expect(JSON.stringify(exported)).not.toContain('secret-key');
  });

  it('round-trips: importing an export stores exactly what was exported', () => {
    const text = JSON.stringify(exportLocalData((key) => stored[key] ?? null, NOW));
    const result = readLocalDataImport(text);
    if (!result.ok) throw new Error(result.message);
    expect(result.skipped).toEqual([]);
    const restored = Object.fromEntries(result.entries.map((entry) => [entry.key, entry.stored]));
    expect(restored['queuebee.theme']).toBe('dark');
    expect(restored['queuebee.codeLanguage']).toBe('python');
    expect(JSON.parse(restored['queuebee.study.progress'] ?? '')).toEqual(progress);
    expect(JSON.parse(restored['queuebee.study.review'] ?? '')).toEqual(review);
    expect(exportLocalData((key) => restored[key] ?? null, NOW)).toEqual(JSON.parse(text));
  });

  it('keeps the valid entries of an import and names the ones it leaves out', () => {
    const result = readLocalDataImport(
      JSON.stringify({
        format: 'queuebee-local-data',
        version: 1,
        data: {
          'queuebee.theme': 'purple',
          'queuebee.study.progress': progress,
          'queuebee.chat': { version: 9 },
          'queuebee.ai.keys': { gemini: 'x' },
        },
      }),
    );
    expect(result).toEqual({
      ok: true,
      entries: [
        { key: 'queuebee.study.progress', label: 'study progress', stored: JSON.stringify(progress) },
      ],
      skipped: ['theme', 'chat'],
    });
  });

  it('imports a file exported before the keys were renamed, under the keys of now', () => {
    const result = readLocalDataImport(
      JSON.stringify({
        format: 'queuebee-local-data',
        version: 1,
        exportedAt: '2026-11-01T12:00:00.000Z',
        data: {
          theme: 'dark',
          codeLanguage: 'python',
          studyGenieProgress: progress,
          'queuebee.review': review,
          'queuebee.practice': { version: 1, topics: [], bestStreak: 3, answerTimes: [] },
        },
      }),
    );
    if (!result.ok) throw new Error(result.message);
    expect(result.skipped).toEqual([]);
    expect(Object.fromEntries(result.entries.map((entry) => [entry.key, entry.stored]))).toEqual({
      'queuebee.theme': 'dark',
      'queuebee.codeLanguage': 'python',
      'queuebee.study.progress': JSON.stringify(progress),
      'queuebee.study.review': JSON.stringify(review),
      'queuebee.practice': JSON.stringify({ version: 1, topics: [], bestStreak: 3, answerTimes: [] }),
    });
  });

  it('refuses a file that is not an export, or from a later version', () => {
    expect(readLocalDataImport('not json')).toEqual({ ok: false, message: NOT_AN_EXPORT });
    expect(readLocalDataImport('[]')).toEqual({ ok: false, message: NOT_AN_EXPORT });
    expect(readLocalDataImport(JSON.stringify({ format: 'other', version: 1, data: {} }))).toEqual({
      ok: false,
      message: NOT_AN_EXPORT,
    });
    expect(
      readLocalDataImport(JSON.stringify({ format: 'queuebee-local-data', version: 2, data: {} })),
    ).toEqual({
      ok: false,
      message: 'This export is version 2; this site reads version 1.',
    });
  });
});

describe('study streaks', () => {
  it('counts days in a row up to today, or up to yesterday before today has anything', () => {
    const times = [NOW - 5 * DAY, NOW - 2 * DAY, NOW - DAY, NOW - DAY + 1000];
    expect(studyStreaks(times, NOW, 0)).toEqual({ current: 2, longest: 2, activeDays: 3 });
    expect(studyStreaks([...times, NOW], NOW, 0)).toEqual({ current: 3, longest: 3, activeDays: 4 });
    expect(studyStreaks([NOW - 3 * DAY], NOW, 0)).toEqual({ current: 0, longest: 1, activeDays: 1 });
    expect(studyStreaks([], NOW, 0)).toEqual({ current: 0, longest: 0, activeDays: 0 });
  });

  it("counts in the learner's own calendar days", () => {
    // 23:30 and 00:30 UTC are one day apart in London but the same day in New York (UTC-5).
    const late = Date.UTC(2026, 10, 22, 23, 30);
    const early = Date.UTC(2026, 10, 23, 0, 30);
    expect(studyStreaks([late, early], early, 0).activeDays).toBe(2);
    expect(studyStreaks([late, early], early, -300).activeDays).toBe(1);
  });
});
