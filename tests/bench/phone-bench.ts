/**
 * Every scene page as on a slow phone. Prints JSON figures; it never fails on time.
 *
 *   npx tsx tests/bench/phone-bench.ts            # builds into dist-phone-bench, serves it on port 4462
 *   npx tsx tests/bench/phone-bench.ts --no-build # reuses an existing dist-phone-bench
 *   npx tsx tests/bench/phone-bench.ts --only=/algorithms/graph,/playground
 *
 * PHONE_BENCH_OUT_DIR and PHONE_BENCH_PORT move the build folder and the port.
 *
 * Each page is opened in headless Chromium (Debian's, /usr/bin/chromium or CHROMIUM_PATH) at 375x812,
 * device pixel ratio 3, on the canvas renderer, its scene drawn in the scene worker (the default), the
 * page's CPU throttled 4x through the DevTools Protocol (Emulation.setCPUThrottlingRate on the page).
 *
 * That throttling does not reach dedicated workers: the page's rate leaves a loop in the scene worker as
 * fast as before, and the worker's own target refuses it ("only supported for pages"); `workerThrottle`
 * in the output shows both, measured at the start of every run. The scene worker is slowed instead by
 * the benchmark itself: every animation-frame, timeout and interval callback in it (its tweens' ticks and
 * its frames) is followed by a busy wait of three times its own length, so that work takes four times as
 * long. What the worker does on a message from the page (committing a new step's scene) is not slowed.
 *
 * The scene's host reports its frame count and when its last frame was drawn (`data-frames` and
 * `data-last-drawn-at`, at most every 100 ms, and at once for the first frame after a pause); an init
 * script records every report, every pointerdown (performance.now() in a capture-phase listener) and
 * every long task (PerformanceObserver 'longtask'). For each page:
 *
 * 1. play: Play (or Visualize) at the page's default speed, for 4 s.
 *    - drawnFps: frames the worker drew per second of the window;
 *    - animatingFps: frames per second while the scene was in motion, from the host's own count
 *      (`data-frames-in-motion` over `data-ms-in-motion`): a frame drawn in the animation frame right after
 *      the one that drew the frame before continues a stretch of motion, and counts with the time since
 *      that frame, however late it came. A scene draws only when something moves, so the rests between
 *      steps are left out. animatingSeconds says how long the scene was in motion during the window; it
 *      is null when it never was (a scene whose steps change it in place, without a tween, draws one
 *      frame a step, and meets the target by drawing each step). Target: at least 55.
 *    - workerFrameCeilingFps: measured just before, the animation frames the scene worker gets in a second
 *      when it asks for every one and does nothing in them: the most it could draw. In headless Chromium
 *      a worker's animation frames can come at a lower rate than the page's (about 37 a second against 55
 *      in one run on a loaded machine, with no throttling at all; 61 on a quiet one), which caps
 *      animatingFps whatever a frame costs.
 *    - mainThreadBusyMsPerSecond: the page's main-thread busy time per second of the window (DevTools
 *      Performance metrics, TaskDuration), throttling included: what playing costs the page's thread.
 *    - longTasks: main-thread tasks over 50 ms during the window, their number and the longest, and each
 *      one's start after the tap that started the run. Target: none.
 * 2. taps: paused, 20 taps on Step forward (Step back once the run is at its end, until its start), each
 *    once the scene had drawn nothing for 300 ms; each tap timed from its pointerdown to the first frame
 *    any of the page's scenes drew after it (a segment tree's Build goes on in the Fenwick tree's figure
 *    once its own tree is built). Median and p95; target p95 at most 100 ms.
 * 3. dialogOpen, on the pages whose operation opens a dialog (arrays, stacks, queues, linked lists), measured
 *    first, before the page plays: that operation tapped 10 times, each until its dialog is shown and
 *    then closed: ms from the tap to the paint that shows the dialog (Event Timing's interaction
 *    duration, in steps of 8 ms), median and p95, and the longest main-thread task of each tap, median
 *    and largest. Not a goal's figure: it comes before anything plays.
 *
 * The machine's load average goes with the figures: compare runs made one after the other.
 */
