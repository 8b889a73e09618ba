/**
 * A* benchmark: how long recording A* takes on a 40×40 grid (the largest a learner can draw), open and
 * walled, with each heuristic, and how smoothly the page plays it on the canvas renderer at 1920×1080,
 * drawn by the scene worker and on the page's own thread (?thread=main), with the 1,600-cell mirror
 * kept in step. Prints JSON; it never fails on time.
 *
 *   npm run bench:astar            # builds into dist-astar-bench, serves it on port 4193
 *   npm run bench:astar -- --no-build
 *
 * Recording: the first run (a cold engine) and the median of 7 more. Playback: over 5 s at the top
 * speed, the animation-frame rate and the 95th-percentile interval between frames (target: 60 fps, so
 * p95 at most 17.5 ms), the frames the scene drew, the main thread's busy time a second, and the steps
 * played. ASTAR_BENCH_PORT and ASTAR_BENCH_OUT_DIR move the port and the build.
 */
import { cpus, loadavg } from 'node:os';
import { chromium, type Browser } from 'playwright-core';
import { aStarModule } from '@/core/algorithms/graph/aStar/aStar';
import { gridFromRows, type Grid } from '@/core/algorithms/graph/grid/grid';
import { defaultGridRun, encodeGridRunConfig } from '@/core/algorithms/graph/grid/runConfig';
import type { Heuristic } from '@/core/algorithms/graph/grid/types';
import { buildSite, CHROMIUM, CHROMIUM_ARGS, serveSite, stopServer } from './siteServer';
import { percentile, round, startFrameSampler, stopFrameSampler } from './frameSampler';

const OUT_DIR = process.env.ASTAR_BENCH_OUT_DIR ?? 'dist-astar-bench';
const PORT = Number(process.env.ASTAR_BENCH_PORT ?? 4193);
const BASE = `http://127.0.0.1:${PORT}`;
const PLAY_MS = 5000;
const SIDE = 40;

/** A 40×40 grid from corner to corner: open, or with walls every other column leaving one gap each (a long zigzag). */
function grid(kind: 'open' | 'zigzag'): Grid {
  const rows = Array.from({ length: SIDE }, (_, r) =>
    Array.from({ length: SIDE }, (_, c) => {
      if (r === 0 && c === 0) return 'S';
      if (r === SIDE - 1 && c === SIDE - 1) return 'G';
      if (kind === 'open' || c % 4 !== 2) return '.';
      // Column 2 leaves its gap at the bottom, column 6 at the top, and so on.
      return (c % 8 === 2 ? r === SIDE - 1 : r === 0) ? '.' : '#';
    }).join(''),
  );
  return gridFromRows(rows);
}

function recording(kind: 'open' | 'zigzag', heuristic: Heuristic) {
  const g = grid(kind);
  const times: number[] = [];
  let trace = aStarModule.trace(g, heuristic);
  for (let run = 0; run < 8; run++) {
    const start = performance.now();
    trace = aStarModule.trace(g, heuristic);
    times.push(performance.now() - start);
  }
  const [first = 0, ...rest] = times;
  const sorted = rest.sort((a, b) => a - b);
  return {
    grid: `${SIDE}x${SIDE} ${kind}`,
    heuristic,
    answer: aStarModule.answer(g, heuristic),
    steps: trace.stepCount,
    expanded: trace.totals.expanded,
    dijkstraExpanded: aStarModule.search(g, null).expanded.length,
    firstRecordMs: round(first, 1),
    medianRecordMs: round(percentile(sorted, 50), 1),
  };
}

const GRID_QUERY = encodeGridRunConfig({
  ...defaultGridRun(),
  grid: grid('zigzag'),
  preset: null,
  speed: 100,
});

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
  await page.goto(`${BASE}/algorithms/graph?renderer=canvas${threadParam}&${GRID_QUERY}`);
  const card = page.locator('#graph-visualizer');
  const host = page.locator('figure[data-scene="grid"] [data-frames]');
  await host.waitFor({ state: 'attached', timeout: 60_000 });
  await page.waitForFunction(
    () =>
      Number(document.querySelector('figure[data-scene="grid"] [data-frames]')?.getAttribute('data-frames')) >
      0,
    undefined,
    { timeout: 60_000 },
  );
  await page.locator('figure[data-scene="grid"]').scrollIntoViewIfNeeded();
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
  await card
    .getByTestId('media-bar')
    .getByRole('button', { name: /^(Visualize|Play)$/ })
    .click();
  const before = await metrics();
  await page.waitForTimeout(PLAY_MS);
  const after = await metrics();
  const framesAfter = Number(await host.getAttribute('data-frames'));
  const stamps = await stopFrameSampler(page);
  const step = await card.getByRole('slider', { name: 'Step' }).inputValue();
  const cells = await page.locator('figure[data-scene="grid"] li[data-cell]').count();
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
    cellsMirrored: cells,
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
  const record = (['open', 'zigzag'] as const).flatMap((kind) =>
    (['manhattan', 'euclidean'] as const).map((heuristic) => recording(kind, heuristic)),
  );
  if (!process.argv.includes('--no-build')) buildSite(OUT_DIR);
  const server = await serveSite({
    outDir: OUT_DIR,
    port: PORT,
    probePath: '/algorithms/graph',
    portVariable: 'ASTAR_BENCH_PORT',
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const playback = [];
    for (const thread of ['worker', 'main'] as const) playback.push(await measure(browser, thread));
    console.log(
      JSON.stringify(
        {
          benchmark: 'astar',
          machine: { cpus: cpus().length, loadAverage: loadavg().map((value) => round(value)) },
          record,
          playback: {
            viewport: '1920x1080',
            run: 'A* (Manhattan) on the 40x40 zigzag grid at speed 100',
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
