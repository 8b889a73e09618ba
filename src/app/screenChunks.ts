/**
 * Evaluates a prerendered page's screen one chunk per task before the app renders it. The build lists
 * the screen's chunks in the page, dependencies first (scripts/screenChunks.ts); importing the screen
 * in one go would evaluate all of them in a single task, a long freeze on a phone as the page starts,
 * and the browser would find each level of imports only once the level above it had arrived.
 */
import { nextTask } from '@/ui/nextTask';

/**
 * How many preloads go live in one task: each costs the page's thread a little (a request set up, a
 * module map entry), and a screen lists up to fifty chunks, too many for one task on a slow phone.
 */
const PRELOADS_PER_TASK = 8;

/**
 * Starts fetching the chunks the page lists for its screen and returns their URLs in order; none when the
 * prerendered screen is another address's (a 404, an offline fallback), whose list would be that
 * screen's. The list is a template of module preloads, so nothing is fetched while the page's own HTML,
 * styles and entry script load: the preloads go live here, after those, a few per task.
 */
export function startScreenChunks(
  document: Document,
  pathname: string,
  afterTask: () => Promise<void> = nextTask,
): string[] {
  if (document.documentElement.getAttribute('data-prerendered-for') !== pathname) return [];
  const template = document.querySelector<HTMLTemplateElement>('template[data-screen-chunks]');
  if (!template) return [];
  const links = Array.from(template.content.querySelectorAll('link'), (link) => document.importNode(link));
  void goLiveInTurn(document.head, links, afterTask);
  return links.map((link) => link.href);
}

async function goLiveInTurn(
  head: HTMLHeadElement,
  links: readonly HTMLLinkElement[],
  afterTask: () => Promise<void>,
): Promise<void> {
  for (let start = 0; start < links.length; start += PRELOADS_PER_TASK) {
    if (start > 0) await afterTask();
    head.append(...links.slice(start, start + PRELOADS_PER_TASK));
  }
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