import { cpus, loadavg } from 'node:os';
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from 'playwright-core';
import { percentile, round } from './frameSampler';
import {
  onCanvasRenderer,
  OPERATIONS,
  pagesAskedFor,
  playback,
  playButton,
  SCENE_PAGES,
  sharedPanelOperation,
  somethingToPlay,
  type ScenePage,
} from './scenePages';
import { buildSite, CHROMIUM, CHROMIUM_ARGS, serveSite, stopServer } from './siteServer';

const OUT_DIR = process.env.PHONE_BENCH_OUT_DIR ?? 'dist-phone-bench';
const PORT = Number(process.env.PHONE_BENCH_PORT ?? 4462);
const BASE = `http://127.0.0.1:${PORT}`;
/** PHONE_BENCH_CPU_THROTTLING=1 measures the same pages unthrottled, for comparison. */
const CPU_THROTTLING = Number(process.env.PHONE_BENCH_CPU_THROTTLING ?? 4);
const PLAY_MS = 4_000;
const TAPS = 20;
const DIALOG_TAPS = 10;
/** The scene is at rest once it has drawn nothing for this long. */
const QUIET_MS = 300;
const TARGET = { animatingFpsAtLeast: 55, tapP95MsAtMost: 100, longTaskMsAtMost: 50 };

/**
 * Records, on the page's clock, every pointerdown, every long task and every frame report of the host
 * the benchmark points at (window.__phoneHost). A string: tsx would wrap a function in helpers the page
 * does not have.
 */
const RECORDER = `(() => {
  const record = { taps: [], longTasks: [], reports: [], interactions: [], framesAnywhere: [] };
  window.__phone = record;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.interactionId) record.interactions.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  addEventListener('pointerdown', () => record.taps.push(performance.now()), { capture: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) record.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      const host = mutation.target;
      record.framesAnywhere.push(Number(host.getAttribute('data-last-drawn-at')));
      if (host !== window.__phoneHost) continue;
      record.reports.push({
        at: Number(host.getAttribute('data-last-drawn-at')),
        count: Number(host.getAttribute('data-frames')),
        framesInMotion: Number(host.getAttribute('data-frames-in-motion')),
        msInMotion: Number(host.getAttribute('data-ms-in-motion')),
        received: performance.now(),
      });
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-last-drawn-at'] });
})()`;

/** Makes every frame and timer callback in a worker take CPU_THROTTLING times as long. */
const SLOW_WORKER = `(() => {
  const scope = globalThis;
  if (scope.__slowedBy) return;
  scope.__slowedBy = ${CPU_THROTTLING};
  const slow = (callback) => function (...args) {
    const start = performance.now();
    try {
      return callback.apply(this, args);
    } finally {
      const until = performance.now() + (performance.now() - start) * ${CPU_THROTTLING - 1};
      while (performance.now() < until) {}
    }
  };
  for (const name of ['requestAnimationFrame', 'setTimeout', 'setInterval']) {
    const original = scope[name];
    if (typeof original !== 'function') continue;
    scope[name] = function (callback, ...rest) {
      return original.call(scope, typeof callback === 'function' ? slow(callback) : callback, ...rest);
    };
  }
})()`;

/** How many animation frames a scope (the scene worker) gets in a second when it asks for every one. */
const ANIMATION_FRAMES_PER_SECOND = `new Promise((resolve) => {
  let frames = 0;
  const start = performance.now();
  const next = () => {
    frames += 1;
    if (performance.now() - start < 1000) requestAnimationFrame(next);
    else resolve((frames * 1000) / (performance.now() - start));
  };
  requestAnimationFrame(next);
})`;

const BUSY_LOOP = `(() => {
  const start = performance.now();
  let sum = 0;
  for (let i = 0; i < 2e7; i++) sum += i % 7;
  return performance.now() - start + (sum < 0 ? 1 : 0);
})()`;

