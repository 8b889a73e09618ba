/**
 * The built-in study-set generator, off the page's thread: TF-IDF over a long document takes long enough
 * to stall a frame. Receives the pages, posts 'flashcards' when the quiz is done, then the result.
 */
import { generateStudyMaterials } from '@/core/study/offline/generator';
import type { PageText, StudyMaterials } from '@/core/study/types';

export type GeneratorRequest = { pages: readonly PageText[] };
export type GeneratorReply =
  { type: 'flashcards' } | { type: 'done'; materials: StudyMaterials } | { type: 'error'; message: string };

/** The worker's global scope, typed by hand: the project's DOM typings describe a window. */
const scope = self as unknown as {
  postMessage(message: GeneratorReply): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<GeneratorRequest>) => void): void;
};
const reply = (message: GeneratorReply) => scope.postMessage(message);

scope.addEventListener('message', (event: MessageEvent<GeneratorRequest>) => {
  try {
    const materials = generateStudyMaterials(event.data.pages, {
      onFlashcards: () => reply({ type: 'flashcards' }),
    });
    reply({ type: 'done', materials });
  } catch (error) {
    reply({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
});
