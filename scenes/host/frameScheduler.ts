import { Text, type Application, type Container } from 'pixi.js';

/**
 * How many labels one frame draws for the first time. Pixi draws each new label onto a canvas of its own
 * before the frame can show it; a scene that starts with dozens of them would otherwise hold a phone's
 * main thread for one long frame. Labels past this many appear over the next few frames instead.
 */
export const NEW_LABELS_PER_FRAME = 4;

/**
 * Hides from this frame the labels beyond the first `budget` that have never been drawn, and returns
 * them; `drawn` records the ones let through.
 */
export function holdBackNewLabels(stage: Container, drawn: WeakSet<Text>, budget: number): Text[] {
  const heldBack: Text[] = [];
  let drawing = 0;
  const visit = (node: Container) => {
    if (!node.visible || !node.renderable) return;
    if (node instanceof Text && !drawn.has(node)) {
      if (drawing < budget) {
        drawing += 1;
        drawn.add(node);
      } else {
        node.renderable = false;
        heldBack.push(node);
      }
    }
    for (const child of node.children) visit(child);
  };
  visit(stage);
  return heldBack;
}

/** The text of every label a frame drew, in drawing order (hidden ones left out). */
export function drawnLabelTexts(stage: Container): string[] {
  const texts: string[] = [];
  const visit = (node: Container) => {
    if (!node.visible || !node.renderable) return;
    if (node instanceof Text) texts.push(node.text);
    for (const child of node.children) visit(child);
  };
  visit(stage);
  return texts;
}

/**
 * A frame that drew every label of the scene as its last commit left them. Times are milliseconds
 * since the Unix epoch (performance.timeOrigin + performance.now()), so a page can read a worker's.
 */
export interface DrawnLabels {
  readonly texts: readonly string[];
  /** When the first frame with anything of the scene in it was drawn. */
  readonly sceneDrawnAt: number;
  /** When this frame was drawn: the same as sceneDrawnAt when the scene's first frame drew them all. */
  readonly drawnAt: number;
}

/**
 * The frames a scene has drawn so far. A frame drawn in the animation frame right after the one that drew
 * the last frame continues a stretch of motion; `inMotion` counts those frames and the time between each
 * and the frame before it, so that a stretch's frame rate leaves out the rests between steps (when nothing
 * moves, nothing is drawn) but not a frame that came late.
 */
export interface FramesDrawn {
  readonly count: number;
  /** When the last frame was drawn, in ms since the Unix epoch. */
  readonly drawnAt: number;
  readonly inMotion: { readonly frames: number; readonly ms: number };
}

export interface FrameSchedulerOptions {
  /**
   * Whether a starting scene's frames draw at most NEW_LABELS_PER_FRAME new labels each. On the page
   * it keeps a phone's main thread from one long frame; a worker's long frame holds up nothing else,
   * so there every label is drawn in the scene's first frame.
   */
  readonly paceNewLabels: boolean;
}

const epochNow = () => performance.timeOrigin + performance.now();

const sameTexts = (a: readonly string[], b: readonly string[] | null) =>
  b !== null && a.length === b.length && a.every((text, i) => text === b[i]);

/**
 * Draws frames on demand. The Pixi ticker is stopped; `invalidate` asks for one frame on the next
 * animation frame, and any number of calls before then coalesce into that one frame. A frame that drew
 * asks for the next animation frame too, which draws only if the scene was invalidated meanwhile (a
 * tween's tick) and otherwise asks for nothing more, so a scene at rest costs no frames. With
 * `paceNewLabels`, while the scene starts, a frame draws at most NEW_LABELS_PER_FRAME labels that are new
 * and asks for another frame for the rest; once a frame of the scene finds none left, frames no longer
 * look for them. After `labelsCommitted`, the first frame that holds no label back reports the labels it
 * drew (`reportLabelsTo`) if they differ from the last ones it reported.
 */
export class FrameScheduler {
  private app: Application | null = null;
  private pendingFrame: number | null = null;
  /** Whether the scene changed since the last frame was drawn. */
  private invalidated = false;
  private framesDrawn = 0;
  /** When the last frame was drawn, while the frame asked for after it has not yet found the scene at rest. */
  private lastDrawnAt: number | null = null;
  private framesInMotion = 0;
  private msInMotion = 0;
  private reportFrames: ((frames: FramesDrawn) => void) | null = null;
  private onRest: (() => void) | null = null;
  /** The last size asked for; Pixi may still be starting when the container first resizes. */
  private size: { width: number; height: number } | null = null;
  private readonly drawnLabels = new WeakSet<Text>();
  private pacingNewLabels: boolean;
  private onFirstFrame: (() => void) | null = null;
  private reportLabels: ((labels: DrawnLabels) => void) | null = null;
  private labelsPending = false;
  private sceneDrawnAt: number | null = null;
  /** null until the first report, which a scene without labels makes too. */
  private reportedTexts: readonly string[] | null = null;

