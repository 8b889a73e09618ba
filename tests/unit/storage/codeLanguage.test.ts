import { describe, expect, it, vi } from 'vitest';
import { createSafeStorage } from '@/core/storage';
import { CODE_LANGUAGE_STORAGE_KEY, loadCodeLanguage, saveCodeLanguage } from '@/core/storage/codeLanguage';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  const storage = createSafeStorage(
    () => ({
      getItem: (key) => data.get(key) ?? null,
      setItem: (key, value) => void data.set(key, value),
      removeItem: (key) => void data.delete(key),
    }),
    { warn: vi.fn() },
  );
  return { data, storage };
}

describe('the stored listing language', () => {
  it('opens in JavaScript when nothing, or something unknown, is stored', () => {
    expect(loadCodeLanguage(memoryStorage().storage)).toBe('javascript');
    expect(loadCodeLanguage(memoryStorage({ [CODE_LANGUAGE_STORAGE_KEY]: 'cobol' }).storage)).toBe(
      'javascript',
    );
  });

  it('keeps the language chosen for the next page and visit', () => {
    const { data, storage } = memoryStorage();
    saveCodeLanguage(storage, 'python');
    expect(data.get('queuebee.codeLanguage')).toBe('python');
    expect(loadCodeLanguage(storage)).toBe('python');
  });
});
