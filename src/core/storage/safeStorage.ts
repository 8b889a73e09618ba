/**
 * Browser storage that never throws. Storage may be missing (private mode, sandboxed iframes),
 * full (QuotaExceededError) or hold corrupt data; the site must keep working in every case.
 * Failures are logged, and values written while the backend is broken are kept in memory so the
 * current visit still behaves as if they were saved.
 */
import { FORMER_STORAGE_KEYS } from './keys';

export interface KeyValueBackend {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface StorageLogger {
  warn(message: string, ...details: unknown[]): void;
}

export interface SafeStorage {
  read(key: string): string | null;
  /** Returns false when the value could only be kept in memory. */
  write(key: string, value: string): boolean;
  remove(key: string): void;
  readJson<T>(key: string, parse: (raw: unknown) => T | undefined, fallback: T): T;
  writeJson(key: string, value: unknown): boolean;
  /**
   * For a value that can shrink: stores the first of `candidates` (largest first) that fits. When the
   * storage is full for every one, the key is removed, so an older copy cannot come back on the next
   * visit, and the first candidate is kept in memory for this one. Returns the index of the candidate
   * stored, or -1.
   */
  writeFirstThatFits(key: string, candidates: Iterable<string>): number;
  /** Forgets this visit's unsaved copy of `key`, so reads see the stored value (another tab wrote it). */
  reload(key: string): void;
}

/** True for the error a browser throws when storage is full (named differently across browsers). */
export function isQuotaExceeded(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  return (
    name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22 || code === 1014
  );
}

export function createSafeStorage(
  getBackend: () => KeyValueBackend | undefined,
  logger: StorageLogger = console,
  formerKeys: Readonly<Record<string, string>> = FORMER_STORAGE_KEYS,
): SafeStorage {
  const memory = new Map<string, string | null>();

  const backend = (): KeyValueBackend | undefined => {
    try {
      return getBackend();
    } catch (error) {
      logger.warn('Storage is unavailable', error);
      return undefined;
    }
  };

  /**
   * A value still under the key's former name, moved to the key. When the move cannot be written, the
   * value stays under its former name (and is still read from there).
   */
  const moveFromFormerKey = (store: KeyValueBackend, key: string): string | null => {
    const former = formerKeys[key];
    if (former === undefined) return null;
    const value = store.getItem(former);
    if (value === null) return null;
    try {
      store.setItem(key, value);
      store.removeItem(former);
    } catch (error) {
      logger.warn(`Could not move "${former}" to "${key}"; reading it from "${former}"`, error);
    }
    return value;
  };

  /** Removes the key's former name, so that nothing stored under it can come back. */
  const removeFormerKey = (store: KeyValueBackend, key: string): void => {
    const former = formerKeys[key];
    if (former !== undefined) store.removeItem(former);
  };

  /** Keys whose former name this storage has already cleared or moved (checked once per key). */
  const settled = new Set<string>();

  const read = (key: string): string | null => {
    if (memory.has(key)) return memory.get(key) ?? null;
    try {
      const store = backend();
      if (!store) return null;
      const value = store.getItem(key);
      if (value === null) return moveFromFormerKey(store, key);
      if (!settled.has(key)) {
        settled.add(key);
        // The key holds a value: it wins over one still under the former name, which is removed.
        try {
          removeFormerKey(store, key);
        } catch (error) {
          logger.warn(`Could not remove the former name of "${key}"`, error);
        }
      }
      return value;
    } catch (error) {
      logger.warn(`Could not read "${key}" from storage`, error);
      return null;
    }
  };

  const write = (key: string, value: string): boolean => {
    try {
      const store = backend();
      if (!store) throw new Error('no storage backend');
      store.setItem(key, value);
      memory.delete(key);
      removeFormerKey(store, key);
      return true;
    } catch (error) {
      logger.warn(`Could not save "${key}"; keeping it for this visit only`, error);
      memory.set(key, value);
      return false;
    }
  };

  const remove = (key: string): void => {
    memory.set(key, null);
    try {
      const store = backend();
      store?.removeItem(key);
      if (store) removeFormerKey(store, key);
      memory.delete(key);
    } catch (error) {
      logger.warn(`Could not remove "${key}" from storage`, error);
    }
  };

  const readJson = <T>(key: string, parse: (raw: unknown) => T | undefined, fallback: T): T => {
    const text = read(key);
    if (text === null) return fallback;
    try {
      const parsed = parse(JSON.parse(text));
      if (parsed !== undefined) return parsed;
      logger.warn(`Stored "${key}" has an unexpected shape; using defaults`);
    } catch (error) {
      logger.warn(`Stored "${key}" is corrupt; using defaults`, error);
    }
    return fallback;
  };

  const writeJson = (key: string, value: unknown): boolean => write(key, JSON.stringify(value));

  const writeFirstThatFits = (key: string, candidates: Iterable<string>): number => {
    let first: string | undefined;
    let index = 0;
    for (const value of candidates) {
      first ??= value;
      try {
        const store = backend();
        if (!store) throw new Error('no storage backend');
        store.setItem(key, value);
        memory.delete(key);
        removeFormerKey(store, key);
        if (index > 0) logger.warn(`Storage is full: saved a shorter "${key}"`);
        return index;
      } catch (error) {
        if (!isQuotaExceeded(error)) {
          logger.warn(`Could not save "${key}"; keeping it for this visit only`, error);
          memory.set(key, first);
          return -1;
        }
      }
      index += 1;
    }
    logger.warn(`Storage is full: "${key}" could not be saved at any size, so it is cleared`);
    remove(key);
    if (first !== undefined) memory.set(key, first);
    return -1;
  };

  const reload = (key: string): void => {
    memory.delete(key);
  };

  return { read, write, remove, readJson, writeJson, writeFirstThatFits, reload };
}
