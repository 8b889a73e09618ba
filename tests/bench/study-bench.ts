/**
 * PDF study tool benchmark: a 100-page text PDF, from Generate to the study view. Prints JSON figures; it
 * never fails on time.
 *
 *   npx tsx tests/bench/study-bench.ts            # builds into dist-study-bench, serves it on port 4196
 *   npx tsx tests/bench/study-bench.ts --no-build # reuses an existing dist-study-bench
 *
 * In headless Chromium (Debian's, /usr/bin/chromium or CHROMIUM_PATH), with the built-in (offline)
 * generator, three runs, each on a fresh page:
 *
 * - extractMs: Generate pressed -> every page's text read (pdf.js in its Web Worker), from the
 *   performance marks the screen sets (study:start, study:extracted);
 * - generateMs: text read -> study set made (the generator in its Web Worker; study:generated);
 * - totalMs: Generate pressed -> study view on screen, wall clock, as the visitor waits;
 * - longestMainThreadTaskMs: the longest task on the page's main thread during that time, from a
 *   DevTools trace (RunTask events on CrRendererMain); longTasksOver50Ms counts the tasks the
 *   PerformanceObserver 'longtask' entry type reported in the same window.
 *
 * Plus generatorOnlyMs: the generator alone in Node on the same text (50 and 100 pages).
 * STUDY_BENCH_TRACE=/tmp/trace.json keeps the last run's DevTools trace, to see what a long task was.
 * Targets: totalMs under 3,000 and no main-thread task over 50 ms. Timings on a loaded machine are noisy.
 */
import { writeFileSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { buildSite, CHROMIUM, CHROMIUM_ARGS, serveSite, stopServer } from './siteServer';
import { generateStudyMaterials } from '@/core/study';
import { largeDocument } from '../fixtures/documents';
import { textPdf } from '../fixtures/make-pdfs';

const OUT_DIR = 'dist-study-bench';
const PORT = Number(process.env.STUDY_BENCH_PORT ?? 4196);
const BASE = `http://127.0.0.1:${PORT}`;
const RUNS = 3;
const PAGES = 100;

const round = (ms: number) => Math.round(ms * 10) / 10;
const median = (values: number[]) => {
  const sorted = values.slice().sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  args?: { name?: string };
}

/** The longest RunTask on a renderer main thread in a DevTools trace, in ms. */
function longestMainThreadTask(trace: Buffer): number {
  const { traceEvents } = JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] };
  const mainThreads = new Set(
    traceEvents
      .filter(
        (event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
      )
      .map((event) => `${event.pid}:${event.tid}`),
  );
  let longest = 0;
  for (const event of traceEvents) {
    if (event.name === 'RunTask' && event.ph === 'X' && mainThreads.has(`${event.pid}:${event.tid}`)) {
      longest = Math.max(longest, (event.dur ?? 0) / 1000);
    }
  }
  return longest;
}

async function measure(browser: Browser, pdfBytes: Uint8Array) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.addInitScript(() => {
    const tasks: number[] = [];
    (window as unknown as { __longTasks: number[] }).__longTasks = tasks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(`${BASE}/queuebee`);
  await page.getByRole('heading', { level: 1, name: 'QueueBee Study' }).waitFor();
  await page.locator('input[type="file"]').setInputFiles({
    name: 'large-100-pages.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(pdfBytes),
  });
  await page.waitForTimeout(500); // let the page settle: the measured window starts at Generate
  await page.evaluate(() => {
    (window as unknown as { __longTasks: number[] }).__longTasks.length = 0;
  });
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
  });
  const started = Date.now();
  await page.getByRole('button', { name: 'Generate Study Set' }).click();
  await page.getByTestId('study-success').waitFor({ timeout: 60_000 });
  const totalMs = Date.now() - started;
  const trace = await browser.stopTracing();
  if (process.env.STUDY_BENCH_TRACE) writeFileSync(process.env.STUDY_BENCH_TRACE, trace);
  // No helper functions inside evaluate: tsx would wrap them in a __name() the page does not have.
  const figures = await page.evaluate(() => ({
    marks: ['study:start', 'study:extracted', 'study:generated'].map(
      (name) => performance.getEntriesByName(name, 'mark')[0]?.startTime ?? Number.NaN,
    ),
    longTasks: (window as unknown as { __longTasks: number[] }).__longTasks.slice(),
    summary: document.querySelector('[data-testid="study-success"] p')?.textContent ?? '',
  }));
  const [start = Number.NaN, extracted = Number.NaN, generated = Number.NaN] = figures.marks;
  await context.close();
  return {
    extractMs: round(extracted - start),
    generateMs: round(generated - extracted),
    totalMs,
    longestMainThreadTaskMs: round(longestMainThreadTask(trace)),
    longTasksOver50Ms: figures.longTasks.map(round),
    studySet: figures.summary.trim(),
    errors,
  };
}

function generatorOnly(pages: number) {
  const document = largeDocument(pages).pages.map((text, i) => ({ page: i + 1, text }));
  generateStudyMaterials(document); // warm up (Intl.Segmenter data, JIT)
  const times: number[] = [];
  for (let i = 0; i < 3; i++) {
    const start = performance.now();
    generateStudyMaterials(document);
    times.push(performance.now() - start);
  }
  return round(median(times));
}

async function main() {
  if (!process.argv.includes('--no-build')) buildSite(OUT_DIR);
  const pdfBytes = await textPdf(largeDocument(PAGES));
  const server = await serveSite({
    outDir: OUT_DIR,
    port: PORT,
    probePath: '/queuebee',
    portVariable: 'STUDY_BENCH_PORT',
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const runs = [];
    for (let run = 0; run < RUNS; run++) runs.push(await measure(browser, pdfBytes));
    const summary = {
      extractMs: median(runs.map((r) => r.extractMs)),
      generateMs: median(runs.map((r) => r.generateMs)),
      totalMs: median(runs.map((r) => r.totalMs)),
      longestMainThreadTaskMs: Math.max(...runs.map((r) => r.longestMainThreadTaskMs)),
    };
    console.log(
      JSON.stringify(
        {
          benchmark: 'study-pdf-100-pages',
          pdf: { pages: PAGES, bytes: pdfBytes.length },
          provider: 'offline',
          runs,
          median: summary,
          generatorOnlyMs: { pages50: generatorOnly(50), pages100: generatorOnly(100) },
          targets: { totalMsUnder: 3000, longestMainThreadTaskMsAtMost: 50 },
          withinTargets: {
            total: summary.totalMs < 3000,
            mainThread: summary.longestMainThreadTaskMs <= 50,
          },
        },
        null,
        2,
      ),
    );
  } finally {
    await browser.close();
    stopServer(server);
  }
}

await main();
