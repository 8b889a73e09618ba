import { z } from '../schema';
import type { SafeStorage } from '../storage';
import { STORAGE_KEYS } from '../storage/keys';
import { aiBaseUrlProblem } from './endpointRules';
import { normalizeBaseUrl } from './http';
import { GEMINI_API_ORIGIN } from './reachableEndpoints';
import type { ProviderId } from './types';

/**
 * The visitor's AI settings (docs/product-rules.md#ai-providers) and how they are stored: the non-secret
 * preferences in localStorage; the keys in sessionStorage, or in localStorage when 'Remember on this device'
 * is ticked. Framework-free: the storages are passed in.
 */

export const DEFAULT_GEMINI_BASE_URL = GEMINI_API_ORIGIN;
/** For chat replies and file explanations. */
export const DEFAULT_GEMINI_CHAT_MODEL = 'gemini-2.5-flash';
/** For reading scanned PDFs and making study sets. */
export const DEFAULT_GEMINI_PDF_MODEL = 'gemini-2.5-flash';

/** Gemini 1.x and 2.0 models, which Google has shut down: every call to one fails with 404. */
export function isRetiredGeminiModel(model: string): boolean {
  return /^(?:models\/)?gemini-(?:1(?:\.\d)?|2\.0)(?:-|$)/.test(model.trim());
}

/** A saved model name, or `fallback` when it names a retired model. */
const currentGeminiModel = (model: string, fallback: string): string =>
  isRetiredGeminiModel(model) ? fallback : model;
/** A local Ollama, the usual OpenAI-compatible endpoint on a laptop. */
export const DEFAULT_OPENAI_BASE_URL = 'http://localhost:11434/v1';
export const DEFAULT_OPENAI_MODEL = 'llama3.2';

export const PROVIDER_IDS = ['offline', 'gemini', 'openai'] as const satisfies readonly ProviderId[];

export const PROVIDER_LABELS: Record<ProviderId, string> = {
  offline: 'Built-in (offline)',
  gemini: 'Google Gemini',
  openai: 'OpenAI-compatible endpoint',
};

export interface GeminiSettings {
  apiKey: string;
  baseUrl: string;
  chatModel: string;
  /** Used for PDF extraction and study-set generation. */
  pdfModel: string;
}

export interface OpenAiSettings {
  baseUrl: string;
  model: string;
  /** Optional: a local server usually needs none. */
  apiKey: string;
}

export interface AiSettings {
  provider: ProviderId;
  gemini: GeminiSettings;
  openai: OpenAiSettings;
  /** Keep the keys in localStorage (this device) instead of sessionStorage (this tab's session). */
  rememberKey: boolean;
}

export const DEFAULT_AI_SETTINGS: AiSettings = {
  provider: 'offline',
  gemini: {
    apiKey: '',
    baseUrl: DEFAULT_GEMINI_BASE_URL,
    chatModel: DEFAULT_GEMINI_CHAT_MODEL,
    pdfModel: DEFAULT_GEMINI_PDF_MODEL,
  },
  openai: { baseUrl: DEFAULT_OPENAI_BASE_URL, model: DEFAULT_OPENAI_MODEL, apiKey: '' },
  rememberKey: false,
};

/** Storage keys. The preferences never hold a key; the keys entry holds nothing else. */
export const AI_PREFERENCES_STORAGE_KEY = STORAGE_KEYS.aiSettings;
export const AI_KEYS_STORAGE_KEY = STORAGE_KEYS.aiKeys;
export const AI_STORAGE_VERSION = 1;

const text = (max: number) => z.string().max(max);

const preferencesSchema = z.object({
  version: z.literal(AI_STORAGE_VERSION),
  provider: z.enum(PROVIDER_IDS),
  gemini: z.object({ baseUrl: text(500), chatModel: text(200), pdfModel: text(200) }),
  openai: z.object({ baseUrl: text(500), model: text(200) }),
  rememberKey: z.boolean(),
});

const keysSchema = z.object({
  version: z.literal(AI_STORAGE_VERSION),
  gemini: text(500),
  openai: text(500),
});

export type StoredAiPreferences = z.infer<typeof preferencesSchema>;
export type StoredAiKeys = z.infer<typeof keysSchema>;

/**
 * Stored preferences, or undefined when they are not valid; a base URL the site may not call (see
 * endpointRules.ts) makes them not valid, so an imported file cannot point the chat elsewhere. `report`
 * hears which field failed.
 */
export function parseStoredPreferences(
  raw: unknown,
  report?: (where: string) => void,
): StoredAiPreferences | undefined {
  const result = preferencesSchema.safeParse(raw);
  if (!result.success) {
    report?.(result.error.issues[0]?.path.join('.') ?? '');
    return undefined;
  }
  for (const provider of ['gemini', 'openai'] as const) {
    const url = result.data[provider].baseUrl;
    if (url.trim() !== '' && aiBaseUrlProblem(url) !== null) {
      report?.(`${provider}.baseUrl, an address this site may not call`);
      return undefined;
    }
  }
  return result.data;
}

/** The stored shape alone, whatever the base URLs: reading keeps the rest when one is not allowed. */
function parseStoredPreferencesAnyUrl(raw: unknown): StoredAiPreferences | undefined {
  const result = preferencesSchema.safeParse(raw);
  return result.success ? result.data : undefined;
}

