import { atom } from 'jotai';
import { loadTheme, saveTheme, THEME_STORAGE_KEY, type Theme } from '@/core/storage';
import { localStore, watchLocalKey } from './store';

function applyThemeToDocument(theme: Theme): void {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
}

const currentThemeAtom = atom<Theme>(loadTheme(localStore));
// A theme chosen in another tab is applied here as soon as it is saved.
currentThemeAtom.onMount = (set) =>
  watchLocalKey(THEME_STORAGE_KEY, () => {
    const theme = loadTheme(localStore);
    set(theme);
    applyThemeToDocument(theme);
  });

/** The site theme: reading gives 'light' or 'dark'; writing stores it and applies the class on <html>. */
export const themeAtom = atom(
  (get) => get(currentThemeAtom),
  (_get, set, theme: Theme) => {
    set(currentThemeAtom, theme);
    saveTheme(localStore, theme);
    applyThemeToDocument(theme);
  },
);

/** Reads the stored theme again (after an import wrote it) and applies it. */
export const reloadThemeAtom = atom(null, (_get, set) => {
  const theme = loadTheme(localStore);
  set(currentThemeAtom, theme);
  applyThemeToDocument(theme);
});

export const toggleThemeAtom = atom(null, (get, set) => {
  set(themeAtom, get(currentThemeAtom) === 'dark' ? 'light' : 'dark');
});
