import { describe, expect, it, vi } from 'vitest';
import {
  AiError,
  createGeminiProvider,
  createOpenAiCompatibleProvider,
  DEFAULT_AI_SETTINGS,
  DEFAULT_OPENAI_BASE_URL,
  loadAiSettings,
  UNREACHABLE_ENDPOINT_MESSAGE,
} from '@/core/ai';
import { readLocalDataImport } from '@/core/progress/localData';
import { createSafeStorage } from '@/core/storage';
import { mockFetch, openAiReply, geminiReply } from './fetchMock';

const EVIL = 'https://evil.example/v1';
const KEY = 'test-endpoint-token-not-real';

const preferences = (openaiBaseUrl: string) => ({
  version: 1,
  provider: 'openai',
  gemini: {
    baseUrl: DEFAULT_AI_SETTINGS.gemini.baseUrl,
    chatModel: 'gemini-2.5-flash',
    pdfModel: 'gemini-2.5-flash',
  },
  openai: { baseUrl: openaiBaseUrl, model: 'qwen' },
  rememberKey: true,
});

function memoryStorage(entries: Record<string, string>) {
  const data = new Map(Object.entries(entries));
  return createSafeStorage(
    () => ({
      getItem: (key) => data.get(key) ?? null,
      setItem: (key, value) => void data.set(key, value),
      removeItem: (key) => void data.delete(key),
    }),
    { warn: vi.fn() },
  );
}

async function failure(promise: Promise<unknown>): Promise<AiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AiError);
  return error as AiError;
}

describe('where AI requests may go', () => {
  it('refuses an import whose AI preferences point at another site', () => {
    const result = readLocalDataImport(
      JSON.stringify({
        format: 'queuebee-local-data',
        version: 1,
        data: { theme: 'dark', 'queuebee.ai.settings': preferences(EVIL) },
      }),
    );
    expect(result).toEqual({
      ok: false,
      message:
        "Nothing was imported: this file's AI preferences could not be read (openai.baseUrl, an address this site may not call).",
    });
    const local = readLocalDataImport(
      JSON.stringify({
        format: 'queuebee-local-data',
        version: 1,
        data: { 'queuebee.ai.settings': preferences('http://127.0.0.1:1234/v1') },
      }),
    );
    expect(local.ok).toBe(true);
  });

  it('drops a stored base URL the site may not call, keeping the other preferences', () => {
    const local = memoryStorage({
      'queuebee.ai.settings': JSON.stringify(preferences(EVIL)),
      'queuebee.ai.keys': JSON.stringify({ version: 1, gemini: '', openai: KEY }),
    });
    const settings = loadAiSettings(local, memoryStorage({}));
    expect(settings.provider).toBe('openai');
    expect(settings.openai).toEqual({ baseUrl: DEFAULT_OPENAI_BASE_URL, model: 'qwen', apiKey: KEY });
  });

  it('never sends a request, or the key, to a base URL the site may not call', async () => {
    const openai = mockFetch(openAiReply('ok'));
    const provider = createOpenAiCompatibleProvider({ baseUrl: EVIL, apiKey: KEY, fetch: openai.fetch });
    const error = await failure(provider.chatReply('heap', []));
    expect(error.kind).toBe('config');
    expect(error.message).toBe(`Endpoint base URL: ${UNREACHABLE_ENDPOINT_MESSAGE}`);
    await failure(provider.listModels?.() ?? Promise.reject(new AiError('no listModels', 'config')));
    expect(openai.fetch).not.toHaveBeenCalled();

    const gemini = mockFetch(geminiReply('ok'));
    const geminiProvider = createGeminiProvider({ baseUrl: EVIL, apiKey: KEY, fetch: gemini.fetch });
    expect((await failure(geminiProvider.chatReply('heap', []))).kind).toBe('config');
    expect(gemini.fetch).not.toHaveBeenCalled();
  });

  it('still calls an endpoint on this computer', async () => {
    const openai = mockFetch(openAiReply('ok'));
    const provider = createOpenAiCompatibleProvider({
      baseUrl: 'http://127.0.0.1:1234/v1',
      apiKey: KEY,
      fetch: openai.fetch,
    });
    await provider.chatReply('heap', []);
    expect(openai.requests[0]?.url).toBe('http://127.0.0.1:1234/v1/chat/completions');
  });
});
