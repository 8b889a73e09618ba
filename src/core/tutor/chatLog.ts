/**
 * The chat's conversation as the chat screen keeps it: messages, the greeting that opens every
 * conversation, what a provider gets as context, and how the conversation is stored (versioned and
 * validated, so a corrupt or older copy starts a fresh conversation instead of breaking the screen).
 */
import { z } from '@/core/schema';
import type { SafeStorage } from '@/core/storage';
import { STORAGE_KEYS } from '@/core/storage/keys';
import { isRecordedTime } from '@/core/storage/timestamps';
import type { ChatTurn } from './chatTurn';
import { cutReply, MAX_REPLY_CHARS, REPLY_CUT_NOTE } from './cleanReply';
import { INITIAL_GREETING } from './persona';
import type { ChatMessage } from './transcript';

/** A chat message as the screen keeps it, plus what a failure needs. */
export interface ChatEntry extends ChatMessage {
  /** A failure or notice: shown, downloaded, but never sent to a model as context. */
  readonly failed?: boolean;
  /** The exact error behind a failure (shown small under the message). */
  readonly detail?: string;
}

export const CHAT_STORAGE_KEY = STORAGE_KEYS.chat;
export const CHAT_STORAGE_VERSION = 1;
/** Older messages are dropped from storage beyond this many. */
export const MAX_STORED_MESSAGES = 200;
/** The longest message a student can send (longer dictated text is cut). */
export const MAX_MESSAGE_CHARS = 4000;
/** Larger uploads are refused before reading them. */
export const MAX_UPLOAD_BYTES = 1024 * 1024;
export const GREETING_ID = 'greeting';

/** The mascot's reactions to a reply. */
export type MascotMood = 'happy' | 'laugh' | 'intel';
export const MASCOT_MOODS: readonly MascotMood[] = ['happy', 'laugh', 'intel'];

const messageSchema = z.object({
  id: z.string().min(1).max(100),
  text: z.string().max(200_000),
  isUser: z.boolean(),
  timestamp: z.number().refine((time) => isRecordedTime(time)),
  failed: z.boolean().optional(),
  detail: z.string().max(2_000).optional(),
});

/** A reply the chat cut itself is this long at most: its first MAX_REPLY_CHARS, then the note. */
const MAX_STORED_REPLY_CHARS = MAX_REPLY_CHARS + 2 + REPLY_CUT_NOTE.length;

/**
 * A stored message within today's limits: older versions kept messages up to 200,000 characters, and
 * they load cut, a student's to MAX_MESSAGE_CHARS and a reply as a reply is cut.
 */
function withinLimits(message: ChatEntry): ChatEntry {
  if (message.isUser) {
    return message.text.length > MAX_MESSAGE_CHARS
      ? { ...message, text: message.text.slice(0, MAX_MESSAGE_CHARS).trimEnd() }
      : message;
  }
  return message.text.length > MAX_STORED_REPLY_CHARS
    ? { ...message, text: cutReply(message.text) }
    : message;
}

const storedChatSchema = z.object({
  version: z.literal(CHAT_STORAGE_VERSION),
  messages: z.array(z.unknown()),
});

/**
 * The stored conversation, message by message: a message that does not fit (too long, damaged) is
 * dropped and the rest kept. It starts with the greeting (a fresh one when the stored one is gone).
 * Undefined when the entry is not a stored chat at all. `report` hears of each message dropped.
 */
export function parseStoredChat(raw: unknown, report?: (where: string) => void): ChatEntry[] | undefined {
  const result = storedChatSchema.safeParse(raw);
  if (!result.success) return undefined;
  const kept = result.data.messages.slice(-MAX_STORED_MESSAGES);
  const firstKept = result.data.messages.length - kept.length;
  const messages = kept.flatMap((message, index) => {
    const parsed = messageSchema.safeParse(message);
    if (!parsed.success) report?.(`message ${firstKept + index + 1}`);
    return parsed.success ? [withinLimits(parsed.data)] : [];
  });
  if (messages[0]?.id !== GREETING_ID) messages.unshift(greetingMessage(messages[0]?.timestamp));
  return messages;
}

export function greetingMessage(now: number = Date.now()): ChatEntry {
  return { id: GREETING_ID, text: INITIAL_GREETING, isUser: false, timestamp: now };
}

/** The stored conversation, or one fresh greeting when there is none (or it is unreadable). */
export function loadChat(storage: SafeStorage): ChatEntry[] {
  return storage.readJson(CHAT_STORAGE_KEY, parseStoredChat, undefined) ?? [greetingMessage()];
}

/**
 * Stores the conversation's last MAX_STORED_MESSAGES messages. When storage is full, the oldest
 * messages after the greeting are left out, a tenth of them more each time, until it fits; if not even
 * the greeting fits, the stored conversation is removed rather than left behind out of date.
 */
export function saveChat(storage: SafeStorage, messages: readonly ChatEntry[]): void {
  const recent = messages.slice(-MAX_STORED_MESSAGES);
  const greeting = recent[0]?.id === GREETING_ID ? recent.slice(0, 1) : [];
  const rest = recent.slice(greeting.length);
  const step = Math.max(1, Math.ceil(rest.length / 10));
  function* shorterAndShorter(): Generator<string> {
    for (let dropped = 0; ; dropped = Math.min(rest.length, dropped === 0 ? 1 : dropped + step)) {
      yield JSON.stringify({
        version: CHAT_STORAGE_VERSION,
        messages: [...greeting, ...rest.slice(dropped)],
      });
      if (dropped === rest.length) return;
    }
  }
  storage.writeFirstThatFits(CHAT_STORAGE_KEY, shorterAndShorter());
}

/**
 * The id of the visit's `sequence`-th message (1, 2, …): unique within the visit, and with the time and
 * a random tail unlikely to repeat across visits.
 */
export function messageId(sequence: number, now: number, random: () => number = Math.random): string {
  return `${now.toString(36)}-${sequence.toString(36)}-${random().toString(36).slice(2, 8)}`;
}

/** The turns a provider gets as context: the conversation minus the greeting, failures and notices. */
export function contextTurns(messages: readonly ChatEntry[]): ChatTurn[] {
  return messages
    .filter((m) => m.id !== GREETING_ID && !m.failed)
    .map((m) => ({ text: m.text, isUser: m.isUser }));
}
