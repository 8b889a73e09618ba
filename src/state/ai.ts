import { atom } from 'jotai';
import {
  AI_KEYS_STORAGE_KEY,
  AI_PREFERENCES_STORAGE_KEY,
  loadAiSettings,
  loadOfflineTutorHere,
  normalizeAiSettings,
  resolveAiProvider,
  saveAiSettings,
  tutorLoadedOnce,
} from '@/core/ai';
import type { AiProvider, AiSettings, ResolvedProvider, TutorReplier } from '@/core/ai';
import { localStore, sessionStore, watchLocalKey } from './store';

/**
 * AI settings (docs/product-rules.md#ai-providers) and the provider they select. Preferences persist in
 * localStorage; keys in sessionStorage, or in localStorage when 'Remember on this device' is ticked.
 */

const storedAiSettingsAtom = atom<AiSettings>(loadAiSettings(localStore, sessionStore));
// Settings (and a remembered key) saved in another tab are used here as soon as they are saved.
storedAiSettingsAtom.onMount = (set) => {
  const reload = () => set(loadAiSettings(localStore, sessionStore));
  const stopPreferences = watchLocalKey(AI_PREFERENCES_STORAGE_KEY, reload);
  const stopKeys = watchLocalKey(AI_KEYS_STORAGE_KEY, reload);
  return () => {
    stopPreferences();
    stopKeys();
  };
};

/** The visitor's settings. Writing normalises and stores them. */
export const aiSettingsAtom = atom(
  (get) => get(storedAiSettingsAtom),
  (_get, set, next: AiSettings) => {
    const settings = normalizeAiSettings(next);
    set(storedAiSettingsAtom, settings);
    saveAiSettings(localStore, sessionStore, settings);
  },
);

/** Reads the stored settings again (after an import wrote the preferences). */
export const reloadAiSettingsAtom = atom(null, (_get, set) => {
  set(storedAiSettingsAtom, loadAiSettings(localStore, sessionStore));
});

/**
 * Where the built-in tutor is built: on the page by default. Indexing its knowledge base takes long
 * enough to freeze a phone's page for most of a second, so the chat page sets a Web Worker host before
 * it first renders.
 */
export const offlineTutorHostAtom = atom<{ load: () => Promise<TutorReplier> }>({
  load: loadOfflineTutorHere,
});

/** The built-in tutor, loaded once (per host) for every provider that uses it. */
export const offlineTutorAtom = atom((get) => tutorLoadedOnce(get(offlineTutorHostAtom).load));

/** The provider in use, what was asked for, and why the built-in tutor stands in (if it does). */
export const resolvedAiProviderAtom = atom<ResolvedProvider>((get) =>
  resolveAiProvider(get(aiSettingsAtom), { offline: { loadTutor: get(offlineTutorAtom) } }),
);

/** The current provider: chat, file explanation, study-set generation and PDF extraction all use it. */
export const activeAiProviderAtom = atom<AiProvider>((get) => get(resolvedAiProviderAtom).provider);
