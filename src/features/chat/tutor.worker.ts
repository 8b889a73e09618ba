/**
 * The built-in tutor off the page's thread: parsing the knowledge base and indexing it for search takes
 * long enough (about a second on a phone) to freeze the chat page, and so can analysing a large uploaded
 * file. The worker builds the tutor as it starts, says 'ready' (or 'failed'), then answers each question
 * and explains each file it is asked to (core/workerRequests.ts).
 */
import { explainFileHere, loadOfflineTutorHere } from '@/core/ai/offline';
import type { UploadedTextFile } from '@/core/ai/types';
import type { HistoryEntry } from '@/core/tutor/offlineTutor';
import { serveRequests, type MessageEndpoint } from '@/core/workerRequests';

export interface TutorWorkerApi {
  reply(question: { message: string; history: readonly HistoryEntry[] }): Promise<string>;
  explainFile(file: UploadedTextFile): Promise<string>;
}
/** What the worker says of itself, besides its replies. */
export type TutorWorkerMessage = { type: 'ready' } | { type: 'failed'; message: string };

/** The worker's global scope, typed by hand: the project's DOM typings describe a window. */
const scope = self as unknown as MessageEndpoint;
const post = (message: TutorWorkerMessage) => scope.postMessage(message);

const tutor = loadOfflineTutorHere();
tutor.then(
  () => post({ type: 'ready' }),
  (error: unknown) =>
    post({ type: 'failed', message: error instanceof Error ? error.message : String(error) }),
);

serveRequests<TutorWorkerApi>(scope, {
  reply: async ({ message, history }) => (await tutor).reply(message, history),
  explainFile: (file) => explainFileHere(file),
});
