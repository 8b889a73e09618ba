import { describe, expect, it } from 'vitest';
import {
  AiError,
  buildGeminiChatRequest,
  chatFailureMessage,
  CONTEXT_MESSAGE_LIMIT,
  createGeminiProvider,
  describeAiError,
  fileFailureMessage,
  geminiEndpoint,
  PDF_EXTRACTION_INSTRUCTION,
  readGeminiText,
} from '@/core/ai';
import type { ChatTurn } from '@/core/ai';
import {
  EMPTY_REPLY_FALLBACK,
  FILE_EXPLANATION_SYSTEM_INSTRUCTION,
  OFF_TOPIC_REFUSALS,
  PERSONA_SYSTEM_INSTRUCTION,
} from '@/core/tutor';
import { geminiReply, hang, json, mockFetch, networkFailure, text } from './fetchMock';

// Obviously fake: nothing key-shaped may live in the repository.
const KEY = 'test-gemini-key-not-real';

const provider = (fetch: ReturnType<typeof mockFetch>['fetch'], extra = {}) =>
  createGeminiProvider({ apiKey: KEY, fetch, ...extra });

async function failure(promise: Promise<unknown>): Promise<AiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AiError);
  return error as AiError;
}

describe('Gemini requests (docs/product-rules.md#remote-requests)', () => {
  it('posts a chat reply to v1beta generateContent with the key only in the x-goog-api-key header', async () => {
    const { fetch, requests } = mockFetch(geminiReply('Recursion matlab... Chamka?'));
    await provider(fetch).chatReply('recursion samjhao', []);
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.url).toBe(
      'https://generativelanguage.googleapis.com/v1beta/models/gemini-2.5-flash:generateContent',
    );
    expect(request?.url).not.toContain(KEY);
    expect(request?.url).not.toContain('key=');
    expect(request?.method).toBe('POST');
    expect(request?.headers['x-goog-api-key']).toBe(KEY);
    expect(request?.headers['Content-Type']).toBe('application/json');
    expect(request?.body).toEqual({
      system_instruction: { parts: [{ text: PERSONA_SYSTEM_INSTRUCTION }] },
      contents: [{ role: 'user', parts: [{ text: 'recursion samjhao' }] }],
    });
    expect(JSON.stringify(request?.body)).not.toContain(KEY);
  });

  it('uses the base URL and model settings, trimming slashes', async () => {
    const { fetch, requests } = mockFetch(geminiReply('ok'));
    await provider(fetch, {
      baseUrl: 'http://127.0.0.1:8080/proxy/',
      chatModel: 'models/gemini-x',
    }).chatReply('stack kya hai', []);
    expect(requests[0]?.url).toBe('http://127.0.0.1:8080/proxy/v1beta/models/gemini-x:generateContent');
    expect(geminiEndpoint('https://a.b/', 'm')).toBe('https://a.b/v1beta/models/m:generateContent');
  });

  it('sends at most the last 10 earlier messages, alternating roles, starting with the student', () => {
    const history: ChatTurn[] = Array.from({ length: 14 }, (_, i) => ({
      text: `message ${i}`,
      isUser: i % 2 === 1,
    }));
    const body = buildGeminiChatRequest('aur batao', history);
    // The last 10 are messages 4..13; message 4 is the model's, so the context starts at 5.
    const texts = body.contents.map((c) => c.parts[0]?.text);
    expect(texts).toEqual([
      'message 5',
      'message 6',
      'message 7',
      'message 8',
      'message 9',
      'message 10',
      'message 11',
      'message 12',
      'message 13\n\naur batao',
    ]);
    expect(body.contents.map((c) => c.role)).toEqual([
      'user',
      'model',
      'user',
      'model',
      'user',
      'model',
      'user',
      'model',
      'user',
    ]);
    expect(CONTEXT_MESSAGE_LIMIT).toBe(10);
  });

  it('keeps follow-up context so "code dikhao" refers to the topic before it', () => {
    const body = buildGeminiChatRequest('code dikhao', [
      { text: 'binary search samjhao', isUser: true },
      { text: 'Binary search: sorted array mein... Chamka?', isUser: false },
    ]);
    expect(body.contents.map((c) => [c.role, c.parts[0]?.text])).toEqual([
      ['user', 'binary search samjhao'],
      ['model', 'Binary search: sorted array mein... Chamka?'],
      ['user', 'code dikhao'],
    ]);
  });

  it('sends a file explanation with its own system instruction and the file text', async () => {
    const { fetch, requests } = mockFetch(geminiReply('Yeh file ek sort hai. Chamka?'));
    const reply = await provider(fetch).explainFile({
      name: 'sort.py',
      text: 'def f(a):\n  return sorted(a)',
    });
    expect(reply).toBe('Yeh file ek sort hai. Chamka?');
    expect(requests[0]?.url).toContain('/models/gemini-2.5-flash:generateContent');
    expect(requests[0]?.body).toEqual({
      system_instruction: { parts: [{ text: FILE_EXPLANATION_SYSTEM_INSTRUCTION }] },
      contents: [
        {
          role: 'user',
          parts: [{ text: 'Please read and explain this file: sort.py\n\ndef f(a):\n  return sorted(a)' }],
        },
      ],
    });
  });

  it('sends the scanned-PDF extraction with inline_data to the PDF model and reads parts[0].text', async () => {
    const { fetch, requests } = mockFetch(
      json({ candidates: [{ content: { parts: [{ text: 'Chapter 1. Arrays' }, { text: 'ignored' }] } }] }),
    );
    const textOut = await provider(fetch).extractPdfText?.({
      base64: 'JVBERi0x',
      mimeType: 'application/pdf',
    });
    expect(textOut).toBe('Chapter 1. Arrays');
    expect(requests[0]?.url).toBe(
      'https://generativelanguage.googleapis.com/v1beta/models/gemini-2.5-flash:generateContent',
    );
    expect(requests[0]?.headers['x-goog-api-key']).toBe(KEY);
    expect(requests[0]?.body).toEqual({
      contents: [
        {
          parts: [
            { text: PDF_EXTRACTION_INSTRUCTION },
            { inline_data: { mime_type: 'application/pdf', data: 'JVBERi0x' } },
          ],
        },
      ],
    });
  });

  it('sends the study-materials prompt as contents[].parts[].text and returns the raw text', async () => {
    const raw = '```json\n{"quiz":[],"flashcards":[]}\n```';
    const { fetch, requests } = mockFetch(geminiReply(raw));
    const out = await provider(fetch, { pdfModel: 'gemini-pdf-test' }).generateStudyMaterialsText?.('PROMPT');
    expect(out).toBe(raw);
    expect(requests[0]?.url).toContain('/models/gemini-pdf-test:generateContent');
    expect(requests[0]?.body).toEqual({ contents: [{ parts: [{ text: 'PROMPT' }] }] });
  });
});

