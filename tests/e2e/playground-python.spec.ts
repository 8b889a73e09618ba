import { axeFindings } from './axe';
import { AppShell } from './pages/AppShell';
import type { Page, Worker } from '@playwright/test';
import { expect, test } from './fixtures';
import { appReady } from './app';
import { RacePage } from './pages/RacePage';
import {
  laneStatus,
  openPlayground,
  playgroundStatus,
  raceIt,
  raceToEnd,
  runButton,
  shownCounts,
  writeCode,
} from './yourCode';

/**
 * Python on the Your Code page and in Race Mode. Picking Python loads Pyodide (seconds, in a fresh
 * browser context each test), so one test walks through everything Python does, in steps, and Pyodide
 * is downloaded once for all of them (later pages of the same context load it from the HTTP cache).
 * Only the offline test, which needs the service worker, loads it in a context of its own.
 */
test.describe.configure({ timeout: 300_000 });

const status = playgroundStatus;
const narration = (page: Page, scene: string) =>
  page.locator(`figure[data-scene="${scene}"] [data-narration]`);

/** Picks Python and waits for it to load (Run is enabled once it has). */
async function pickPython(page: Page) {
  await page.getByRole('button', { name: 'Python', exact: true }).click();
  await expect(runButton(page)).toBeEnabled({ timeout: 120_000 });
}

async function stepForward(page: Page, times: number) {
  for (let step = 0; step < times; step++) await page.getByRole('button', { name: 'Step forward' }).click();
}

