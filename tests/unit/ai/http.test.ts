import { describe, expect, it } from 'vitest';
import { AiError } from '@/core/ai';
import { requestJson } from '@/core/ai/http';
import { createManualClock } from '../store/manualClock';
import { hang, mockFetch } from './fetchMock';

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
