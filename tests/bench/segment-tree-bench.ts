/**
 * Segment Trees benchmark: how long recording build, range query and point update takes for the
 * segment tree (sum and min), the Fenwick tree and range sums on both at once, at the page's 16 values and at 256 (every step
 * carries the whole tree, so a build's memory grows with n², which is nothing at the page's limit but
 * rules out thousands), and how smoothly the page plays them on the canvas renderer at 1920×1080:
 * range sums (both trees side by side) and range minimum (the segment tree alone).
 * Prints JSON; it never fails on time.
 *
 *   npm run bench:segment-trees            # builds into dist-segment-bench, serves it on port 4192
 *   npm run bench:segment-trees -- --no-build
 *
 * Recording: the median of 15 runs of each operation. Playback: for the scene drawn by the scene worker
 * and on the page's own thread (?thread=main), over 5 s of builds and queries played back to back at the
 * top speed: the animation-frame rate and the 95th-percentile interval between frames (target: 60 fps,
 * so p95 at most 17.5 ms), the frames the scene drew, and the main thread's busy time a second.
 * SEGMENT_BENCH_PORT and SEGMENT_BENCH_OUT_DIR move the port and the build.
 */
import { cpus, loadavg } from 'node:os';
import { chromium, type Browser } from 'playwright-core';
import { traceFenwickRun } from '@/core/fenwick';
import { traceRangeSums, traceSegmentRun } from '@/core/segment-tree';
import { buildSite, CHROMIUM, CHROMIUM_ARGS, serveSite, stopServer } from './siteServer';
import { percentile, round, startFrameSampler, stopFrameSampler } from './frameSampler';

const OUT_DIR = process.env.SEGMENT_BENCH_OUT_DIR ?? 'dist-segment-bench';
const PORT = Number(process.env.SEGMENT_BENCH_PORT ?? 4192);
const BASE = `http://127.0.0.1:${PORT}`;
const PLAY_MS = 5000;
const SIXTEEN = [18, 17, 13, 19, 15, 11, 20, 12, 4, 9, 14, 16, 8, 10, 6, 2];

function median(work: () => number): { medianMs: number; steps: number } {
  const times: number[] = [];
  let steps = 0;
  for (let run = 0; run < 16; run++) {
    const start = performance.now();
    steps = work();
    if (run > 0) times.push(performance.now() - start);
  }
  return {
    medianMs: round(
      percentile(
        times.sort((a, b) => a - b),
        50,
      ),
      3,
    ),
    steps,
  };
}

function recording(n: number) {
  const values = Array.from({ length: n }, (_, i) => ((i * 7919) % 1999) - 999);
  const none = { left: null, right: null, index: null, value: null };
  const query = { ...none, left: Math.floor(n / 5), right: n - 1 - Math.floor(n / 7) };
  const update = { ...none, index: Math.floor(n / 3), value: 42 };
  const segment = (kind: 'sum' | 'min') => ({
    build: median(() => traceSegmentRun({ kind, values, operation: 'build', ...none }).stepCount),
    query: median(() => traceSegmentRun({ kind, values, operation: 'query', ...query }).stepCount),
    update: median(() => traceSegmentRun({ kind, values, operation: 'update', ...update }).stepCount),
  });
  return {
    n,
    segmentSum: segment('sum'),
    segmentMin: segment('min'),
    fenwick: {
      build: median(() => traceFenwickRun({ values, operation: 'build', ...none }).stepCount),
      query: median(() => traceFenwickRun({ values, operation: 'query', ...query }).stepCount),
      update: median(() => traceFenwickRun({ values, operation: 'update', ...update }).stepCount),
    },
    // What the page records for range sums: both trees, played as one run.
    rangeSums: {
      build: median(() => traceRangeSums({ values, operation: 'build', ...none }).trace.stepCount),
      query: median(() => traceRangeSums({ values, operation: 'query', ...query }).trace.stepCount),
      update: median(() => traceRangeSums({ values, operation: 'update', ...update }).trace.stepCount),
    },
  };
}

type Thread = 'worker' | 'main';

