import { atom } from 'jotai';
import { chatFailureMessage, describeAiError, fileFailureMessage, isAbortError } from '@/core/ai';
// Imported from their own modules, not the tutor's index, so the chat screen's first load leaves the
// answering engine (search over the knowledge base) to load when the first question is asked.
import {
  CHAT_STORAGE_KEY,
  contextTurns,
  greetingMessage,
  loadChat,
  MASCOT_MOODS,
  MAX_MESSAGE_CHARS,
  MAX_UPLOAD_BYTES,
  messageId,
  saveChat,
  type ChatEntry,
  type MascotMood,
} from '@/core/tutor/chatLog';
import { formatSize, isAcceptedUpload, unsupportedUploadReply } from '@/core/tutor/uploads';
import { activeAiProviderAtom } from './ai';
import { localStore, watchLocalKey } from './store';

/**
 * The chat screen's state: the conversation (persisted, versioned and validated), the request in flight,
 * the reply being typed out and the mascot's reaction. Sending, uploading and cancelling are write atoms,
 * so the screen stays a thin view.
 */

const storedMessagesAtom = atom<readonly ChatEntry[]>(loadChat(localStore));
// Another tab's conversation is adopted as it saves it, so neither tab overwrites the other with an old copy.
storedMessagesAtom.onMount = (set) => watchLocalKey(CHAT_STORAGE_KEY, () => set(loadChat(localStore)));

/** The conversation, oldest first; it always starts with the assistant's greeting. */
export const chatMessagesAtom = atom(
  (get) => get(storedMessagesAtom),
  (_get, set, messages: readonly ChatEntry[]) => {
    set(storedMessagesAtom, messages);
    saveChat(localStore, messages);
  },
);

/** Reads the stored conversation again (after an import wrote it). */
export const reloadChatAtom = atom(null, (_get, set) => {
  set(storedMessagesAtom, loadChat(localStore));
});

/** What the chat is waiting for: a reply to a message, an uploaded file's explanation, or nothing. */
type ChatPending = 'reply' | 'upload' | null;
export const chatPendingAtom = atom<ChatPending>(null);

/** The assistant message being typed out, if any (not persisted: after a reload every reply is whole). */
export const typingMessageIdAtom = atom<string | null>(null);

/** The mascot's current reaction (a new id for every reply). */
export const mascotReactionAtom = atom<{ id: string; mood: MascotMood } | null>(null);

/** The request in flight, so that a new one, a new chat or leaving the page can cancel it. */
const inFlightAtom = atom<AbortController | null>(null);

/** Cancels the request in flight (leaving the page, starting a new chat). */
export const cancelChatRequestAtom = atom(null, (get, set) => {
  get(inFlightAtom)?.abort();
  set(inFlightAtom, null);
  set(chatPendingAtom, null);
});

/** How many messages this visit has added: numbers each new message's id. */
const messagesAddedAtom = atom(0);

/** A new message's id, unique within the visit. */
const nextMessageIdAtom = atom(null, (get, set): string => {
  const sequence = get(messagesAddedAtom) + 1;
  set(messagesAddedAtom, sequence);
  return messageId(sequence, Date.now());
});

const appendAtom = atom(null, (get, set, entry: ChatEntry) => {
  set(chatMessagesAtom, [...get(chatMessagesAtom), entry]);
});

/** Appends an assistant message, typed out; a successful reply also gets a mascot reaction. */
const appendReplyAtom = atom(
  null,
  (_get, set, { text, failed, detail }: { text: string; failed?: boolean; detail?: string }) => {
    const id = set(nextMessageIdAtom);
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
  set(appendAtom, { id: set(nextMessageIdAtom), text, isUser: false, timestamp: Date.now(), failed: true });
});

/** Starts a request: cancels the one in flight and says what the chat now waits for. */
const beginRequestAtom = atom(null, (get, set, pending: Exclude<ChatPending, null>): AbortController => {
  get(inFlightAtom)?.abort();
  const controller = new AbortController();
  set(inFlightAtom, controller);
  set(chatPendingAtom, pending);
  return controller;
});

/** Ends a request, unless a newer one has replaced it. */
const endRequestAtom = atom(null, (get, set, controller: AbortController) => {
  if (get(inFlightAtom) !== controller) return;
  set(inFlightAtom, null);
  set(chatPendingAtom, null);
});

/**
 * Sends a message: blank text, or a message while another is pending, is ignored; text beyond
 * MAX_MESSAGE_CHARS (dictation has no input limit) is cut. Appends the student's
 * message, waits for the active provider (off-topic filter first, inside every provider), then appends
 * the reply, or the failure message (docs/product-rules.md#chat-failure-messages).
 */
export const sendChatMessageAtom = atom(null, async (get, set, raw: string): Promise<void> => {
  const text = raw.trim().slice(0, MAX_MESSAGE_CHARS).trimEnd();
  if (text === '' || get(chatPendingAtom) !== null) return;
  const provider = get(activeAiProviderAtom);
  const history = contextTurns(get(chatMessagesAtom));
  set(appendAtom, { id: set(nextMessageIdAtom), text, isUser: true, timestamp: Date.now() });
  const controller = set(beginRequestAtom, 'reply');
  try {
    const reply = await provider.chatReply(text, history, controller.signal);
    if (controller.signal.aborted) return;
    set(appendReplyAtom, { text: reply });
  } catch (error) {
    if (controller.signal.aborted || isAbortError(error)) return;
    const detail = describeAiError(error);
    console.warn(`QueueBee: ${provider.label} could not reply: ${detail}`);
    set(appendReplyAtom, { text: chatFailureMessage(error), failed: true, detail });
  } finally {
    set(endRequestAtom, controller);
  }
});

/** Uploads one text file and asks the active provider to explain it. */
export const uploadChatFileAtom = atom(null, async (get, set, file: File): Promise<void> => {
  if (get(chatPendingAtom) !== null) return;
  const provider = get(activeAiProviderAtom);
  set(appendAtom, {
    id: set(nextMessageIdAtom),
    text: `Uploaded file: ${file.name} (${formatSize(file.size)})`,
    isUser: true,
    timestamp: Date.now(),
  });
  const controller = set(beginRequestAtom, 'upload');
  try {
    if (!isAcceptedUpload(file.name)) {
      set(appendReplyAtom, { text: unsupportedUploadReply(file.name), failed: true });
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
    set(endRequestAtom, controller);
  }
});

/** Starts over: cancels what is in flight and leaves only a fresh greeting. */
export const newChatAtom = atom(null, (_get, set) => {
  set(cancelChatRequestAtom);
  set(typingMessageIdAtom, null);
  set(mascotReactionAtom, null);
  set(chatMessagesAtom, [greetingMessage()]);
});
