import type { DrawnLabels, FramesDrawn } from './frameScheduler';

/** An epoch time in this page's own clock (performance.now()), to a tenth of a millisecond. */
const pageTime = (epochMs: number) => (epochMs - performance.timeOrigin).toFixed(1);

/**
 * Writes on the scene's host element what its last complete frame drew, for tests and benchmarks:
 * `data-scene-drawn-at` (the scene's first frame) and `data-labels-drawn-at` (the frame that drew every
 * label of the last commit), both in the page's performance.now() milliseconds, and `data-labels` (the
 * labels' texts, a JSON array).
 */
export function showDrawnLabels(host: HTMLElement, labels: DrawnLabels): void {
  host.setAttribute('data-scene-drawn-at', pageTime(labels.sceneDrawnAt));
  host.setAttribute('data-labels-drawn-at', pageTime(labels.drawnAt));
  host.setAttribute('data-labels', JSON.stringify(labels.texts));
}

/**
 * Writes on the scene's host element how many frames the scene has drawn (`data-frames`), when the last
 * of them was drawn (`data-last-drawn-at`, in the page's performance.now() milliseconds), and how many of
 * them continued a stretch of motion over how long (`data-frames-in-motion`, `data-ms-in-motion`), for
 * tests and benchmarks.
 */
export function showFramesDrawn(host: HTMLElement, { count, drawnAt, inMotion }: FramesDrawn): void {
  host.setAttribute('data-frames', String(count));
  host.setAttribute('data-last-drawn-at', pageTime(drawnAt));
  host.setAttribute('data-frames-in-motion', String(inMotion.frames));
  host.setAttribute('data-ms-in-motion', inMotion.ms.toFixed(1));
}
