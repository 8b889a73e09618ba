/**
 * What a scene page costs at rest. Prints JSON figures; it never fails on time.
 *
 *   npx tsx tests/bench/idle-bench.ts            # builds into dist-idle-bench, serves it on port 4452
 *   npx tsx tests/bench/idle-bench.ts --no-build # reuses an existing dist-idle-bench
 *   npx tsx tests/bench/idle-bench.ts --only=/race,/algorithms/graph
 *
 * IDLE_BENCH_OUT_DIR and IDLE_BENCH_PORT move the build folder and the port.
 *
 * Every page with a scene is opened in headless Chromium (Debian's, /usr/bin/chromium or CHROMIUM_PATH)
 * at 1440x900 on the canvas renderer, each in a fresh browser so that no other page's processes count.
 * The race page is measured after a short race has ended, Your Code after its template has been run
 * and played to the end. Once the page has settled (the service worker has precached the build and
 * taken the page over, which a first visit does once; then no scene drew a frame for 2 s), over 10 s
 * with nothing playing:
 *
 * - cpuPercentOfOneCore: CPU time of every Chromium process (browser, GPU, page, its workers) from the
 *   DevTools Protocol's SystemInfo.getProcessInfo, as a share of one core;
 * - sceneFrames: frames the page's scenes drew (the hosts' data-frames counters);
 * - pageCallbacks: animation-frame, interval and timeout callbacks that ran on the page's thread
 *   (counted by wrappers an init script puts around requestAnimationFrame, setInterval and setTimeout);
 * - workerCallbacks: the same in the page's workers (the scene and race workers), counted by wrappers
 *   put into each worker as soon as Playwright sees it start;
 * - baseline: the same figures for about:blank in a fresh browser, the cost of the browser itself.
 *
 * Target for every page: under 1 % of a core, no frames, no callbacks. The machine's load average goes
 * with the figures: compare runs made one after the other, not across machines.
 */
import { cpus, loadavg } from 'node:os';
import { chromium, type Browser, type Page } from 'playwright-core';
import { pagesAskedFor, SCENE_PAGES, type ScenePage } from './scenePages';
import { buildSite, CHROMIUM, CHROMIUM_ARGS, serveSite, stopServer } from './siteServer';
import { serviceWorkerActive } from './serviceWorker';

const OUT_DIR = process.env.IDLE_BENCH_OUT_DIR ?? 'dist-idle-bench';
const PORT = Number(process.env.IDLE_BENCH_PORT ?? 4452);
const BASE = `http://127.0.0.1:${PORT}`;
const WINDOW_MS = 10_000;
/** Settled: no scene has drawn a frame for this long. */
const QUIET_MS = 2_000;

const round = (value: number, digits = 2) => Number(value.toFixed(digits));

async function finishRace(page: Page) {
  await page.getByRole('button', { name: 'Start Race', exact: true }).click();
  // Finished: Start Race runs it again.
  await page.getByRole('button', { name: 'Start Race', exact: true }).waitFor({ timeout: 60_000 });
}

async function playRunToTheEnd(page: Page) {
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  const scrubber = page.getByRole('slider', { name: 'Step' });
  await scrubber.waitFor({ timeout: 30_000 });
  await scrubber.focus();
  await page.keyboard.press('End');
  await page.getByRole('button', { name: 'Step forward' }).and(page.locator(':disabled')).waitFor();
}

const ROUTES: readonly ScenePage[] = [
  ...SCENE_PAGES.filter((route) => route.path !== '/playground'),
  {
    path: '/race?tab=sorting&algos=bubbleSort,insertionSort,quickSort&size=12&seed=7&preset=random&speed=100',
    prepare: finishRace,
  },
  { path: '/playground', prepare: playRunToTheEnd },
];

/**
 * Counts the callbacks of requestAnimationFrame, setInterval and setTimeout that run in this global
 * scope from now on (the page's window or a worker). A string: tsx would wrap a function in helpers the
 * page does not have.
 */
const COUNT_CALLBACKS = `(() => {
  const scope = globalThis;
  if (scope.__idleCounts) return;
  const counts = { animationFrame: 0, interval: 0, timeout: 0 };
  scope.__idleCounts = counts;
  const wrap = (name, kind) => {
    const original = scope[name];
    if (typeof original !== 'function') return;
    scope[name] = function (callback, ...rest) {
      if (typeof callback !== 'function') return original.call(scope, callback, ...rest);
      return original.call(scope, function (...args) {
        counts[kind] += 1;
        return callback.apply(this, args);
      }, ...rest);
    };
  };
  wrap('requestAnimationFrame', 'animationFrame');
  wrap('setInterval', 'interval');
  wrap('setTimeout', 'timeout');
})()`;

const READ_COUNTS = `(() => ({ ...globalThis.__idleCounts }))()`;
const RESET_COUNTS = `(() => { const c = globalThis.__idleCounts; c.animationFrame = 0; c.interval = 0; c.timeout = 0; })()`;

type Counts = { animationFrame: number; interval: number; timeout: number };

/** CPU time (ms) every Chromium process has used so far. */
async function processCpuMs(browser: Browser): Promise<number> {
  const session = await browser.newBrowserCDPSession();
  try {
    const info = (await session.send('SystemInfo.getProcessInfo')) as { processInfo: { cpuTime: number }[] };
    return info.processInfo.reduce((sum, process) => sum + process.cpuTime * 1000, 0);
  } finally {
    await session.detach();
  }
}