interface Report {
  at: number;
  count: number;
  framesInMotion: number;
  msInMotion: number;
  received: number;
}

interface Recorded {
  taps: number[];
  longTasks: { start: number; duration: number }[];
  reports: Report[];
  /** Event Timing entries of interactions: from the input to the next paint after its handlers. */
  interactions: { start: number; duration: number }[];
  /** When each frame any scene host on the page reported was drawn. */
  framesAnywhere: number[];
}

const recorded = (page: Page) => page.evaluate('window.__phone') as Promise<Recorded>;
const pageNow = (page: Page) => page.evaluate('performance.now()') as Promise<number>;

async function newPhoneContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    // The service worker's precaching is a first visit's work of its own; it is not what is measured.
    serviceWorkers: 'block',
  });
}

const sceneWorkerOf = (page: Page) => page.workers().find((worker) => worker.url().includes('sceneRender'));

/**
 * Whether the DevTools Protocol's CPU throttling reaches the scene worker: a loop timed in the page and in
 * the worker before and after throttling the page, and what the worker's own target answers when asked.
 */
async function checkWorkerThrottling(browser: Browser) {
  const context = await newPhoneContext(browser);
  try {
    const page = await context.newPage();
    await page.goto(`${BASE}${onCanvasRenderer('/algorithms/sorting')}`);
    await page.waitForFunction(
      () => Number(document.querySelector('[data-frames]')?.getAttribute('data-frames')) > 0,
    );
    const worker = sceneWorkerOf(page);
    if (!worker) return { failed: 'no scene worker' };
    const loops = async () => ({
      pageMs: round(Number(await page.evaluate(BUSY_LOOP)), 1),
      workerMs: round(Number(await worker.evaluate(BUSY_LOOP)), 1),
    });
    const unthrottled = await loops();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING });
    const pageThrottled = await loops();
    // The worker's own target, asked the same through a session of its own.
    const browserSession = await browser.newBrowserCDPSession();
    const { targetInfos } = (await browserSession.send('Target.getTargets')) as {
      targetInfos: { targetId: string; type: string; url: string }[];
    };
    const target = targetInfos.find((info) => info.type === 'worker' && info.url.includes('sceneRender'));
    let workerTargetAnswer = 'no worker target';
    if (target) {
      const { sessionId } = (await browserSession.send('Target.attachToTarget', {
        targetId: target.targetId,
        flatten: false,
      })) as { sessionId: string };
      workerTargetAnswer = await new Promise<string>((resolve) => {
        const timer = setTimeout(() => resolve('no answer'), 5_000);
        browserSession.on('Target.receivedMessageFromTarget', (event: { message: string }) => {
          const message = JSON.parse(event.message) as { id?: number; error?: { message: string } };
          if (message.id !== 1) return;
          clearTimeout(timer);
          resolve(message.error ? `refused: ${message.error.message}` : 'accepted');
        });
        void browserSession.send('Target.sendMessageToTarget', {
          sessionId,
          message: JSON.stringify({
            id: 1,
            method: 'Emulation.setCPUThrottlingRate',
            params: { rate: CPU_THROTTLING },
          }),
        });
      });
    }
    await browserSession.detach();
    return {
      busyLoopUnthrottled: unthrottled,
      busyLoopPageThrottled: pageThrottled,
      workerSlowedByPageThrottling: pageThrottled.workerMs > unthrottled.workerMs * 2,
      workerTargetAnswer,
    };
  } finally {
    await context.close();
  }
}

