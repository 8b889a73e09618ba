import { atom } from 'jotai';
import { LANGUAGES, isLanguage, type Language } from '@/core/algorithms';
import { localStore } from './browserStorage';

/** Where the learner's listing language is kept, so every page's Code view opens in it. */
export const CODE_LANGUAGE_STORAGE_KEY = 'codeLanguage';

const DEFAULT_LANGUAGE: Language = LANGUAGES[0]?.id ?? 'javascript';

function loadLanguage(): Language {
  const stored = localStore.read(CODE_LANGUAGE_STORAGE_KEY);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

const storedLanguageAtom = atom<Language>(loadLanguage());

/** The language of every code listing (JavaScript first); choosing one stores it for other pages and visits. */
export const codeLanguageAtom = atom(
  (get) => get(storedLanguageAtom),
  (_get, set, language: Language) => {
    set(storedLanguageAtom, language);
    localStore.write(CODE_LANGUAGE_STORAGE_KEY, language);
  },
);
