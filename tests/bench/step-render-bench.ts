/**
 * How much of each player page React renders at one step of a run. Prints JSON figures; it never fails.
 *
 *   npx tsx tests/bench/step-render-bench.ts            # builds into dist-step-render-bench, serves it on port 4463
 *   npx tsx tests/bench/step-render-bench.ts --no-build # reuses an existing dist-step-render-bench
 *   npx tsx tests/bench/step-render-bench.ts --only=/data-structures/trees,/algorithms
 *
 * STEP_RENDER_BENCH_OUT_DIR and STEP_RENDER_BENCH_PORT move the build folder and the port.
 *
 * A step changes the scene, its mirror and caption, the step counters and the controls; the rest of the
 * page (its header, the operations, the speed and practice row, the share link, the information tab)
 * stays as it was, and React need not render it again. This counts what it does render: every
 * component and element React rendered in the commits a tap on Step forward caused. These are counts of
 * work, not times, so they are the same on a quiet machine and a busy one, and a change that makes a
 * step render more of the page shows here first; `phone-bench.ts` says what a step costs in time.
 *
 * The count comes through the hook React's developer tools use: an init script installs
 * `__REACT_DEVTOOLS_GLOBAL_HOOK__`, and React calls its `onCommitFiberRoot` after each commit. A component
 * or element counts as rendered in a commit when its props or its state are not the objects they were
 * after the commit before: React keeps both when it skips one (a memoised component given the same
 * props, an element it bailed out on). An element is named after the nearest component above it. The
 * build is not minified, so that components keep their names.
 *
 * Each page is opened in headless Chromium (Debian's, /usr/bin/chromium or CHROMIUM_PATH) on the canvas
 * renderer, at 375x812 (the listing in its own tab) and at 1440x900 (the listing beside the scene).
 * Something to play is started as in the phone benchmark and paused; then Step forward is tapped TAPS
 * times (Step back once the run is at its end), each once the page has committed nothing for SETTLE_MS.
 * Per page and size: the components and elements rendered per tap (median and largest), the commits per
 * tap, the page's elements for scale, and the components that rendered the most per tap.
 */
import { chromium, type Browser, type Page } from 'playwright-core';
import { percentile, round } from './frameSampler';
import {
  onCanvasRenderer,
  pagesAskedFor,
  playback,
  SCENE_PAGES,
  somethingToPlay,
  type ScenePage,
} from './scenePages';
import { buildSite, CHROMIUM, CHROMIUM_ARGS, serveSite, stopServer } from './siteServer';

const OUT_DIR = process.env.STEP_RENDER_BENCH_OUT_DIR ?? 'dist-step-render-bench';
const PORT = Number(process.env.STEP_RENDER_BENCH_PORT ?? 4463);
const BASE = `http://127.0.0.1:${PORT}`;
const TAPS = 10;
/** A tap's renders are over once the page has committed nothing for this long. */
const SETTLE_MS = 300;
const SIZES = [
  { name: 'phone', viewport: { width: 375, height: 812 } },
  { name: 'laptop', viewport: { width: 1440, height: 900 } },
] as const;

interface Commit {
  rendered: number;
  byComponent: Record<string, number>;
}

/**
 * Installed before the page's scripts: the hook React reports its commits to, counting what each commit
 * rendered (see the header). Plain JavaScript, as it runs in the page.
 */
const COMMIT_COUNTER = `(() => {
  const seen = new WeakMap();
  const commits = [];
  let renderers = 0;
  const nameOf = (fiber) => {
    const type = fiber.type;
    if (type === null || typeof type !== 'object' && typeof type !== 'function') return null;
    return type.displayName || type.name || (type.render && type.render.name) || (type.type && type.type.name) || null;
  };
  const walk = (first, owner, commit) => {
    for (let fiber = first; fiber; fiber = fiber.sibling) {
      const before = seen.get(fiber) || (fiber.alternate && seen.get(fiber.alternate));
      const name = nameOf(fiber);
      if (!before || before.props !== fiber.memoizedProps || before.state !== fiber.memoizedState) {
        const key = name || owner;
        commit.rendered += 1;
        commit.byComponent[key] = (commit.byComponent[key] || 0) + 1;
      }
      const now = { props: fiber.memoizedProps, state: fiber.memoizedState };
      seen.set(fiber, now);
      if (fiber.alternate) seen.set(fiber.alternate, now);
      walk(fiber.child, name || owner, commit);
    }
  };
  window.__stepRenders = { commits, lastCommitAt: 0 };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject(renderer) { renderers += 1; this.renderers.set(renderers, renderer); return renderers; },
    onCommitFiberRoot(_id, root) {
      const commit = { rendered: 0, byComponent: {} };
      walk(root.current.child, 'root', commit);
      commits.push(commit);
      window.__stepRenders.lastCommitAt = performance.now();
    },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
  };
})()`;