/** Waits until the host has reported no frame for QUIET_MS (at most 10 s). */
async function untilQuiet(page: Page): Promise<void> {
  const startedAt = Date.now();
  let count = -1;
  let quietFrom = Date.now();
  while (Date.now() - startedAt < 10_000) {
    const { frames, sinceLastReport } = await page.evaluate(() => {
      const scope = window as unknown as { __phone: Recorded; __phoneHost: Element };
      const last = scope.__phone.reports.at(-1);
      return {
        frames: Number(scope.__phoneHost.getAttribute('data-frames')),
        sinceLastReport: last ? performance.now() - Math.max(last.received, last.at) : Infinity,
      };
    });
    if (frames !== count) {
      count = frames;
      quietFrom = Date.now();
    }
    if (sinceLastReport >= QUIET_MS && Date.now() - quietFrom >= QUIET_MS) return;
    await page.waitForTimeout(50);
  }
}

/** Frames per second while the scene was in motion between two reports, and how long that was. */
function animatingFps(from: Report | undefined, to: Report | undefined) {
  const frames = (to?.framesInMotion ?? 0) - (from?.framesInMotion ?? 0);
  const ms = (to?.msInMotion ?? 0) - (from?.msInMotion ?? 0);
  return { fps: ms > 0 ? round((frames * 1000) / ms, 1) : null, seconds: round(ms / 1000) };
}

/** The page's main-thread busy time so far and when that was read, in seconds (DevTools Performance metrics). */
async function mainThreadBusy(cdp: CDPSession): Promise<{ busy: number; at: number }> {
  const { metrics } = (await cdp.send('Performance.getMetrics')) as {
    metrics: { name: string; value: number }[];
  };
  const metric = (name: string) => metrics.find((entry) => entry.name === name)?.value ?? Number.NaN;
  return { busy: metric('TaskDuration'), at: metric('Timestamp') };
}

async function measurePlaying(page: Page, cdp: CDPSession, path: string) {
  const before = await recorded(page);
  const countBefore = before.reports.at(-1)?.count ?? 0;
  const operation = await somethingToPlay(page, path);
  const pause = page.getByRole('group', { name: 'Playback' }).first().getByRole('button', { name: 'Pause' });
  // An operation plays as it starts; otherwise Play, from the start if the run is at its end.
  await pause.or(playButton(page)).first().waitFor({ timeout: 5_000 });
  if (!(await pause.isVisible())) {
    if (await playButton(page).isDisabled())
      await playback(page).getByRole('button', { name: 'Reset' }).tap();
    await playButton(page).tap({ timeout: 5_000 });
  }
  const startedAt = (await recorded(page)).taps.at(-1) ?? (await pageNow(page));
  const busyBefore = await mainThreadBusy(cdp);
  await page.waitForTimeout(PLAY_MS);
  const busyAfter = await mainThreadBusy(cdp);
  const endedAt = await pageNow(page);
  if (await pause.isVisible()) await pause.tap();
  const record = await recorded(page);
  const reports = record.reports.filter((report) => report.at >= startedAt && report.at <= endedAt);
  const seconds = (endedAt - startedAt) / 1000;
  // From the last report before the window (or the first in it) to the last in it.
  // A window in which the scene drew nothing has no motion to time (not a negative stretch of it).
  const animating =
    reports.length === 0
      ? { fps: null, seconds: 0 }
      : animatingFps(
          record.reports.filter((report) => report.at < startedAt).at(-1) ?? reports[0],
          reports.at(-1),
        );
  const longTasks = record.longTasks.filter((task) => task.start >= startedAt && task.start <= endedAt);
  return {
    ...(operation === null ? {} : { operation }),
    seconds: round(seconds),
    framesDrawn: (reports.at(-1)?.count ?? countBefore) - countBefore,
    drawnFps: round(((reports.at(-1)?.count ?? countBefore) - countBefore) / seconds, 1),
    animatingFps: animating.fps,
    animatingSeconds: animating.seconds,
    mainThreadBusyMsPerSecond: round(
      ((busyAfter.busy - busyBefore.busy) / (busyAfter.at - busyBefore.at)) * 1000,
      0,
    ),
    longTasks: {
      count: longTasks.length,
      longestMs: round(Math.max(0, ...longTasks.map((task) => task.duration)), 0),
      // When each began after the tap that started the run, and how long it took: the tap's own work
      // (a dialog closing, the run's first render) against the steps that follow.
      each: longTasks.map((task) => ({
        msAfterTap: round(task.start - startedAt, 0),
        ms: round(task.duration, 0),
      })),
    },
  };
}

