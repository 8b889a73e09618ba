import { createSafeStorage } from '@/core/storage';

/** localStorage and sessionStorage behind the never-throwing wrapper; reading the property itself can throw. */
export const localStore = createSafeStorage(() => window.localStorage);
export const sessionStore = createSafeStorage(() => window.sessionStorage);
