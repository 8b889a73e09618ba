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

/**
 * Draws frames on demand. The Pixi ticker is stopped; `invalidate` asks for one frame on the next
 * animation frame, and any number of calls before then coalesce into that one frame. While the scene
 * starts, a frame draws at most NEW_LABELS_PER_FRAME labels that are new and asks for another frame for
 * the rest; once a frame of the scene finds none left, frames no longer look for them.
 */
export class FrameScheduler {
  private app: Application | null = null;
  private pendingFrame: number | null = null;
  private framesDrawn = 0;
  private reportFrames: ((framesDrawn: number) => void) | null = null;
  /** The last size asked for; Pixi may still be starting when the container first resizes. */
  private size: { width: number; height: number } | null = null;
  private readonly drawnLabels = new WeakSet<Text>();
  private pacingNewLabels = true;
  private onFirstFrame: (() => void) | null = null;

  /**
   * Called with the number of frames drawn so far after every frame (the host shows it as data-frames,
   * which tests read).
   */
  reportFramesTo(report: ((framesDrawn: number) => void) | null): void {
    this.reportFrames = report;
  }

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
    this.app = null;
    this.onFirstFrame = null;
  }

  resize(width: number, height: number): void {
    this.size = { width, height };
    this.app?.renderer?.resize(width, height);
    this.invalidate();
  }

  readonly invalidate = (): void => {
    if (this.pendingFrame !== null) return;
    this.pendingFrame = requestAnimationFrame(() => {
      this.pendingFrame = null;
      const app = this.app;
      if (!app?.renderer) return;
      const heldBack = this.pacingNewLabels
        ? holdBackNewLabels(app.stage, this.drawnLabels, NEW_LABELS_PER_FRAME)
        : [];
      app.render();
      for (const label of heldBack) label.renderable = true;
      this.framesDrawn += 1;
      this.reportFrames?.(this.framesDrawn);
      if (heldBack.length > 0) this.invalidate();
      // The scene's start is over once a frame after the empty first one had every label drawn.
      else if (this.onFirstFrame === null && app.stage.children.length > 0) this.pacingNewLabels = false;
      const onFirstFrame = this.onFirstFrame;
      this.onFirstFrame = null;
      onFirstFrame?.();
    });
  };
}