async function measureTaps(page: Page) {
  const playback = page.getByRole('group', { name: 'Playback' }).first();
  const step = playback.getByRole('button', { name: 'Step forward' });
  const latencies: number[] = [];
  let missed = 0;
  const back = playback.getByRole('button', { name: 'Step back' });
  // Forward to the run's end, then back to its start, and so on.
  let forward = true;
  for (let tap = 0; tap < TAPS; tap++) {
    if (await (forward ? step : back).isDisabled()) forward = !forward;
    await untilQuiet(page);
    await (forward ? step : back).tap({ timeout: 5_000 });
    const tappedAt = (await recorded(page)).taps.at(-1);
    const drawn =
      tappedAt === undefined
        ? null
        : await page
            .waitForFunction(
              (after) =>
                (window as unknown as { __phone: Recorded }).__phone.framesAnywhere.find(
                  (at) => at > after,
                ) ?? false,
              tappedAt,
              { timeout: 3_000, polling: 20 },
            )
            .then(
              async (handle) => Number(await handle.jsonValue()),
              () => null,
            );
    if (drawn === null || tappedAt === undefined) missed += 1;
    else latencies.push(drawn - tappedAt);
  }
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    taps: TAPS,
    noFrameWithin3s: missed,
    medianMs: round(percentile(sorted, 50), 1),
    p95Ms: round(percentile(sorted, 95), 1),
    maxMs: round(sorted.at(-1) ?? Number.NaN, 1),
  };
}

/**
 * On a page whose operation opens a dialog: that operation tapped DIALOG_TAPS times, each time until the
 * dialog is shown, then closed with its Close button. Per tap, the interaction's duration (Event Timing:
 * from the tap to the next paint after its handlers ran, the dialog shown) and the longest task it took.
 * Null when the page's operation opens no dialog.
 */
async function measureDialogOpen(page: Page, path: string) {
  if (OPERATIONS[path]) return null;
  const operation = sharedPanelOperation(page);
  // An algorithm's page has no operations at all.
  if ((await operation.count()) === 0 || (await operation.getAttribute('aria-haspopup')) !== 'dialog')
    return null;
  const dialog = page.getByRole('dialog');
  const interactions: number[] = [];
  const longest: number[] = [];
  for (let tap = 0; tap < DIALOG_TAPS; tap++) {
    const from = await pageNow(page);
    await operation.tap({ timeout: 5_000 });
    await dialog.waitFor({ timeout: 5_000 });
    // Event Timing reports an interaction once its next frame is presented.
    await page.waitForTimeout(500);
    const record = await recorded(page);
    interactions.push(
      Math.max(
        0,
        ...record.interactions.filter((entry) => entry.start >= from).map((entry) => entry.duration),
      ),
    );
    longest.push(
      Math.max(0, ...record.longTasks.filter((task) => task.start >= from).map((task) => task.duration)),
    );
    await dialog.getByRole('button', { name: 'Close' }).tap({ timeout: 5_000 });
    await dialog.waitFor({ state: 'hidden', timeout: 5_000 });
    await page.waitForTimeout(300);
  }
  const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
  return {
    operation: (await operation.textContent()) ?? '',
    taps: DIALOG_TAPS,
    tapToShownMedianMs: round(percentile(sorted(interactions), 50), 0),
    tapToShownP95Ms: round(percentile(sorted(interactions), 95), 0),
    longestTaskMedianMs: round(percentile(sorted(longest), 50), 0),
    longestTaskMaxMs: round(sorted(longest).at(-1) ?? 0, 0),
  };
}

