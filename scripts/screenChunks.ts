/**
 * The chunks a prerendered page's screen needs, in the order they can be evaluated one at a time.
 *
 * Importing a screen evaluates its chunk and every chunk it imports statically in one task: on a phone
 * that is one long freeze as the page starts (zod, the catalogue, the player and the screen together).
 * Each prerendered page lists its screen's chunks, dependencies first, as module preloads in a
 * `<template data-screen-chunks>`: inert there, so they take no bandwidth from the page's HTML, styles
 * and entry script, which paint the page. src/app/screenChunks.ts puts them in the page once the entry
 * runs, so the browser fetches them all at once (rather than each level of imports after the one above
 * it has arrived), and imports them one per task, so each task evaluates a single chunk.
 */
import { posix } from 'node:path';

/** What the list needs of a bundle's chunks (Rollup's and Rolldown's OutputChunk have these). */
export interface BundleChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: readonly string[];
}

type Bundle = Record<string, BundleChunk | { type: 'asset' }>;

const chunksOf = (bundle: Bundle): BundleChunk[] =>
  Object.values(bundle).filter((item): item is BundleChunk => item.type === 'chunk');

/** `chunk` and every chunk it imports statically, dependencies before the chunks that import them. */
function staticClosure(bundle: Bundle, chunk: BundleChunk, into: string[], seen: Set<string>): void {
  if (seen.has(chunk.fileName)) return;
  seen.add(chunk.fileName);
  for (const imported of chunk.imports) {
    const dependency = bundle[imported];
    if (dependency?.type === 'chunk') staticClosure(bundle, dependency, into, seen);
  }
  into.push(chunk.fileName);
}

/**
 * The file names of the chunks `screenModule` (an absolute module id) evaluates, dependencies first and
 * the screen's own chunk last, leaving out what the page's entry script has already evaluated.
 */
export function screenChunkOrder(bundle: Bundle, screenModule: string): string[] {
  const chunks = chunksOf(bundle);
  const screen = chunks.find((chunk) => chunk.facadeModuleId === screenModule);
  if (!screen) throw new Error(`The build has no chunk for the screen ${screenModule}`);
  const entry = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('index.html'));
  if (!entry) throw new Error('The build has no entry chunk for index.html');
  const loadedWithEntry = new Set<string>();
  staticClosure(bundle, entry, [], loadedWithEntry);
  const order: string[] = [];
  staticClosure(bundle, screen, order, new Set());
  return order.filter((fileName) => !loadedWithEntry.has(fileName));
}

/** The template of module preloads for a page's screen chunks, each a URL from the site's root. */
export function screenChunkTemplate(fileNames: readonly string[], base = '/'): string {
  const links = fileNames.map(
    (fileName) => `<link rel="modulepreload" crossorigin href="${posix.join(base, fileName)}" />`,
  );
  return `<template data-screen-chunks>${links.join('')}</template>`;
}
