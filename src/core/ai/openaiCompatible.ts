// Single modules, not the tutor's index: screens that only hold a provider stay free of the search engine.
import { cleanReply } from '../tutor/cleanReply';
import { offTopicGuard } from '../tutor/offTopic';
import type { RandomSource } from '../tutor/offTopic';
import {
  buildFileExplanationPrompt,
  FILE_EXPLANATION_SYSTEM_INSTRUCTION,
  PERSONA_SYSTEM_INSTRUCTION,
} from '../tutor/persona';
import { recentTurns } from './context';
import { modelUnavailableError } from './errors';
import { aiBaseUrlProblem } from './endpointRules';
import { globalFetch, normalizeBaseUrl, requestJson } from './http';
import type { FetchLike } from './http';
import { DEFAULT_OPENAI_BASE_URL, DEFAULT_OPENAI_MODEL, PROVIDER_LABELS } from './settings';
import { AiError } from './types';
import type { AiProvider, ChatTurn, UploadedTextFile } from './types';

/**
 * Any endpoint that speaks the OpenAI chat-completions API: a local Ollama or LM Studio, a proxy, a hosted
 * service. `POST {base}/chat/completions`; the optional key goes in `Authorization: Bearer`.
 */

export const OPENAI_API_NAME = 'OpenAI-compatible API';

export interface OpenAiCompatibleConfig {
  baseUrl?: string;
  model?: string;
  apiKey?: string;
  fetch?: FetchLike;
  timeoutMs?: number;
  random?: RandomSource;
}

export interface OpenAiMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface OpenAiChatRequest {
  model: string;
  messages: OpenAiMessage[];
  stream: false;
  max_tokens?: number;
}

export function openAiEndpoint(baseUrl: string): string {
  return `${normalizeBaseUrl(baseUrl)}/chat/completions`;
}

/** `{base}/models`: the models the endpoint serves. */
export function openAiModelsEndpoint(baseUrl: string): string {
  return `${normalizeBaseUrl(baseUrl)}/models`;
}

/** The ids in a `/models` reply (`data[].id`). */
export function readOpenAiModels(json: unknown): string[] {
  if (!isRecord(json) || !Array.isArray(json.data)) throw malformed('no data list of models');
  return json.data.flatMap((model: unknown) =>
    isRecord(model) && typeof model.id === 'string' ? [model.id] : [],
  );
}

export function openAiHeaders(apiKey: string | undefined): Record<string, string> {
  const key = apiKey?.trim() ?? '';
  return key === ''
    ? { 'Content-Type': 'application/json' }
    : { 'Content-Type': 'application/json', Authorization: `Bearer ${key}` };
}

/** The persona as the system message, up to 10 earlier messages, then the student's message. */
export function buildOpenAiChatRequest(
  model: string,
  message: string,
  history: readonly ChatTurn[],
): OpenAiChatRequest {
  return {
    model,
    stream: false,
    messages: [
      { role: 'system', content: PERSONA_SYSTEM_INSTRUCTION },
      ...recentTurns(history).map((turn): OpenAiMessage => ({
        role: turn.isUser ? 'user' : 'assistant',
        content: turn.text,
      })),
      { role: 'user', content: message },
    ],
  };
}

export function buildOpenAiFileRequest(model: string, file: UploadedTextFile): OpenAiChatRequest {
  return {
    model,
    stream: false,
    messages: [
      { role: 'system', content: FILE_EXPLANATION_SYSTEM_INSTRUCTION },
      { role: 'user', content: buildFileExplanationPrompt(file.name, file.text) },
    ],
  };
}

