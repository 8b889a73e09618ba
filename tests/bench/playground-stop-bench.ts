/**
 * Stop benchmark: how soon the Your Code page answers a tap on Stop while the learner's endless loop
 * runs, in JavaScript and in Python (target: under 100 ms). Each tap is timed in the page, from the
 * click on Stop until the status says "Stopped.", over TAPS runs per language; prints the median, p95
 * and every figure as JSON. It never fails on time.
 *
 *   npm run bench:playground-stop              # builds the site into dist-playground-stop-bench,
 *                                              # serves it on port 4197
 *   npm run bench:playground-stop -- --no-build
 *
 * PLAYGROUND_STOP_BENCH_PORT and PLAYGROUND_STOP_BENCH_OUT_DIR move the port and the build.
 */
import { cpus, loadavg } from 'node:os';
import { chromium, type Page } from 'playwright-core';
import { buildSite, CHROMIUM, CHROMIUM_ARGS, serveSite, stopServer } from './siteServer';

const OUT_DIR = process.env.PLAYGROUND_STOP_BENCH_OUT_DIR ?? 'dist-playground-stop-bench';
const PORT = Number(process.env.PLAYGROUND_STOP_BENCH_PORT ?? 4197);
const BASE = `http://127.0.0.1:${PORT}`;
const TAPS = 10;

const ENDLESS = {
  javascript: 'function sort(arr) {\n  let i = 0;\n  while (true) { i++; }\n}\n',
  python: 'def sort(arr):\n    i = 0\n    while True:\n        i += 1\n',
} as const;
/**
 * How long the loop runs before Stop is tapped: well inside the 2 s limit. Python's worker is started
 * again after each Stop (Pyodide from the cache), so its loop is given longer to be under way.
 */
const RUNNING_MS = { javascript: 400, python: 1_200 } as const;

const round = (value: number, digits = 1) => Number(value.toFixed(digits));
/** The nearest-rank percentile. */
const percentile = (values: number[], p: number) => {
  const sorted = values.slice().sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

/** Clicks Stop and resolves with the milliseconds until the status says "Stopped.". */
const timedStop = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const status = document.querySelector('[data-testid="playground-status"]')!;
        const stop = [...document.querySelectorAll('button')].find(
          (button) => button.textContent === 'Stop',
        )!;
        const start = performance.now();
        const observer = new MutationObserver(() => {
          if (status.textContent !== 'Stopped.') return;
          observer.disconnect();
          resolve(performance.now() - start);
        });
        observer.observe(status, { childList: true, subtree: true, characterData: true });
        stop.click();
      }),
  );

async function tapStop(page: Page, language: keyof typeof ENDLESS) {
  const editor = page.getByRole('textbox', { name: 'Your code' });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(ENDLESS[language]);
  const status = page.getByTestId('playground-status');
  const times: number[] = [];
  for (let tap = 0; tap < TAPS; tap++) {
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await status.filter({ hasText: 'Running your code…' }).waitFor();
    await page.waitForTimeout(RUNNING_MS[language]);
    const stillRunning = (await status.textContent()) === 'Running your code…';
    if (!stillRunning)
      throw new Error(`The ${language} loop ended before Stop: ${await status.textContent()}`);
    times.push(await timedStop(page));
  }
  return {
    taps: TAPS,
    medianMs: round(percentile(times, 50)),
    p95Ms: round(percentile(times, 95)),
    allMs: times.map((ms) => round(ms)),
  };
}

async function inBrowser() {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`${BASE}/playground`);
    await page.getByRole('textbox', { name: 'Your code' }).waitFor();
    const javascript = await tapStop(page, 'javascript');
    await page.getByRole('button', { name: 'Python', exact: true }).click();
    await page.waitForFunction(
      () =>
        ![...document.querySelectorAll('button')].find((button) => button.textContent === 'Run')!.disabled,
      undefined,
      { timeout: 180_000 },
    );
    const python = await tapStop(page, 'python');
    return { javascript, python, errors };
  } finally {
    await browser.close();
  }
}

async function main() {
  if (!process.argv.includes('--no-build')) buildSite(OUT_DIR);
  const server = await serveSite({
    outDir: OUT_DIR,
    port: PORT,
    probePath: '/playground',
    portVariable: 'PLAYGROUND_STOP_BENCH_PORT',
  });
  try {
    const chromiumFigures = await inBrowser();
    console.log(
      JSON.stringify(
        {
          benchmark: 'playground-stop',
          machine: { cpus: cpus().length, loadAverage: loadavg().map((value) => round(value, 2)) },
          chromium: chromiumFigures,
          target: { stopMsUnder: 100 },
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
