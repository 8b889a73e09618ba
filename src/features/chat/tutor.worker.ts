/**
 * The built-in tutor off the page's thread: parsing the knowledge base and indexing it for search takes
 * long enough (about a second on a phone) to freeze the chat page. The worker builds the tutor as it
 * starts, says 'ready', then answers each question it is sent.
 */
import { loadOfflineTutorHere } from '@/core/ai/offline';
import type { HistoryEntry } from '@/core/tutor/offlineTutor';

export type TutorQuestion = { id: number; message: string; history: readonly HistoryEntry[] };
export type TutorWorkerMessage =
  | { type: 'ready' }
  | { type: 'reply'; id: number; text: string }
  | { type: 'failed'; id: number | null; message: string };

/** The worker's global scope, typed by hand: the project's DOM typings describe a window. */
const scope = self as unknown as {
  postMessage(message: TutorWorkerMessage): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<TutorQuestion>) => void): void;
};
const post = (message: TutorWorkerMessage) => scope.postMessage(message);
const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

const tutor = loadOfflineTutorHere();
tutor.then(
  () => post({ type: 'ready' }),
  (error: unknown) => post({ type: 'failed', id: null, message: describe(error) }),
);

scope.addEventListener('message', (event: MessageEvent<TutorQuestion>) => {
  const { id, message, history } = event.data;
  tutor
    .then((built) => post({ type: 'reply', id, text: built.reply(message, history) }))
    .catch((error: unknown) => post({ type: 'failed', id, message: describe(error) }));
});
