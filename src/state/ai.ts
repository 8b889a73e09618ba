import { atom } from 'jotai';
import { loadAiSettings, normalizeAiSettings, resolveAiProvider, saveAiSettings } from '@/core/ai';
import type { AiProvider, AiSettings, ResolvedProvider } from '@/core/ai';
import { localStore, sessionStore } from './store';

/**
 * AI settings (docs/product-rules.md#ai-providers) and the provider they select. Preferences persist in
 * localStorage; keys in sessionStorage, or in localStorage when 'Remember on this device' is ticked.
 */

const storedAiSettingsAtom = atom<AiSettings>(loadAiSettings(localStore, sessionStore));

/** The visitor's settings. Writing normalises and stores them. */
export const aiSettingsAtom = atom(
  (get) => get(storedAiSettingsAtom),
  (_get, set, next: AiSettings) => {
    const settings = normalizeAiSettings(next);
    set(storedAiSettingsAtom, settings);
    saveAiSettings(localStore, sessionStore, settings);
  },
);

/** The provider in use, what was asked for, and why the built-in tutor stands in (if it does). */
export const resolvedAiProviderAtom = atom<ResolvedProvider>((get) => resolveAiProvider(get(aiSettingsAtom)));

/** The current provider: chat, file explanation, study-set generation and PDF extraction all use it. */
export const activeAiProviderAtom = atom<AiProvider>((get) => get(resolvedAiProviderAtom).provider);
