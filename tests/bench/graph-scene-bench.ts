/**
 * Graph scene benchmark: how smoothly the Graph Algorithms page animates a run on the largest graph the
 * editor allows (200 vertices, 1,000 edges), playing Dijkstra's algorithm at the top speed (10 steps a
 * second, each step tweening its vertex) at 1920×1080. Prints JSON; it never fails on time.
 *
 *   npm run bench:graph-scene            # builds into dist-graph-bench, serves it on port 4189
 *   npm run bench:graph-scene -- --no-build
 *
 * For each renderer (canvas, then WebGL, which headless Chromium runs in software), and for each thread
 * the scene is drawn on (the scene worker, then the page's own with ?thread=main), it reports, over 5 s
 * of play: the animation-frame rate and the 95th-percentile interval between frames (target: 60 fps, so
 * p95 at most 17.5 ms), the frames the scene drew, the main thread's busy time a second, and the steps
 * played. GRAPH_BENCH_PORT and GRAPH_BENCH_OUT_DIR move the port and the build folder.
 */
import { cpus, loadavg } from 'node:os';
import { chromium, type Browser } from 'playwright-core';
import { encodeGraph } from '@/core/graph';
import { layoutGraph } from '@/core/graph/layout';
import { randomConnectedGraph } from './randomGraph';
import { buildSite, CHROMIUM, CHROMIUM_ARGS, serveSite, stopServer } from './siteServer';
import { percentile, round, startFrameSampler, stopFrameSampler } from './frameSampler';

const OUT_DIR = process.env.GRAPH_BENCH_OUT_DIR ?? 'dist-graph-bench';
const PORT = Number(process.env.GRAPH_BENCH_PORT ?? 4189);
const BASE = `http://127.0.0.1:${PORT}`;
const PLAY_MS = 5000;

function largestGraphQuery(): string {
  const graph = randomConnectedGraph({
    seed: 7,
    vertexCount: 200,
    edgeCount: 1000,
    maxWeight: 9,
    // Labels are at most three characters.
    label: (i) => `V${i.toString(36).toUpperCase()}`,
  });
  // Placed beforehand, so the page draws at once instead of waiting for the layout worker.
  const placed = { ...graph, positions: layoutGraph(graph) };
  return new URLSearchParams({
    algo: 'dijkstra',
    graph: encodeGraph(placed),
    source: 'V0',
    speed: '100',
    step: '0',
  }).toString();
}

type Thread = 'worker' | 'main';

async function measure(browser: Browser, renderer: 'canvas' | 'webgl', thread: Thread, query: string) {
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const threadParam = thread === 'main' ? '&thread=main' : '';
  await page.goto(`${BASE}/algorithms/graph?renderer=${renderer}${threadParam}&${query}`);
  const figure = page.locator('figure[data-scene="graph"]');
  const host = figure.locator('[data-frames]');
  await host.waitFor({ state: 'attached', timeout: 60_000 });
  await page.waitForFunction(
    () =>
      Number(
        document.querySelector('figure[data-scene="graph"] [data-frames]')?.getAttribute('data-frames'),
      ) > 0,
    undefined,
    { timeout: 60_000 },
  );
  await page.waitForTimeout(1000); // let loading settle
  const vertices = await figure.locator('li[data-node]').count();
  if (vertices !== 200) throw new Error(`The page drew ${vertices} vertices, not the benchmark's 200`);
  const edges = await figure.locator('li[data-edge]').count();

  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'timeTicks' });
  const metrics = async () => {
    const { metrics: list } = await cdp.send('Performance.getMetrics');
    const get = (name: string) => list.find((metric) => metric.name === name)?.value ?? 0;
    return { timestamp: get('Timestamp'), task: get('TaskDuration'), thread: get('ThreadTime') };
  };
  await startFrameSampler(page);
  const framesBefore = Number(await host.getAttribute('data-frames'));
  await page.locator('#graph-visualizer').getByRole('button', { name: 'Visualize' }).click();
  const before = await metrics();
  await page.waitForTimeout(PLAY_MS);
  const after = await metrics();
  const framesAfter = Number(await host.getAttribute('data-frames'));
  const stamps = await stopFrameSampler(page);
  const step = await page.locator('#graph-visualizer').getByRole('slider', { name: 'Step' }).inputValue();
  await context.close();

  const seconds = after.timestamp - before.timestamp;
  const intervals = stamps
    .slice(1)
    .map((t, i) => t - (stamps[i] ?? t))
    .slice(2);
  const sorted = intervals.slice().sort((a, b) => a - b);
  const mean = intervals.reduce((sum, x) => sum + x, 0) / Math.max(1, intervals.length);
  return {
    renderer,
    drawnBy: thread === 'worker' ? 'scene worker' : 'page',
    graph: { vertices, edges },
    measuredSeconds: round(seconds, 3),
    stepsPlayed: Number(step),
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
  if (!process.argv.includes('--no-build')) buildSite(OUT_DIR);
  const server = await serveSite({
    outDir: OUT_DIR,
    port: PORT,
    probePath: '/algorithms/graph',
    portVariable: 'GRAPH_BENCH_PORT',
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const query = largestGraphQuery();
    const results = [];
    for (const renderer of ['canvas', 'webgl'] as const)
      for (const thread of ['worker', 'main'] as const)
        results.push(await measure(browser, renderer, thread, query));
    console.log(
      JSON.stringify(
        {
          benchmark: 'graph-scene',
          viewport: '1920x1080',
          algorithm: 'dijkstra at speed 100 (10 steps a second)',
          playMs: PLAY_MS,
          machine: { cpus: cpus().length, loadAverage: loadavg().map((value) => round(value)) },
          results,
          target: { fpsAtLeast: 60, p95FrameIntervalMsAtMost: 17.5 },
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
