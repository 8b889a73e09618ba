import { createStore } from 'jotai';
import { createSafeStorage } from '@/core/storage';

/** The one Jotai store shared by React, the Pixi scenes and tests. */
export const store = createStore();

/**
 * Where persisted atoms keep their values: localStorage and sessionStorage behind the never-throwing
 * wrapper (reading the property itself can throw). There is no window when a screen is prerendered at
 * build time: nothing is stored then, and that is no fault.
 */
const inBrowser = typeof window !== 'undefined';
export const localStore = createSafeStorage(() => (inBrowser ? window.localStorage : undefined));
export const sessionStore = createSafeStorage(() => (inBrowser ? window.sessionStorage : undefined));

/**
 * Calls `onChange` when another tab of the site changes `key` in localStorage, or clears it, after
 * dropping this tab's unsaved copy so that reads see the other tab's value. Returns the unsubscribe.
 */
export function watchLocalKey(key: string, onChange: () => void): () => void {
  if (!inBrowser) return () => {};
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== key) return;
    localStore.reload(key);
    onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