export function buildOpenAiTextRequest(model: string, prompt: string): OpenAiChatRequest {
  return { model, stream: false, messages: [{ role: 'user', content: prompt }] };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function malformed(what: string): AiError {
  return new AiError(`${OPENAI_API_NAME} sent an unexpected reply (${what})`, 'malformed');
}

/** choices[0].message.content; '' when the model said nothing. Throws 'malformed' for a foreign shape. */
export function readOpenAiText(json: unknown): string {
  if (!isRecord(json)) throw malformed('not a JSON object');
  const { choices } = json;
  if (!Array.isArray(choices)) throw malformed('no choices');
  const first: unknown = choices[0];
  if (first === undefined) return '';
  if (!isRecord(first)) throw malformed('choices[0] is not an object');
  if (first.message === undefined) return '';
  if (!isRecord(first.message)) throw malformed('choices[0].message is not an object');
  const { content } = first.message;
  if (content === undefined || content === null) return '';
  if (typeof content === 'string') return content;
  // Some servers send content as a list of parts.
  if (Array.isArray(content)) {
    return content
      .map((part: unknown) => (isRecord(part) && typeof part.text === 'string' ? part.text : ''))
      .join('');
  }
  throw malformed('message content is not text');
}

export function createOpenAiCompatibleProvider(config: OpenAiCompatibleConfig = {}): AiProvider {
  const baseUrl = normalizeBaseUrl(config.baseUrl || DEFAULT_OPENAI_BASE_URL);
  const model = config.model?.trim() || DEFAULT_OPENAI_MODEL;
  const apiKey = config.apiKey?.trim() ?? '';
  const fetchImpl = config.fetch ?? globalFetch;

  const request = (url: string, body: OpenAiChatRequest | undefined, signal: AbortSignal | undefined) => {
    // Checked before every request, whatever built the settings: the key goes nowhere else.
    const urlProblem = aiBaseUrlProblem(baseUrl) ?? aiBaseUrlProblem(url);
    if (urlProblem) throw new AiError(`Endpoint base URL: ${urlProblem}`, 'config');
    return requestJson({
      url,
      method: body === undefined ? 'GET' : 'POST',
      headers: openAiHeaders(apiKey),
      body,
      signal,
      timeoutMs: config.timeoutMs,
      fetch: fetchImpl,
      apiName: OPENAI_API_NAME,
      secret: apiKey,
    });
  };

  const complete = async (body: OpenAiChatRequest, signal: AbortSignal | undefined): Promise<string> => {
    try {
      return readOpenAiText(await request(openAiEndpoint(baseUrl), body, signal));
    } catch (error) {
      // A 404 can also mean a wrong base URL; servers that do not know a model say so (OpenAI:
      // 'The model ... does not exist', Ollama: 'model "..." not found').
      if (
        error instanceof AiError &&
        error.kind === 'http' &&
        error.status === 404 &&
        /\bmodel\b/i.test(error.detail ?? '')
      ) {
        throw modelUnavailableError(body.model, error);
      }
      throw error;
    }
  };

  const emptyReply = (what: string) => new AiError(`No content generated by the endpoint (${what})`, 'empty');

  return {
    id: 'openai',
    label: PROVIDER_LABELS.openai,
    model,
    async chatReply(message, history, signal) {
      const refusal = offTopicGuard(message, config.random);
      if (refusal !== null) return refusal;
      return cleanReply(await complete(buildOpenAiChatRequest(model, message, history), signal));
    },
    async explainFile(file, signal) {
      const text = await complete(buildOpenAiFileRequest(model, file), signal);
      if (text.trim() === '') throw emptyReply('empty file explanation');
      return cleanReply(text);
    },
    async generateStudyMaterialsText(prompt, signal) {
      const text = await complete(buildOpenAiTextRequest(model, prompt), signal);
      if (text.trim() === '') throw emptyReply('empty study materials');
      return text;
    },
    async testConnection(signal) {
      await complete({ ...buildOpenAiTextRequest(model, 'Reply with the word OK.'), max_tokens: 16 }, signal);
    },
    async listModels(signal) {
      return readOpenAiModels(await request(openAiModelsEndpoint(baseUrl), undefined, signal));
    },
  };
}
