import { explainFileHere, loadOfflineTutorHere, type TutorReplier } from '@/core/ai';
import type { HistoryEntry } from '@/core/tutor/offlineTutor';
import { createRequestClient } from '@/core/workerRequests';
import type { TutorWorkerApi, TutorWorkerMessage } from './tutor.worker';

const STOPPED = 'The built-in tutor stopped unexpectedly.';

/**
 * The built-in tutor built and asked in a Web Worker (tutor.worker.ts), which also explains uploaded
 * files; resolves once it is ready. Where
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
    const tutor = createRequestClient<TutorWorkerApi>(worker);
    let ready = false;
    let onPage: Promise<TutorReplier> | null = null;
    const buildOnPage = (reason: string) => {
      if (!onPage) {
        console.warn(`The built-in tutor runs on the page instead of in a worker: ${reason}`);
        worker.terminate();
        tutor.fail(new Error(STOPPED));
        onPage = loadOfflineTutorHere();
      }
      return onPage;
    };
    const replier: TutorReplier = {
      reply(message: string, history: readonly HistoryEntry[] = []) {
        if (onPage) return onPage.then((built) => built.reply(message, history));
        return tutor.request('reply', { message, history: [...history] });
      },
      explainFile(file) {
        if (onPage) return explainFileHere(file);
        return tutor.request('explainFile', { name: file.name, text: file.text });
      },
    };
    worker.addEventListener('message', (event: MessageEvent<TutorWorkerMessage | { type?: never }>) => {
      const message = event.data;
      if (message.type === 'ready') {
        ready = true;
        resolve(replier);
      } else if (message.type === 'failed' && !ready) {
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
