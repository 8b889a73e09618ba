import { cancelledError } from '@/core/study';
import type { OfflineGenerateOptions, PageText, StudyMaterials } from '@/core/study';
import type { GeneratorReply, GeneratorRequest } from './generator.worker';

/** Runs the built-in generator in a Web Worker; cancelling terminates the worker. */
export function generateOfflineInWorker(
  pages: readonly PageText[],
  { signal, onFlashcards }: OfflineGenerateOptions,
): Promise<StudyMaterials> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(cancelledError());
      return;
    }
    const worker = new Worker(new URL('./generator.worker.ts', import.meta.url), {
      type: 'module',
      name: 'study-generator',
    });
    const finish = () => {
      worker.terminate();
      signal.removeEventListener('abort', onAbort);
    };
    const onAbort = () => {
      finish();
      reject(cancelledError());
    };
    signal.addEventListener('abort', onAbort, { once: true });
    worker.addEventListener('message', (event: MessageEvent<GeneratorReply>) => {
      const message = event.data;
      if (message.type === 'flashcards') {
        onFlashcards?.();
        return;
      }
      finish();
      if (message.type === 'done') resolve(message.materials);
      else reject(new Error(message.message));
    });
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      finish();
      reject(new Error('The study-set generator stopped unexpectedly.'));
    });
    const request: GeneratorRequest = { pages };
    worker.postMessage(request);
  });
}
