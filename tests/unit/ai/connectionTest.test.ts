import { describe, expect, it, vi } from 'vitest';
import { AiError, DEFAULT_AI_SETTINGS, describeAiError, testAiConnection, type AiProvider } from '@/core/ai';

/** A remote provider that lists `models` (or fails to) and answers the test (or fails to). */
function remote(options: { models?: string[] | Error; answer?: Error }): AiProvider {
  return {
    id: 'openai',
    label: 'OpenAI-compatible',
    model: 'llama3',
    chatReply: () => Promise.resolve(''),
    explainFile: () => Promise.resolve(''),
    listModels:
      options.models === undefined
        ? undefined
        : () =>
            options.models instanceof Error
              ? Promise.reject(options.models)
              : Promise.resolve(options.models!),
    testConnection: () => (options.answer ? Promise.reject(options.answer) : Promise.resolve()),
  } as AiProvider;
}
const openai = { ...DEFAULT_AI_SETTINGS, provider: 'openai' as const };

describe("the AI settings' connection test (docs/product-rules.md#ai-providers)", () => {
  it('says the provider answered, naming its model, and offers the models it listed', async () => {
    const result = await testAiConnection(openai, new AbortController().signal, {
      createProvider: () => remote({ models: ['llama3', 'qwen2'] }),
    });
    expect(result).toEqual({
      ok: true,
      message: 'Connection works: OpenAI-compatible (llama3) answered.',
      models: ['llama3', 'qwen2'],
    });
  });

  it('still tests a server that lists no models, with a warning', async () => {
    const warn = vi.fn();
    const result = await testAiConnection(openai, new AbortController().signal, {
      createProvider: () => remote({ models: new AiError('no list', 'http', 404) }),
      warn,
    });
    expect(result.ok).toBe(true);
    expect(result.models).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^AI settings: could not list the models: /));
  });

  it('gives the exact error when the provider does not answer', async () => {
    const failure = new AiError('unauthorised', 'http', 401);
    const warn = vi.fn();
    const result = await testAiConnection(openai, new AbortController().signal, {
      createProvider: () => remote({ models: ['llama3'], answer: failure }),
      warn,
    });
    expect(result).toEqual({ ok: false, message: describeAiError(failure), models: ['llama3'] });
    expect(warn).toHaveBeenCalledWith(`AI settings: connection test failed: ${describeAiError(failure)}`);
  });

  it('says the built-in tutor needs no network', async () => {
    const result = await testAiConnection(DEFAULT_AI_SETTINGS, new AbortController().signal, {
      createProvider: () =>
        ({ ...remote({}), id: 'offline', label: 'Built-in', model: undefined }) as AiProvider,
    });
    expect(result).toEqual({
      ok: true,
      message: 'Built-in tutor is ready: no network needed.',
      models: null,
    });
  });

  it('rejects when aborted, so nothing is shown', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      testAiConnection(openai, controller.signal, {
        createProvider: () => remote({ answer: new AiError('aborted', 'aborted') }),
      }),
    ).rejects.toThrow('aborted');
  });
});
