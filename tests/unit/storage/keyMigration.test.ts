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
  it('every key follows queuebee.<area> or queuebee.<area>.<thing>', () => {
    for (const key of Object.values(STORAGE_KEYS))
      expect(key).toMatch(/^queuebee\.[a-z][A-Za-z]*(\.[a-z][A-Za-z]*)?$/);
    expect(FORMER_STORAGE_KEYS).toEqual({
      'queuebee.theme': 'theme',
      'queuebee.codeLanguage': 'codeLanguage',
      'queuebee.study.progress': 'studyGenieProgress',
      'queuebee.study.review': 'queuebee.review',
    });
  });

  it.each([
    [
      'theme',
      'queuebee.theme',
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
    // A second visit reads the new key.
    expect(load(createSafeStorage(() => backend, { warn: vi.fn() }))).toBe(value);
  });

  it('moves study progress from studyGenieProgress and review decks from queuebee.review', () => {
    const backend = new MemoryBackend({
      studyGenieProgress: JSON.stringify(progress),
      'queuebee.review': JSON.stringify(review),
    });
    const storage = createSafeStorage(() => backend, { warn: vi.fn() });
    expect(loadProgress(storage)).toEqual(progress);
    expect(loadReviewStore(storage)).toEqual(review);
    expect([...backend.data.keys()].sort()).toEqual(['queuebee.study.progress', 'queuebee.study.review']);
    expect(JSON.parse(backend.data.get('queuebee.study.progress') ?? '')).toEqual(progress);
  });

  it('prefers the new key when both are stored, and a write or a removal clears the former key', () => {
    const backend = new MemoryBackend({ theme: 'light', 'queuebee.theme': 'dark' });
    const storage = createSafeStorage(() => backend, { warn: vi.fn() });
    expect(loadTheme(storage)).toBe('dark');
    saveTheme(storage, 'light');
    expect(backend.data.has('theme')).toBe(false);

    backend.setItem('studyGenieProgress', JSON.stringify(progress));
    storage.remove(STORAGE_KEYS.studyProgress);
    expect(backend.data.has('studyGenieProgress')).toBe(false);
    expect(loadProgress(storage).totalStudyTime).toBe(0);

    backend.setItem('studyGenieProgress', JSON.stringify(progress));
    saveProgress(storage, { ...progress, totalStudyTime: 120 });
    expect(backend.data.has('studyGenieProgress')).toBe(false);
    expect(loadProgress(storage).totalStudyTime).toBe(120);
  });

  it('keeps the value under its former key when the new key cannot be written, and warns', () => {
    const backend = new MemoryBackend({ studyGenieProgress: JSON.stringify(progress) });
    backend.setItem = () => {
      throw Object.assign(new Error('full'), { name: 'QuotaExceededError' });
    };
    const logger = { warn: vi.fn() };
    const storage = createSafeStorage(() => backend, logger);
    expect(loadProgress(storage)).toEqual(progress);
    expect(backend.data.get('studyGenieProgress')).toBe(JSON.stringify(progress));
    expect(logger.warn).toHaveBeenCalledWith(
      'Could not move "studyGenieProgress" to "queuebee.study.progress"; reading it from "studyGenieProgress"',
      expect.any(Error),
    );
  });
});
