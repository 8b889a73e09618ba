/**
 * Runs `callback` once the screen as it is now has been painted and shown: for work that must not hold
 * up a page's first and largest paints (loading PixiJS, warming caches). Returns a function that
 * cancels it.
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // The first frame paints the current screen; by the second it has been shown, and a task queued from
  // there runs after that frame too.
  let frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(() => {
      timer = setTimeout(callback, 0);
    });
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
