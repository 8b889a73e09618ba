import { describe, expect, it } from 'vitest';
import {
  AiError,
  CHAT_REPLY_FAILURE,
  chatFailureMessage,
  createOpenAiCompatibleProvider,
  readOpenAiText,
} from '@/core/ai';
import {
  EMPTY_REPLY_FALLBACK,
  FILE_EXPLANATION_SYSTEM_INSTRUCTION,
  PERSONA_SYSTEM_INSTRUCTION,
} from '@/core/tutor';
import { hang, json, mockFetch, networkFailure, openAiReply, text } from './fetchMock';

const KEY = 'test-endpoint-token-not-real';

const provider = (fetch: ReturnType<typeof mockFetch>['fetch'], extra = {}) =>
  createOpenAiCompatibleProvider({ fetch, ...extra });

async function failure(promise: Promise<unknown>): Promise<AiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AiError);
  return error as AiError;
}

describe('OpenAI-compatible requests', () => {
  it('posts chat completions to the base URL (default: a local Ollama) without a key', async () => {
    const { fetch, requests } = mockFetch(openAiReply('Stack LIFO hai. Chamka?'));
    const reply = await provider(fetch).chatReply('stack kya hai', [
      { text: 'hi', isUser: true },
      { text: 'Namaste!', isUser: false },
    ]);
    expect(reply).toBe('Stack LIFO hai. Chamka?');
    expect(requests[0]?.url).toBe('http://localhost:11434/v1/chat/completions');
    expect(requests[0]?.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(requests[0]?.body).toEqual({
      model: 'llama3.2',
      stream: false,
      messages: [
        { role: 'system', content: PERSONA_SYSTEM_INSTRUCTION },
        { role: 'user', content: 'hi' },
        { role: 'assistant', content: 'Namaste!' },
        { role: 'user', content: 'stack kya hai' },
      ],
    });
  });

  it('sends the optional key as a Bearer token, and the model setting', async () => {
    const { fetch, requests } = mockFetch(openAiReply('ok'));
    await provider(fetch, { apiKey: KEY, baseUrl: 'https://localhost:8080/v1/', model: 'qwen' }).chatReply(
      'heap',
      [],
    );
    expect(requests[0]?.url).toBe('https://localhost:8080/v1/chat/completions');
    expect(requests[0]?.headers.Authorization).toBe(`Bearer ${KEY}`);
    expect(requests[0]?.url).not.toContain(KEY);
    expect((requests[0]?.body as { model: string }).model).toBe('qwen');
  });

  it('keeps only the last 10 earlier messages', async () => {
    const { fetch, requests } = mockFetch(openAiReply('ok'));
    const history = Array.from({ length: 15 }, (_, i) => ({ text: `m${i}`, isUser: i % 2 === 0 }));
    await provider(fetch).chatReply('next', history);
    const messages = (requests[0]?.body as { messages: { content: string }[] }).messages;
    expect(messages.map((m) => m.content)).toEqual([
      PERSONA_SYSTEM_INSTRUCTION,
      ...Array.from({ length: 10 }, (_, i) => `m${i + 5}`),
      'next',
    ]);
  });

  it('explains a file with the file instruction', async () => {
    const { fetch, requests } = mockFetch(openAiReply('* loop\n* O(n)\nChamka?'));
    expect(await provider(fetch).explainFile({ name: 'a.js', text: 'for(;;){}' })).toBe(
      '- loop\n- O(n)\nChamka?',
    );
    expect((requests[0]?.body as { messages: unknown[] }).messages).toEqual([
      { role: 'system', content: FILE_EXPLANATION_SYSTEM_INSTRUCTION },
      { role: 'user', content: 'Please read and explain this file: a.js\n\nfor(;;){}' },
    ]);
  });

  it('returns the raw study-material text', async () => {
    const { fetch, requests } = mockFetch(openAiReply('{"quiz":[]}'));
    expect(await provider(fetch).generateStudyMaterialsText?.('PROMPT')).toBe('{"quiz":[]}');
    expect((requests[0]?.body as { messages: unknown[] }).messages).toEqual([
      { role: 'user', content: 'PROMPT' },
    ]);
  });

  it('has no PDF extraction (reading scanned PDFs is Gemini only)', () => {
    expect(createOpenAiCompatibleProvider().extractPdfText).toBeUndefined();
  });
});

describe('OpenAI-compatible replies and failures', () => {
  it('turns an empty or null content into the fallback reply', async () => {
    for (const responder of [openAiReply(''), openAiReply(null), json({ choices: [] })]) {
      const { fetch } = mockFetch(responder);
      expect(await provider(fetch).chatReply('dp', [])).toBe(EMPTY_REPLY_FALLBACK);
    }
  });

  it('reads content given as a list of parts', () => {
    expect(
      readOpenAiText({ choices: [{ message: { content: [{ type: 'text', text: 'A' }, { text: 'B' }] } }] }),
    ).toBe('AB');
  });

  it('maps 429, 500, malformed JSON, a wrong shape, network failure and abort', async () => {
    const cases: [ReturnType<typeof mockFetch>, string, number | undefined][] = [
      [mockFetch(json({ error: { message: 'Rate limit reached' } }, 429)), 'http', 429],
      [mockFetch(json({ error: 'model "x" not found' }, 500)), 'http', 500],
      [mockFetch(text('not json')), 'malformed', undefined],
      [mockFetch(json({ result: 'x' })), 'malformed', undefined],
      [mockFetch(networkFailure()), 'network', undefined],
    ];
    for (const [{ fetch }, kind, status] of cases) {
      const error = await failure(provider(fetch).chatReply('dp', []));
      expect([error.kind, error.status]).toEqual([kind, status]);
    }
    const { fetch } = mockFetch(hang());
    const controller = new AbortController();
    const pending = provider(fetch).chatReply('dp', [], controller.signal);
    controller.abort();
    expect((await failure(pending)).kind).toBe('aborted');
  });

  it('reports the server message as detail (Ollama sends {error: string})', async () => {
    const { fetch } = mockFetch(json({ error: 'model "x" not found, try pulling it first' }, 404));
    const error = await failure(provider(fetch, { model: 'x' }).testConnection());
    expect(error.message).toBe('model x is not available for this key; choose another in AI settings');
    expect(error.detail).toBe('model "x" not found, try pulling it first');
  });

  it('rejects an empty file explanation with kind "empty"', async () => {
    const { fetch } = mockFetch(openAiReply(''));
    expect((await failure(provider(fetch).explainFile({ name: 'a.md', text: '# x' }))).kind).toBe('empty');
  });

  it('tests the connection with a tiny completion', async () => {
    const { fetch, requests } = mockFetch(openAiReply('OK'));
    await provider(fetch).testConnection();
    expect((requests[0]?.body as { max_tokens: number }).max_tokens).toBe(16);
  });
});

describe('OpenAI-compatible models', () => {
  it('lists the models the endpoint serves from GET {base}/models', async () => {
    const { fetch, requests } = mockFetch(
      json({
        object: 'list',
        data: [
          { id: 'llama3.2', object: 'model' },
          { id: 'qwen2.5', object: 'model' },
        ],
      }),
    );
    const endpoint = provider(fetch, { baseUrl: 'http://127.0.0.1:1234/v1/', apiKey: 'local-key' });
    expect(await endpoint.listModels?.()).toEqual(['llama3.2', 'qwen2.5']);
    expect(requests[0]?.method).toBe('GET');
    expect(requests[0]?.url).toBe('http://127.0.0.1:1234/v1/models');
    expect(requests[0]?.headers.Authorization).toBe('Bearer local-key');
  });

  it('says which model is missing when the server answers 404 about the model', async () => {
    const { fetch } = mockFetch(json({ error: 'model "llama9" not found, try pulling it first' }, 404));
    const endpoint = provider(fetch, { model: 'llama9' });
    const error = await endpoint.chatReply('stack kya hai', []).then(
      () => null,
      (e: unknown) => e,
    );
    expect(chatFailureMessage(error)).toBe(
      'model llama9 is not available for this key; choose another in AI settings',
    );
  });

  it('keeps a 404 that is not about the model (a wrong base URL) as an HTTP error', async () => {
    const { fetch } = mockFetch(text('404 page not found', 404));
    const error = await provider(fetch)
      .chatReply('stack kya hai', [])
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(error).toBeInstanceOf(AiError);
    expect((error as AiError).kind).toBe('http');
    expect(chatFailureMessage(error)).toBe(CHAT_REPLY_FAILURE);
  });
});
