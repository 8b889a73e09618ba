import { vi } from 'vitest';
import type { FetchLike } from '@/core/ai';

export interface RecordedRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
  signal: AbortSignal | undefined;
}

export type Responder = (request: RecordedRequest) => Response | Promise<Response>;

/** A fetch that records each request and answers with the next responder (the last one repeats). */
export function mockFetch(...responders: Responder[]) {
  const requests: RecordedRequest[] = [];
  const fetch = vi.fn<FetchLike>(async (url, init) => {
    const request: RecordedRequest = {
      url,
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string>) },
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      signal: init.signal ?? undefined,
    };
    requests.push(request);
    const responder = responders[Math.min(requests.length - 1, responders.length - 1)];
    if (!responder) throw new Error('no responder');
    return responder(request);
  });
  return { fetch, requests };
}

export const json =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const text =
  (body: string, status = 200) =>
  () =>
    new Response(body, { status });

export const networkFailure = () => () => Promise.reject(new TypeError('Failed to fetch'));

/** Never answers until the request's signal aborts, then rejects like fetch does. */
export const hang = () => (request: RecordedRequest) =>
  new Promise<Response>((_resolve, reject) => {
    request.signal?.addEventListener('abort', () =>
      reject(new DOMException('The operation was aborted.', 'AbortError')),
    );
  });

export const geminiReply = (textValue: string) =>
  json({ candidates: [{ content: { role: 'model', parts: [{ text: textValue }] }, finishReason: 'STOP' }] });

export const openAiReply = (content: string | null) =>
  json({ choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }] });
