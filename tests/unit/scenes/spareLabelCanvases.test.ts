import { describe, expect, it, vi } from 'vitest';

// Pixi reads `navigator` as it loads; Node 20 has none. Nothing here draws.
vi.hoisted(() => {
  if (!('navigator' in globalThis)) vi.stubGlobal('navigator', { userAgent: 'node' });
});

const { COMMON_LABEL_SIZES, SpareLabelCanvases, SPARE_CANVASES_PER_SIZE } =
  await import('@scenes/host/offscreen/spareLabelCanvases');

interface FakeCanvasAndContext {
  canvas: { width: number; height: number };
  context: object;
}

/**
 * A canvas pool that behaves as Pixi's does: canvases are bucketed by size, a bucket exists once a canvas
 * of its size has been asked for, and a canvas is made when its bucket is empty.
 */
function fakePool() {
  const buckets = new Map<string, FakeCanvasAndContext[]>();
  const made: FakeCanvasAndContext[] = [];
  const key = (width: number, height: number) => `${width}x${height}`;
  const pool = {
    getOptimalCanvasAndContext(width: number, height: number) {
      let bucket = buckets.get(key(width, height));
      if (!bucket) {
        bucket = [];
        buckets.set(key(width, height), bucket);
      }
      let canvasAndContext = bucket.pop();
      if (!canvasAndContext) {
        canvasAndContext = { canvas: { width, height }, context: {} };
        made.push(canvasAndContext);
      }
      return canvasAndContext;
    },
    returnCanvasAndContext(canvasAndContext: FakeCanvasAndContext) {
      buckets.get(key(canvasAndContext.canvas.width, canvasAndContext.canvas.height))?.push(canvasAndContext);
    },
  };
  return {
    pool,
    made,
    idleIn: (width: number, height: number) => buckets.get(key(width, height))?.length ?? 0,
  };
}

/** Tasks queued with `later`, run one at a time by the test. */
function taskQueue() {
  const tasks: (() => void)[] = [];
  return {
    later: (task: () => void) => tasks.push(task),
    runAll() {
      let ran = 0;
      while (tasks.length > 0) {
        tasks.shift()!();
        ran += 1;
      }
      return ran;
    },
    runOne: () => tasks.shift()?.(),
    pending: () => tasks.length,
  };
}

function setUp() {
  const { pool, made, idleIn } = fakePool();
  const tasks = taskQueue();
  const madeAtRest: FakeCanvasAndContext[] = [];
  const spares = new SpareLabelCanvases(
    pool as never,
    (width, height) => {
      const canvasAndContext = { canvas: { width, height }, context: {} };
      madeAtRest.push(canvasAndContext);
      return canvasAndContext as never;
    },
    tasks.later,
  );
  return { pool, made, idleIn, tasks, madeAtRest, spares };
}

describe('SpareLabelCanvases', () => {
  it('fills the pool with ready canvases of the sizes labels are drawn at, one per task, at rest', () => {
    const { spares, tasks, idleIn, made, madeAtRest } = setUp();
    // Nothing is made before the scene first comes to rest.
    expect(made.length + madeAtRest.length).toBe(0);
    spares.topUp(() => false);
    const ran = tasks.runAll();
    for (const [width, height] of COMMON_LABEL_SIZES) {
      expect(idleIn(width, height)).toBe(SPARE_CANVASES_PER_SIZE);
      expect(spares.idle(width, height)).toBe(SPARE_CANVASES_PER_SIZE);
    }
    // The pool made the first canvas of each size (opening its bucket); one canvas a task, then a
    // last task that found nothing short.
    expect(made).toHaveLength(COMMON_LABEL_SIZES.length);
    expect(made.length + madeAtRest.length).toBe(COMMON_LABEL_SIZES.length * SPARE_CANVASES_PER_SIZE);
    expect(ran).toBe(made.length + madeAtRest.length + 1);
  });

  it('a label then takes a ready canvas, and the pool makes none while the scene moves', () => {
    const { spares, tasks, pool, made } = setUp();
    spares.topUp(() => false);
    tasks.runAll();
    const madeBefore = made.length;
    const taken = Array.from({ length: 10 }, () => pool.getOptimalCanvasAndContext(64, 64));
    expect(made.length).toBe(madeBefore);
    expect(spares.idle(64, 64)).toBe(SPARE_CANVASES_PER_SIZE - 10);
    // A label that goes gives its canvas back.
    pool.returnCanvasAndContext(taken[0]!);
    expect(spares.idle(64, 64)).toBe(SPARE_CANVASES_PER_SIZE - 9);
  });

  it('keeps spares of a size that no label had asked for before, once one has', () => {
    const { spares, tasks, pool, idleIn } = setUp();
    pool.getOptimalCanvasAndContext(128, 64);
    expect(spares.idle(128, 64)).toBe(0);
    spares.topUp(() => false);
    tasks.runAll();
    expect(idleIn(128, 64)).toBe(SPARE_CANVASES_PER_SIZE);
    expect(spares.idle(128, 64)).toBe(SPARE_CANVASES_PER_SIZE);
  });

  it('stops making canvases as soon as a scene moves again, and goes on at the next rest', () => {
    const { spares, tasks, made, madeAtRest } = setUp();
    const canvasesMade = () => made.length + madeAtRest.length;
    let moving = false;
    spares.topUp(() => moving);
    tasks.runOne();
    tasks.runOne();
    tasks.runOne();
    expect(canvasesMade()).toBe(3);
    moving = true;
    tasks.runOne();
    expect(canvasesMade()).toBe(3);
    expect(tasks.pending()).toBe(0);
    moving = false;
    spares.topUp(() => moving);
    tasks.runAll();
    expect(canvasesMade()).toBe(COMMON_LABEL_SIZES.length * SPARE_CANVASES_PER_SIZE);
    expect(tasks.pending()).toBe(0);
  });

  it('runs one top-up at a time, however often the scene comes to rest', () => {
    const { spares, tasks } = setUp();
    spares.topUp(() => false);
    spares.topUp(() => false);
    spares.topUp(() => false);
    expect(tasks.pending()).toBe(1);
  });
});