async function measure(browser: Browser, thread: Thread, tree: 'sum' | 'min') {
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const threadParam = thread === 'main' ? '&thread=main' : '';
  await page.goto(
    `${BASE}/data-structures/segment-trees?renderer=canvas${threadParam}&tree=${tree}&values=${SIXTEEN.join(',')}&speed=100`,
  );
  // Range sums draw two figures (the segment tree and the Fenwick tree); their frames are added up.
  const figure = page.locator('figure[data-scene="segment-tree"]').first();
  const hosts = page.locator('figure[data-scene="segment-tree"] [data-frames]');
  const framesDrawn = () =>
    hosts.evaluateAll((all) => all.reduce((sum, host) => sum + Number(host.getAttribute('data-frames')), 0));
  await hosts.first().waitFor({ state: 'attached', timeout: 60_000 });
  await page.waitForFunction(
    () =>
      Number(
        document
          .querySelector('figure[data-scene="segment-tree"] [data-frames]')
          ?.getAttribute('data-frames'),
      ) > 0,
    undefined,
    { timeout: 60_000 },
  );
  await figure.scrollIntoViewIfNeeded();
  await page.waitForTimeout(1000); // let loading settle

  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'timeTicks' });
  const metrics = async () => {
    const { metrics: list } = await cdp.send('Performance.getMetrics');
    const get = (name: string) => list.find((metric) => metric.name === name)?.value ?? 0;
    return { timestamp: get('Timestamp'), task: get('TaskDuration'), thread: get('ThreadTime') };
  };
  await startFrameSampler(page);
  const operations = page.getByRole('region', { name: 'Operations' });
  const framesBefore = await framesDrawn();
  const before = await metrics();
  const started = Date.now();
  let operationsPlayed = 0;
  // Builds and queries back to back, each played at the top speed, until the time is up.
  while (Date.now() - started < PLAY_MS) {
    const build = operationsPlayed % 2 === 0;
    if (build) await operations.getByRole('button', { name: 'Build', exact: true }).click();
    else {
      await operations.getByLabel('From index', { exact: true }).fill('3');
      await operations.getByLabel('To index', { exact: true }).fill('12');
      await operations.getByRole('button', { name: 'Query', exact: true }).click();
    }
    operationsPlayed++;
    await page.waitForTimeout(700);
  }
  const after = await metrics();
  const framesAfter = await framesDrawn();
  const stamps = await stopFrameSampler(page);
  await context.close();

  const seconds = after.timestamp - before.timestamp;
  const intervals = stamps
    .slice(1)
    .map((t, i) => t - (stamps[i] ?? t))
    .slice(2);
  const sorted = intervals.slice().sort((a, b) => a - b);
  const mean = intervals.reduce((sum, x) => sum + x, 0) / Math.max(1, intervals.length);
  return {
    tree: tree === 'sum' ? 'sum: segment tree and Fenwick tree side by side' : 'min: segment tree',
    renderer: 'canvas',
    drawnBy: thread === 'worker' ? 'scene worker' : 'page',
    measuredSeconds: round(seconds, 3),
    operationsPlayed,
    fps: round(1000 / mean, 1),
    frameIntervalMs: {
      median: round(percentile(sorted, 50)),
      p95: round(percentile(sorted, 95)),
      max: round(sorted.at(-1) ?? 0),
    },
    sceneFramesPerSecond: round((framesAfter - framesBefore) / seconds, 1),
    busyMsPerSecond: round(((after.task - before.task) * 1000) / seconds),
    mainThreadCpuMsPerSecond: round(((after.thread - before.thread) * 1000) / seconds),
    errors,
  };
}

async function main() {
  const record = [recording(16), recording(256)];
  if (!process.argv.includes('--no-build')) buildSite(OUT_DIR);
  const server = await serveSite({
    outDir: OUT_DIR,
    port: PORT,
    probePath: '/data-structures/segment-trees',
    portVariable: 'SEGMENT_BENCH_PORT',
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const playback = [];
    for (const tree of ['sum', 'min'] as const) {
      for (const thread of ['worker', 'main'] as const) playback.push(await measure(browser, thread, tree));
    }
    console.log(
      JSON.stringify(
        {
          benchmark: 'segment-trees',
          machine: { cpus: cpus().length, loadAverage: loadavg().map((value) => round(value)) },
          record,
          playback: {
            viewport: '1920x1080',
            run: 'sixteen values: builds and range queries played back to back at speed 100',
            playMs: PLAY_MS,
            results: playback,
          },
          target: { recordMsUnder: 50, fpsAtLeast: 60, p95FrameIntervalMsAtMost: 17.5 },
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
