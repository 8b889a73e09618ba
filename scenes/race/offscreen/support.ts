/**
 * Whether the race can be drawn in a worker: the browser needs module workers and a canvas that can
 * hand its drawing to one. `?thread=main` keeps the scene on the page's own thread (the benchmark
 * compares the two).
 */
export function canDrawRaceOffscreen(search: string): boolean {
  if (new URLSearchParams(search).get('thread') === 'main') return false;
  return (
    typeof Worker !== 'undefined' &&
    typeof OffscreenCanvas !== 'undefined' &&
    typeof HTMLCanvasElement !== 'undefined' &&
    'transferControlToOffscreen' in HTMLCanvasElement.prototype
  );
}
