/**
 * Soak benchmark: does the JS heap grow while the site is used for a long time? Prints JSON figures; it
 * never fails on the figures, only on errors (a page error, a screen that does not reach the state it
 * should).
 *
 *   npx tsx tests/bench/soak-bench.ts            # builds into dist-soak, serves it on port 4195
 *   npx tsx tests/bench/soak-bench.ts --no-build # reuses an existing dist-soak
 *
 * Environment: SOAK_BENCH_PORT (default 4195), SOAK_BENCH_MINUTES (simulated minutes, default 10),
 * SOAK_BENCH_SNAPSHOTS=<folder> to keep the heap snapshots taken before and after (load them in
 * DevTools' Memory panel and compare), CHROMIUM_PATH.
 *
 * One page in headless Chromium (Debian's, /usr/bin/chromium or CHROMIUM_PATH), with the canvas
 * renderer and Playwright's fake clock: time moves only through page.clock.runFor, so ten minutes of use
 * take far less than ten minutes. Screens change by history.pushState, which the router follows as it
 * follows its own links, so whatever the page keeps alive carries from screen to screen. A cycle:
 *
 * 1. the sorting visualiser: a 30-value run at top speed to the end, then Reset (the algorithm rotates);
 * 2. the Stacks page: four Push + Pop pairs, each run to idle;
 * 3. Race Mode: a five-lane sorting race run to the end, then Reset;
 * 4. the chat with the built-in tutor: one question, the typewriter and the mascot to the end, then
 *    New chat, so the conversation (kept in localStorage on purpose) does not grow from cycle to cycle.
 *
 * A warm-up runs every sorting algorithm once and then whole cycles (SOAK_BENCH_WARMUP_CYCLES, default 3):
 * lazy chunks, caches and V8 compiling and optimising the code that turns hot are not growth, and the
 * cold figure (heap after the first activities) is printed as well. Then the heap is read on the home
 * page after forced garbage collection ("before"), the cycles repeat until the simulated time is up,
 * and the heap is read the same way again ("after"). Target: JS heap growth under 10 %.
 *
 * Also reported: DOM nodes and event listeners (they grow with detached trees or listeners never
 * removed); Blink's own heap (embedderHeapUsedBytes: DOM, canvases, text caches), which is not part of
 * the JS heap figure; the heap after every cycle, to tell steady growth from noise; and, from heap
 * snapshots, how the JS heap splits into compiled code (V8's JIT keeps optimising hot functions, which
 * is not a leak) and everything else (objects, arrays, closures, strings), where a leak would show.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cpus, loadavg } from 'node:os';
import { chromium, type CDPSession, type Locator, type Page } from 'playwright-core';
import { buildSite, CHROMIUM, CHROMIUM_ARGS, serveSite, stopServer } from './siteServer';

const OUT_DIR = 'dist-soak';
const PORT = Number(process.env.SOAK_BENCH_PORT ?? 4195);
const BASE = `http://127.0.0.1:${PORT}`;
const SOAK_MS = Number(process.env.SOAK_BENCH_MINUTES ?? 10) * 60_000;
const WARMUP_CYCLES = Number(process.env.SOAK_BENCH_WARMUP_CYCLES ?? 3);
const SNAPSHOT_DIR = process.env.SOAK_BENCH_SNAPSHOTS;
const TARGET_GROWTH_PERCENT = 10;
const CLOCK_START = new Date('2026-01-05T09:00:00Z').getTime();

const SORTS = ['bubbleSort', 'selectionSort', 'insertionSort', 'mergeSort', 'quickSort'] as const;
type SortId = (typeof SORTS)[number];
const SORT_SIZE = 30;
const TOP_SPEED_STEP_MS = 100; // the visualiser at speed 100
const RACE_SIZE = 30;
const STACK_PAIRS = 4;
const STACK_OPERATION_MS = 3000; // a push or a pop, from click to idle
const CHAT_QUESTIONS = ['queue kya hai', 'Explain Recursion', 'stack vs queue', 'binary search kaise kare'];
const MASCOT_GONE_MS = 6000; // shown 5 s after a reply, then a 1 s fade

const round = (value: number, digits = 2) => Number(value.toFixed(digits));

/**
 * Moves the fake clock in steps of `stepMs` until `reached` holds; throws once `limitMs` of simulated
 * time has passed without it. Between steps the page gets real time too, for network and promises.
 */
