/**
 * Every page of the site with a scene, as the browser benchmarks open them: the path, and what makes the
 * page show its scene where opening it is not enough.
 */
import type { Locator, Page } from 'playwright-core';

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

export const playback = (page: Page): Locator => page.getByRole('group', { name: 'Playback' }).first();
export const playButton = (page: Page): Locator =>
  playback(page).getByRole('button', { name: /^(Visualize|Play|Resume)$/ });

/**
 * The operation that gives each structure page with a panel of its own something to play (with the key
 * to type where its field starts empty); the pages with the shared operations panel (arrays, stacks,
 * queues, linked lists) use its first operation.
 */
export const OPERATIONS: Readonly<Record<string, { name: string; key?: string }>> = {
  '/data-structures/graphs': { name: 'Run neighbours' },
  '/data-structures/heaps': { name: 'Build Heap' },
  '/data-structures/trees': { name: 'In-order' },
  '/data-structures/hash-tables': { name: 'Insert', key: 'melon' },
  '/data-structures/segment-trees': { name: 'Build' },
  '/data-structures/union-find': { name: 'Union' },
  '/data-structures/tries': { name: 'Insert' },
};

/** The first operation a page's shared operations panel offers (arrays, stacks, queues, linked lists). */
export const sharedPanelOperation = (page: Page): Locator =>
  page.locator('li > button[aria-describedby][aria-disabled="false"]').first();

/**
 * A structure page opens with nothing to play: an operation is started (a dialog it opens is submitted,
 * its empty fields filled in). Returns the operation's name, or null when the page had steps already.
 */
export async function somethingToPlay(page: Page, path: string): Promise<string | null> {
  const step = playback(page).getByRole('button', { name: 'Step forward' });
  if (!(await step.isDisabled())) return null;
  const named = OPERATIONS[path];
  const operation = named
    ? page.getByRole('button', { name: named.name, exact: true }).first()
    : sharedPanelOperation(page);
  const name = named?.name ?? (await operation.textContent()) ?? '';
  // The one field of an operation that starts empty.
  if (named?.key)
    await page.locator('main input[type="text"], main input:not([type])').first().fill(named.key);
  await operation.tap({ timeout: 5_000 });
  if ((await operation.getAttribute('aria-haspopup')) === 'dialog') {
    const dialog = page.getByRole('dialog');
    // Its empty fields get 1, a value and a position every such operation accepts.
    for (const field of await dialog.locator('input').all())
      if ((await field.inputValue()) === '') await field.fill('1');
    await dialog.locator('button[type="submit"]').first().tap({ timeout: 5_000 });
  }
  return name;
}
