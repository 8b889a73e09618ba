import { describe, expect, it } from 'vitest';
import {
  AiError,
  CHAT_REPLY_FAILURE,
  chatFailureMessage,
  describeAiError,
  FILE_EMPTY_REPLY,
  fileFailureMessage,
  GEMINI_FILE_FAILURE,
  isAbortError,
  redactSecret,
  serverErrorMessage,
  toAiError,
} from '@/core/ai';

describe('chat failure messages (docs/product-rules.md#chat-failure-messages)', () => {
  it('has the exact chat and file texts', () => {
    expect(CHAT_REPLY_FAILURE).toBe(
      'Oops! Kuch technical issue aa gaya. Thoda time de do phir try karo Bhaiya!',
    );
    expect(chatFailureMessage()).toBe(CHAT_REPLY_FAILURE);
    expect(GEMINI_FILE_FAILURE).toBe('Error reading file with Gemini API.');
    expect(FILE_EMPTY_REPLY).toBe("Couldn't read file. Try again!");
  });

  it('maps a file failure: empty reply vs anything else', () => {
    expect(fileFailureMessage(new AiError('x', 'empty'), 'gemini')).toBe(FILE_EMPTY_REPLY);
    expect(fileFailureMessage(new AiError('x', 'http', 500), 'gemini')).toBe(GEMINI_FILE_FAILURE);
    expect(fileFailureMessage(new TypeError('Failed to fetch'), 'gemini')).toBe(GEMINI_FILE_FAILURE);
    expect(fileFailureMessage(new AiError('x', 'malformed'), 'openai')).toBe(
      'Error reading file with the OpenAI-compatible endpoint.',
    );
  });
});

describe('error helpers', () => {
  it('describes an error exactly, for Test connection', () => {
    expect(describeAiError(new AiError('Gemini API error: 429', 'http', 429, 'Quota exceeded.'))).toBe(
      'Gemini API error: 429 (too many requests: rate limit or quota reached, wait a little and try again). Server said: Quota exceeded.',
    );
    expect(describeAiError(new AiError('Could not reach https://x.dev (Failed to fetch)', 'network'))).toBe(
      'Could not reach https://x.dev (Failed to fetch)',
    );
    expect(describeAiError(new AiError('Gemini API error: 418', 'http', 418))).toBe(
      'Gemini API error: 418 (request rejected)',
    );
  });

  it('recognises aborts and wraps unknown failures', () => {
    expect(isAbortError(new DOMException('x', 'AbortError'))).toBe(true);
    expect(isAbortError(new AiError('x', 'aborted'))).toBe(true);
    expect(isAbortError(new Error('x'))).toBe(false);
    expect(toAiError('boom').kind).toBe('network');
    expect(toAiError(new DOMException('x', 'AbortError')).kind).toBe('aborted');
  });

  it('redacts a secret wherever it appears, and leaves tiny strings alone', () => {
    expect(redactSecret('a SECRET-1 b SECRET-1', 'SECRET-1')).toBe('a [redacted] b [redacted]');
    expect(redactSecret('abc', 'ab')).toBe('abc');
  });

  it('extracts the message of Gemini, OpenAI and Ollama error bodies', () => {
    expect(serverErrorMessage('{"error":{"code":400,"message":"Bad  key\\n now"}}')).toBe('Bad key now');
    expect(serverErrorMessage('{"error":"model not found"}')).toBe('model not found');
    expect(serverErrorMessage('<html>502</html>')).toBeUndefined();
    expect(serverErrorMessage('plain text failure')).toBe('plain text failure');
    expect(serverErrorMessage('x'.repeat(400))?.length).toBe(300);
  });
});