async function advanceUntil(
  page: Page,
  what: string,
  reached: () => Promise<boolean>,
  { stepMs, limitMs }: { stepMs: number; limitMs: number },
) {
  for (let spent = 0; ; spent += stepMs) {
    if (await reached()) return;
    if (spent >= limitMs) throw new Error(`${what}: not reached after ${limitMs} ms of simulated time`);
    await page.clock.runFor(stepMs);
  }
}

/** Changes screen the way the router's own links do (it follows pushState). */
async function navigate(page: Page, path: string, ready: Locator) {
  await page.evaluate((url) => window.history.pushState(null, '', url), path);
  await advanceUntil(page, `open ${path}`, () => ready.isVisible(), { stepMs: 100, limitMs: 30_000 });
}

/** Waits until the scene's Pixi Application has started (the host names its renderer then). */
async function waitForScene(page: Page, figure: Locator) {
  const host = figure.locator('[data-renderer]');
  await advanceUntil(page, 'scene started', async () => (await host.count()) > 0, {
    stepMs: 100,
    limitMs: 30_000,
  });
  const renderer = await host.getAttribute('data-renderer');
  if (renderer !== 'canvas') throw new Error(`expected the canvas renderer, got ${renderer}`);
}

async function sortingRun(page: Page, algorithm: SortId, seed: number) {
  const card = page.locator('#sorting-visualizer');
  await navigate(
    page,
    `/algorithms/sorting?renderer=canvas&algo=${algorithm}&size=${SORT_SIZE}&seed=${seed}&preset=random&speed=100`,
    card,
  );
  await waitForScene(page, card.locator('figure[data-scene]'));
  const visualize = card.getByRole('button', { name: 'Visualize', exact: true });
  const steps = Number(await card.getByRole('slider', { name: 'Step' }).getAttribute('max'));
  if (!(steps > 0)) throw new Error(`sorting: no steps to run (${algorithm})`);
  await visualize.click();
  await page.clock.runFor(steps * TOP_SPEED_STEP_MS + TOP_SPEED_STEP_MS);
  const states = await card
    .locator('figure[data-scene] ol > li')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-state')));
  if (!(await visualize.isVisible()) || states.some((state) => state !== 'sorted')) {
    throw new Error(`sorting: ${algorithm} did not finish in ${steps} steps`);
  }
  await card.getByRole('button', { name: 'Reset', exact: true }).click();
  return steps;
}

