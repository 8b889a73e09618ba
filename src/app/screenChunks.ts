/**
 * Evaluates a prerendered page's screen one chunk per task before the app renders it. The build lists
 * the screen's chunks in the page, dependencies first (scripts/screenChunks.ts); importing the screen
 * in one go would evaluate all of them in a single task, a long freeze on a phone as the page starts.
 */

interface TaskScheduler {
  yield?: () => Promise<void>;
}

/**
 * A task of its own, so the browser can handle input and paint between two chunks: scheduler.yield()
 * where the browser has it, since a chain of zero-delay timers is held back 4 ms a link after the fifth.
 */
const nextTask = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: TaskScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise<void>((resolve) => setTimeout(resolve, 0));
};

/**
 * The URLs of the chunks the page lists for its screen, in order; none when the prerendered screen is
 * another address's (a 404, an offline fallback), whose list would be that screen's.
 */
export function listedScreenChunks(document: Document, pathname: string): string[] {
  if (document.documentElement.getAttribute('data-prerendered-for') !== pathname) return [];
  return Array.from(
    document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"][data-screen-chunk]'),
    (link) => link.href,
  );
}

/**
 * Imports each URL in a task of its own, in order, so each evaluates only its own chunk (the ones it
 * imports came before it). Stops at the first that fails: the screen's own import then reports it.
 */
export async function evaluateInTurn(
  urls: readonly string[],
  importChunk: (url: string) => Promise<unknown> = (url) => import(/* @vite-ignore */ url),
): Promise<void> {
  for (const url of urls) {
    await nextTask();
    await importChunk(url);
  }
}
