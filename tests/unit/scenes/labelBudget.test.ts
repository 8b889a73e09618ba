import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DrawnLabels, FramesDrawn } from '@scenes/host/frameScheduler';

// Pixi reads `navigator` as it loads; Node 20 has none. Nothing here draws, so no DOM is needed.
vi.hoisted(() => {
  if (!('navigator' in globalThis)) vi.stubGlobal('navigator', { userAgent: 'node' });
});

const { Container, Graphics, Text } = await import('pixi.js');
const { FrameScheduler, holdBackNewLabels, NEW_LABELS_PER_FRAME } =
  await import('@scenes/host/frameScheduler');
type Text = InstanceType<typeof Text>;
type Container = InstanceType<typeof Container>;

function sceneWithLabels(count: number): { stage: Container; labels: Text[] } {
  const stage = new Container();
  stage.addChild(new Graphics());
  const labels = Array.from({ length: count }, (_, index) => {
    const cell = new Container();
    const label = new Text({ text: String(index) });
    cell.addChild(label);
    stage.addChild(cell);
    return label;
  });
  return { stage, labels };
}

describe('holdBackNewLabels', () => {
  it('lets the first labels through and hides the rest from this frame', () => {
    const { stage, labels } = sceneWithLabels(20);
    const drawn = new WeakSet<Text>();
    const heldBack = holdBackNewLabels(stage, drawn, 8);
    expect(heldBack).toEqual(labels.slice(8));
    expect(labels.map((label) => label.renderable)).toEqual([
      ...Array(8).fill(true),
      ...Array(12).fill(false),
    ]);
  });

  it('draws every label within a few frames, each at most once as new', () => {
    const { stage, labels } = sceneWithLabels(20);
    const drawn = new WeakSet<Text>();
    const heldPerFrame: number[] = [];
    for (let frame = 0; frame < 5; frame += 1) {
      const heldBack = holdBackNewLabels(stage, drawn, 8);
      heldPerFrame.push(heldBack.length);
      // What the scheduler does once the frame is drawn.
      for (const label of heldBack) label.renderable = true;
    }
    expect(heldPerFrame).toEqual([12, 4, 0, 0, 0]);
    expect(labels.every((label) => drawn.has(label) && label.renderable)).toBe(true);
  });

  it('leaves alone labels a scene hides itself, and a label added later', () => {
    const { stage, labels } = sceneWithLabels(3);
    labels[0]!.visible = false;
    labels[1]!.parent!.renderable = false;
    const drawn = new WeakSet<Text>();
    expect(holdBackNewLabels(stage, drawn, 1)).toEqual([]);
    expect(labels.map((label) => label.renderable)).toEqual([true, true, true]);
    expect(drawn.has(labels[2]!)).toBe(true);

    const late = new Text({ text: 'late' });
    stage.addChild(late);
    expect(holdBackNewLabels(stage, drawn, 1)).toEqual([]);
    expect(drawn.has(late)).toBe(true);
  });
});