type Recorded = { commits: Commit[]; lastCommitAt: number };
const recorded = (page: Page) =>
  page.evaluate(() => (window as unknown as { __stepRenders: Recorded }).__stepRenders);

/** Waits until the page has committed nothing for SETTLE_MS (at most 10 s). */
async function untilSettled(page: Page): Promise<void> {
  const startedAt = Date.now();
  while (Date.now() - startedAt < 10_000) {
    const idleFor = await page.evaluate(
      () => performance.now() - (window as unknown as { __stepRenders: Recorded }).__stepRenders.lastCommitAt,
    );
    if (idleFor >= SETTLE_MS) return;
    await page.waitForTimeout(SETTLE_MS - idleFor + 20);
  }
}

async function measure(browser: Browser, route: ScenePage, size: (typeof SIZES)[number]) {
  const context = await browser.newContext({
    viewport: size.viewport,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  await context.addInitScript(COMMIT_COUNTER);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
  });
  try {
    await page.goto(`${BASE}${onCanvasRenderer(route.path)}`);
    await route.prepare?.(page);
    const figure = page.locator('figure[data-scene]').first();
    await figure.waitFor({ timeout: 60_000 });
    await figure.scrollIntoViewIfNeeded();
    const operation = await somethingToPlay(page, route.path);
    const pause = playback(page).getByRole('button', { name: 'Pause' });
    await untilSettled(page);
    if (await pause.isVisible()) await pause.click();
    await untilSettled(page);
    const step = playback(page).getByRole('button', { name: 'Step forward' });
    const back = playback(page).getByRole('button', { name: 'Step back' });
    const perTap: Commit[][] = [];
    let forward = true;
    for (let tap = 0; tap < TAPS; tap++) {
      if (await (forward ? step : back).isDisabled()) forward = !forward;
      const before = (await recorded(page)).commits.length;
      await (forward ? step : back).click({ timeout: 5_000 });
      await untilSettled(page);
      perTap.push((await recorded(page)).commits.slice(before));
    }
    const rendered = perTap.map((commits) => commits.reduce((sum, commit) => sum + commit.rendered, 0));
    const byComponent = new Map<string, number[]>();
    perTap.forEach((commits, tap) => {
      for (const commit of commits)
        for (const [name, count] of Object.entries(commit.byComponent)) {
          const counts = byComponent.get(name) ?? new Array<number>(perTap.length).fill(0);
          counts[tap] = (counts[tap] ?? 0) + count;
          byComponent.set(name, counts);
        }
    });
    const sortedRendered = [...rendered].sort((a, b) => a - b);
    const median = (counts: number[]) =>
      percentile(
        [...counts].sort((a, b) => a - b),
        50,
      );
    return {
      path: route.path,
      size: size.name,
      ...(operation === null ? {} : { operation }),
      taps: perTap.length,
      renderedPerTap: { median: round(percentile(sortedRendered, 50), 0), max: sortedRendered.at(-1) ?? 0 },
      commitsPerTap: round(
        percentile(
          perTap.map((commits) => commits.length).sort((a, b) => a - b),
          50,
        ),
        0,
      ),
      elementsOnPage: await page.evaluate(() => document.querySelectorAll('*').length),
      mostRendered: Object.fromEntries(
        [...byComponent]
          .map(([name, counts]) => [name, round(median(counts), 0)] as const)
          .filter(([, count]) => count > 0)
          .sort((a, b) => b[1] - a[1])
          .slice(0, 8),
      ),
      errors,
    };
  } catch (error) {
    return { path: route.path, size: size.name, failed: String(error), errors };
  } finally {
    await context.close();
  }
}

async function main() {
  if (!process.argv.includes('--no-build')) buildSite(OUT_DIR, 'production', ['--minify', 'false']);
  const server = await serveSite({
    outDir: OUT_DIR,
    port: PORT,
    probePath: '/algorithms/sorting',
    portVariable: 'STEP_RENDER_BENCH_PORT',
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const results = [];
    for (const route of pagesAskedFor(SCENE_PAGES))
      for (const size of SIZES) {
        const result = await measure(browser, route, size);
        console.error(JSON.stringify(result));
        results.push(result);
      }
    console.log(
      JSON.stringify({ benchmark: 'step-render', renderer: 'canvas', taps: TAPS, results }, null, 2),
    );
  } finally {
    await browser.close();
    stopServer(server);
  }
}

await main();