async function measure(browser: Browser, route: ScenePage) {
  const context = await newPhoneContext(browser);
  await context.addInitScript(RECORDER);
  const page = await context.newPage();
  page.on('worker', (worker) => void worker.evaluate(SLOW_WORKER).catch(() => undefined));
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING });
  await cdp.send('Performance.enable');
  try {
    await page.goto(`${BASE}${onCanvasRenderer(route.path)}`);
    await route.prepare?.(page);
    const figure = page.locator('figure[data-scene]').first();
    await figure.waitFor({ timeout: 60_000 });
    await figure.scrollIntoViewIfNeeded();
    const host = figure.locator('[data-frames]').first();
    await host.evaluate((element) => {
      (window as unknown as { __phoneHost: Element }).__phoneHost = element;
    });
    await page.waitForFunction(
      (element) => Number(element?.getAttribute('data-frames')) > 0,
      await host.elementHandle(),
      {
        timeout: 60_000,
      },
    );
    const worker = sceneWorkerOf(page);
    const workerSlowed = worker
      ? Boolean(await worker.evaluate('globalThis.__slowedBy').catch(() => false))
      : false;
    await untilQuiet(page);
    const workerFrameCeilingFps = worker
      ? round(Number(await worker.evaluate(ANIMATION_FRAMES_PER_SECOND)), 1)
      : null;
    // First, while the page's operations are free: a run that has not ended holds them.
    const dialogOpen = await measureDialogOpen(page, route.path);
    const playing = await measurePlaying(page, cdp, route.path);
    const taps = await measureTaps(page);
    return {
      path: route.path,
      scene: await figure.getAttribute('data-scene'),
      renderer: await host.getAttribute('data-renderer'),
      sceneWorker: worker !== undefined,
      sceneWorkerSlowed: workerSlowed,
      workerFrameCeilingFps,
      playing,
      taps,
      dialogOpen,
      errors,
    };
  } catch (error) {
    return { path: route.path, failed: String(error), errors };
  } finally {
    await context.close();
  }
}

type Result = Awaited<ReturnType<typeof measure>>;

/**
 * A scene whose steps change it in place (no tween: a search's cells, a string's window) has no motion
 * to time: it meets the frame-rate target by drawing each step, which taps then time.
 */
const framesMeetTarget = (playing: NonNullable<Result['playing']>) =>
  playing.animatingFps === null
    ? playing.framesDrawn > 0
    : playing.animatingFps >= TARGET.animatingFpsAtLeast;

const withinTarget = (result: Result) =>
  result.playing !== undefined &&
  result.taps !== undefined &&
  framesMeetTarget(result.playing) &&
  result.taps.p95Ms <= TARGET.tapP95MsAtMost &&
  result.taps.noFrameWithin3s === 0 &&
  result.playing.longTasks.count === 0;

async function main() {
  if (!process.argv.includes('--no-build')) buildSite(OUT_DIR);
  const server = await serveSite({
    outDir: OUT_DIR,
    port: PORT,
    probePath: '/algorithms/sorting',
    portVariable: 'PHONE_BENCH_PORT',
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const loadBefore = loadavg().map((value) => round(value));
    const workerThrottle = await checkWorkerThrottling(browser);
    const routes = pagesAskedFor(SCENE_PAGES);
    const results: Result[] = [];
    for (const route of routes) {
      const result = await measure(browser, route);
      console.error(JSON.stringify(result));
      results.push(result);
    }
    console.log(
      JSON.stringify(
        {
          benchmark: 'phone',
          renderer: 'canvas',
          device: { viewport: '375x812', deviceScaleFactor: 3, cpuThrottling: CPU_THROTTLING },
          sceneWorkerSlowing: `frame and timer callbacks followed by a busy wait of ${CPU_THROTTLING - 1}x their length`,
          workerThrottle,
          machine: {
            cpus: cpus().length,
            loadAverageBefore: loadBefore,
            loadAverageAfter: loadavg().map((value) => round(value)),
          },
          results,
          target: TARGET,
          withinTarget: Object.fromEntries(results.map((result) => [result.path, withinTarget(result)])),
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
