import { describe, expect, it, vi } from 'vitest';
import { loadCodeLanguage } from '@/core/storage/codeLanguage';
import {
  createSafeStorage,
  FORMER_STORAGE_KEYS,
  loadTheme,
  saveTheme,
  STORAGE_KEYS,
  type KeyValueBackend,
} from '@/core/storage';
import { loadProgress, saveProgress } from '@/core/study/progress';
import { loadReviewStore } from '@/core/study/review';

class MemoryBackend implements KeyValueBackend {
  readonly data: Map<string, string>;
  constructor(entries: Record<string, string> = {}) {
    this.data = new Map(Object.entries(entries));
  }
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.data.set(key, value);
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
}

const progress = {
  totalStudyTime: 90,
  totalFlashcardsReviewed: 4,
  quizHistory: [{ score: 3, total: 5, timestamp: 1_700_000_000_000 }],
};
const review = { version: 1, decks: [] };

describe('storage keys saved under their former names (docs/product-rules.md#storage-keys)', () => {
  it('the theme and study progress keep the product names; every other key follows queuebee.<area>(.<thing>)', () => {
    expect(STORAGE_KEYS.theme).toBe('theme');
    expect(STORAGE_KEYS.studyProgress).toBe('studyGenieProgress');
    const { theme: _theme, studyProgress: _studyProgress, ...others } = STORAGE_KEYS;
    for (const key of Object.values(others))
      expect(key).toMatch(/^queuebee\.[a-z][A-Za-z]*(\.[a-z][A-Za-z]*)?$/);
    expect(FORMER_STORAGE_KEYS).toEqual({
      theme: 'queuebee.theme',
      'queuebee.codeLanguage': 'codeLanguage',
      studyGenieProgress: 'queuebee.study.progress',
      'queuebee.study.review': 'queuebee.review',
    });
  });

  it.each([
    [
      'queuebee.theme',
      'theme',
      'dark',
      (storage: ReturnType<typeof createSafeStorage>) => loadTheme(storage),
    ],
    [
      'codeLanguage',
      'queuebee.codeLanguage',
      'python',
      (storage: ReturnType<typeof createSafeStorage>) => loadCodeLanguage(storage),
    ],
  ])('reads %s from its former key and moves it to %s', (former, key, value, load) => {
    const backend = new MemoryBackend({ [former]: value });
    const storage = createSafeStorage(() => backend, { warn: vi.fn() });
    expect(load(storage)).toBe(value);
    expect(backend.data.get(key)).toBe(value);
    expect(backend.data.has(former)).toBe(false);
    // A second visit reads the key.
    expect(load(createSafeStorage(() => backend, { warn: vi.fn() }))).toBe(value);
  });

  it('moves study progress from queuebee.study.progress and review decks from queuebee.review', () => {
    const backend = new MemoryBackend({
      'queuebee.study.progress': JSON.stringify(progress),
      'queuebee.review': JSON.stringify(review),
    });
    const storage = createSafeStorage(() => backend, { warn: vi.fn() });
    expect(loadProgress(storage)).toEqual(progress);
    expect(loadReviewStore(storage)).toEqual(review);
    expect([...backend.data.keys()].sort()).toEqual(['queuebee.study.review', 'studyGenieProgress']);
    expect(JSON.parse(backend.data.get('studyGenieProgress') ?? '')).toEqual(progress);
  });

  it('prefers the product key when both are stored and removes the newer name on the first read', () => {
    const backend = new MemoryBackend({
      theme: 'light',
      'queuebee.theme': 'dark',
      studyGenieProgress: JSON.stringify(progress),
      'queuebee.study.progress': JSON.stringify({ ...progress, totalStudyTime: 5 }),
    });
    const storage = createSafeStorage(() => backend, { warn: vi.fn() });
    expect(loadTheme(storage)).toBe('light');
    expect(loadProgress(storage)).toEqual(progress);
    expect([...backend.data.keys()].sort()).toEqual(['studyGenieProgress', 'theme']);
    expect(backend.data.get('theme')).toBe('light');
    expect(JSON.parse(backend.data.get('studyGenieProgress') ?? '')).toEqual(progress);
  });

  it('still reads the product key when the newer name cannot be removed, and warns', () => {
    const backend = new MemoryBackend({ theme: 'dark', 'queuebee.theme': 'light' });
    backend.removeItem = () => {
      throw new Error('denied');
    };
    const logger = { warn: vi.fn() };
    expect(loadTheme(createSafeStorage(() => backend, logger))).toBe('dark');
    expect(logger.warn).toHaveBeenCalledWith(
      'Could not remove the former name of "theme"',
      expect.any(Error),
    );
  });

  it('a write or a removal clears the former key', () => {
    const backend = new MemoryBackend({ 'queuebee.theme': 'dark' });
    const storage = createSafeStorage(() => backend, { warn: vi.fn() });
    saveTheme(storage, 'light');
    expect(backend.data.has('queuebee.theme')).toBe(false);
    expect(backend.data.get('theme')).toBe('light');

    backend.setItem('queuebee.study.progress', JSON.stringify(progress));
    storage.remove(STORAGE_KEYS.studyProgress);
    expect(backend.data.has('queuebee.study.progress')).toBe(false);
    expect(loadProgress(storage).totalStudyTime).toBe(0);

    backend.setItem('queuebee.study.progress', JSON.stringify(progress));
    saveProgress(storage, { ...progress, totalStudyTime: 120 });
    expect(backend.data.has('queuebee.study.progress')).toBe(false);
    expect(loadProgress(storage).totalStudyTime).toBe(120);
  });

  it('keeps the value under its former key when the key cannot be written, and warns', () => {
    const backend = new MemoryBackend({ 'queuebee.study.progress': JSON.stringify(progress) });
    backend.setItem = () => {
      throw Object.assign(new Error('full'), { name: 'QuotaExceededError' });
    };
    const logger = { warn: vi.fn() };
    const storage = createSafeStorage(() => backend, logger);
    expect(loadProgress(storage)).toEqual(progress);
    expect(backend.data.get('queuebee.study.progress')).toBe(JSON.stringify(progress));
    expect(logger.warn).toHaveBeenCalledWith(
      'Could not move "queuebee.study.progress" to "studyGenieProgress"; reading it from "queuebee.study.progress"',
      expect.any(Error),
    );
  });
});
