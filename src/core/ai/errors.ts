import { AiError } from './types';
import type { ProviderId } from './types';

/**
 * The chat's user-facing failure messages (docs/product-rules.md#chat-failure-messages) and the helpers
 * that map any provider failure onto them. Framework-free.
 */

/** What the chat shows when a reply could not be produced. */
export const CHAT_REPLY_FAILURE =
  'Oops! Kuch technical issue aa gaya. Thoda time de do phir try karo Bhaiya!';

/** A failed file explanation with Gemini; the other providers name themselves. */
export const GEMINI_FILE_FAILURE = 'Error reading file with Gemini API.';

/** The file explanation came back empty. */
export const FILE_EMPTY_REPLY = "Couldn't read file. Try again!";

const FILE_FAILURE_BY_PROVIDER: Record<ProviderId, string> = {
  gemini: GEMINI_FILE_FAILURE,
  openai: 'Error reading file with the OpenAI-compatible endpoint.',
  offline: 'Error reading file with the built-in tutor.',
};

/** True for an AbortSignal-caused failure, whatever wrapped it. */
export function isAbortError(error: unknown): boolean {
  if (error instanceof AiError) return error.kind === 'aborted';
  return (
    typeof error === 'object' &&
    error !== null &&
    'name' in error &&
    ((error as { name: unknown }).name === 'AbortError' ||
      (error as { name: unknown }).name === 'TimeoutError')
  );
}

/** Any thrown value as an AiError (unknown failures count as network failures). */
export function toAiError(error: unknown): AiError {
  if (error instanceof AiError) return error;
  if (isAbortError(error)) return new AiError('The request was cancelled.', 'aborted');
  const message = error instanceof Error ? error.message : String(error);
  return new AiError(message || 'Unknown error', 'network');
}

/** What every screen says when the provider does not know the model asked for. */
export function modelUnavailableMessage(model: string): string {
  return `model ${model} is not available for this key; choose another in AI settings`;
}

/** A 404 for `model` as the settings problem it is (kind 'config', keeping the status and what the server said). */
export function modelUnavailableError(model: string, cause: AiError): AiError {
  return new AiError(modelUnavailableMessage(model), 'config', cause.status, cause.detail);
}

/** True for the error modelUnavailableError makes. */
export function isModelUnavailable(error: unknown): error is AiError {
  return error instanceof AiError && error.kind === 'config' && error.status === 404;
}

/** The chat message for a failed chat reply: which model is missing, or the usual failure message. */
export function chatFailureMessage(error?: unknown): string {
  return isModelUnavailable(error) ? error.message : CHAT_REPLY_FAILURE;
}

/** The chat message for a failed file explanation: missing model, empty reply, or any other failure. */
export function fileFailureMessage(error: unknown, provider: ProviderId): string {
  if (isModelUnavailable(error)) return error.message;
  const failure = toAiError(error);
  return failure.kind === 'empty' ? FILE_EMPTY_REPLY : FILE_FAILURE_BY_PROVIDER[provider];
}

const STATUS_HINTS: Record<number, string> = {
  400: 'bad request: check the model name and the key',
  401: 'unauthorised: the API key was rejected',
  403: 'forbidden: the key is not allowed to use this model or API',
  404: 'not found: check the base URL and the model name',
  408: 'the server timed out',
  413: 'the request is too large',
  429: 'too many requests: rate limit or quota reached, wait a little and try again',
  500: 'the provider had an internal error',
  502: 'bad gateway',
  503: 'the provider is overloaded or unavailable',
  504: 'the gateway timed out',
};

/** Why a status failed, in a few words. */
export function statusHint(status: number): string {
  return STATUS_HINTS[status] ?? (status >= 500 ? 'server error' : 'request rejected');
}

/**
 * The exact error, for people: what 'Test connection' shows and what the chat logs (as a warning).
 * e.g. 'Gemini API error: 429 (too many requests: ...). Server said: Resource has been exhausted.'
 */
export function describeAiError(error: unknown): string {
  const failure = toAiError(error);
  let text = failure.message;
  if (failure.kind === 'http' && failure.status !== undefined) {
    text = `${text} (${statusHint(failure.status)})`;
  }
  if (failure.detail) text = `${text}. Server said: ${failure.detail}`;
  return text;
}

const REDACTED = '[redacted]';

/** Escapes `text` for use inside a RegExp. */
function escapeForRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A query parameter that carries a credential, in any URL a server echoes: `?key=...`, `&access_token=...`. */
const CREDENTIAL_PARAMETER = /([?&](?:api[_-]?key|key|access[_-]?token|token)=)[^&#\s"'<>]+/gi;

/**
 * Replaces every occurrence of `secret` in `text`, as written or URL-encoded (in either case of hex), and
 * the value of any credential query parameter (keys must never reach the screen or a log). Redact the
 * whole text before cutting it short, so no part of a key survives at the cut.
 */
export function redactSecret(text: string, secret: string | undefined): string {
  let redacted = text.replace(CREDENTIAL_PARAMETER, `$1${REDACTED}`);
  const trimmed = secret?.trim() ?? '';
  if (trimmed.length < 4) return redacted;
  redacted = redacted.split(trimmed).join(REDACTED);
  const encoded = encodeURIComponent(trimmed);
  if (encoded !== trimmed) {
    redacted = redacted.replace(new RegExp(escapeForRegExp(encoded), 'gi'), REDACTED);
  }
  return redacted;
}