async function stackOperations(page: Page, firstValue: number) {
  const figure = page.locator('figure[data-scene="stack"]');
  await navigate(page, '/data-structures/stacks?renderer=canvas', figure);
  await waitForScene(page, figure);
  const operations = page.getByRole('region', { name: 'Operations' });
  const pop = operations.getByRole('button', { name: 'Pop', exact: true });
  const items = figure.locator('ol > li[data-value]');
  const sizeBefore = await items.count();
  for (let i = 0; i < STACK_PAIRS; i++) {
    await operations.getByRole('button', { name: 'Push', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Push Element' });
    await dialog.getByLabel('Value', { exact: true }).fill(String(firstValue + i));
    await dialog.getByRole('button', { name: 'Push', exact: true }).click();
    await page.clock.runFor(STACK_OPERATION_MS);
    await pop.click();
    await page.clock.runFor(STACK_OPERATION_MS);
  }
  if ((await items.count()) !== sizeBefore || !(await pop.isEnabled())) {
    throw new Error('stack: the push/pop pairs did not leave the stack idle at its first size');
  }
}

async function raceRun(page: Page, seed: number) {
  const panel = page.locator('[data-race-panel]');
  await navigate(
    page,
    `/race?renderer=canvas&tab=sorting&algos=${SORTS.join(',')}&size=${RACE_SIZE}&seed=${seed}&preset=random&speed=100`,
    panel,
  );
  await waitForScene(page, page.locator('figure[data-scene="race"]'));
  const start = panel.getByRole('button', { name: 'Start Race', exact: true });
  const reset = panel.getByRole('button', { name: 'Reset', exact: true });
  await start.click();
  // Start Race comes back once every lane has finished.
  await advanceUntil(page, 'race finished', () => start.isVisible(), { stepMs: 2000, limitMs: 300_000 });
  const statuses = await panel.locator('tbody tr td:nth-child(3)').allTextContents();
  if (statuses.length !== SORTS.length || statuses.some((status) => status.trim() !== 'Completed')) {
    throw new Error(`race: not every lane completed (${statuses.join(', ')})`);
  }
  const raceTime = (await panel.getByTestId('race-time').textContent()) ?? '';
  await reset.click();
  await advanceUntil(page, 'race reset', () => reset.isDisabled(), { stepMs: 100, limitMs: 5000 });
  return raceTime;
}

async function chatExchange(page: Page, question: string) {
  const input = page.getByRole('textbox', { name: 'Message QueueBee' });
  await navigate(page, '/chat', input);
  const log = page.getByRole('log', { name: 'Conversation' });
  const messages = log.locator('[data-message-role]');
  const replies = log.locator('[data-message-role="assistant"]');
  if ((await messages.count()) !== 1) throw new Error('chat: expected a fresh conversation (the greeting)');
  await input.fill(question);
  await input.press('Enter');
  await advanceUntil(
    page,
    'chat reply typed',
    async () =>
      (await replies.count()) === 2 &&
      (await page.locator('[data-typing], [data-typing-indicator]').count()) === 0,
    { stepMs: 500, limitMs: 60_000 },
  );
  await page.clock.runFor(MASCOT_GONE_MS);
  await page.getByRole('button', { name: 'New chat' }).click();
  await advanceUntil(page, 'new chat', async () => (await messages.count()) === 1, {
    stepMs: 100,
    limitMs: 5000,
  });
}

interface MemoryReading {
  heapUsedBytes: number;
  heapTotalBytes: number;
  embedderHeapUsedBytes: number;
  domNodes: number;
  jsEventListeners: number;
  documents: number;
}

/** On the home page, timers settled, garbage collected twice (one pass can leave finalised objects). */
async function readMemory(page: Page, cdp: CDPSession): Promise<MemoryReading> {
  await navigate(page, '/', page.locator('main h1').first());
  await page.clock.runFor(2000);
  for (let pass = 0; pass < 2; pass++) await cdp.send('HeapProfiler.collectGarbage');
  const heap = await cdp.send('Runtime.getHeapUsage');
  const dom = await cdp.send('Memory.getDOMCounters');
  return {
    heapUsedBytes: heap.usedSize,
    heapTotalBytes: heap.totalSize,
    embedderHeapUsedBytes: heap.embedderHeapUsedSize,
    domNodes: dom.nodes,
    jsEventListeners: dom.jsEventListeners,
    documents: dom.documents,
  };
}

interface HeapComposition {
  /** V8's compiled code and its metadata (machine code, feedback, inline caches). */
  compiledCodeBytes: number;
  /** Everything else in the JS heap: objects, arrays, closures, strings, hidden classes. */
  jsObjectBytes: number;
  /** DOM and other browser-side objects the snapshot lists. */
  nativeBytes: number;
}

interface SnapshotHeader {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
}

/** Takes a heap snapshot (it collects garbage first), optionally keeps it, and sums it by kind. */
async function heapComposition(cdp: CDPSession, keepAs: string | null): Promise<HeapComposition> {
  const chunks: string[] = [];
  const collect = ({ chunk }: { chunk: string }) => chunks.push(chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', collect);
  try {
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  } finally {
    cdp.off('HeapProfiler.addHeapSnapshotChunk', collect);
  }
  const text = chunks.join('');
  if (keepAs) writeFileSync(keepAs, text);
  const { snapshot, nodes } = JSON.parse(text) as SnapshotHeader;
  const fields = snapshot.meta.node_fields;
  const typeNames = snapshot.meta.node_types[0];
  const typeField = fields.indexOf('type');
  const sizeField = fields.indexOf('self_size');
  const composition: HeapComposition = { compiledCodeBytes: 0, jsObjectBytes: 0, nativeBytes: 0 };
  for (let i = 0; i < nodes.length; i += fields.length) {
    const type = typeNames[nodes[i + typeField] ?? -1];
    const size = nodes[i + sizeField] ?? 0;
    if (type === 'code') composition.compiledCodeBytes += size;
    else if (type === 'native' || type === 'synthetic') composition.nativeBytes += size;
    else composition.jsObjectBytes += size;
  }
  return composition;
}

const simulatedNow = (page: Page) => page.evaluate(() => Date.now());

/** One cycle of the four activities; warm-up cycles are numbered below zero, so their seeds differ. */
async function runCycle(page: Page, cycle: number) {
  const seed = 100 + cycle;
  const index = Math.abs(cycle);
  await sortingRun(page, SORTS[index % SORTS.length] ?? 'bubbleSort', seed);
  await stackOperations(page, 1000 + cycle * STACK_PAIRS);
  await raceRun(page, seed);
  await chatExchange(page, CHAT_QUESTIONS[index % CHAT_QUESTIONS.length] ?? 'queue kya hai');
}

async function soak(page: Page) {
  const pageErrors: string[] = [];
  const consoleErrors: string[] = [];
  // A worker that fails (a scene or the tutor then runs on the page) says so in a warning.
  const consoleWarnings: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
    if (message.type() === 'warning') consoleWarnings.push(message.text());
  });

  await page.clock.install({ time: CLOCK_START });
  await page.goto(`${BASE}/`);
  await page.locator('main h1').first().waitFor();
  await page.clock.pauseAt(CLOCK_START + 60_000);
  const cdp = await page.context().newCDPSession(page);
  const wallStart = Date.now();

  const sortSteps: Partial<Record<SortId, number>> = {};
  for (const [index, algorithm] of SORTS.entries())
    sortSteps[algorithm] = await sortingRun(page, algorithm, index + 1);
  await stackOperations(page, 1);
  const warmUpRaceTime = await raceRun(page, 1);
  await chatExchange(page, CHAT_QUESTIONS[0] ?? 'queue kya hai');
  const cold = await readMemory(page, cdp);
  for (let cycle = 1; cycle <= WARMUP_CYCLES; cycle++) await runCycle(page, -cycle);

  const before = await readMemory(page, cdp);
  const compositionBefore = await heapComposition(
    cdp,
    SNAPSHOT_DIR ? join(SNAPSHOT_DIR, 'soak-before.heapsnapshot') : null,
  );

  const soakStart = await simulatedNow(page);
  const perCycle: { cycle: number; simulatedSeconds: number; heapUsedBytes: number; domNodes: number }[] = [];
  let cycles = 0;
  while ((await simulatedNow(page)) - soakStart < SOAK_MS) {
    cycles += 1;
    await runCycle(page, cycles);
    const reading = await readMemory(page, cdp);
    perCycle.push({
      cycle: cycles,
      simulatedSeconds: round(((await simulatedNow(page)) - soakStart) / 1000, 1),
      heapUsedBytes: reading.heapUsedBytes,
      domNodes: reading.domNodes,
    });
  }
  const simulatedMs = (await simulatedNow(page)) - soakStart;
  const after = await readMemory(page, cdp);
  const compositionAfter = await heapComposition(
    cdp,
    SNAPSHOT_DIR ? join(SNAPSHOT_DIR, 'soak-after.heapsnapshot') : null,
  );
  const storedChatChars = await page.evaluate(() => (localStorage.getItem('queuebee.chat') ?? '').length);

  const growthPercent = ((after.heapUsedBytes - before.heapUsedBytes) / before.heapUsedBytes) * 100;
  const change = (key: keyof HeapComposition) => compositionAfter[key] - compositionBefore[key];
  const objectGrowthPercent = (change('jsObjectBytes') / compositionBefore.jsObjectBytes) * 100;
  const figures = {
    benchmark: 'soak',
    renderer: 'canvas',
    machine: { cpus: cpus().length, loadAverage: loadavg().map((value) => round(value)) },
    simulatedMinutes: round(simulatedMs / 60_000),
    wallClockSeconds: round((Date.now() - wallStart) / 1000, 1),
    cycles,
    cycle: {
      sorting: `${SORT_SIZE} values at top speed, the algorithm rotating (steps: ${JSON.stringify(sortSteps)})`,
      stack: `${STACK_PAIRS} push + pop pairs`,
      race: `5 lanes, ${RACE_SIZE} values, speed 100 (the warm-up race took ${warmUpRaceTime})`,
      chat: 'one question to the built-in tutor, then New chat',
    },
    warmUpCycles: WARMUP_CYCLES,
    // The heap right after the first use of each screen, before the warm-up cycles.
    heapColdBytes: cold.heapUsedBytes,
    heapGrowthFromColdPercent: round(((after.heapUsedBytes - cold.heapUsedBytes) / cold.heapUsedBytes) * 100),
    heapBeforeBytes: before.heapUsedBytes,
    heapAfterBytes: after.heapUsedBytes,
    heapGrowthBytes: after.heapUsedBytes - before.heapUsedBytes,
    heapGrowthPercent: round(growthPercent),
    targetGrowthPercentBelow: TARGET_GROWTH_PERCENT,
    targetMet: growthPercent < TARGET_GROWTH_PERCENT ? 'yes' : 'no',
    domNodesBefore: before.domNodes,
    domNodesAfter: after.domNodes,
    jsEventListenersBefore: before.jsEventListeners,
    jsEventListenersAfter: after.jsEventListeners,
    before,
    after,
    // The same question without V8's compiled code, which grows as the JIT optimises more functions.
    objectGrowthPercent: round(objectGrowthPercent),
    targetMetExcludingCompiledCode: objectGrowthPercent < TARGET_GROWTH_PERCENT ? 'yes' : 'no',
    snapshotGrowthBytes: {
      compiledCode: change('compiledCodeBytes'),
      jsObjects: change('jsObjectBytes'),
      native: change('nativeBytes'),
    },
    snapshotBefore: compositionBefore,
    snapshotAfter: compositionAfter,
    perCycle,
    // New chat clears the conversation every cycle, so only the greeting should be stored.
    storedChatChars,
    pageErrors,
    consoleErrors,
    consoleWarnings,
  };
  return { figures, pageErrors };
}

async function main() {
  if (SNAPSHOT_DIR) mkdirSync(SNAPSHOT_DIR, { recursive: true });
  if (!process.argv.includes('--no-build')) buildSite(OUT_DIR);
  const server = await serveSite({
    outDir: OUT_DIR,
    port: PORT,
    probePath: '/',
    portVariable: 'SOAK_BENCH_PORT',
  });
  try {
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    try {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const { figures, pageErrors } = await soak(await context.newPage());
      console.log(JSON.stringify(figures, null, 2));
      if (pageErrors.length > 0)
        throw new Error(`the page threw ${pageErrors.length} error(s) during the soak`);
    } finally {
      await browser.close();
    }
  } finally {
    stopServer(server);
  }
}

await main();
