/**
 * The one interface every AI provider implements: the built-in offline engine (the default), Google
 * Gemini with the visitor's own key, and any OpenAI-compatible endpoint. Framework-free.
 */
import type { ChatTurn } from '../tutor/chatTurn';

export type { ChatTurn };

export type ProviderId = 'offline' | 'gemini' | 'openai';

export interface UploadedTextFile {
  name: string;
  text: string;
}

export interface AiProvider {
  readonly id: ProviderId;
  /** Shown to the visitor, e.g. 'Built-in (offline)'. */
  readonly label: string;
  /** The chat model a remote provider uses (shown beside the label); none for the offline tutor. */
  readonly model?: string;
  /** A mentor reply to `message`, with recent turns as context. */
  chatReply(message: string, history: readonly ChatTurn[], signal?: AbortSignal): Promise<string>;
  /** A Hinglish explanation of an uploaded text file. */
  explainFile(file: UploadedTextFile, signal?: AbortSignal): Promise<string>;
  /**
   * Remote providers only: the model's raw reply to the study-material
   * prompt (core/study builds the prompt, strips fences, parses and validates). The offline provider
   * has none: the study tool then uses its own generator.
   */
  generateStudyMaterialsText?(prompt: string, signal?: AbortSignal): Promise<string>;
  /** Gemini only: text of a PDF with too thin a text layer (a scanned PDF). */
  extractPdfText?(pdf: { base64: string; mimeType: string }, signal?: AbortSignal): Promise<string>;
  /** Resolves when the provider answers; rejects with an AiError saying what went wrong. */
  testConnection(signal?: AbortSignal): Promise<void>;
  /** Remote providers only: the names of the chat models this key or endpoint can use. */
  listModels?(signal?: AbortSignal): Promise<string[]>;
}

export type AiErrorKind = 'network' | 'http' | 'empty' | 'malformed' | 'aborted' | 'config';

/**
 * Every provider failure. Features map it to the exact user-facing messages
 * (docs/product-rules.md#chat-failure-messages and #study-error-messages).
 */
export class AiError extends Error {
  constructor(
    message: string,
    readonly kind: AiErrorKind,
    /** The HTTP status for kind 'http'. */
    readonly status?: number,
    /** What the server said (its error message), when it said anything; never contains a key. */
    readonly detail?: string,
  ) {
    super(message);
    this.name = 'AiError';
  }
}
