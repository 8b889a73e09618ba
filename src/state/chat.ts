import { atom } from 'jotai';
import { z } from '@/core/schema';
import { chatFailureMessage, describeAiError, fileFailureMessage, isAbortError } from '@/core/ai';
import type { ChatTurn } from '@/core/ai';
import { explainFile, formatSize, INITIAL_GREETING, isAcceptedUpload } from '@/core/tutor';
import type { ChatMessage } from '@/core/tutor';
import { activeAiProviderAtom } from './ai';
import { localStore } from './browserStorage';

/**
 * The chat screen's state: the conversation (persisted, versioned and validated), the request in flight,
 * the reply being typed out and the mascot's reaction. Sending, uploading and cancelling are write atoms,
 * so the screen stays a thin view.
 */

/** A chat message as the screen keeps it, plus what a failure needs. */
export interface ChatEntry extends ChatMessage {
  /** A failure or notice: shown, downloaded, but never sent to a model as context. */
  readonly failed?: boolean;
  /** The exact error behind a failure (shown small under the message). */
  readonly detail?: string;
}

export const CHAT_STORAGE_KEY = 'queuebee.chat';
export const CHAT_STORAGE_VERSION = 1;
/** Older messages are dropped from storage beyond this many. */
export const MAX_STORED_MESSAGES = 200;
/** Larger uploads are refused before reading them. */
export const MAX_UPLOAD_BYTES = 1024 * 1024;
export const GREETING_ID = 'greeting';
export const MICROPHONE_DENIED_MESSAGE = 'Could not access microphone. Please check permissions.';

export type MascotMood = 'happy' | 'laugh' | 'intel';
export const MASCOT_MOODS: readonly MascotMood[] = ['happy', 'laugh', 'intel'];

const messageSchema = z.object({
  id: z.string().min(1).max(100),
  text: z.string().max(200_000),
  isUser: z.boolean(),
  timestamp: z.number().finite().nonnegative(),
  failed: z.boolean().optional(),
  detail: z.string().max(2_000).optional(),
});

const storedChatSchema = z.object({
  version: z.literal(CHAT_STORAGE_VERSION),
  messages: z.array(messageSchema).min(1).max(MAX_STORED_MESSAGES),
});

export function parseStoredChat(raw: unknown): ChatEntry[] | undefined {
  const result = storedChatSchema.safeParse(raw);
  return result.success ? result.data.messages : undefined;
}

export function greetingMessage(now: number = Date.now()): ChatEntry {
  return { id: GREETING_ID, text: INITIAL_GREETING, isUser: false, timestamp: now };
}