describe('Gemini replies', () => {
  it('cleans the reply: asterisk bullets become "- ", bold markers go, blank lines collapse', async () => {
    const { fetch } = mockFetch(geminiReply('**Stack** LIFO hai.\n\n\n* push\n* pop\n\nChamka?'));
    expect(await provider(fetch).chatReply('stack', [])).toBe('Stack LIFO hai.\n\n- push\n- pop\n\nChamka?');
  });

  it('turns an empty reply into "Great question! Keep practicing..."', async () => {
    for (const body of [
      { candidates: [{ content: { parts: [{ text: '' }] } }] },
      { candidates: [] },
      { candidates: [{ finishReason: 'SAFETY' }] },
      { promptFeedback: { blockReason: 'SAFETY' } },
    ]) {
      const { fetch } = mockFetch(json(body));
      expect(await provider(fetch).chatReply('heap', [])).toBe(EMPTY_REPLY_FALLBACK);
    }
  });

  it('rejects an empty file explanation, study text or extraction with kind "empty"', async () => {
    const { fetch } = mockFetch(geminiReply('   '));
    const p = provider(fetch);
    expect((await failure(p.explainFile({ name: 'a.js', text: 'x' }))).kind).toBe('empty');
    expect((await failure(p.generateStudyMaterialsText!('x'))).kind).toBe('empty');
    expect((await failure(p.extractPdfText!({ base64: 'x', mimeType: 'application/pdf' }))).kind).toBe(
      'empty',
    );
  });

  it('answers off-topic messages with a refusal, without calling Gemini', async () => {
    const { fetch } = mockFetch(geminiReply('never'));
    const reply = await provider(fetch, { random: () => 0.99 }).chatReply('Any good movie tonight?', []);
    expect(reply).toBe(OFF_TOPIC_REFUSALS[7]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('skips thought parts and joins the text parts', () => {
    expect(
      readGeminiText({
        candidates: [
          { content: { parts: [{ text: 'thinking', thought: true }, { text: 'A' }, { text: 'B' }] } },
        ],
      }),
    ).toBe('AB');
  });
});

describe('Gemini failures', () => {
  it('maps 429 to an http AiError with the status and the server message, key redacted', async () => {
    const { fetch } = mockFetch(
      json(
        { error: { code: 429, message: `Quota exceeded for key ${KEY}.`, status: 'RESOURCE_EXHAUSTED' } },
        429,
      ),
    );
    const error = await failure(provider(fetch).chatReply('dp', []));
    expect(error.kind).toBe('http');
    expect(error.status).toBe(429);
    expect(error.message).toBe('Gemini API error: 429');
    expect(error.detail).toBe('Quota exceeded for key [redacted].');
    expect(`${error.message} ${error.detail}`).not.toContain(KEY);
  });

  it('maps 500 (with a non-JSON body) to an http AiError', async () => {
    const { fetch } = mockFetch(text('<html>Internal error</html>', 500));
    const error = await failure(provider(fetch).chatReply('dp', []));
    expect([error.kind, error.status, error.message, error.detail]).toEqual([
      'http',
      500,
      'Gemini API error: 500',
      undefined,
    ]);
  });

  it('maps a body that is not JSON to "malformed"', async () => {
    const { fetch } = mockFetch(text('{"candidates": [', 200));
    const error = await failure(provider(fetch).chatReply('dp', []));
    expect(error.kind).toBe('malformed');
  });

  it('maps JSON of the wrong shape to "malformed"', async () => {
    for (const body of [[1, 2], { candidates: 'no' }, { candidates: [{ content: { parts: 'x' } }] }, {}]) {
      const { fetch } = mockFetch(json(body));
      expect((await failure(provider(fetch).chatReply('dp', []))).kind).toBe('malformed');
    }
  });

  it('maps a failed fetch to "network", naming the host but not the key', async () => {
    const { fetch } = mockFetch(networkFailure());
    const error = await failure(provider(fetch).chatReply('dp', []));
    expect(error.kind).toBe('network');
    expect(error.message).toBe('Could not reach https://generativelanguage.googleapis.com (Failed to fetch)');
  });

  it('cancels an in-flight request when the signal aborts', async () => {
    const { fetch, requests } = mockFetch(hang());
    const controller = new AbortController();
    const pending = provider(fetch).chatReply('dp', [], controller.signal);
    await Promise.resolve();
    controller.abort();
    const error = await failure(pending);
    expect(error.kind).toBe('aborted');
    expect(requests[0]?.signal?.aborted).toBe(true);
  });

  it('does not even send when the signal has already aborted', async () => {
    const { fetch } = mockFetch(geminiReply('x'));
    const controller = new AbortController();
    controller.abort();
    expect((await failure(provider(fetch).chatReply('dp', [], controller.signal))).kind).toBe('aborted');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('gives up after the timeout as a network failure', async () => {
    const { fetch } = mockFetch(hang());
    const error = await failure(provider(fetch, { timeoutMs: 5 }).chatReply('dp', []));
    expect(error.kind).toBe('network');
    expect(error.message).toMatch(/did not answer within/);
  });

  it('refuses to send without a key (kind "config")', async () => {
    const { fetch } = mockFetch(geminiReply('x'));
    const error = await failure(createGeminiProvider({ apiKey: '  ', fetch }).chatReply('dp', []));
    expect(error.kind).toBe('config');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses a base URL that carries a query string (where a key could hide)', async () => {
    const { fetch } = mockFetch(geminiReply('x'));
    const error = await failure(provider(fetch, { baseUrl: 'https://x.dev/?key=abc' }).chatReply('dp', []));
    expect(error.kind).toBe('config');
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('Gemini testConnection', () => {
  it('resolves when the model answers, with a tiny request to the chat model', async () => {
    const { fetch, requests } = mockFetch(geminiReply('OK'));
    await expect(provider(fetch).testConnection()).resolves.toBeUndefined();
    expect(requests[0]?.url).toContain('gemini-2.5-flash:generateContent');
    expect(requests[0]?.headers['x-goog-api-key']).toBe(KEY);
  });

  it('rejects with the exact failure', async () => {
    const { fetch } = mockFetch(
      json({ error: { message: 'API key not valid. Please pass a valid API key.' } }, 400),
    );
    const error = await failure(provider(fetch).testConnection());
    expect([error.status, error.detail]).toEqual([400, 'API key not valid. Please pass a valid API key.']);
  });
});

describe('Gemini models', () => {
  it('uses gemini-2.5-flash for chat and PDFs unless told otherwise', async () => {
    const { fetch, requests } = mockFetch(geminiReply('OK'));
    const gemini = provider(fetch);
    await gemini.chatReply('stack kya hai', []);
    await gemini.generateStudyMaterialsText?.('prompt');
    expect(requests.map((r) => r.url)).toEqual([
      'https://generativelanguage.googleapis.com/v1beta/models/gemini-2.5-flash:generateContent',
      'https://generativelanguage.googleapis.com/v1beta/models/gemini-2.5-flash:generateContent',
    ]);
  });

  it('lists the models the key can generate content with, names without "models/"', async () => {
    const { fetch, requests } = mockFetch(
      json({
        models: [
          { name: 'models/gemini-2.5-flash', supportedGenerationMethods: ['generateContent', 'countTokens'] },
          { name: 'models/text-embedding-004', supportedGenerationMethods: ['embedContent'] },
          { name: 'models/gemini-2.5-pro', supportedGenerationMethods: ['generateContent'] },
        ],
      }),
    );
    expect(await provider(fetch).listModels?.()).toEqual(['gemini-2.5-flash', 'gemini-2.5-pro']);
    expect(requests[0]?.method).toBe('GET');
    expect(requests[0]?.url).toBe('https://generativelanguage.googleapis.com/v1beta/models?pageSize=1000');
    expect(requests[0]?.url).not.toContain(KEY);
    expect(requests[0]?.headers['x-goog-api-key']).toBe(KEY);
  });

  it('says which model is missing when a chat, file or PDF call gets 404', async () => {
    const notFound = json(
      {
        error: {
          code: 404,
          message: 'models/gemini-1.5-flash is not found for API version v1beta',
          status: 'NOT_FOUND',
        },
      },
      404,
    );
    const { fetch } = mockFetch(notFound);
    const gemini = provider(fetch, { chatModel: 'gemini-1.5-flash', pdfModel: 'gemini-1.0-pro' });
    const chat = await failure(gemini.chatReply('heap kya hai', []));
    expect(chat.message).toBe(
      'model gemini-1.5-flash is not available for this key; choose another in AI settings',
    );
    expect(chatFailureMessage(chat)).toBe(
      'model gemini-1.5-flash is not available for this key; choose another in AI settings',
    );
    const file = await failure(gemini.explainFile({ name: 'a.py', text: 'x = 1' }));
    expect(fileFailureMessage(file, 'gemini')).toBe(
      'model gemini-1.5-flash is not available for this key; choose another in AI settings',
    );
    const pdf = await failure(
      gemini.extractPdfText?.({ base64: 'JVBE', mimeType: 'application/pdf' }) ?? Promise.resolve(),
    );
    expect(pdf.message).toBe(
      'model gemini-1.0-pro is not available for this key; choose another in AI settings',
    );
    expect(describeAiError(pdf)).toBe(
      'model gemini-1.0-pro is not available for this key; choose another in AI settings. Server said: models/gemini-1.5-flash is not found for API version v1beta',
    );
  });
});