/** A stored base URL, or `fallback` when the site may not call it (storage edited by hand, or older). */
const allowedBaseUrl = (url: string | undefined, fallback: string): string =>
  url === undefined || url.trim() === '' || aiBaseUrlProblem(url) !== null ? fallback : url;

export function parseStoredKeys(raw: unknown): StoredAiKeys | undefined {
  const result = keysSchema.safeParse(raw);
  return result.success ? result.data : undefined;
}

const orDefault = (value: string, fallback: string): string =>
  value.trim() === '' ? fallback : value.trim();

/** Settings with blank fields filled from the defaults and base URLs normalised. */
export function normalizeAiSettings(settings: AiSettings): AiSettings {
  const d = DEFAULT_AI_SETTINGS;
  return {
    provider: settings.provider,
    rememberKey: settings.rememberKey,
    gemini: {
      apiKey: settings.gemini.apiKey.trim(),
      baseUrl: normalizeBaseUrl(orDefault(settings.gemini.baseUrl, d.gemini.baseUrl)),
      chatModel: orDefault(settings.gemini.chatModel, d.gemini.chatModel),
      pdfModel: orDefault(settings.gemini.pdfModel, d.gemini.pdfModel),
    },
    openai: {
      apiKey: settings.openai.apiKey.trim(),
      baseUrl: normalizeBaseUrl(orDefault(settings.openai.baseUrl, d.openai.baseUrl)),
      model: orDefault(settings.openai.model, d.openai.model),
    },
  };
}

export type AiSettingsField = 'geminiKey' | 'geminiBaseUrl' | 'openaiBaseUrl';

/** What stops these settings from working, field by field (empty when they are fine). */
export function aiSettingsProblems(settings: AiSettings): Partial<Record<AiSettingsField, string>> {
  const problems: Partial<Record<AiSettingsField, string>> = {};
  if (settings.provider === 'gemini') {
    if (settings.gemini.apiKey.trim() === '') problems.geminiKey = 'Enter your Gemini API key.';
    const url = aiBaseUrlProblem(settings.gemini.baseUrl || DEFAULT_GEMINI_BASE_URL);
    if (url) problems.geminiBaseUrl = url;
  }
  if (settings.provider === 'openai') {
    const url = aiBaseUrlProblem(settings.openai.baseUrl || DEFAULT_OPENAI_BASE_URL);
    if (url) problems.openaiBaseUrl = url;
  }
  return problems;
}

/**
 * Reads the settings: preferences from `local`, keys from `local` when remembered, else from `session`.
 * A saved Gemini model that has been retired is replaced by the default; a saved base URL the site may
 * not call is replaced by the default, and the rest of the preferences kept.
 */
export function loadAiSettings(local: SafeStorage, session: SafeStorage): AiSettings {
  const prefs = local.readJson(AI_PREFERENCES_STORAGE_KEY, parseStoredPreferencesAnyUrl, undefined);
  const d = DEFAULT_AI_SETTINGS;
  const rememberKey = prefs?.rememberKey ?? false;
  const keys = (rememberKey ? local : session).readJson(AI_KEYS_STORAGE_KEY, parseStoredKeys, undefined);
  return normalizeAiSettings({
    provider: prefs?.provider ?? d.provider,
    rememberKey,
    gemini: {
      apiKey: keys?.gemini ?? '',
      baseUrl: allowedBaseUrl(prefs?.gemini.baseUrl, d.gemini.baseUrl),
      chatModel: currentGeminiModel(prefs?.gemini.chatModel ?? '', d.gemini.chatModel),
      pdfModel: currentGeminiModel(prefs?.gemini.pdfModel ?? '', d.gemini.pdfModel),
    },
    openai: {
      apiKey: keys?.openai ?? '',
      baseUrl: allowedBaseUrl(prefs?.openai.baseUrl, d.openai.baseUrl),
      model: prefs?.openai.model ?? d.openai.model,
    },
  });
}

/**
 * Stores the settings. The keys go to exactly one place: localStorage when remembered, otherwise
 * sessionStorage; the other copy is removed, and no entry is kept when there is no key at all.
 */
export function saveAiSettings(local: SafeStorage, session: SafeStorage, settings: AiSettings): void {
  const s = normalizeAiSettings(settings);
  const prefs: StoredAiPreferences = {
    version: AI_STORAGE_VERSION,
    provider: s.provider,
    gemini: { baseUrl: s.gemini.baseUrl, chatModel: s.gemini.chatModel, pdfModel: s.gemini.pdfModel },
    openai: { baseUrl: s.openai.baseUrl, model: s.openai.model },
    rememberKey: s.rememberKey,
  };
  local.writeJson(AI_PREFERENCES_STORAGE_KEY, prefs);

  const keys: StoredAiKeys = {
    version: AI_STORAGE_VERSION,
    gemini: s.gemini.apiKey,
    openai: s.openai.apiKey,
  };
  const target = s.rememberKey ? local : session;
  const other = s.rememberKey ? session : local;
  other.remove(AI_KEYS_STORAGE_KEY);
  if (keys.gemini === '' && keys.openai === '') target.remove(AI_KEYS_STORAGE_KEY);
  else target.writeJson(AI_KEYS_STORAGE_KEY, keys);
}
