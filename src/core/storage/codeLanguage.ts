import { LANGUAGES, isLanguage, type Language } from '@/core/algorithms';
import { STORAGE_KEYS } from './keys';
import type { SafeStorage } from './safeStorage';

/** Where the learner's listing language is kept, so every page's Code view opens in it. */
export const CODE_LANGUAGE_STORAGE_KEY = STORAGE_KEYS.codeLanguage;

const DEFAULT_LANGUAGE: Language = LANGUAGES[0]?.id ?? 'javascript';

/** The stored listing language, or the first one (JavaScript) when none or an unknown one is stored. */
export function loadCodeLanguage(storage: SafeStorage): Language {
  const stored = storage.read(CODE_LANGUAGE_STORAGE_KEY);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

export function saveCodeLanguage(storage: SafeStorage, language: Language): void {
  storage.write(CODE_LANGUAGE_STORAGE_KEY, language);
}
