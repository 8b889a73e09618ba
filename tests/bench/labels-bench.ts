/**
 * How soon a scene's labels are drawn. Prints JSON figures; it never fails on time.
 *
 *   npx tsx tests/bench/labels-bench.ts            # builds into dist-labels-bench, serves it on port 4452
 *   npx tsx tests/bench/labels-bench.ts --no-build # reuses an existing dist-labels-bench
 *   npx tsx tests/bench/labels-bench.ts --only=/algorithms/graph
 *
 * LABELS_BENCH_OUT_DIR and LABELS_BENCH_PORT move the build folder and the port.
 *
 * Every page with a scene is opened in headless Chromium (Debian's, /usr/bin/chromium or CHROMIUM_PATH)
 * on the canvas renderer, its first scene brought into view. The scene host reports, on its element, when
 * the scene's first frame was drawn (`data-scene-drawn-at`), when a frame had drawn every label of the
 * scene's last commit (`data-labels-drawn-at`) and those labels' texts (`data-labels`), for the scene
 * worker and for a scene drawn on the page alike. For each page:
 *
 * - labelsAfterSceneMs: from the scene's first frame to the frame with all its labels (target: at most
 *   200 ms);
 * - labels: how many labels that frame drew, and the first few;
 * - sceneAfterLoadMs: from navigation start to the scene's first frame, for context.
 *
 * Pages are measured at 1440x900, then the Graph Algorithms page again as on a slow phone (375x812,
 * device pixel ratio 3, CPU throttled 4x through the DevTools Protocol). On the Graph Algorithms page
 * the labels are also checked from pixels: for each of its vertices (their places come from the DOM
 * mirror) the screenshot is read where its name and its distance are drawn, and each must hold ink (pixels
 * unlike the colour around them); `pixelCheck` lists any vertex whose name or distance is missing.
 */
import { cpus, loadavg } from 'node:os';
import { PNG } from 'pngjs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { pagesAskedFor, SCENE_PAGES, type ScenePage } from './scenePages';
import { buildSite, CHROMIUM, CHROMIUM_ARGS, serveSite, stopServer } from './siteServer';

const OUT_DIR = process.env.LABELS_BENCH_OUT_DIR ?? 'dist-labels-bench';
const PORT = Number(process.env.LABELS_BENCH_PORT ?? 4452);
const BASE = `http://127.0.0.1:${PORT}`;
const TARGET_MS = 200;

const round = (value: number, digits = 1) => Number(value.toFixed(digits));

const ROUTES = SCENE_PAGES;

interface Device {
  name: string;
  width: number;
  height: number;
  scale: number;
  cpuThrottling: number;
}

const DESKTOP: Device = { name: 'desktop', width: 1440, height: 900, scale: 1, cpuThrottling: 1 };
const SLOW_PHONE: Device = { name: 'slow phone', width: 375, height: 812, scale: 3, cpuThrottling: 4 };

interface Region {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Pixels of a region of a screenshot that are far from the region's most common colour (what is around
 * a label): a label drawn there has some, an empty place none.
 */
function inkPixels(png: PNG, region: Region): number {
  const pixels: number[] = [];
  const x0 = Math.max(0, Math.round(region.x));
  const y0 = Math.max(0, Math.round(region.y));
  const x1 = Math.min(png.width, Math.round(region.x + region.width));
  const y1 = Math.min(png.height, Math.round(region.y + region.height));
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const offset = (y * png.width + x) * 4;
      pixels.push(
        ((png.data[offset] ?? 0) << 16) | ((png.data[offset + 1] ?? 0) << 8) | (png.data[offset + 2] ?? 0),
      );
    }
  }
  const counts = new Map<number, number>();
  for (const pixel of pixels) counts.set(pixel, (counts.get(pixel) ?? 0) + 1);
  const common = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 0;
  const channels = (pixel: number) => [(pixel >> 16) & 255, (pixel >> 8) & 255, pixel & 255];
  const [r, g, b] = channels(common);
  return pixels.filter((pixel) => {
    const [pr, pg, pb] = channels(pixel);
    return Math.abs(pr! - r!) + Math.abs(pg! - g!) + Math.abs(pb! - b!) > 120;
  }).length;
}

/**
 * For each vertex of the graph figure: is there ink where its name is (the middle of its circle) and
 * where its distance is (just under the circle)? Places are in CSS pixels from the figure's corner.
 */
