import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_AI_SETTINGS } from '@/core/ai';
import {
  exportLocalData,
  IMPORT_NOT_SAVED,
  NOT_AN_EXPORT,
  readLocalDataImport,
  replacedParts,
  storeImport,
  studyStreaks,
} from '@/core/progress';
import { createSafeStorage } from '@/core/storage';
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
  theme: 'dark',
  'queuebee.codeLanguage': 'python',
  studyGenieProgress: JSON.stringify(progress),
  'queuebee.study.review': JSON.stringify(review),
  'queuebee.ai.keys': JSON.stringify({ version: 1, gemini: 'secret-key', openai: '' }),
  'queuebee.chat': '{damaged',
};
const practice = {
  version: 1,
  topics: [{ id: 'sorting', label: 'Sorting', answered: 4, correct: 3 }],
  bestStreak: 2,
  answerTimes: [NOW - DAY],
};
const chat = {
  version: 1,
  messages: [
    { id: 'greeting', text: 'Hi', isUser: false, timestamp: NOW },
    { id: 'm1', text: 'What is a heap?', isUser: true, timestamp: NOW },
  ],
};
const aiPreferences = {
  version: 1,
  provider: 'gemini',
  gemini: {
    baseUrl: DEFAULT_AI_SETTINGS.gemini.baseUrl,
    chatModel: 'gemini-2.5-flash',
    pdfModel: 'gemini-2.5-flash',
  },
  openai: { baseUrl: DEFAULT_AI_SETTINGS.openai.baseUrl, model: 'gpt-4o-mini' },
  rememberKey: false,
};
/** Every part the site exports, each one valid and complete. */
const everyPart: Record<string, string> = {
  ...stored,
  'queuebee.practice': JSON.stringify(practice),
  'queuebee.chat': JSON.stringify(chat),
  'queuebee.ai.settings': JSON.stringify(aiPreferences),
};
const importOf = (data: Record<string, unknown>) =>
  readLocalDataImport(JSON.stringify({ format: 'queuebee-local-data', version: 1, data }));

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
      'queuebee.study.review',
      'studyGenieProgress',
      'theme',
    ]);
    expect(JSON.stringify(exported)).not.toContain('secret-key');
  });

  it('round-trips: importing an export stores exactly what was exported', () => {
    const text = JSON.stringify(exportLocalData((key) => stored[key] ?? null, NOW));
    const result = readLocalDataImport(text);
    if (!result.ok) throw new Error(result.message);
    const restored = Object.fromEntries(result.entries.map((entry) => [entry.key, entry.stored]));
    expect(restored.theme).toBe('dark');
    expect(restored['queuebee.codeLanguage']).toBe('python');
    expect(JSON.parse(restored.studyGenieProgress ?? '')).toEqual(progress);
    expect(JSON.parse(restored['queuebee.study.review'] ?? '')).toEqual(review);
    expect(exportLocalData((key) => restored[key] ?? null, NOW)).toEqual(JSON.parse(text));
  });

  it('refuses the whole file, naming the part, when any part is not valid', () => {
    const refused = (data: Record<string, unknown>) =>
      readLocalDataImport(JSON.stringify({ format: 'queuebee-local-data', version: 1, data }));
    expect(refused({ theme: 'dark', studyGenieProgress: { totalStudyTime: 'oops' } })).toEqual({
      ok: false,
      message: "Nothing was imported: this file's study progress could not be read (totalStudyTime).",
    });
    expect(
      refused({ studyGenieProgress: { quizHistory: [{ score: 1, total: 1, timestamp: 1e300 }] } }),
    ).toEqual({
      ok: false,
      message: "Nothing was imported: this file's study progress could not be read (quiz 1).",
    });
    expect(refused({ theme: 'purple', studyGenieProgress: progress })).toEqual({
      ok: false,
      message: "Nothing was imported: this file's theme could not be read.",
    });
    const damagedDeck = {
      ...review,
      decks: [review.decks[0], { id: 'x.pdf|1', title: 'x.pdf', usedAt: 'soon' }],
    };
    expect(refused({ 'queuebee.study.review': damagedDeck })).toEqual({
      ok: false,
      message: "Nothing was imported: this file's review decks could not be read (deck 2).",
    });
    const chat = {
      version: 1,
      messages: [
        { id: 'greeting', text: 'Hi', isUser: false, timestamp: NOW },
        { id: 'm1', text: 42, isUser: true, timestamp: NOW },
      ],
    };
    expect(refused({ 'queuebee.chat': chat })).toEqual({
      ok: false,
      message: "Nothing was imported: this file's chat could not be read (message 2).",
    });
    expect(refused({ 'queuebee.chat': { version: 9 } })).toEqual({
      ok: false,
      message: "Nothing was imported: this file's chat could not be read.",
    });
  });

  it('round-trips every part: an export of each kind imports again, unchanged', () => {
    const text = JSON.stringify(exportLocalData((key) => everyPart[key] ?? null, NOW));
    const result = readLocalDataImport(text);
    if (!result.ok) throw new Error(result.message);
    expect(result.entries.map((entry) => entry.label)).toEqual([
      'theme',
      'code language',
      'study progress',
      'review decks',
      'practice record',
      'chat',
      'AI preferences',
    ]);
    const restored = Object.fromEntries(result.entries.map((entry) => [entry.key, entry.stored]));
    expect(JSON.parse(restored['queuebee.practice'] ?? '')).toEqual(practice);
    expect(JSON.parse(restored['queuebee.chat'] ?? '')).toEqual(chat);
    expect(JSON.parse(restored['queuebee.ai.settings'] ?? '')).toEqual(aiPreferences);
    expect(exportLocalData((key) => restored[key] ?? null, NOW)).toEqual(JSON.parse(text));
  });

  it('refuses a part with nothing in it, naming the part and what it lacks, under either key', () => {
    const refusal = {
      ok: false,
      message: "Nothing was imported: this file's study progress could not be read (missing totalStudyTime).",
    };
    expect(importOf({ 'queuebee.study.progress': {} })).toEqual(refusal);
    expect(importOf({ theme: 'dark', studyGenieProgress: {} })).toEqual(refusal);
  });

  it('refuses a part whose body holds only __proto__ or constructor keys', () => {
    const body = JSON.stringify(progress);
    for (const key of ['__proto__', 'constructor']) {
      const text = `{"format":"queuebee-local-data","version":1,"data":{"studyGenieProgress":{"${key}":${body}}}}`;
      expect(readLocalDataImport(text)).toEqual({
        ok: false,
        message:
          "Nothing was imported: this file's study progress could not be read (missing totalStudyTime).",
      });
    }
    const deck =
      '{"format":"queuebee-local-data","version":1,"data":{"queuebee.study.review":{"__proto__":{"version":1,"decks":[]}}}}';
    expect(readLocalDataImport(deck)).toEqual({
      ok: false,
      message: "Nothing was imported: this file's review decks could not be read.",
    });
  });

  it('refuses a part with any required field missing, which reading would fill with a default', () => {
    const { quizHistory: _quizHistory, ...noHistory } = progress;
    expect(importOf({ studyGenieProgress: noHistory })).toEqual({
      ok: false,
      message: "Nothing was imported: this file's study progress could not be read (missing quizHistory).",
    });
    const { bestStreak: _bestStreak, ...noStreak } = practice;
    expect(importOf({ 'queuebee.practice': noStreak })).toEqual({
      ok: false,
      message: "Nothing was imported: this file's practice record could not be read (missing bestStreak).",
    });
    const [deck] = review.decks;
    if (!deck) throw new Error('the review store has a deck');
    const { cards: _cards, ...noCards } = deck;
    expect(importOf({ 'queuebee.study.review': { version: 1, decks: [deck, noCards] } })).toEqual({
      ok: false,
      message: "Nothing was imported: this file's review decks could not be read (deck 2, missing cards).",
    });
  });

  it('still imports a complete part, and a complete part beside an incomplete one imports nothing', () => {
    const good = importOf({ theme: 'dark', studyGenieProgress: progress });
    if (!good.ok) throw new Error(good.message);
    expect(good.entries.map((entry) => entry.label)).toEqual(['theme', 'study progress']);
    expect(importOf({ theme: 'dark', 'queuebee.practice': { version: 1, topics: [] } })).toEqual({
      ok: false,
      message: "Nothing was imported: this file's practice record could not be read (missing bestStreak).",
    });
  });

  it('names the parts an import replaces, for the learner to confirm', () => {
    const result = importOf({ theme: 'dark', studyGenieProgress: progress, 'queuebee.study.review': review });
    if (!result.ok) throw new Error(result.message);
    expect(replacedParts(result.entries)).toBe('theme, study progress and review decks');
    expect(replacedParts(result.entries.slice(1, 2))).toBe('study progress');
    expect(replacedParts(result.entries.slice(0, 2))).toBe('theme and study progress');
  });

  it('never echoes a huge value back', () => {
    const version = 'v'.repeat(4_000_000);
    const result = readLocalDataImport(JSON.stringify({ format: 'queuebee-local-data', version, data: {} }));
    expect(result).toEqual({
      ok: false,
      message: 'This export is version vvvvvvvvvvvvvvvvvvvv…; this site reads version 1.',
    });
  });

  it('imports a file that names the theme and study progress queuebee.theme and queuebee.study.progress', () => {
    const result = readLocalDataImport(
      JSON.stringify({
        format: 'queuebee-local-data',
        version: 1,
        exportedAt: '2026-11-20T12:00:00.000Z',
        data: {
          'queuebee.theme': 'dark',
          'queuebee.codeLanguage': 'python',
          'queuebee.study.progress': progress,
          'queuebee.study.review': review,
        },
      }),
    );
    if (!result.ok) throw new Error(result.message);
    expect(Object.fromEntries(result.entries.map((entry) => [entry.key, entry.stored]))).toEqual({
      theme: 'dark',
      'queuebee.codeLanguage': 'python',
      studyGenieProgress: JSON.stringify(progress),
      'queuebee.study.review': JSON.stringify(review),
    });
  });

  it('imports a file that names codeLanguage and queuebee.review, under the keys of now', () => {
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
    expect(Object.fromEntries(result.entries.map((entry) => [entry.key, entry.stored]))).toEqual({
      theme: 'dark',
      'queuebee.codeLanguage': 'python',
      studyGenieProgress: JSON.stringify(progress),
      'queuebee.study.review': JSON.stringify(review),
      'queuebee.practice': JSON.stringify({ version: 1, topics: [], bestStreak: 3, answerTimes: [] }),
    });
  });

  it('takes the value under the product key when a file holds both names', () => {
    const result = readLocalDataImport(
      JSON.stringify({
        format: 'queuebee-local-data',
        version: 1,
        data: {
          theme: 'light',
          'queuebee.theme': 'dark',
          studyGenieProgress: progress,
          'queuebee.study.progress': { ...progress, totalStudyTime: 5 },
        },
      }),
    );
    if (!result.ok) throw new Error(result.message);
    expect(Object.fromEntries(result.entries.map((entry) => [entry.key, entry.stored]))).toEqual({
      theme: 'light',
      studyGenieProgress: JSON.stringify(progress),
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

describe('storing an import, all or none', () => {
  /** Storage that throws the browser's quota error when `full` holds the key being written. */
  function quotaStorage(initial: Record<string, string>, full: ReadonlySet<string>) {
    const data = new Map(Object.entries(initial));
    const backend = {
      getItem: (key: string) => data.get(key) ?? null,
      setItem: (key: string, value: string) => {
        if (full.has(key)) throw Object.assign(new Error('full'), { name: 'QuotaExceededError' });
        data.set(key, value);
      },
      removeItem: (key: string) => void data.delete(key),
    };
    return { data, storage: createSafeStorage(() => backend, { warn: vi.fn() }) };
  }

  const file = (data: Record<string, unknown>) =>
    readLocalDataImport(JSON.stringify({ format: 'queuebee-local-data', version: 1, data }));

  it('stores every part when all fit', () => {
    const result = file({ theme: 'dark', studyGenieProgress: progress });
    if (!result.ok) throw new Error(result.message);
    const { data, storage } = quotaStorage({}, new Set());
    expect(storeImport(storage, result.entries)).toEqual({ ok: true });
    expect(data.get('theme')).toBe('dark');
    expect(JSON.parse(data.get('studyGenieProgress') ?? '')).toEqual(progress);
  });

  it('puts back what the learner had when one part cannot be saved, and says so', () => {
    const before = {
      theme: 'light',
      studyGenieProgress: JSON.stringify({ ...progress, totalStudyTime: 999 }),
    };
    const result = file({
      theme: 'dark',
      studyGenieProgress: progress,
      'queuebee.study.review': review,
    });
    if (!result.ok) throw new Error(result.message);
    const { data, storage } = quotaStorage(before, new Set(['queuebee.study.review']));
    expect(storeImport(storage, result.entries)).toEqual({ ok: false, message: IMPORT_NOT_SAVED });
    expect(Object.fromEntries(data)).toEqual(before);
    // Nor does this visit see the parts it could not keep.
    expect(storage.read('queuebee.study.review')).toBeNull();
    expect(storage.read('theme')).toBe('light');
  });

  it('keeps the learner’s progress when a file is refused', () => {
    const mine = JSON.stringify({ ...progress, totalStudyTime: 999 });
    const { data, storage } = quotaStorage({ studyGenieProgress: mine }, new Set());
    const result = file({ studyGenieProgress: { totalStudyTime: 'oops' } });
    expect(result.ok).toBe(false);
    if (result.ok) storeImport(storage, result.entries);
    expect(data.get('studyGenieProgress')).toBe(mine);
  });
});
