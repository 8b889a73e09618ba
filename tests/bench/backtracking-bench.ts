/**
 * Backtracking benchmark: how long recording 10-Queens' full search takes (35,539 calls, 384,414 steps),
 * how compactly it is stored, how fast a frame and its tree view are read, and how smoothly the page
 * plays it on the canvas renderer at 1920×1080 with the recursion tree and the board on screen. Prints
 * JSON; it never fails on time.
 *
 *   npm run bench:backtracking            # builds into dist-backtracking-bench, serves it on port 4191
 *   npm run bench:backtracking -- --no-build
 *
 * Recording: the first run (a cold engine) and the median of 7 more, for 8- and 10-Queens. Playback:
 * for the scene drawn by the scene worker and on the page's own thread (?thread=main), over 5 s of play
 * at the top speed: the animation-frame rate and the 95th-percentile interval between frames (target:
 * 60 fps, so p95 at most 17.5 ms), the frames the scene drew, the main thread's busy time a second, and
 * the steps played. BACKTRACKING_BENCH_PORT and BACKTRACKING_BENCH_OUT_DIR move the port and the build.
 */
import { cpus, loadavg } from 'node:os';
import { chromium, type Browser } from 'playwright-core';
import { nQueensModule } from '@/core/algorithms/backtracking';
import { treeView } from '@/core/algorithms/backtracking/treeView';
import { buildSite, CHROMIUM, CHROMIUM_ARGS, serveSite, stopServer } from './siteServer';
import { percentile, round, startFrameSampler, stopFrameSampler } from './frameSampler';

const OUT_DIR = process.env.BACKTRACKING_BENCH_OUT_DIR ?? 'dist-backtracking-bench';
const PORT = Number(process.env.BACKTRACKING_BENCH_PORT ?? 4191);
const BASE = `http://127.0.0.1:${PORT}`;
const PLAY_MS = 5000;

function recording(n: number) {
  const times: number[] = [];
  let trace = nQueensModule.trace(n);
  for (let run = 0; run < 8; run++) {
    const start = performance.now();
    trace = nQueensModule.trace(n);
    times.push(performance.now() - start);
  }
  const [first = 0, ...rest] = times;
  const sorted = rest.sort((a, b) => a - b);
  const { record } = trace;
  const bytes = Object.values(record).reduce(
    (sum: number, value) => sum + (ArrayBuffer.isView(value) ? value.byteLength : 0),
    0,
  );
  // Reading frames: counters, the running call and the drawn part of the tree, at random places.
  const frames = 2000;
  const start = performance.now();
  let drawn = 0;
  for (let i = 0; i < frames; i++) {
    const k = Math.floor((i * 7919) % (trace.stepCount + 1));
    trace.frameAt(k);
    drawn = Math.max(drawn, treeView(record, k).calls.length);
  }
  const frameMs = (performance.now() - start) / frames;
  return {
    n,
    calls: trace.totals.calls,
    pruned: trace.totals.pruned,
    solutions: trace.totals.solutions,
    steps: trace.stepCount,
    treeNodes: record.nodeCount,
    firstRecordMs: round(first, 1),
    medianRecordMs: round(percentile(sorted, 50), 1),
    storedBytes: bytes,
    bytesPerStep: round(bytes / trace.stepCount, 1),
    frameAndTreeViewMs: round(frameMs, 4),
    mostCallsDrawn: drawn,
  };
}

type Thread = 'worker' | 'main';

async function measure(browser: Browser, thread: Thread) {
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const threadParam = thread === 'main' ? '&thread=main' : '';
  await page.goto(
    `${BASE}/algorithms/backtracking?renderer=canvas${threadParam}&algo=nQueens&n=10&speed=100`,
  );
  const card = page.locator('#backtracking-visualizer');
  const host = page.locator('figure[data-scene="recursion-tree"] [data-frames]');
  await host.waitFor({ state: 'attached', timeout: 60_000 });
  await page.waitForFunction(
    () =>
      Number(
        document
          .querySelector('figure[data-scene="recursion-tree"] [data-frames]')
          ?.getAttribute('data-frames'),
      ) > 0,
    undefined,
    { timeout: 60_000 },
  );
  await page.locator('figure[data-scene="recursion-tree"]').scrollIntoViewIfNeeded();
  await page.waitForTimeout(1000); // let loading settle

  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'timeTicks' });
  const metrics = async () => {
    const { metrics: list } = await cdp.send('Performance.getMetrics');
    const get = (name: string) => list.find((metric) => metric.name === name)?.value ?? 0;
    return { timestamp: get('Timestamp'), task: get('TaskDuration'), thread: get('ThreadTime') };
  };
  await startFrameSampler(page);
  const framesBefore = Number(await host.getAttribute('data-frames'));
  await card.getByRole('button', { name: 'Visualize' }).click();
  const before = await metrics();
  await page.waitForTimeout(PLAY_MS);
  const after = await metrics();
  const framesAfter = Number(await host.getAttribute('data-frames'));
  const stamps = await stopFrameSampler(page);
  const step = await card.getByRole('slider', { name: 'Step' }).inputValue();
  const drawnCalls = await page.locator('figure[data-scene="recursion-tree"] li[data-call]').count();
  await context.close();

  const seconds = after.timestamp - before.timestamp;
  const intervals = stamps
    .slice(1)
    .map((t, i) => t - (stamps[i] ?? t))
    .slice(2);
  const sorted = intervals.slice().sort((a, b) => a - b);
  const mean = intervals.reduce((sum, x) => sum + x, 0) / Math.max(1, intervals.length);
  return {
    renderer: 'canvas',
    drawnBy: thread === 'worker' ? 'scene worker' : 'page',
    measuredSeconds: round(seconds, 3),
    stepsPlayed: Number(step),
    callsDrawnAtTheEnd: drawnCalls,
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
  const record = [recording(8), recording(10)];
  if (!process.argv.includes('--no-build')) buildSite(OUT_DIR);
  const server = await serveSite({
    outDir: OUT_DIR,
    port: PORT,
    probePath: '/algorithms/backtracking',
    portVariable: 'BACKTRACKING_BENCH_PORT',
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const playback = [];
    for (const thread of ['worker', 'main'] as const) playback.push(await measure(browser, thread));
    console.log(
      JSON.stringify(
        {
          benchmark: 'backtracking',
          machine: { cpus: cpus().length, loadAverage: loadavg().map((value) => round(value)) },
          record,
          playback: {
            viewport: '1920x1080',
            run: '10-Queens at speed 100, the recursion tree following the current path beside the board',
            playMs: PLAY_MS,
            results: playback,
          },
          target: { recordMsUnder: 500, fpsAtLeast: 60, p95FrameIntervalMsAtMost: 17.5 },
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
