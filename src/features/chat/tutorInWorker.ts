import { loadOfflineTutorHere, type TutorReplier } from '@/core/ai';
import type { HistoryEntry } from '@/core/tutor/offlineTutor';
import type { TutorQuestion, TutorWorkerMessage } from './tutor.worker';

const STOPPED = 'The built-in tutor stopped unexpectedly.';

/**
 * The built-in tutor built and asked in a Web Worker (tutor.worker.ts); resolves once it is ready. Where
 * the browser has no module workers, or the worker cannot load or build the tutor, the tutor is built on
 * the page instead (with a warning saying why), so the chat always answers.
 */
export function loadTutorInWorker(): Promise<TutorReplier> {
  if (typeof Worker === 'undefined') return loadOfflineTutorHere();
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./tutor.worker.ts', import.meta.url), {
      type: 'module',
      name: 'tutor',
    });
    const waiting = new Map<number, { resolve: (text: string) => void; reject: (error: Error) => void }>();
    let nextId = 1;
    let ready = false;
    let onPage: Promise<TutorReplier> | null = null;
    const buildOnPage = (reason: string) => {
      if (!onPage) {
        console.warn(`The built-in tutor runs on the page instead of in a worker: ${reason}`);
        worker.terminate();
        for (const question of waiting.values()) question.reject(new Error(STOPPED));
        waiting.clear();
        onPage = loadOfflineTutorHere();
      }
      return onPage;
    };
    const replier: TutorReplier = {
      reply(message: string, history: readonly HistoryEntry[] = []) {
        if (onPage) return onPage.then((tutor) => tutor.reply(message, history));
        return new Promise<string>((answer, fail) => {
          const id = nextId++;
          waiting.set(id, { resolve: answer, reject: fail });
          worker.postMessage({ id, message, history: [...history] } satisfies TutorQuestion);
        });
      },
    };
    worker.addEventListener('message', (event: MessageEvent<TutorWorkerMessage>) => {
      const message = event.data;
      if (message.type === 'ready') {
        ready = true;
        resolve(replier);
      } else if (message.type === 'reply') {
        waiting.get(message.id)?.resolve(message.text);
        waiting.delete(message.id);
      } else if (message.id !== null) {
        waiting.get(message.id)?.reject(new Error(message.message));
        waiting.delete(message.id);
      } else if (!ready) {
        resolve(buildOnPage(message.message));
      }
    });
    worker.addEventListener('error', (event) => {
      // Said once, in the warning; the page's tutor answers from now on.
      event.preventDefault();
      const fallback = buildOnPage(event.message || 'the tutor worker did not load');
      if (!ready) resolve(fallback);
    });
  });
}