const framesOnPage = (page: Page) =>
  page
    .locator('[data-frames]')
    .evaluateAll((hosts) => hosts.reduce((sum, host) => sum + Number(host.getAttribute('data-frames')), 0));

/** Waits until no scene has drawn a frame for QUIET_MS (at most 30 s). */
async function settle(page: Page): Promise<number> {
  const start = Date.now();
  let frames = await framesOnPage(page);
  let quietSince = Date.now();
  while (Date.now() - start < 30_000) {
    await page.waitForTimeout(250);
    const now = await framesOnPage(page);
    if (now !== frames) {
      frames = now;
      quietSince = Date.now();
    } else if (Date.now() - quietSince >= QUIET_MS) break;
  }
  return Date.now() - start;
}

async function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}

async function measureRoute(route: ScenePage) {
  const browser = await launch();
  try {
    const context = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      deviceScaleFactor: 1,
    });
    await context.addInitScript(COUNT_CALLBACKS);
    const page = await context.newPage();
    // Counted from the worker's start where it can be, so a loop that kept an early reference to
    // requestAnimationFrame is counted too.
    page.on('worker', (worker) => void worker.evaluate(COUNT_CALLBACKS).catch(() => undefined));
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const url = `${BASE}${route.path}${route.path.includes('?') ? '&' : '?'}renderer=canvas`;
    await page.goto(url);
    await route.prepare?.(page);
    await page.locator('figure [data-frames]').first().waitFor({ state: 'attached', timeout: 60_000 });
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('figure [data-frames]')].some(
          (h) => Number(h.getAttribute('data-frames')) > 0,
        ),
      undefined,
      { timeout: 60_000 },
    );
    const serviceWorkerActiveAfterMs = await serviceWorkerActive(page);
    const settledAfterMs = await settle(page);

    for (const worker of page.workers()) {
      await worker.evaluate(COUNT_CALLBACKS).catch(() => undefined);
      await worker.evaluate(RESET_COUNTS).catch(() => undefined);
    }
    await page.evaluate(RESET_COUNTS);
    const framesBefore = await framesOnPage(page);
    const cpuBefore = await processCpuMs(browser);
    const startedAt = Date.now();
    await page.waitForTimeout(WINDOW_MS);
    const cpuAfter = await processCpuMs(browser);
    const seconds = (Date.now() - startedAt) / 1000;
    const framesAfter = await framesOnPage(page);
    const pageCallbacks = (await page.evaluate(READ_COUNTS)) as Counts;
    const workerCallbacks: Record<string, Counts> = {};
    for (const worker of page.workers()) {
      const counts = (await worker.evaluate(READ_COUNTS).catch(() => null)) as Counts | null;
      const name = worker.url().split('/').pop() ?? worker.url();
      if (counts) workerCallbacks[name] = counts;
    }
    await context.close();
    return {
      path: route.path,
      serviceWorkerActiveAfterMs,
      settledAfterMs,
      cpuPercentOfOneCore: round(((cpuAfter - cpuBefore) / (seconds * 1000)) * 100),
      sceneFrames: framesAfter - framesBefore,
      pageCallbacks,
      workerCallbacks,
      errors,
    };
  } finally {
    await browser.close();
  }
}

async function baseline() {
  const browser = await launch();
  try {
    const page = await browser.newPage();
    await page.goto('about:blank');
    await page.waitForTimeout(QUIET_MS);
    const before = await processCpuMs(browser);
    const startedAt = Date.now();
    await page.waitForTimeout(WINDOW_MS);
    const after = await processCpuMs(browser);
    return { cpuPercentOfOneCore: round(((after - before) / (Date.now() - startedAt)) * 100) };
  } finally {
    await browser.close();
  }
}

const quiet = (result: Awaited<ReturnType<typeof measureRoute>>) => {
  const callbacks = [result.pageCallbacks, ...Object.values(result.workerCallbacks)].reduce(
    (sum, counts) => sum + counts.animationFrame + counts.interval + counts.timeout,
    0,
  );
  return result.cpuPercentOfOneCore < 1 && result.sceneFrames === 0 && callbacks === 0;
};

async function main() {
  if (!process.argv.includes('--no-build')) buildSite(OUT_DIR);
  const server = await serveSite({
    outDir: OUT_DIR,
    port: PORT,
    probePath: '/algorithms/graph',
    portVariable: 'IDLE_BENCH_PORT',
  });
  try {
    const loadBefore = loadavg().map((value) => round(value));
    const results = [];
    for (const route of pagesAskedFor(ROUTES)) results.push(await measureRoute(route));
    const browserAlone = await baseline();
    console.log(
      JSON.stringify(
        {
          benchmark: 'idle',
          renderer: 'canvas',
          viewport: '1440x900',
          windowMs: WINDOW_MS,
          machine: {
            cpus: cpus().length,
            loadAverageBefore: loadBefore,
            loadAverageAfter: loadavg().map((value) => round(value)),
          },
          baseline: browserAlone,
          results,
          target: { cpuPercentOfOneCoreBelow: 1, sceneFrames: 0, callbacks: 0 },
          withinTarget: Object.fromEntries(results.map((result) => [result.path, quiet(result)])),
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
