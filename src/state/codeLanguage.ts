import { atom } from 'jotai';
import type { Language } from '@/core/algorithms';
// Not through '@/core/storage': that index is on every page, and this module needs the algorithms' list.
import { CODE_LANGUAGE_STORAGE_KEY, loadCodeLanguage, saveCodeLanguage } from '@/core/storage/codeLanguage';
import { localStore, watchLocalKey } from './store';

const storedLanguageAtom = atom<Language>(loadCodeLanguage(localStore));
// A language chosen in another tab shows here as soon as it is saved.
storedLanguageAtom.onMount = (set) =>
  watchLocalKey(CODE_LANGUAGE_STORAGE_KEY, () => set(loadCodeLanguage(localStore)));

/** The language of every code listing (JavaScript first); choosing one stores it for other pages and visits. */
export const codeLanguageAtom = atom(
  (get) => get(storedLanguageAtom),
  (_get, set, language: Language) => {
    set(storedLanguageAtom, language);
    saveCodeLanguage(localStore, language);
  },
);

/** Reads the stored language again (after an import wrote it). */
export const reloadCodeLanguageAtom = atom(null, (_get, set) => {
  set(storedLanguageAtom, loadCodeLanguage(localStore));
});