describe('FrameScheduler', () => {
  // Only `navigator` (stubbed above) was needed, and only while Pixi loaded.
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  /** A stand-in for a Pixi Application that records which labels each frame would draw. */
  function fakeApp() {
    const stage = new Container();
    const drawnPerFrame: number[] = [];
    const visibleLabels = (node: Container): number =>
      !node.visible || !node.renderable
        ? 0
        : (node instanceof Text ? 1 : 0) +
          node.children.reduce((sum, child) => sum + visibleLabels(child), 0);
    const app = {
      stage,
      renderer: { resize: () => undefined },
      ticker: { stop: () => undefined },
      render: () => drawnPerFrame.push(visibleLabels(stage)),
    };
    return { app, stage, drawnPerFrame };
  }

  /** Animation frames queued by the scheduler, run one at a time. */
  function fakeAnimationFrames() {
    const queue: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => queue.push(callback));
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    return {
      runAll() {
        let frames = 0;
        while (queue.length > 0 && frames < 100) {
          queue.shift()?.(0);
          frames += 1;
        }
        return frames;
      },
    };
  }

  function addLabels(stage: Container, count: number) {
    for (let index = 0; index < count; index += 1) stage.addChild(new Text({ text: String(index) }));
  }

  it('draws an empty first frame, then paces a starting scene’s labels, then stops pacing', () => {
    const frames = fakeAnimationFrames();
    const { app, stage, drawnPerFrame } = fakeApp();
    const scheduler = new FrameScheduler();
    let firstFrames = 0;
    scheduler.attach(app as never, () => (firstFrames += 1));
    frames.runAll();
    expect(firstFrames).toBe(1);
    expect(drawnPerFrame).toEqual([0]);

    // The scene mounts ten labels: they appear a few per frame.
    addLabels(stage, 10);
    scheduler.invalidate();
    frames.runAll();
    expect(drawnPerFrame).toEqual([0, NEW_LABELS_PER_FRAME, 2 * NEW_LABELS_PER_FRAME, 10]);
    expect(firstFrames).toBe(1);

    // Once the scene has started, a later batch of labels is drawn in one frame.
    addLabels(stage, 10);
    scheduler.invalidate();
    frames.runAll();
    expect(drawnPerFrame.slice(4)).toEqual([20]);
  });

  it('in a worker, draws every label of a starting scene in its first frame', () => {
    const frames = fakeAnimationFrames();
    const { app, stage, drawnPerFrame } = fakeApp();
    const scheduler = new FrameScheduler({ paceNewLabels: false });
    scheduler.attach(app as never);
    frames.runAll();
    addLabels(stage, 30);
    scheduler.invalidate();
    frames.runAll();
    expect(drawnPerFrame).toEqual([0, 30]);
  });

  it('says when the scene’s first frame drew all its labels', () => {
    const frames = fakeAnimationFrames();
    const { app, stage } = fakeApp();
    const reports: DrawnLabels[] = [];
    const scheduler = new FrameScheduler({ paceNewLabels: false });
    scheduler.reportLabelsTo((labels) => reports.push(labels));
    scheduler.attach(app as never);
    frames.runAll();
    addLabels(stage, 30);
    scheduler.labelsCommitted();
    frames.runAll();
    expect(reports).toHaveLength(1);
    expect(reports[0]?.texts).toHaveLength(30);
    expect(reports[0]?.drawnAt).toBe(reports[0]?.sceneDrawnAt);
  });

  it('reports the labels once a frame after the commit has drawn them all', () => {
    const frames = fakeAnimationFrames();
    // Each frame reads the clock once: 16 ms apart.
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (now += 16));
    const { app, stage } = fakeApp();
    const reports: DrawnLabels[] = [];
    const scheduler = new FrameScheduler();
    scheduler.reportLabelsTo((labels) => reports.push(labels));
    scheduler.attach(app as never);
    frames.runAll();

    addLabels(stage, 10);
    scheduler.labelsCommitted();
    frames.runAll();
    // Not while some were held back: once, after the frame that drew the last of them.
    expect(reports).toHaveLength(1);
    expect(reports[0]?.texts).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
    // Paced (on the page), the frame with the last of them came after the scene's first.
    expect(reports[0]!.drawnAt - reports[0]!.sceneDrawnAt).toBe(2 * 16);

    // A frame with no commit (a tween step) reports nothing, nor does a commit that changed no label;
    // a commit that changed one does.
    scheduler.invalidate();
    frames.runAll();
    scheduler.labelsCommitted();
    frames.runAll();
    expect(reports).toHaveLength(1);
    (stage.children[0] as Text).text = 'A';
    scheduler.labelsCommitted();
    frames.runAll();
    expect(reports).toHaveLength(2);
    expect(reports[1]?.texts[0]).toBe('A');
    expect(reports[1]?.sceneDrawnAt).toBe(reports[0]?.sceneDrawnAt);
  });

  it('reports a scene that has no labels at all', () => {
    const frames = fakeAnimationFrames();
    const { app, stage } = fakeApp();
    const reports: DrawnLabels[] = [];
    const scheduler = new FrameScheduler({ paceNewLabels: false });
    scheduler.reportLabelsTo((labels) => reports.push(labels));
    scheduler.attach(app as never);
    frames.runAll();
    stage.addChild(new Graphics());
    scheduler.labelsCommitted();
    frames.runAll();
    expect(reports.map((report) => report.texts)).toEqual([[]]);
  });

  it('reports every frame it draws with its count and the time it was drawn', () => {
    const frames = fakeAnimationFrames();
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (now += 16));
    const { app, stage } = fakeApp();
    const reports: FramesDrawn[] = [];
    const scheduler = new FrameScheduler({ paceNewLabels: false });
    scheduler.reportFramesTo((frames) => reports.push(frames));
    scheduler.attach(app as never);
    frames.runAll();
    addLabels(stage, 3);
    scheduler.invalidate();
    scheduler.invalidate();
    frames.runAll();
    // Two invalidations before the frame make one frame; each report's time is its own frame's.
    expect(reports.map((report) => report.count)).toEqual([1, 2]);
    expect(reports[1]!.drawnAt - reports[0]!.drawnAt).toBeGreaterThan(0);
    expect(reports[1]!.drawnAt).toBeCloseTo(performance.timeOrigin + now, 6);
  });

  /** Animation frames as a browser runs them: a callback asked for during a frame runs in the next. */
  function fakeBrowserFrames() {
    let next: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => next.push(callback));
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    return {
      runFrame() {
        const now = next;
        next = [];
        for (const callback of now) callback(0);
      },
      waiting: () => next.length,
    };
  }

  it('draws a tween that moves the scene on every frame on every frame, then asks for no more', () => {
    const frames = fakeBrowserFrames();
    const { app, stage, drawnPerFrame } = fakeApp();
    const scheduler = new FrameScheduler({ paceNewLabels: false });
    scheduler.attach(app as never);
    frames.runFrame();
    addLabels(stage, 1);
    // A tween engine ticks in an animation-frame callback of its own, asked for before the scene's
    // frame, and moves the scene in each of ten frames.
    let ticks = 0;
    const tick = () => {
      ticks += 1;
      if (ticks < 10) requestAnimationFrame(tick);
      scheduler.invalidate();
    };
    requestAnimationFrame(tick);
    const drew: number[] = [];
    for (let frame = 1; frame <= 12; frame += 1) {
      const before = drawnPerFrame.length;
      frames.runFrame();
      drew.push(drawnPerFrame.length - before);
    }
    // The first tick's frame had already been drawn when it ran; from the next frame on, every frame
    // the tween moves the scene in is drawn, none twice.
    expect(drew).toEqual([0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0]);
    // At rest: nothing more is asked for.
    expect(frames.waiting()).toBe(0);
  });

  it('counts as motion the frames drawn one animation frame after another, not the rests between them', () => {
    const frames = fakeBrowserFrames();
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const { app, stage } = fakeApp();
    addLabels(stage, 1);
    const reports: FramesDrawn[] = [];
    const scheduler = new FrameScheduler({ paceNewLabels: false });
    scheduler.reportFramesTo((report) => reports.push(report));
    scheduler.attach(app as never);
    /** One animation frame at `at` ms, in which a tween (when `moving`) moves the scene first. */
    const frameAt = (at: number, moving: boolean) => {
      now = at;
      if (moving) scheduler.invalidate();
      frames.runFrame();
    };
    frameAt(0, false); // the scene's first frame
    // A step's tween moves the scene for three frames, one of which comes late (50 ms after the last).
    frameAt(16, true);
    frameAt(32, true);
    frameAt(82, true);
    // At rest for half a second: one frame finds nothing changed, and none is asked for after it.
    frameAt(98, false);
    expect(frames.waiting()).toBe(0);
    // The next step's tween: its first frame starts a stretch of motion, the rest before it left out.
    frameAt(600, true);
    frameAt(616, true);
    expect(reports.map((report) => report.count)).toEqual([1, 2, 3, 4, 5, 6]);
    // In motion: 16 → 32 → 82 (the first frame counted from the scene's first), then 600 → 616.
    expect(reports.at(-1)!.inMotion).toEqual({ frames: 4, ms: 16 + 16 + 50 + 16 });
  });

  it('says when it is drawing, and tells when a frame finds the scene at rest', () => {
    const frames = fakeBrowserFrames();
    const { app, stage } = fakeApp();
    addLabels(stage, 1);
    const scheduler = new FrameScheduler({ paceNewLabels: false });
    let rests = 0;
    scheduler.whenAtRest(() => (rests += 1));
    scheduler.attach(app as never);
    expect(scheduler.drawing).toBe(true);
    frames.runFrame(); // draws the first frame and asks for one more
    expect([scheduler.drawing, rests]).toEqual([true, 0]);
    frames.runFrame(); // nothing changed: at rest
    expect([scheduler.drawing, rests]).toEqual([false, 1]);
    scheduler.invalidate();
    expect(scheduler.drawing).toBe(true);
    frames.runFrame();
    frames.runFrame();
    expect([scheduler.drawing, rests]).toEqual([false, 2]);
  });

  it('reports no labels before the scene has drawn anything', () => {
    const frames = fakeAnimationFrames();
    const { app } = fakeApp();
    const reports: DrawnLabels[] = [];
    const scheduler = new FrameScheduler({ paceNewLabels: false });
    scheduler.reportLabelsTo((labels) => reports.push(labels));
    scheduler.attach(app as never);
    scheduler.labelsCommitted();
    frames.runAll();
    expect(reports).toEqual([]);
  });
});

describe('showFramesDrawn', () => {
  it('shows the frame count and the last frame’s time on the page’s clock', async () => {
    const { showFramesDrawn } = await import('@scenes/host/drawnLabels');
    const attributes = new Map<string, string>();
    const host = { setAttribute: (name: string, value: string) => attributes.set(name, value) };
    showFramesDrawn(host as unknown as HTMLElement, {
      count: 7,
      drawnAt: performance.timeOrigin + 1234.56,
      inMotion: { frames: 5, ms: 83.333 },
    });
    expect(Object.fromEntries(attributes)).toEqual({
      'data-frames': '7',
      'data-last-drawn-at': '1234.6',
      'data-frames-in-motion': '5',
      'data-ms-in-motion': '83.3',
    });
  });
});