async function checkGraphLabelPixels(page: Page) {
  const figure = page.locator('figure[data-scene="graph"]').first();
  // The figure's top just under the site's header, so the player's bar stuck to the bottom of the
  // window covers none of it.
  await figure.evaluate((element) => {
    element.scrollIntoView({ block: 'start' });
    window.scrollBy(0, -80);
  });
  await page.waitForTimeout(100);
  const box = await figure.boundingBox();
  if (!box) return { vertices: 0, missing: ['no figure'] };
  const nodes = await figure.locator('li[data-node]').evaluateAll((items) =>
    items.map((item) => ({
      id: item.getAttribute('data-node') ?? '',
      x: Number(item.getAttribute('data-x')),
      y: Number(item.getAttribute('data-y')),
      r: Number(item.getAttribute('data-r')),
    })),
  );
  const png = PNG.sync.read(await figure.screenshot());
  const scale = png.width / box.width;
  const at = (region: Region): Region => ({
    x: region.x * scale,
    y: region.y * scale,
    width: region.width * scale,
    height: region.height * scale,
  });
  const missing: string[] = [];
  for (const node of nodes) {
    const name = at({ x: node.x - node.r / 2, y: node.y - node.r / 2, width: node.r, height: node.r });
    if (inkPixels(png, name) < 4) missing.push(`${node.id} name`);
    const distance = at({ x: node.x - 8, y: node.y + node.r + 2, width: 16, height: 15 });
    if (inkPixels(png, distance) < 4) missing.push(`${node.id} distance`);
  }
  return { vertices: nodes.length, missing };
}

async function measure(browser: Browser, route: ScenePage, device: Device) {
  const context = await browser.newContext({
    viewport: { width: device.width, height: device.height },
    deviceScaleFactor: device.scale,
    // The service worker's precaching is a first visit's work of its own; it is not what is measured.
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  if (device.cpuThrottling > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: device.cpuThrottling });
  }
  try {
    await page.goto(`${BASE}${route.path}?renderer=canvas`);
    await route.prepare?.(page);
    const figure = page.locator('figure[data-scene]').first();
    await figure.waitFor({ timeout: 60_000 });
    await figure.scrollIntoViewIfNeeded();
    const host = figure.locator('[data-labels-drawn-at]').first();
    await host.waitFor({ state: 'attached', timeout: 60_000 });
    const read = async (name: string) => Number(await host.getAttribute(name));
    const sceneDrawnAt = await read('data-scene-drawn-at');
    const labelsDrawnAt = await read('data-labels-drawn-at');
    const texts = JSON.parse((await host.getAttribute('data-labels')) ?? '[]') as string[];
    const pixelCheck = route.path === '/algorithms/graph' ? await checkGraphLabelPixels(page) : undefined;
    return {
      path: route.path,
      device: device.name,
      scene: await figure.getAttribute('data-scene'),
      sceneAfterLoadMs: round(sceneDrawnAt),
      labelsAfterSceneMs: round(labelsDrawnAt - sceneDrawnAt),
      labels: { count: texts.length, first: texts.slice(0, 12) },
      ...(pixelCheck ? { pixelCheck } : {}),
      errors,
    };
  } catch (error) {
    return { path: route.path, device: device.name, failed: String(error), errors };
  } finally {
    await context.close();
  }
}

async function main() {
  if (!process.argv.includes('--no-build')) buildSite(OUT_DIR);
  const server = await serveSite({
    outDir: OUT_DIR,
    port: PORT,
    probePath: '/algorithms/graph',
    portVariable: 'LABELS_BENCH_PORT',
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const loadBefore = loadavg().map((value) => round(value, 2));
    const routes = pagesAskedFor(ROUTES);
    const results = [];
    for (const route of routes) results.push(await measure(browser, route, DESKTOP));
    const graph = routes.find((route) => route.path === '/algorithms/graph');
    if (graph) results.push(await measure(browser, graph, SLOW_PHONE));
    const timed = results.flatMap((result) => ('labelsAfterSceneMs' in result ? [result] : []));
    console.log(
      JSON.stringify(
        {
          benchmark: 'labels',
          renderer: 'canvas',
          machine: {
            cpus: cpus().length,
            loadAverageBefore: loadBefore,
            loadAverageAfter: loadavg().map((value) => round(value, 2)),
          },
          results,
          slowestLabelsAfterSceneMs: Math.max(...timed.map((result) => result.labelsAfterSceneMs)),
          target: { labelsAfterSceneMsAtMost: TARGET_MS, graphLabelsMissingFromPixels: 0 },
          withinTarget:
            timed.length === results.length &&
            timed.every(
              (result) =>
                result.labelsAfterSceneMs <= TARGET_MS &&
                (result.pixelCheck === undefined || result.pixelCheck.missing.length === 0),
            ),
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