let idCounter = 0;
function newId(): string {
  idCounter += 1;
  return `${Date.now().toString(36)}-${idCounter.toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

function loadChat(): ChatEntry[] {
  return localStore.readJson(CHAT_STORAGE_KEY, parseStoredChat, undefined) ?? [greetingMessage()];
}

function saveChat(messages: readonly ChatEntry[]): void {
  localStore.writeJson(CHAT_STORAGE_KEY, {
    version: CHAT_STORAGE_VERSION,
    messages: messages.slice(-MAX_STORED_MESSAGES),
  });
}

const storedMessagesAtom = atom<readonly ChatEntry[]>(loadChat());

/** The conversation, oldest first; it always starts with the assistant's greeting. */
export const chatMessagesAtom = atom(
  (get) => get(storedMessagesAtom),
  (_get, set, messages: readonly ChatEntry[]) => {
    set(storedMessagesAtom, messages);
    saveChat(messages);
  },
);

/** What the chat is waiting for: a reply to a message, an uploaded file's explanation, or nothing. */
export type ChatPending = 'reply' | 'upload' | null;
export const chatPendingAtom = atom<ChatPending>(null);

/** The assistant message being typed out, if any (not persisted: after a reload every reply is whole). */
export const typingMessageIdAtom = atom<string | null>(null);

/** The mascot's current reaction (a new id for every reply). */
export const mascotReactionAtom = atom<{ id: string; mood: MascotMood } | null>(null);

/** The turns a provider gets as context: the conversation minus the greeting, failures and notices. */
export function contextTurns(messages: readonly ChatEntry[]): ChatTurn[] {
  return messages
    .filter((m) => m.id !== GREETING_ID && !m.failed)
    .map((m) => ({ text: m.text, isUser: m.isUser }));
}

let inFlight: AbortController | null = null;

/** Cancels the request in flight (leaving the page, starting a new chat). */
export const cancelChatRequestAtom = atom(null, (_get, set) => {
  inFlight?.abort();
  inFlight = null;
  set(chatPendingAtom, null);
});

const appendAtom = atom(null, (get, set, entry: ChatEntry) => {
  set(chatMessagesAtom, [...get(chatMessagesAtom), entry]);
});

/** Appends an assistant message, typed out; a successful reply also gets a mascot reaction. */
const appendReplyAtom = atom(
  null,
  (_get, set, { text, failed, detail }: { text: string; failed?: boolean; detail?: string }) => {
    const id = newId();
    const entry: ChatEntry = {
      id,
      text,
      isUser: false,
      timestamp: Date.now(),
      ...(failed ? { failed } : {}),
      ...(detail ? { detail } : {}),
    };
    set(appendAtom, entry);
    set(typingMessageIdAtom, id);
    if (!failed) {
      const mood = MASCOT_MOODS[Math.floor(Math.random() * MASCOT_MOODS.length)] ?? 'happy';
      set(mascotReactionAtom, { id, mood });
    }
  },
);

/** An assistant notice that is not a reply (e.g. the microphone was denied). */
export const addChatNoticeAtom = atom(null, (_get, set, text: string) => {
  set(appendAtom, { id: newId(), text, isUser: false, timestamp: Date.now(), failed: true });
});

function begin(set: (pending: ChatPending) => void, pending: Exclude<ChatPending, null>): AbortController {
  inFlight?.abort();
  const controller = new AbortController();
  inFlight = controller;
  set(pending);
  return controller;
}

/**
 * Sends a message: blank text, or a message while another is pending, is ignored. Appends the student's
 * message, waits for the active provider (off-topic filter first, inside every provider), then appends
 * the reply, or the failure message (docs/product-rules.md#chat-failure-messages).
 */
export const sendChatMessageAtom = atom(null, async (get, set, raw: string): Promise<void> => {
  const text = raw.trim();
  if (text === '' || get(chatPendingAtom) !== null) return;
  const provider = get(activeAiProviderAtom);
  const history = contextTurns(get(chatMessagesAtom));
  set(appendAtom, { id: newId(), text, isUser: true, timestamp: Date.now() });
  const controller = begin((p) => set(chatPendingAtom, p), 'reply');
  try {
    const reply = await provider.chatReply(text, history, controller.signal);
    if (controller.signal.aborted) return;
    set(appendReplyAtom, { text: reply });
  } catch (error) {
    if (controller.signal.aborted || isAbortError(error)) return;
    const detail = describeAiError(error);
    console.warn(`QueueBee: ${provider.label} could not reply: ${detail}`);
    set(appendReplyAtom, { text: chatFailureMessage(), failed: true, detail });
  } finally {
    if (inFlight === controller) {
      inFlight = null;
      set(chatPendingAtom, null);
    }
  }
});

/** Uploads one text file and asks the active provider to explain it. */
export const uploadChatFileAtom = atom(null, async (get, set, file: File): Promise<void> => {
  if (get(chatPendingAtom) !== null) return;
  const provider = get(activeAiProviderAtom);
  set(appendAtom, {
    id: newId(),
    text: `Uploaded file: ${file.name} (${formatSize(file.size)})`,
    isUser: true,
    timestamp: Date.now(),
  });
  const controller = begin((p) => set(chatPendingAtom, p), 'upload');
  try {
    if (!isAcceptedUpload(file.name)) {
      set(appendReplyAtom, { text: explainFile({ name: file.name, text: '' }), failed: true });
      return;
    }
    if (file.size > MAX_UPLOAD_BYTES) {
      set(appendReplyAtom, {
        text: `Bhai, ${file.name} bahut badi hai (${formatSize(file.size)}). ${formatSize(MAX_UPLOAD_BYTES)} tak ki text file bhejo. Chamka?`,
        failed: true,
      });
      return;
    }
    let text: string;
    try {
      text = await file.text();
    } catch (error) {
      if (controller.signal.aborted) return;
      console.warn('QueueBee: could not read the uploaded file', error);
      set(appendReplyAtom, { text: "Couldn't read file. Try again!", failed: true });
      return;
    }
    if (controller.signal.aborted) return;
    try {
      const reply = await provider.explainFile({ name: file.name, text }, controller.signal);
      if (controller.signal.aborted) return;
      set(appendReplyAtom, { text: reply });
    } catch (error) {
      if (controller.signal.aborted || isAbortError(error)) return;
      const detail = describeAiError(error);
      console.warn(`QueueBee: ${provider.label} could not explain the file: ${detail}`);
      set(appendReplyAtom, { text: fileFailureMessage(error, provider.id), failed: true, detail });
    }
  } finally {
    if (inFlight === controller) {
      inFlight = null;
      set(chatPendingAtom, null);
    }
  }
});

/** Starts over: cancels what is in flight and leaves only a fresh greeting. */
export const newChatAtom = atom(null, (_get, set) => {
  set(cancelChatRequestAtom);
  set(typingMessageIdAtom, null);
  set(mascotReactionAtom, null);
  set(chatMessagesAtom, [greetingMessage()]);
});