  constructor({ paceNewLabels }: FrameSchedulerOptions = { paceNewLabels: true }) {
    this.pacingNewLabels = paceNewLabels;
  }

  /**
   * Called after every frame with the frames drawn so far; the host shows them as data-frames,
   * data-last-drawn-at and data-frames-in-motion, which tests and benchmarks read.
   */
  reportFramesTo(report: ((frames: FramesDrawn) => void) | null): void {
    this.reportFrames = report;
  }

  /** Called each time a frame finds the scene at rest, after it moved or started. */
  whenAtRest(callback: (() => void) | null): void {
    this.onRest = callback;
  }

  /** Whether a frame has been asked for: the scene has changed, or is moving. */
  get drawing(): boolean {
    return this.pendingFrame !== null;
  }

  /** Called after a frame that drew every label a commit of the scene made (the host shows it for tests). */
  reportLabelsTo(report: ((labels: DrawnLabels) => void) | null): void {
    this.reportLabels = report;
  }

  /** The scene has committed: the next frame that holds no label back reports its labels if they changed. */
  readonly labelsCommitted = (): void => {
    this.labelsPending = true;
    this.invalidate();
  };

  /**
   * Starts drawing into `app`. Its first frame is drawn as soon as possible, then `onFirstFrame` runs:
   * that frame, however empty, builds Pixi's batcher and shaders.
   */
  attach(app: Application, onFirstFrame?: () => void): void {
    this.app = app;
    this.onFirstFrame = onFirstFrame ?? null;
    app.ticker.stop();
    if (this.size) app.renderer.resize(this.size.width, this.size.height);
    this.invalidate();
  }

  detach(): void {
    if (this.pendingFrame !== null) cancelAnimationFrame(this.pendingFrame);
    this.pendingFrame = null;
    this.lastDrawnAt = null;
    this.app = null;
    this.onFirstFrame = null;
  }

  resize(width: number, height: number): void {
    this.size = { width, height };
    this.app?.renderer?.resize(width, height);
    this.invalidate();
  }

  readonly invalidate = (): void => {
    this.invalidated = true;
    this.requestFrame();
  };

  private requestFrame(): void {
    if (this.pendingFrame !== null) return;
    this.pendingFrame = requestAnimationFrame(this.drawFrame);
  }

  private readonly drawFrame = (): void => {
    this.pendingFrame = null;
    const app = this.app;
    if (!app?.renderer) return;
    // Nothing changed since the last frame: the scene is at rest, and no frame is asked for until it
    // changes again.
    if (!this.invalidated) {
      this.lastDrawnAt = null;
      this.onRest?.();
      return;
    }
    this.invalidated = false;
    const heldBack = this.pacingNewLabels
      ? holdBackNewLabels(app.stage, this.drawnLabels, NEW_LABELS_PER_FRAME)
      : [];
    app.render();
    for (const label of heldBack) label.renderable = true;
    const drawnAt = epochNow();
    this.framesDrawn += 1;
    if (this.lastDrawnAt !== null) {
      this.framesInMotion += 1;
      this.msInMotion += drawnAt - this.lastDrawnAt;
    }
    this.lastDrawnAt = drawnAt;
    this.reportFrames?.({
      count: this.framesDrawn,
      drawnAt,
      inMotion: { frames: this.framesInMotion, ms: this.msInMotion },
    });
    if (this.onFirstFrame === null && app.stage.children.length > 0) this.sceneDrawnAt ??= drawnAt;
    if (this.labelsPending && heldBack.length === 0 && this.sceneDrawnAt !== null) {
      this.labelsPending = false;
      const texts = drawnLabelTexts(app.stage);
      // A commit that changed no label (a resize, the same step again) keeps the time they were drawn.
      if (!sameTexts(texts, this.reportedTexts)) {
        this.reportedTexts = texts;
        this.reportLabels?.({ texts, sceneDrawnAt: this.sceneDrawnAt, drawnAt });
      }
    }
    if (heldBack.length > 0) this.invalidate();
    // The scene's start is over once a frame after the empty first one had every label drawn.
    else if (this.onFirstFrame === null && app.stage.children.length > 0) this.pacingNewLabels = false;
    const onFirstFrame = this.onFirstFrame;
    this.onFirstFrame = null;
    onFirstFrame?.();
    // A tween moves the scene in an animation-frame callback of its own, which runs before this one
    // when it was asked for first: asked for now, the next frame draws what the tween does in it. Asked
    // for only when the tween invalidates, it would be drawn a frame later, so that a tween moving on
    // every frame is drawn on every other one. A frame in which nothing changed asks for no more.
    this.requestFrame();
  };
}