test('picking Python loads it with a progress bar in megabytes; its templates run as they are, its code reaches nothing outside, the page is axe-clean and fits a phone, its errors name their lines, Stop answers at once, a shared link reruns it, and it races as "Your code"', async ({
  page,
}) => {
  // One test, so that Pyodide loads once for all of it.
  // Pyodide's files come slowly enough here for the bar to be seen on its way.
  await page.route('**/pyodide/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  await openPlayground(page);
  await page.getByRole('button', { name: 'Python', exact: true }).click();
  const bar = page.getByRole('progressbar', { name: /^Loading Python…/ });
  await expect(bar).toHaveAttribute('aria-valuetext', /^\d+\.\d of \d+\.\d MB$/);
  await expect(page.getByTestId('python-state')).toHaveText(/^Loading Python… \d+\.\d of \d+\.\d MB$/);
  await expect(runButton(page)).toBeDisabled();
  await expect(runButton(page)).toBeEnabled({ timeout: 120_000 });
  await expect(bar).toBeHidden();
  await page.unroute('**/pyodide/**');
  await expect(page.getByRole('textbox', { name: 'Your code' })).toContainText('def sort(arr):');

  await runButton(page).click();
  await expect(status(page)).toHaveText('Sorted: all 10 values are in order.');
  await expect(page.getByTestId('playground-stability')).toHaveText(/^Stable: equal values keep the order/);
  await expect(page.locator('figure[data-scene="bars"] li[data-value]')).toHaveCount(10);
  await stepForward(page, 3);
  await expect(narration(page, 'bars')).toHaveText(/^compared arr\[0\] = \d+ with arr\[1\] = \d+$/);
  await expect(page.locator('.cm-line[data-step-line]')).toHaveText('            if arr[j] > arr[j + 1]:');
  await expect(page.getByTestId('playground-counts')).toContainText('Comparisons: 45');

  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Your code' })).toContainText('def search(arr, target):');
  await runButton(page).click();
  await expect(status(page)).toHaveText(/^Right: arr\[\d+\] = \d+\.$/);
  await stepForward(page, 1);
  await expect(narration(page, 'cells')).toHaveText(/^read arr\[0\] = \d+$/);

  await page.getByRole('button', { name: 'BFS', exact: true }).click();
  await runButton(page).click();
  await expect(status(page)).toHaveText(/^A valid BFS order: A, /);
  await stepForward(page, 1);
  await expect(narration(page, 'graph')).toHaveText('visited A');

  // A graph typed as an edge list.
  await page.getByRole('textbox', { name: 'Edge list' }).fill('A B\nA C\nB D\n');
  await page.getByRole('button', { name: 'Draw this graph' }).click();
  await runButton(page).click();
  await expect(status(page)).toHaveText('A valid BFS order: A, B, C, D.');
  await expect(page.getByTestId('playground-counts')).toHaveText('Visits: 4 · Edges examined: 6');

  await test.step('the learner’s code reaches no network, storage, page or JavaScript', async () => {
    const probes: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/probe')) probes.push(request.url());
    });
    await page.getByRole('button', { name: 'Sort', exact: true }).click();

    // From Python: the bridges to JavaScript are refused.
    for (const [statement, module] of [
      ['import js', 'js'],
      ['from pyodide.http import pyfetch', 'pyodide.http'],
      ['import pyodide_js', 'pyodide_js'],
      ['import pyodide', 'pyodide'],
    ] as const) {
      await writeCode(page, `def sort(arr):\n    ${statement}\n`);
      await runButton(page).click();
      await expect(status(page)).toHaveText(
        new RegExp(`^line 2: ImportError: import of '${module.replace('.', '\\.')}' is not available here`),
      );
    }

    // In the worker itself, once sealed: every capability is refused or gone.
    const sealed = await pythonWorker(page).evaluate(() => {
      const attempt = (action: () => unknown) => {
        try {
          action();
          return 'allowed';
        } catch (error) {
          return (error as Error).message;
        }
      };
      const scope = self as unknown as Record<string, unknown> & { postMessage(message: unknown): void };
      return {
        fetch: attempt(() => fetch('/probe-fetch')),
        xhr: attempt(() => new XMLHttpRequest().open('GET', '/probe-xhr')),
        importScripts: attempt(() => (scope.importScripts as (url: string) => void)('/probe-import.js')),
        webSocket: attempt(() => new WebSocket('ws://127.0.0.1:9/probe')),
        localStorage: typeof scope.localStorage,
        indexedDB: typeof scope.indexedDB,
        caches: typeof scope.caches,
        postMessage: attempt(() => scope.postMessage({ type: 'done', run: 'forged' })),
        close: attempt(() => (scope.close as () => void)()),
      };
    });
    expect(sealed).toEqual({
      fetch: 'fetch is not available to your code',
      xhr: 'XMLHttpRequest is not available to your code',
      importScripts: 'importScripts is not available to your code',
      webSocket: 'WebSocket is not available to your code',
      localStorage: 'undefined',
      indexedDB: 'undefined',
      caches: 'undefined',
      postMessage: 'postMessage is not available to your code',
      close: 'close is not available to your code',
    });
    // The worker is still there (close was refused) and answers the next run; no request left it.
    await page.getByRole('button', { name: 'Sort', exact: true }).click();
    await runButton(page).click();
    await expect(status(page)).toHaveText('Sorted: all 10 values are in order.');
    expect(probes).toEqual([]);
  });

  await test.step('axe finds nothing serious in light and dark, and on a phone the picture comes into view', async () => {
    await expect(page.getByTestId('playground-stability')).toHaveText(/^Stable/);
    expect(await axeFindings(page)).toEqual([]);
    const shell = new AppShell(page);
    await shell.switchTheme();
    expect(await shell.isDark()).toBe(true);
    expect(await axeFindings(page, { coloursOnly: true })).toEqual([]);

    await page.setViewportSize({ width: 375, height: 812 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('textbox', { name: 'Your code' }).click();
    await page.keyboard.press('ControlOrMeta+Enter');
    await expect(status(page)).toHaveText('Sorted: all 10 values are in order.');
    await expect(page.locator('figure[data-scene="bars"]')).toBeInViewport({ ratio: 0.5 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  await test.step('a syntax error, an exception and an endless loop name their lines, and Stop answers at once', async () => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await writeCode(page, 'def sort(arr)\n    pass\n');
    await runButton(page).click();
    await expect(status(page)).toHaveText(/^line 1: SyntaxError: /);
    await expect(page.locator('.cm-line[data-error-line]')).toHaveText('def sort(arr)');

    await writeCode(page, 'def sort(arr):\n    arr[0] = arr[50]\n');
    await runButton(page).click();
    await expect(status(page)).toHaveText('line 2: IndexError: list index out of range');
    await expect(page.locator('.cm-line[data-error-line]')).toHaveText('    arr[0] = arr[50]');

    await writeCode(page, 'def sort(arr):\n    while True:\n        arr[0] = 1 - arr[0]\n');
    await runButton(page).click();
    await expect(status(page)).toHaveText('Running your code…');
    await expect(status(page)).toHaveText(
      /^line [23]: stopped after 2 s: is there a loop that never ends, or recursion that never stops\?$/,
      { timeout: 8000 },
    );

    await writeCode(page, 'def sort(arr):\n    while True:\n        pass\n');
    await runButton(page).click();
    await expect(status(page)).toHaveText('Running your code…');
    await page.getByRole('button', { name: 'Stop' }).click();
    await expect(status(page)).toHaveText('Stopped.', { timeout: 1000 });
    // The next run starts a new worker (Pyodide from the cache) without showing Python as loading again.
    await page.getByRole('button', { name: 'Sort', exact: true }).click();
    await expect(page.getByTestId('python-state')).toHaveCount(0);
    await runButton(page).click();
    await expect(status(page)).toHaveText('Sorted: all 10 values are in order.', { timeout: 60_000 });

    // A wrong sort is told where the array is out of order.
    await page.getByLabel('Numbers').fill('3, 3, 1, 2, 2');
    await page.getByRole('button', { name: 'Apply' }).click();
    await writeCode(page, 'def sort(arr):\n    arr[0], arr[1] = arr[1], arr[0]\n');
    await runButton(page).click();
    await expect(status(page)).toHaveText('Not sorted: arr[1] = 3 comes before arr[2] = 1.');

    // A selection sort sorts, but is not stable on values that repeat.
    await writeCode(
      page,
      'def sort(arr):\n    for i in range(len(arr) - 1):\n        smallest = i\n        for j in range(i + 1, len(arr)):\n            if arr[j] < arr[smallest]:\n                smallest = j\n        arr[i], arr[smallest] = arr[smallest], arr[i]\n',
    );
    await runButton(page).click();
    await expect(status(page)).toHaveText('Sorted: all 5 values are in order.');
    await expect(page.getByTestId('playground-stability')).toHaveText(
      'Not stable: two equal values 3, at indices 0 and 1 before the sort, end up the other way round.',
    );
  });

  await test.step('its shared link reopens the Python run: Python loads, and the code runs again on the same input', async () => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Share this run' }).click();
    const url = await page.getByLabel(/Link copied/).inputValue();
    expect(new URL(url).searchParams.get('lang')).toBe('python');
    await page.evaluate(() => localStorage.clear());
    await page.goto(url.replace('#', '&renderer=canvas#'));
    await appReady(page);
    await expect(page.getByRole('button', { name: 'Python', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('textbox', { name: 'Your code' })).toContainText('smallest = j');
    await expect(status(page)).toHaveText('Sorted: all 5 values are in order.', { timeout: 120_000 });
    await expect(page.getByTestId('playground-stability')).toHaveText(/^Not stable: two equal values 3/);
  });

  await test.step('the bubble sort template races as "Your code" after Python loads on the race page', async () => {
    await openPlayground(page);
    await page.getByRole('button', { name: 'Python', exact: true }).click();
    await expect(runButton(page)).toBeEnabled({ timeout: 120_000 });
    await page.getByRole('button', { name: 'Sort', exact: true }).click();
    // Reversed, every pass of bubble sort swaps: the built-in bubble sort's early exit cuts nothing short.
    await page.getByRole('group', { name: 'Array preset' }).getByRole('button', { name: 'Reversed' }).click();
    await runButton(page).click();
    await expect(status(page)).toHaveText('Sorted: all 10 values are in order.', { timeout: 30_000 });
    const counts = await shownCounts(page);

    await raceIt(page).click();
    await expect(page).toHaveURL(/\/race\?/);
    const race = new RacePage(page);
    const card = page.getByRole('region', { name: 'Your code (Python)' });
    await expect(card).toBeVisible();
    await expect(laneStatus(page)).toHaveText(
      'Your code: Sorted: all 10 values are in order. It races in the lane "Your code".',
      { timeout: 120_000 },
    );
    await raceToEnd(race);
    expect(await race.laneNumber('yourCode', 'comparisons')).toBe(counts.comparisons);
    expect(await race.laneNumber('yourCode', 'comparisons')).toBe(
      await race.laneNumber('bubbleSort', 'comparisons'),
    );
    expect(await race.laneNumber('yourCode', 'swaps')).toBe(counts.swaps);
  });
});

function pythonWorker(page: Page): Worker {
  const worker = page.workers().find((candidate) => candidate.url().includes('python.worker'));
  if (worker === undefined) throw new Error('The Python worker is not running');
  return worker;
}

test.describe('offline', () => {
  // Like tests/e2e/offline.spec.ts, this test lets the site's service worker run.
  test.use({ serviceWorkers: 'allow' });

  test('Pyodide is not precached, is cached on its first load, and then runs offline', async ({
    page,
    context,
  }) => {
    await openPlayground(page);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (navigator.serviceWorker.controller) return;
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
    });
    const cachedPyodide = () =>
      page.evaluate(async () =>
        (await Promise.all((await caches.keys()).map(async (name) => (await caches.open(name)).keys())))
          .flat()
          .map((request) => new URL(request.url).pathname)
          .filter((path) => path.startsWith('/pyodide/'))
          .sort(),
      );
    expect(await cachedPyodide()).toEqual([]);

    await pickPython(page);
    await runButton(page).click();
    await expect(status(page)).toHaveText('Sorted: all 10 values are in order.');
    expect(await cachedPyodide()).toEqual(
      [
        'files.json',
        'pyodide-lock.json',
        'pyodide.asm.mjs',
        'pyodide.asm.wasm',
        'pyodide.mjs',
        'python_stdlib.zip',
      ]
        .map((name) => `/pyodide/314.0.7/${name}`)
        .sort(),
    );

    await context.setOffline(true);
    await page.reload();
    await appReady(page);
    await pickPython(page);
    await runButton(page).click();
    await expect(status(page)).toHaveText('Sorted: all 10 values are in order.');
  });
});

test.describe('a failed load', () => {
  test.use({
    expectedFailedRequests: [/\/pyodide\//],
    expectedConsoleErrors: [/^Python could not be loaded/],
  });

  test('says so at once in an alert, and Try again loads Python afresh', async ({ page }) => {
    await page.route('**/pyodide/**', (route) => route.abort());
    await openPlayground(page);
    await page.getByRole('button', { name: 'Python', exact: true }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Python could not load' });
    await expect(alert).toHaveText(/^Python could not load: .+\.Try again$/);
    await expect(runButton(page)).toBeDisabled();

    await page.unroute('**/pyodide/**');
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(runButton(page)).toBeEnabled({ timeout: 120_000 });
    await expect(alert).toBeHidden();
    await runButton(page).click();
    await expect(status(page)).toHaveText('Sorted: all 10 values are in order.');
  });
});
