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
