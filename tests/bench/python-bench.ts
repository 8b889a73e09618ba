/**
 * Python benchmark: Pyodide's first load (bytes downloaded and milliseconds until a learner's function
 * has run) and a Python bubble sort of 100 elements after it (target: under 1 s), in Chromium on the Your
 * Code page (from pressing Run to the verdict), and the same run in Node for comparison. Prints JSON; it never fails on time.
 *
 *   npm run bench:python              # builds the site into dist-python-bench,
 *                                     # serves it on port 4193
 *   npm run bench:python -- --no-build
 *
 * The first load is measured in a fresh browser context (nothing cached), from picking Python until Run
 * can be pressed; the sort is the median of 5 runs after it, each recording every operation. PYTHON_BENCH_PORT and PYTHON_BENCH_OUT_DIR move the port
 * and the build.
 */
import { cpus, loadavg } from 'node:os';
import { chromium, type Page } from 'playwright-core';
import { loadPyodide } from 'pyodide';
import type { RecordedRun, RunRequest } from '@/core/playground/recording';
import { createPythonSession } from '@/player-ui/code-runner/python/pythonSession';
import { buildSite, CHROMIUM, CHROMIUM_ARGS, serveSite, stopServer } from './siteServer';

const OUT_DIR = process.env.PYTHON_BENCH_OUT_DIR ?? 'dist-python-bench';
const PORT = Number(process.env.PYTHON_BENCH_PORT ?? 4193);
const BASE = `http://127.0.0.1:${PORT}`;
const SORT_RUNS = 5;

const round = (value: number, digits = 1) => Number(value.toFixed(digits));
const median = (values: number[]) =>
  values.slice().sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

const BUBBLE_SORT = `def sort(arr):
    n = len(arr)
    for i in range(n):
        for j in range(n - 1 - i):
            if arr[j] > arr[j + 1]:
                arr[j], arr[j + 1] = arr[j + 1], arr[j]
`;

/** 100 distinct values in a fixed scrambled order. */
const ARRAY = Array.from({ length: 100 }, (_, i) => (i * 37) % 101);

const request = (code: string, array: number[]): RunRequest => ({
  language: 'python',
  code,
  input: { task: 'sort', array },
  limits: { maxOperations: 1_000_000, maxMillis: 2_000, maxOutputLines: 200 },
  countOnly: false,
});

async function inNode() {
  const start = performance.now();
  const pyodide = await loadPyodide({ jsglobals: Object.create(null) as object });
  const loadMs = performance.now() - start;
  const session = createPythonSession(pyodide);
  const times: number[] = [];
  let run: RecordedRun | null = null;
  for (let i = 0; i < SORT_RUNS; i++) {
    const begin = performance.now();
    run = session.run(request(BUBBLE_SORT, ARRAY));
    times.push(performance.now() - begin);
  }
  return { loadMs: round(loadMs), bubbleSort100MedianMs: round(median(times)), counts: run?.counts };
}

/** Clicks Run and resolves with the milliseconds until the status gives the run's verdict or error. */
const timedRun = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ ms: number; status: string }>((resolve) => {
        const status = document.querySelector('[data-testid="playground-status"]')!;
        const run = [...document.querySelectorAll('button')].find((button) => button.textContent === 'Run')!;
        const start = performance.now();
        const observer = new MutationObserver(() => {
          const text = status.textContent ?? '';
          if (text === '' || text === 'Running your code…') return;
          observer.disconnect();
          resolve({ ms: performance.now() - start, status: text });
        });
        observer.observe(status, { childList: true, subtree: true, characterData: true });
        run.click();
      }),
  );

async function inBrowser() {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    let pyodideBytes = 0;
    context.on('requestfinished', (finished) => {
      if (!finished.url().includes('/pyodide/')) return;
      void finished.sizes().then((sizes) => (pyodideBytes += sizes.responseBodySize));
    });
    // Keeps the last progress shown while Python loads (the bar is gone once it has).
    await page.addInitScript(() => {
      new MutationObserver(() => {
        const shown = document.querySelector('[data-testid="python-state"] p')?.textContent;
        if (shown) (window as unknown as { lastPythonProgress: string }).lastPythonProgress = shown;
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await page.goto(`${BASE}/playground`);
    await page.getByRole('textbox', { name: 'Your code' }).waitFor();
    const runButton = page.getByRole('button', { name: 'Run', exact: true });

    // First load: from picking Python until Run can be pressed (Pyodide downloaded and started).
    const loadStart = Date.now();
    await page.getByRole('button', { name: 'Python', exact: true }).click();
    await runButton.waitFor({ state: 'visible' });
    await page.waitForFunction(
      () =>
        ![...document.querySelectorAll('button')].find((button) => button.textContent === 'Run')!.disabled,
      undefined,
      { timeout: 180_000 },
    );
    const firstLoadMs = Date.now() - loadStart;
    const progress = await page.evaluate(
      () => (window as unknown as { lastPythonProgress?: string }).lastPythonProgress ?? null,
    );

    // The bubble sort on 100 values in reverse order (the largest array the page takes).
    await page.getByRole('button', { name: 'Reversed' }).click();
    await page.getByRole('slider', { name: 'Array size' }).focus();
    await page.keyboard.press('End');
    const editor = page.getByRole('textbox', { name: 'Your code' });
    await editor.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.insertText(BUBBLE_SORT);
    const sorts = [];
    for (let i = 0; i < SORT_RUNS; i++) sorts.push(await timedRun(page));
    const counts = await page.getByTestId('playground-counts').textContent();
    await context.close();
    return {
      firstLoad: { ms: firstLoadMs, bytesDownloaded: pyodideBytes, progressShown: progress },
      bubbleSort100: {
        medianMs: round(median(sorts.map((sort) => sort.ms))),
        allMs: sorts.map((sort) => round(sort.ms)),
        counts,
        status: sorts[0]?.status,
      },
      errors,
    };
  } finally {
    await browser.close();
  }
}

async function main() {
  const node = await inNode();
  if (!process.argv.includes('--no-build')) buildSite(OUT_DIR);
  const server = await serveSite({
    outDir: OUT_DIR,
    port: PORT,
    probePath: '/playground',
    portVariable: 'PYTHON_BENCH_PORT',
  });
  try {
    const browser = await inBrowser();
    console.log(
      JSON.stringify(
        {
          benchmark: 'python',
          machine: { cpus: cpus().length, loadAverage: loadavg().map((value) => round(value, 2)) },
          chromium: browser,
          node,
          target: { bubbleSort100MsUnder: 1000 },
        },
        null,
        2,
      ),
    );
  } finally {
    stopServer(server);
  }
}

await main();
