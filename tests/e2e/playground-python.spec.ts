import type { Page, Worker } from '@playwright/test';
import {
  DEFAULT_RUN_LIMITS,
  type RecordedRun,
  type RunRequest,
  type TaskInput,
} from '@/core/playground/recording';
import { expect, test } from './fixtures';
import { appReady } from './app';

/**
 * The Python runner in the browser, through the Python lab's hook (/lab/python, in builds with the
 * development tools) until the playground page runs Python itself. Pyodide loads once per test, which
 * takes seconds, so each test makes several runs.
 */
test.describe.configure({ timeout: 180_000 });

async function openLab(page: Page) {
  await page.goto('/lab/python');
  await appReady(page);
  await page.waitForFunction(() => window.queuebeePythonRunner !== undefined);
}

function run(page: Page, code: string, input: TaskInput): Promise<RecordedRun> {
  const request: RunRequest = {
    language: 'python',
    code,
    input,
    limits: DEFAULT_RUN_LIMITS,
    countOnly: false,
  };
  return page.evaluate((request) => window.queuebeePythonRunner!.run(request), request);
}

const SORT = `def sort(arr):
    for i in range(len(arr)):
        for j in range(len(arr) - 1 - i):
            if arr[j] > arr[j + 1]:
                arr[j], arr[j + 1] = arr[j + 1], arr[j]
    print("sorted", len(arr), "values")
`;

const SEARCH = `def search(arr, target):
    for i in range(len(arr)):
        if arr[i] == target:
            return i
    return -1
`;

const BFS = `def bfs(graph, source):
    order, queue, seen = [], [source], {source}
    while queue:
        vertex = queue.pop(0)
        order.append(vertex)
        for neighbour in graph[vertex]:
            if neighbour not in seen:
                seen.add(neighbour)
                queue.append(neighbour)
    return order
`;

test('loads Python on the first run, showing its progress in megabytes, and runs each template', async ({
  page,
}) => {
  await openLab(page);
  const status = page.getByRole('status');
  await expect(status).toHaveText('Python is not loaded.');

  const sorted = await run(page, SORT, { task: 'sort', array: [3, 1, 2] });
  await expect(status).toHaveText(/^Loading Python: (\d+\.\d) of \1 MB$/);
  expect(sorted.error).toBeNull();
  expect(sorted.finalArray).toEqual([1, 2, 3]);
  expect(sorted.output).toEqual(['sorted 3 values']);
  expect(sorted.operations.slice(0, 3)).toEqual([
    { kind: 'read', index: 0, value: 3, line: 4 },
    { kind: 'read', index: 1, value: 1, line: 4 },
    { kind: 'compare', left: 3, right: 1, leftIndex: 0, rightIndex: 1, line: 4 },
  ]);
  expect(sorted.operations).toContainEqual({ kind: 'swap', i: 0, j: 1, line: 5 });
  expect(sorted.counts).toMatchObject({ comparisons: 3, swaps: 2 });

  const found = await run(page, SEARCH, { task: 'search', array: [4, 8, 15], target: 8 });
  expect(found.returned).toBe(1);
  expect(found.counts.comparisons).toBe(2);

  const traversal = await run(page, BFS, {
    task: 'bfs',
    adjacency: { A: ['B'], B: ['A', 'C'], C: [] },
    source: 'A',
  });
  expect(traversal.returned).toEqual(['A', 'B', 'C']);
  expect(
    traversal.operations.filter((operation) => operation.kind === 'visit').map((visit) => visit.vertex),
  ).toEqual(['A', 'B', 'C']);
  expect(traversal.counts.edges).toBe(3);
});

test('names the line of a syntax error, an exception and an endless loop, and Stop answers at once', async ({
  page,
}) => {
  await openLab(page);
  const sortOf = (array: number[]): TaskInput => ({ task: 'sort', array });

  const syntax = await run(page, 'def sort(arr)\n    pass\n', sortOf([1]));
  expect(syntax.error).toMatchObject({ kind: 'syntax', line: 1, column: 14 });

  const exception = await run(page, 'def sort(arr):\n    arr[0] = arr[5]\n', sortOf([1]));
  expect(exception.error).toEqual({
    kind: 'exception',
    message: 'IndexError: list index out of range',
    line: 2,
    column: 14,
  });

  const endless = await run(
    page,
    'def sort(arr):\n    while True:\n        arr[0] = 1 - arr[0]\n',
    sortOf([0]),
  );
  expect(endless.error).toMatchObject({
    kind: 'timeout',
    message: 'Stopped after 2 s: the code ran too long (an endless loop?)',
  });
  expect([2, 3]).toContain(endless.error?.line);

  // Stop ends a run in progress; the next run starts a new worker and answers as before.
  const stopped = await page.evaluate(
    async (request) => {
      const runner = window.queuebeePythonRunner!;
      const result = runner.run(request);
      await new Promise((resolve) => setTimeout(resolve, 200));
      runner.stop();
      return result;
    },
    {
      language: 'python' as const,
      code: 'def sort(arr):\n    while True:\n        pass\n',
      input: sortOf([1]),
      limits: DEFAULT_RUN_LIMITS,
      countOnly: false,
    },
  );
  expect(stopped.error).toMatchObject({ kind: 'stopped' });
  expect((await run(page, SORT, sortOf([2, 1]))).finalArray).toEqual([1, 2]);
});

function pythonWorker(page: Page): Worker {
  const worker = page.workers().find((candidate) => candidate.url().includes('python.worker'));
  if (worker === undefined) throw new Error('The Python worker is not running');
  return worker;
}

test('the learner’s code reaches no network, storage, page or JavaScript', async ({ page }) => {
  await openLab(page);
  const probes: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/probe')) probes.push(request.url());
  });
  await run(page, 'def sort(arr):\n    pass\n', { task: 'sort', array: [1] });

  // From Python: the bridges to JavaScript are refused.
  for (const statement of ['import js', 'from pyodide.http import pyfetch', 'import pyodide_js']) {
    const result = await run(page, `def sort(arr):\n    ${statement}\n`, { task: 'sort', array: [1] });
    expect(result.error?.message).toMatch(/^ImportError: import of '[\w.]+' is not available here/);
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
    indexedDB: 'undefined',
    caches: 'undefined',
    postMessage: 'postMessage is not available to your code',
    close: 'close is not available to your code',
  });
  // The worker is still there (close was refused) and answers the next run; no request left it.
  expect((await run(page, SORT, { task: 'sort', array: [2, 1] })).finalArray).toEqual([1, 2]);
  expect(probes).toEqual([]);
});

test.describe('offline', () => {
  // Like tests/e2e/offline.spec.ts, this test lets the site's service worker run.
  test.use({ serviceWorkers: 'allow' });

  test('Pyodide is not precached, is cached on its first load, and then runs offline', async ({
    page,
    context,
  }) => {
    await openLab(page);
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

    expect((await run(page, SORT, { task: 'sort', array: [2, 1] })).finalArray).toEqual([1, 2]);
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
    await openLab(page);
    expect((await run(page, SORT, { task: 'sort', array: [3, 2, 1] })).finalArray).toEqual([1, 2, 3]);
  });
});
