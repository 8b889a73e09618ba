// Single modules, not the tutor's index: screens that only hold a provider stay free of the search engine.
import { cleanReply } from '../tutor/cleanReply';
import { offTopicGuard } from '../tutor/offTopic';
import type { RandomSource } from '../tutor/offTopic';
import {
  buildFileExplanationPrompt,
  FILE_EXPLANATION_SYSTEM_INSTRUCTION,
  PERSONA_SYSTEM_INSTRUCTION,
} from '../tutor/persona';
import { conversationFor } from './context';
import { modelUnavailableError } from './errors';
import { aiBaseUrlProblem } from './endpointRules';
import { globalFetch, normalizeBaseUrl, requestJson } from './http';
import type { FetchLike } from './http';
import {
  DEFAULT_GEMINI_BASE_URL,
  DEFAULT_GEMINI_CHAT_MODEL,
  DEFAULT_GEMINI_PDF_MODEL,
  PROVIDER_LABELS,
} from './settings';
import { AiError } from './types';
import type { AiProvider, ChatTurn, UploadedTextFile } from './types';

/**
 * Google Gemini with the visitor's own key (docs/product-rules.md#ai-providers). The key travels only in the
 * `x-goog-api-key` header: never in a URL, never in an error, never in a log. Request bodies follow
 * docs/product-rules.md#remote-requests (v1beta generateContent, `contents[].parts[]`,
 * `inline_data {mime_type, data}`).
 */

export const GEMINI_API_NAME = 'Gemini API';

/** Reading a scanned PDF: the instruction that goes with the file. */
export const PDF_EXTRACTION_INSTRUCTION =
  'Extract all readable text from this PDF document. Return only the clean extracted text: keep the ' +
  'headings, paragraphs and lists in reading order, drop page numbers, headers and footers, and add no ' +
  'commentary of your own.';

export interface GeminiConfig {
  apiKey: string;
  baseUrl?: string;
  /** Chat replies and file explanations. */
  chatModel?: string;
  /** Reading scanned PDFs and making study sets. */
  pdfModel?: string;
  fetch?: FetchLike;
  timeoutMs?: number;
  /** Picks the off-topic refusal. */
  random?: RandomSource;
}

export interface GeminiPart {
  text?: string;
  inline_data?: { mime_type: string; data: string };
}

export interface GeminiContent {
  role?: 'user' | 'model';
  parts: GeminiPart[];
}

export interface GeminiRequest {
  system_instruction?: { parts: [{ text: string }] };
  contents: GeminiContent[];
  generationConfig?: Record<string, unknown>;
}

