/**
 * What a page's first load costs a slow phone's main thread, measured on a real trace rather than
 * Lighthouse's simulation. Prints JSON figures; it never fails on time.
 *
 *   npx tsx tests/bench/load-bench.ts                # builds into dist-load-bench, serves it on port 4456
 *   npx tsx tests/bench/load-bench.ts --no-build     # reuses an existing dist-load-bench
 *   npx tsx tests/bench/load-bench.ts --only=/algorithms/sorting,/race --runs=5
 *
 * LOAD_BENCH_OUT_DIR and LOAD_BENCH_PORT move the build folder and the port. Chromium is Debian's
 * (/usr/bin/chromium or CHROMIUM_PATH).
 *
 * Each route is opened `--runs` times (default 3), each in a fresh browser, at 412x823 with a device
 * pixel ratio of 1.75 (Lighthouse's mobile screen) and the CPU throttled 4x by the DevTools Protocol
 * (Emulation.setCPUThrottlingRate), and traced for 6 s from navigation. Per run:
 *
 * - firstContentfulPaintMs: from navigation;
 * - blockingMs: over the main thread's tasks after the first contentful paint, the time each ran past
 *   50 ms (Total Blocking Time's rule, on the throttled trace itself, to the end of the 6 s);
 * - longTasks and longestTaskMs: tasks over 50 ms after the first contentful paint;
 * - forcedStyleLayoutMs: style recalculation and layout that a script forced by reading the layout
 *   before the browser would have done it (the trace's Layout and UpdateLayoutTree events that carry a
 *   script stack), at any time in the 6 s.
 *
 * Each figure's median over the runs is printed with the runs beside it. The machine's load average
 * goes with the figures: on a 2-core machine other load inflates every one of them, so compare runs made
 * one after the other. The browser runs with a DevTools client attached, which makes the entry's
 * evaluation a task of about 300-400 ms at 4x that visitors do not have (docs/architecture.md, under
 * prerendering): that task is in blockingMs, as it is in Lighthouse's Total Blocking Time.
 */
import { cpus, loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import { routeHeadings } from '../e2e/routes';
import { pagesAskedFor } from './scenePages';
import { buildSite, CHROMIUM, CHROMIUM_ARGS, serveSite, stopServer } from './siteServer';

const OUT_DIR = process.env.LOAD_BENCH_OUT_DIR ?? 'dist-load-bench';
const PORT = Number(process.env.LOAD_BENCH_PORT ?? 4456);
const BASE = `http://127.0.0.1:${PORT}`;
const TRACE_MS = 6_000;
const LONG_TASK_MS = 50;
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.stack',
  'toplevel',
  'loading',
];

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: {
    name?: string;
    data?: { url?: string; stackTrace?: unknown };
    beginData?: { url?: string; stackTrace?: unknown };
  };
}

interface LoadRun {
  firstContentfulPaintMs: number;
  blockingMs: number;
  longTasks: number;
  longestTaskMs: number;
  forcedStyleLayoutMs: number;
}

const round = (value: number) => Math.round(value);
const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** The figures of one load, read off its trace: the page's renderer is the one that parsed its HTML. */
function figuresOf(events: readonly TraceEvent[]): LoadRun {
  const parse = events.find(
    (event) => event.name === 'ParseHTML' && (event.args?.beginData?.url ?? '').startsWith(BASE),
  );
  if (!parse) throw new Error('The trace has no parse of the page');
  const main = { pid: parse.pid, tid: parse.tid };
  const onMain = events.filter((event) => event.pid === main.pid && event.tid === main.tid);
  const navigation = onMain.find((event) => event.name === 'navigationStart')?.ts ?? parse.ts;
  const paint = events.find((event) => event.name === 'firstContentfulPaint' && event.pid === main.pid);
  if (!paint) throw new Error('The page never painted its first content');
  const tasks = onMain
    .filter(
      (event) => event.name === 'ThreadControllerImpl::RunTask' && event.ph === 'X' && event.ts > paint.ts,
    )
    .map((event) => (event.dur ?? 0) / 1000);
  const long = tasks.filter((ms) => ms > LONG_TASK_MS);
  const forced = onMain.filter(
    (event) =>
      (event.name === 'Layout' || event.name === 'UpdateLayoutTree') &&
      event.ph === 'X' &&
      (event.args?.beginData?.stackTrace ?? event.args?.data?.stackTrace) !== undefined,
  );
  return {
    firstContentfulPaintMs: round((paint.ts - navigation) / 1000),
    blockingMs: round(long.reduce((sum, ms) => sum + ms - LONG_TASK_MS, 0)),
    longTasks: long.length,
    longestTaskMs: round(Math.max(0, ...tasks)),
    forcedStyleLayoutMs: round(forced.reduce((sum, event) => sum + (event.dur ?? 0) / 1000, 0)),
  };
}

async function loadOnce(path: string): Promise<LoadRun> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const session = await context.newCDPSession(page);
    await session.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(`${BASE}${path}`);
    await page.waitForTimeout(TRACE_MS);
    const trace = await browser.stopTracing();
    if (errors.length > 0) throw new Error(`${path}: ${errors.join('; ')}`);
    return figuresOf((JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }).traceEvents);
  } finally {
    await browser.close();
  }
}

async function main() {
  const runsArg = process.argv.find((arg) => arg.startsWith('--runs='));
  const runs = runsArg ? Number(runsArg.slice('--runs='.length)) : 3;
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of at least 1');
  if (!process.argv.includes('--no-build')) buildSite(OUT_DIR);
  const loadBefore = loadavg();
  const server = await serveSite({
    outDir: OUT_DIR,
    port: PORT,
    probePath: '/',
    portVariable: 'LOAD_BENCH_PORT',
  });
  const results: Record<string, unknown> = {};
  try {
    for (const { path } of pagesAskedFor(routeHeadings)) {
      const samples: LoadRun[] = [];
      for (let run = 0; run < runs; run++) samples.push(await loadOnce(path));
      const figure = (key: keyof LoadRun) => ({
        median: median(samples.map((s) => s[key])),
        runs: samples.map((s) => s[key]),
      });
      results[path] = {
        firstContentfulPaintMs: figure('firstContentfulPaintMs'),
        blockingMs: figure('blockingMs'),
        longTasks: figure('longTasks'),
        longestTaskMs: figure('longestTaskMs'),
        forcedStyleLayoutMs: figure('forcedStyleLayoutMs'),
      };
      console.error(`load-bench: ${path} done`);
    }
  } finally {
    stopServer(server);
  }
  const machine = { cpus: cpus().length, loadAverageBefore: loadBefore, loadAverageAfter: loadavg() };
  console.log(JSON.stringify({ cpuThrottling: 4, traceMs: TRACE_MS, machine, routes: results }, null, 2));
}

await main();
