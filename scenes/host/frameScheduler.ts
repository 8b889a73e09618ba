import type { Application } from 'pixi.js';

/**
 * Draws frames on demand. The Pixi ticker is stopped; `invalidate` asks for one frame on the next
 * animation frame, and any number of calls before then coalesce into that one frame.
 */
export class FrameScheduler {
  private app: Application | null = null;
  private pendingFrame: number | null = null;
  private framesDrawn = 0;
  private reportTo: HTMLElement | null = null;
  /** The last size asked for; Pixi may still be starting when the container first resizes. */
  private size: { width: number; height: number } | null = null;

  /** The element whose data-frames attribute counts the frames drawn (tests read it). */
  reportFramesOn(element: HTMLElement | null): void {
    this.reportTo = element;
  }

  attach(app: Application): void {
    this.app = app;
    app.ticker.stop();
    if (this.size) app.renderer.resize(this.size.width, this.size.height);
    this.invalidate();
  }

  detach(): void {
    if (this.pendingFrame !== null) cancelAnimationFrame(this.pendingFrame);
    this.pendingFrame = null;
    this.app = null;
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
      app.render();
      this.framesDrawn += 1;
      this.reportTo?.setAttribute('data-frames', String(this.framesDrawn));
    });
  };
}
