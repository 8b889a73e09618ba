import { describe, expect, it, vi } from 'vitest';
import { createSafeStorage, loadTheme, saveTheme, type KeyValueBackend } from '@/core/storage';

class MemoryBackend implements KeyValueBackend {
  readonly data = new Map<string, string>();
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

const quietLogger = () => ({ warn: vi.fn() });

describe('createSafeStorage', () => {
  it('reads and writes through a working backend', () => {
    const backend = new MemoryBackend();
    const storage = createSafeStorage(() => backend, quietLogger());
    expect(storage.write('k', 'v')).toBe(true);
    expect(backend.data.get('k')).toBe('v');
    expect(storage.read('k')).toBe('v');
    storage.remove('k');
    expect(storage.read('k')).toBeNull();
  });

  it('keeps working, in memory, when getting the backend throws', () => {
    const logger = quietLogger();
    const storage = createSafeStorage(() => {
      throw new Error('SecurityError');
    }, logger);
    expect(storage.read('theme')).toBeNull();
    expect(storage.write('theme', 'dark')).toBe(false);
    expect(storage.read('theme')).toBe('dark');
    expect(logger.warn).toHaveBeenCalled();
  });

  it('keeps a value in memory when the backend is full, and logs it', () => {
    const backend = new MemoryBackend();
    backend.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    const logger = quietLogger();
    const storage = createSafeStorage(() => backend, logger);
    expect(storage.write('k', 'v')).toBe(false);
    expect(storage.read('k')).toBe('v');
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining('"k"'), expect.any(Error));
  });

  it('returns the fallback for corrupt or wrongly shaped JSON', () => {
    const backend = new MemoryBackend();
    const logger = quietLogger();
    const storage = createSafeStorage(() => backend, logger);
    const parseCount = (raw: unknown) =>
      typeof raw === 'object' && raw !== null && typeof (raw as { count?: unknown }).count === 'number'
        ? (raw as { count: number })
        : undefined;
    backend.setItem('progress', '{not json');
    expect(storage.readJson('progress', parseCount, { count: 0 })).toEqual({ count: 0 });
    backend.setItem('progress', '{"count":"three"}');
    expect(storage.readJson('progress', parseCount, { count: 0 })).toEqual({ count: 0 });
    expect(storage.writeJson('progress', { count: 3 })).toBe(true);
    expect(storage.readJson('progress', parseCount, { count: 0 })).toEqual({ count: 3 });
    expect(logger.warn).toHaveBeenCalledTimes(2);
  });
});

describe('theme preference', () => {
  it("defaults to light and accepts only 'light' or 'dark'", () => {
    const backend = new MemoryBackend();
    const storage = createSafeStorage(() => backend, quietLogger());
    expect(loadTheme(storage)).toBe('light');
    backend.setItem('theme', 'purple');
    expect(loadTheme(storage)).toBe('light');
    saveTheme(storage, 'dark');
    expect(backend.data.get('theme')).toBe('dark');
    expect(loadTheme(storage)).toBe('dark');
  });
});
