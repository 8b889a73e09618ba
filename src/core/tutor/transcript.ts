import { isDateValue } from '../storage/timestamps';
import { TUTOR_NAME } from './persona';

/** A chat message as the chat screen keeps it. */
export interface ChatMessage {
  readonly id: string;
  readonly text: string;
  readonly isUser: boolean;
  /** Epoch milliseconds. */
  readonly timestamp: number;
}

/**
 * Turns epoch milliseconds into calendar text. Injected so the transcript does not depend on the machine's
 * clock or time zone; {@link createOffsetFormatter} and {@link localDateTimeFormatter} build one.
 */
export interface DateTimeFormatter {
  /** 'yyyy-mm-dd' */
  date(ms: number): string;
  /** 'hh:mm', 24-hour */
  time(ms: number): string;
}

export const TRANSCRIPT_TITLE = 'QueueBee Chat Transcript';
export const TRANSCRIPT_RULE = '='.repeat(60);
export const TRANSCRIPT_USER_LABEL = 'You';
export const TRANSCRIPT_ASSISTANT_LABEL = TUTOR_NAME;
export const TRANSCRIPT_MIME_TYPE = 'text/plain;charset=utf-8';

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** What a formatter shows for a time no date can hold (NaN, 1e300). */
export const UNKNOWN_DATE = '----------';
export const UNKNOWN_TIME = '--:--';

/**
 * A formatter for a fixed UTC offset in minutes (IST is 330), or for an offset that depends on the instant
 * (to follow daylight-saving rules). A time no date can hold gives dashes.
 */
export function createOffsetFormatter(offsetMinutes: number | ((ms: number) => number)): DateTimeFormatter {
  const shifted = (ms: number): Date =>
    new Date(ms + (typeof offsetMinutes === 'function' ? offsetMinutes(ms) : offsetMinutes) * 60_000);
  return {
    date(ms) {
      const d = shifted(ms);
      if (!isDateValue(d.getTime())) return UNKNOWN_DATE;
      return `${String(d.getUTCFullYear()).padStart(4, '0')}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}`;
    },
    time(ms) {
      const d = shifted(ms);
      if (!isDateValue(d.getTime())) return UNKNOWN_TIME;
      return `${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}`;
    },
  };
}

/** The visitor's own time zone, as the JavaScript engine reports it. */
export const localDateTimeFormatter: DateTimeFormatter = createOffsetFormatter(
  (ms) => -new Date(ms).getTimezoneOffset(),
);

export interface TranscriptOptions {
  /** When the transcript is generated (epoch ms); names the file and fills the header. */
  readonly now: number;
  readonly formatter: DateTimeFormatter;
}

export interface ChatTranscript {
  readonly fileName: string;
  readonly content: string;
  readonly mimeType: string;
}

/** 'queuebee-chat-2026-11-22.txt' */
export function transcriptFileName(now: number, formatter: DateTimeFormatter): string {
  return `queuebee-chat-${formatter.date(now)}.txt`;
}

/** '[14:05] You: text' or '[14:06] QueueBee: text'. The text is written as it is (a multi-line reply continues on the next lines). */
export function formatTranscriptLine(message: ChatMessage, formatter: DateTimeFormatter): string {
  const who = message.isUser ? TRANSCRIPT_USER_LABEL : TRANSCRIPT_ASSISTANT_LABEL;
  return `[${formatter.time(message.timestamp)}] ${who}: ${message.text}`;
}

/**
 * The 'Download Chat' file: a header (title, generation time, message count), a 60-character '=' rule, then
 * one entry per message, ending with a newline.
 */
export function buildChatTranscript(
  messages: readonly ChatMessage[],
  { now, formatter }: TranscriptOptions,
): ChatTranscript {
  const lines = [
    TRANSCRIPT_TITLE,
    `Generated: ${formatter.date(now)} ${formatter.time(now)}`,
    `Messages: ${messages.length}`,
    TRANSCRIPT_RULE,
    ...messages.map((m) => formatTranscriptLine(m, formatter)),
  ];
  return {
    fileName: transcriptFileName(now, formatter),
    content: `${lines.join('\n')}\n`,
    mimeType: TRANSCRIPT_MIME_TYPE,
  };
}

/**
 * Download Chat needs at least one message beyond the initial greeting (docs/product-rules.md#download-chat).
 */
export function canDownloadChat(messages: readonly ChatMessage[]): boolean {
  return messages.length > 1;
}
