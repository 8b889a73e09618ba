import { createTimeout, systemClock, type Clock } from '@/core/store';
import { redactSecret } from './errors';
import { AiError } from './types';

/** What the providers need of `fetch` (injected in tests). */
export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/** The global fetch, looked up when called (so a test can stub it). */
export const globalFetch: FetchLike = (input, init) => globalThis.fetch(input, init);

/** A request gives up after this long unless told otherwise. */
export const DEFAULT_TIMEOUT_MS = 90_000;

export interface JsonRequest {
  url: string;
  method?: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: unknown;
  signal?: AbortSignal;
  timeoutMs?: number;
  fetch?: FetchLike;
  /** Times the request out (default: the host's timers). */
  clock?: Clock;
  /** Names the API in errors: `${apiName} error: 429`. */
  apiName: string;
  /** Redacted from anything the server echoes back. */
  secret?: string;
}

const MAX_DETAIL = 300;

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return 'the server';
  }
}

/**
 * The error message a JSON error body carries (Gemini and OpenAI use {error: {message}}, Ollama {error}),
 * on one line, with `secret` redacted before it is cut to MAX_DETAIL characters.
 */
export function serverErrorMessage(body: string, secret?: string): string | undefined {
  let message: unknown;
  try {
    const json: unknown = JSON.parse(body);
    if (typeof json === 'object' && json !== null && 'error' in json) {
      const inner = (json as { error: unknown }).error;
      message =
        typeof inner === 'string'
          ? inner
          : typeof inner === 'object' && inner !== null && 'message' in inner
            ? (inner as { message: unknown }).message
            : undefined;
    } else if (typeof json === 'object' && json !== null && 'message' in json) {
      message = (json as { message: unknown }).message;
    }
  } catch {
    message = body.trim().startsWith('<') ? undefined : body;
  }
  if (typeof message !== 'string') return undefined;
  const oneLine = redactSecret(message, secret).replace(/\s+/g, ' ').trim();
  if (oneLine === '') return undefined;
  return oneLine.length > MAX_DETAIL ? `${oneLine.slice(0, MAX_DETAIL - 1)}…` : oneLine;
}

/**
 * Sends a JSON request and returns the parsed JSON reply. Every failure becomes an AiError: 'aborted'
 * (the caller's signal), 'network' (no answer, or no answer in time), 'http' (non-OK status, with the
 * server's message as detail) or 'malformed' (the body is not JSON).
 */
export async function requestJson(request: JsonRequest): Promise<unknown> {
  const { signal, apiName, secret } = request;
  if (signal?.aborted) throw new AiError('The request was cancelled.', 'aborted');

  const controller = new AbortController();
  const onAbort = () => controller.abort();
  signal?.addEventListener('abort', onAbort, { once: true });
  let timedOut = false;
  const timeoutMs = request.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const timer = createTimeout(request.clock ?? systemClock);
  timer.start(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);

  const failure = (error: unknown): AiError => {
    if (signal?.aborted) return new AiError('The request was cancelled.', 'aborted');
    if (timedOut) {
      return new AiError(`${apiName} did not answer within ${Math.round(timeoutMs / 1000)} s`, 'network');
    }
    const reason = error instanceof Error ? error.message : String(error);
    return new AiError(
      redactSecret(`Could not reach ${originOf(request.url)} (${reason || 'network error'})`, secret),
      'network',
    );
  };

  try {
    let response: Response;
    let text: string;
    try {
      response = await (request.fetch ?? globalFetch)(request.url, {
        method: request.method ?? 'POST',
        headers: request.headers,
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal: controller.signal,
        // The key travels in a header; never let a referrer or a cached response carry anything along.
        referrerPolicy: 'no-referrer',
        cache: 'no-store',
      });
      text = await response.text();
    } catch (error) {
      throw failure(error);
    }
    if (!response.ok) {
      throw new AiError(
        `${apiName} error: ${response.status}`,
        'http',
        response.status,
        serverErrorMessage(text, secret),
      );
    }
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new AiError(`${apiName} sent a reply that is not valid JSON`, 'malformed');
    }
  } finally {
    timer.stop();
    signal?.removeEventListener('abort', onAbort);
  }
}

/** Throws the 'aborted' AiError if the signal has fired (for work that is not a fetch). */
export function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new AiError('The request was cancelled.', 'aborted');
}

/** Trims and drops trailing slashes: 'https://x.dev/v1/' -> 'https://x.dev/v1'. */
export function normalizeBaseUrl(url: string): string {
  return url.trim().replace(/\/+$/, '');
}

/** Null when `url` is a usable http(s) base URL, else why not. */
export function baseUrlProblem(url: string): string | null {
  const trimmed = url.trim();
  if (trimmed === '') return 'Enter a base URL.';
  let parsed: URL;
  try {
    parsed = new URL(trimmed);
  } catch {
    return 'Enter a full URL, starting with https:// or http://.';
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    return 'The URL must start with https:// or http://.';
  }
  if (parsed.username || parsed.password) return 'Put the key in the key field, not in the URL.';
  if (parsed.search || parsed.hash)
    return 'The base URL takes no query string: put the key in the key field.';
  return null;
}