/** `{base}/v1beta/models/{model}:generateContent`. The key is never part of it. */
export function geminiEndpoint(baseUrl: string, model: string): string {
  const name = model.trim().replace(/^models\//, '');
  return `${normalizeBaseUrl(baseUrl)}/v1beta/models/${encodeURIComponent(name)}:generateContent`;
}

/** `{base}/v1beta/models`, every model the key can see, in one page. */
export function geminiModelsEndpoint(baseUrl: string): string {
  return `${normalizeBaseUrl(baseUrl)}/v1beta/models?pageSize=1000`;
}

/** The names (without `models/`) of the models in a models.list reply that can generate content. */
export function readGeminiModels(json: unknown): string[] {
  if (!isRecord(json)) throw malformed('not a JSON object');
  if (json.models === undefined) return [];
  if (!Array.isArray(json.models)) throw malformed('models is not a list');
  return json.models.flatMap((model: unknown) => {
    if (!isRecord(model) || typeof model.name !== 'string') return [];
    const methods = model.supportedGenerationMethods;
    if (!Array.isArray(methods) || !methods.includes('generateContent')) return [];
    return [model.name.replace(/^models\//, '')];
  });
}

export function geminiHeaders(apiKey: string): Record<string, string> {
  return { 'Content-Type': 'application/json', 'x-goog-api-key': apiKey.trim() };
}

/** A chat reply: the persona instruction, up to 10 earlier messages, then the student's message. */
export function buildGeminiChatRequest(message: string, history: readonly ChatTurn[]): GeminiRequest {
  return {
    system_instruction: { parts: [{ text: PERSONA_SYSTEM_INSTRUCTION }] },
    contents: conversationFor(message, history).map((turn) => ({
      role: turn.isUser ? 'user' : 'model',
      parts: [{ text: turn.text }],
    })),
  };
}

/** A file explanation: read and explain the file, in Hinglish, ending 'Chamka?'. */
export function buildGeminiFileRequest(file: UploadedTextFile): GeminiRequest {
  return {
    system_instruction: { parts: [{ text: FILE_EXPLANATION_SYSTEM_INSTRUCTION }] },
    contents: [{ role: 'user', parts: [{ text: buildFileExplanationPrompt(file.name, file.text) }] }],
  };
}

/** A study set: the study-material prompt as `contents[].parts[].text`. */
export function buildGeminiTextRequest(prompt: string): GeminiRequest {
  return { contents: [{ parts: [{ text: prompt }] }] };
}

/** A scanned PDF: the extraction instruction plus the PDF as `inline_data`. */
export function buildGeminiPdfRequest(pdf: { base64: string; mimeType: string }): GeminiRequest {
  return {
    contents: [
      {
        parts: [
          { text: PDF_EXTRACTION_INSTRUCTION },
          { inline_data: { mime_type: pdf.mimeType, data: pdf.base64 } },
        ],
      },
    ],
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function malformed(what: string): AiError {
  return new AiError(`${GEMINI_API_NAME} sent an unexpected reply (${what})`, 'malformed');
}

/**
 * The reply text at candidates[0].content.parts[].text (thought parts skipped), '' when the model gave
 * none (no candidates, a blocked prompt, an empty part). Throws 'malformed' when the JSON is not a
 * generateContent response at all.
 */
export function readGeminiText(json: unknown, { firstPartOnly = false } = {}): string {
  if (!isRecord(json)) throw malformed('not a JSON object');
  const { candidates } = json;
  if (candidates === undefined) {
    if (isRecord(json.promptFeedback) || 'usageMetadata' in json) return '';
    throw malformed('no candidates');
  }
  if (!Array.isArray(candidates)) throw malformed('candidates is not a list');
  const first: unknown = candidates[0];
  if (first === undefined) return '';
  if (!isRecord(first)) throw malformed('candidates[0] is not an object');
  if (first.content === undefined) return '';
  if (!isRecord(first.content)) throw malformed('candidates[0].content is not an object');
  const { parts } = first.content;
  if (parts === undefined) return '';
  if (!Array.isArray(parts)) throw malformed('content.parts is not a list');
  const texts: string[] = [];
  for (const part of parts) {
    if (!isRecord(part)) throw malformed('a part is not an object');
    if (part.thought === true) continue;
    if (part.text !== undefined && typeof part.text !== 'string') throw malformed('a part text is not text');
    if (typeof part.text === 'string') texts.push(part.text);
    if (firstPartOnly) break;
  }
  return texts.join('');
}

function emptyReply(what: string): AiError {
  return new AiError(`No content generated by Gemini (${what})`, 'empty');
}

export function createGeminiProvider(config: GeminiConfig): AiProvider {
  const apiKey = config.apiKey.trim();
  const baseUrl = normalizeBaseUrl(config.baseUrl || DEFAULT_GEMINI_BASE_URL);
  const chatModel = config.chatModel?.trim() || DEFAULT_GEMINI_CHAT_MODEL;
  const pdfModel = config.pdfModel?.trim() || DEFAULT_GEMINI_PDF_MODEL;
  const fetchImpl = config.fetch ?? globalFetch;

  const checkSettings = () => {
    if (apiKey === '') {
      throw new AiError('No Gemini API key is set: add yours in AI settings.', 'config');
    }
    // Checked before every request, whatever built the settings: the key goes nowhere else.
    const urlProblem = aiBaseUrlProblem(baseUrl);
    if (urlProblem) throw new AiError(`Gemini base URL: ${urlProblem}`, 'config');
  };

  const generate = async (
    model: string,
    body: GeminiRequest,
    signal: AbortSignal | undefined,
  ): Promise<unknown> => {
    checkSettings();
    try {
      return await requestJson({
        url: geminiEndpoint(baseUrl, model),
        headers: geminiHeaders(apiKey),
        body,
        signal,
        timeoutMs: config.timeoutMs,
        fetch: fetchImpl,
        apiName: GEMINI_API_NAME,
        secret: apiKey,
      });
    } catch (error) {
      // The URL is fixed but for the model, so a 404 means the key cannot use that model.
      if (error instanceof AiError && error.kind === 'http' && error.status === 404) {
        throw modelUnavailableError(model, error);
      }
      throw error;
    }
  };

  return {
    id: 'gemini',
    label: PROVIDER_LABELS.gemini,
    model: chatModel,
    async chatReply(message, history, signal) {
      const refusal = offTopicGuard(message, config.random);
      if (refusal !== null) return refusal;
      const json = await generate(chatModel, buildGeminiChatRequest(message, history), signal);
      // cleanReply turns an empty text into 'Great question! Keep practicing...'.
      return cleanReply(readGeminiText(json));
    },
    async explainFile(file, signal) {
      const json = await generate(chatModel, buildGeminiFileRequest(file), signal);
      const text = readGeminiText(json);
      if (text.trim() === '') throw emptyReply('empty file explanation');
      return cleanReply(text);
    },
    async generateStudyMaterialsText(prompt, signal) {
      const json = await generate(pdfModel, buildGeminiTextRequest(prompt), signal);
      const text = readGeminiText(json);
      if (text.trim() === '') throw emptyReply('empty study materials');
      return text;
    },
    async extractPdfText(pdf, signal) {
      const json = await generate(pdfModel, buildGeminiPdfRequest(pdf), signal);
      const text = readGeminiText(json, { firstPartOnly: true });
      if (text.trim() === '') throw emptyReply('no text extracted');
      return text;
    },
    async testConnection(signal) {
      const json = await generate(
        chatModel,
        {
          contents: [{ role: 'user', parts: [{ text: 'Reply with the word OK.' }] }],
          generationConfig: { maxOutputTokens: 16 },
        },
        signal,
      );
      readGeminiText(json);
    },
    async listModels(signal) {
      checkSettings();
      const json = await requestJson({
        url: geminiModelsEndpoint(baseUrl),
        method: 'GET',
        headers: geminiHeaders(apiKey),
        signal,
        timeoutMs: config.timeoutMs,
        fetch: fetchImpl,
        apiName: GEMINI_API_NAME,
        secret: apiKey,
      });
      return readGeminiModels(json);
    },
  };
}
