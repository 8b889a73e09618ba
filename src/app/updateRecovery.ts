/**
 * After a new deploy, a tab opened on the old one asks for chunks that no longer exist, and Vite fires
 * `vite:preloadError` on window. The page then reloads itself once to pick up the new build
 * (docs/product-rules.md#updates). A second failure within a minute of that reload is left to the
 * screen's error boundary, so a missing chunk can never make the page reload in a loop.
 */
import { STORAGE_KEYS } from '@/core/storage/keys';

/** sessionStorage key: when the page last reloaded itself after a chunk failed to load (ms). */
export const UPDATE_RELOAD_KEY = STORAGE_KEYS.updateReload;
/** No second automatic reload within this time of the last one. */
export const UPDATE_RELOAD_GUARD_MS = 60_000;

export interface UpdateRecoveryHost {
  addEventListener(type: 'vite:preloadError', listener: (event: Event) => void): void;
  reload(): void;
  now(): number;
  /** The tab's sessionStorage; it may throw (disabled storage). */
  storage(): Pick<Storage, 'getItem' | 'setItem'>;
}

export function recoverFromStaleChunks(host: UpdateRecoveryHost): void {
  host.addEventListener('vite:preloadError', (event) => {
    const now = host.now();
    try {
      const storage = host.storage();
      const last = Number(storage.getItem(UPDATE_RELOAD_KEY) ?? Number.NaN);
      if (now >= last && now - last < UPDATE_RELOAD_GUARD_MS) {
        console.warn('A part of the site failed to load again right after reloading for an update');
        return;
      }
      storage.setItem(UPDATE_RELOAD_KEY, String(now));
    } catch (error) {
      // Without storage there is no guard against a loop, so the error boundary handles it instead.
      console.warn('A part of the site failed to load, and the page cannot safely reload itself', error);
      return;
    }
    event.preventDefault();
    host.reload();
  });
}

export const browserUpdateRecoveryHost = (): UpdateRecoveryHost => ({
  addEventListener: (type, listener) => window.addEventListener(type, listener),
  reload: () => window.location.reload(),
  now: () => Date.now(),
  storage: () => window.sessionStorage,
});
