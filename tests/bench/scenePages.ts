/**
 * Every page of the site with a scene, as the browser benchmarks open them: the path, and what makes the
 * page show its scene where opening it is not enough.
 */
import type { Page } from 'playwright-core';

export interface ScenePage {
  path: string;
  /** What to do once the page is up (Your Code shows a scene once its code has run). */
  prepare?: (page: Page) => Promise<void>;
}

/** Runs Your Code's template, which puts its scene on the page. */
export const runYourCode = (page: Page) => page.getByRole('button', { name: 'Run', exact: true }).click();

export const SCENE_PAGES: readonly ScenePage[] = [
  { path: '/algorithms/sorting' },
  { path: '/algorithms/searching' },
  { path: '/algorithms/graph' },
  { path: '/algorithms/dp' },
  { path: '/algorithms/greedy' },
  { path: '/algorithms/math' },
  { path: '/algorithms/strings' },
  { path: '/algorithms/patterns' },
  { path: '/algorithms/backtracking' },
  { path: '/data-structures/arrays' },
  { path: '/data-structures/stacks' },
  { path: '/data-structures/queues' },
  { path: '/data-structures/linked-lists' },
  { path: '/data-structures/graphs' },
  { path: '/data-structures/heaps' },
  { path: '/data-structures/trees' },
  { path: '/data-structures/hash-tables' },
  { path: '/data-structures/segment-trees' },
  { path: '/data-structures/union-find' },
  { path: '/data-structures/tries' },
  { path: '/playground', prepare: runYourCode },
];

/** A page's address on the canvas renderer, which every scene benchmark measures. */
export const onCanvasRenderer = (path: string) => `${path}${path.includes('?') ? '&' : '?'}renderer=canvas`;

/**
 * The pages a run was asked for with `--only=/path,/other` (each a path or its start), or all of them.
 */
export function pagesAskedFor<P extends { path: string }>(pages: readonly P[], args = process.argv): P[] {
  const only = args
    .find((arg) => arg.startsWith('--only='))
    ?.slice('--only='.length)
    .split(',');
  return pages.filter((page) => !only || only.some((path) => page.path.startsWith(path)));
}
