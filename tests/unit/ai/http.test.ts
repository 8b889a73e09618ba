import { describe, expect, it } from 'vitest';
import { AiError } from '@/core/ai';
import { requestJson } from '@/core/ai/http';
import { createManualClock } from '../store/manualClock';
import { hang, mockFetch, text } from './fetchMock';

describe('requestJson time limit', () => {
  it('gives up when the time limit passes on the clock it is given, as a network failure', async () => {
    const time = createManualClock();
    const { fetch, requests } = mockFetch(hang());
    const result = requestJson({
      url: 'http://localhost:11434/v1/models',
      method: 'GET',
      headers: {},
      apiName: 'Ollama',
      timeoutMs: 30_000,
      fetch,
      clock: time.clock,
    }).catch((error: unknown) => error);
    await Promise.resolve();
    time.advance(29_999);
    expect(requests[0]?.signal?.aborted).toBe(false);
    time.advance(1);
    const error = await result;
    expect(error).toBeInstanceOf(AiError);
    expect((error as AiError).kind).toBe('network');
    expect((error as AiError).message).toBe('Ollama did not answer within 30 s');
    expect(time.pending()).toBe(0);
  });
});

describe('requestJson keeps the key out of a server error', () => {
  const KEY = 'sk-test/Key+With=Symbols-0123456789abcdef';

  const failWith = async (body: string) => {
    const { fetch } = mockFetch(text(body, 400));
    const error = await requestJson({
      url: 'https://api.example.test/v1/chat/completions',
      headers: {},
      apiName: 'Test API',
      fetch,
      secret: KEY,
    }).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(AiError);
    return (error as AiError).detail ?? '';
  };

  it('redacts a key that starts at character 280, before the message is cut to 300 characters', async () => {
    const detail = await failWith(JSON.stringify({ error: { message: `${'x'.repeat(280)}${KEY} tail` } }));
    expect(detail.length).toBeLessThanOrEqual(300);
    expect(detail).not.toContain(KEY.slice(0, 8));
    expect(detail).toContain('[redacted]');
  });

  it('redacts the URL-encoded key, in either case of hex, and any key= query value', async () => {
    const encoded = encodeURIComponent(KEY);
    const detail = await failWith(
      JSON.stringify({
        error: {
          message: `Bad request for https://x.test/a?alt=json&key=${encoded} and ${encoded.toLowerCase()} and ?api_key=AIzaOther123`,
        },
      }),
    );
    expect(detail).not.toContain(encoded);
    expect(detail).not.toContain(encoded.toLowerCase());
    expect(detail).not.toContain('AIzaOther123');
    expect(detail).toBe(
      'Bad request for https://x.test/a?alt=json&key=[redacted] and [redacted] and ?api_key=[redacted]',
    );
  });
});
