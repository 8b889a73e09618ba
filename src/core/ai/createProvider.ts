import { createGeminiProvider } from './gemini';
import type { FetchLike } from './http';
import { createOfflineProvider } from './offline';
import type { OfflineProviderOptions } from './offline';
import { createOpenAiCompatibleProvider } from './openaiCompatible';
import { normalizeAiSettings, PROVIDER_LABELS } from './settings';
import type { AiSettings } from './settings';
import type { AiProvider, ProviderId } from './types';

export interface ProviderDependencies {
  fetch?: FetchLike;
  offline?: OfflineProviderOptions;
}

/** The provider these settings describe, exactly (a Gemini provider without a key fails with 'config'). */
export function createAiProvider(settings: AiSettings, deps: ProviderDependencies = {}): AiProvider {
  const s = normalizeAiSettings(settings);
  switch (s.provider) {
    case 'gemini':
      return createGeminiProvider({ ...s.gemini, fetch: deps.fetch });
    case 'openai':
      return createOpenAiCompatibleProvider({ ...s.openai, fetch: deps.fetch });
    case 'offline':
      return createOfflineProvider(deps.offline);
  }
}

export interface ResolvedProvider {
  provider: AiProvider;
  /** What the visitor chose. */
  requested: ProviderId;
  /** Why the built-in tutor stands in for the chosen provider, or null. */
  fallbackReason: string | null;
}

/**
 * The provider to use now. Gemini without a key (a session-only key is gone after the browser closes)
 * falls back to the built-in tutor, and says why.
 */
export function resolveAiProvider(settings: AiSettings, deps: ProviderDependencies = {}): ResolvedProvider {
  const s = normalizeAiSettings(settings);
  if (s.provider === 'gemini' && s.gemini.apiKey === '') {
    return {
      provider: createOfflineProvider(deps.offline),
      requested: 'gemini',
      fallbackReason: `${PROVIDER_LABELS.gemini} needs your API key (add it in AI settings); the built-in offline engine answers meanwhile.`,
    };
  }
  return { provider: createAiProvider(s, deps), requested: s.provider, fallbackReason: null };
}
