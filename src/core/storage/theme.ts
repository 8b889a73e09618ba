import { STORAGE_KEYS } from './keys';
import type { SafeStorage } from './safeStorage';

/** The theme preference, stored as the bare string 'light' or 'dark' under the key 'theme'. */
export type Theme = 'light' | 'dark';

export const THEME_STORAGE_KEY = STORAGE_KEYS.theme;
export const DEFAULT_THEME: Theme = 'light';

export function isTheme(value: unknown): value is Theme {
  return value === 'light' || value === 'dark';
}

export function loadTheme(storage: SafeStorage): Theme {
  const stored = storage.read(THEME_STORAGE_KEY);
  return isTheme(stored) ? stored : DEFAULT_THEME;
}

export function saveTheme(storage: SafeStorage, theme: Theme): void {
  storage.write(THEME_STORAGE_KEY, theme);
}
