/**
 * String-matching benchmark: how long each algorithm takes to record its run on the longest input the
 * page accepts (a 32-character text, a 12-character pattern) in its worst case and on a random text,
 * and how smoothly the page plays a run on the canvas renderer at 1920×1080 with the text, the shifting
 * pattern and the prefix table or hashes on screen. Prints JSON; it never fails on time.
 *
 *   npm run bench:strings            # builds into dist-strings-bench, serves it on port 4350
 *   npm run bench:strings -- --no-build
 *
 * Recording: the median and the slowest of 50 runs after a warm-up. Playback: for the scene drawn by the
 * scene worker and on the page's own thread (?thread=main), over 5 s of play at the top speed (or until
 * the run ends): the animation-frame rate and the 95th-percentile interval between frames (target:
 * 60 fps, so p95 at most 17.5 ms), the frames the scene drew, the main thread's busy time a second, and
 * the steps played. STRINGS_BENCH_PORT and STRINGS_BENCH_OUT_DIR move the port and the build.
 */
import { cpus, loadavg } from 'node:os';
import { chromium, type Browser } from 'playwright-core';
import type { StringAlgorithmId } from '@/core/algorithms/catalog';
import { STRING_ALGORITHM_MODULES } from '@/core/algorithms/strings/registry';
import type { StringInput } from '@/core/algorithms/strings/types';
import { createRandom } from '@/core/random';
import { buildSite, CHROMIUM, CHROMIUM_ARGS, serveSite, stopServer } from './siteServer';
import { percentile, round, stopFrameSampler } from './frameSampler';

const OUT_DIR = process.env.STRINGS_BENCH_OUT_DIR ?? 'dist-strings-bench';
const PORT = Number(process.env.STRINGS_BENCH_PORT ?? 4350);
const BASE = `http://127.0.0.1:${PORT}`;
const PLAY_MS = 5000;

/** The longest input, where the naive scan and Rabin-Karp's checks do the most work. */
const WORST: StringInput = { text: 'a'.repeat(32), pattern: `${'a'.repeat(11)}b` };
const random = createRandom(5);
const RANDOM: StringInput = {
  text: Array.from({ length: 32 }, () => 'ab'.charAt(Math.floor(random() * 2))).join(''),
  pattern: 'abab',
};

function recording(input: StringInput, label: string) {
  return STRING_ALGORITHM_MODULES.map((module) => {
    module.trace(input); // warm-up
    const times: number[] = [];
    let trace = module.trace(input);
    for (let run = 0; run < 50; run++) {
      const start = performance.now();
      trace = module.trace(input);
      times.push(performance.now() - start);
    }
    const sorted = times.sort((a, b) => a - b);
    return {
      algorithm: module.id,
      input: label,
      steps: trace.stepCount,
      counters: trace.totals,
      medianRecordMs: round(percentile(sorted, 50), 3),
      slowestRecordMs: round(sorted.at(-1) ?? 0, 3),
    };
  });
}

type Thread = 'worker' | 'main';

async function measure(browser: Browser, algorithm: StringAlgorithmId, input: StringInput, thread: Thread) {
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const threadParam = thread === 'main' ? '&thread=main' : '';
  await page.goto(
    `${BASE}/algorithms/strings?renderer=canvas${threadParam}&algo=${algorithm}&text=${input.text}&pattern=${input.pattern}&speed=100`,
  );
  const card = page.locator('#strings-visualizer');
  const host = page.locator('figure[data-scene="string-match"] [data-frames]');
  await host.waitFor({ state: 'attached', timeout: 60_000 });
  await page.waitForFunction(
    () =>
      Number(
        document
          .querySelector('figure[data-scene="string-match"] [data-frames]')
          ?.getAttribute('data-frames'),
      ) > 0,
    undefined,
    { timeout: 60_000 },
  );
  await page.locator('figure[data-scene="string-match"]').scrollIntoViewIfNeeded();
  await page.waitForTimeout(1000); // let loading settle

  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'timeTicks' });
  const metrics = async () => {
    const { metrics: list } = await cdp.send('Performance.getMetrics');
    const get = (name: string) => list.find((metric) => metric.name === name)?.value ?? 0;
    return { timestamp: get('Timestamp'), task: get('TaskDuration'), thread: get('ThreadTime') };
  };
  const slider = card.getByRole('slider', { name: 'Step' });
  const stepCount = Number(await slider.getAttribute('max'));
  const sliderId = await slider.evaluate((element) => element.id);
  // A string, not a function: tsx would wrap a named function in a helper the page does not have.
  // Frames are kept only while the run plays (the slider short of its end).
  await page.evaluate(`(() => {
    const slider = document.getElementById(${JSON.stringify(sliderId)});
    window.__raf = [];
    window.__rafStop = false;
    const loop = (t) => {
      if (Number(slider?.value) < ${stepCount}) window.__raf.push(t);
      if (!window.__rafStop) requestAnimationFrame(loop);
    };
    requestAnimationFrame(loop);
  })()`);
  const framesBefore = Number(await host.getAttribute('data-frames'));
  await card.getByRole('button', { name: 'Visualize' }).click();
  const before = await metrics();
  await page.waitForTimeout(PLAY_MS);
  const after = await metrics();
  const framesAfter = Number(await host.getAttribute('data-frames'));
  const stamps = await stopFrameSampler(page);
  const step = await slider.inputValue();
  await context.close();

  const seconds = after.timestamp - before.timestamp;
  const intervals = stamps
    .slice(1)
    .map((t, i) => t - (stamps[i] ?? t))
    .slice(2);
  const sorted = intervals.slice().sort((a, b) => a - b);
  const mean = intervals.reduce((sum, x) => sum + x, 0) / Math.max(1, intervals.length);
  return {
    algorithm,
    renderer: 'canvas',
    drawnBy: thread === 'worker' ? 'scene worker' : 'page',
    measuredSeconds: round(seconds, 3),
    stepsPlayed: Number(step),
    stepCount,
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
  const record = [...recording(WORST, 'worst: a×32, a×11 b'), ...recording(RANDOM, 'random a/b ×32, abab')];
  if (!process.argv.includes('--no-build')) buildSite(OUT_DIR);
  const server = await serveSite({
    outDir: OUT_DIR,
    port: PORT,
    probePath: '/algorithms/strings',
    portVariable: 'STRINGS_BENCH_PORT',
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const playback = [];
    for (const algorithm of ['kmp', 'rabinKarp'] as const)
      for (const thread of ['worker', 'main'] as const)
        playback.push(await measure(browser, algorithm, WORST, thread));
    console.log(
      JSON.stringify(
        {
          benchmark: 'strings',
          machine: { cpus: cpus().length, loadAverage: loadavg().map((value) => round(value)) },
          record,
          playback: {
            viewport: '1920x1080',
            run: 'the worst case (a×32, a×11 b) at speed 100: the text, the shifting pattern and the prefix table or the hashes',
            playMs: PLAY_MS,
            results: playback,
          },
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
