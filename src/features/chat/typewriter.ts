/**
 * The typewriter (one character per 1 ms; docs/product-rules.md#typewriter-and-mascot). Time-based rather
 * than one timer per character: each frame reveals as many characters as the elapsed time allows, so a long
 * reply costs one render per frame, not one per character, and still finishes in `length` ms.
 */
export const MS_PER_CHAR = 1;
export const FRAME_MS = 16;

/** How many characters are visible `elapsedMs` after the start. */
export function charsAt(elapsedMs: number, length: number, msPerChar = MS_PER_CHAR): number {
  if (!(elapsedMs > 0)) return 0;
  return Math.min(length, Math.floor(elapsedMs / msPerChar));
}

export interface TypewriterOptions {
  length: number;
  onProgress: (shown: number) => void;
  onDone: () => void;
  msPerChar?: number;
  frameMs?: number;
  now?: () => number;
}

/** Starts typing; returns a function that stops it (onDone is then not called). */
export function startTypewriter({
  length,
  onProgress,
  onDone,
  msPerChar = MS_PER_CHAR,
  frameMs = FRAME_MS,
  now = () => Date.now(),
}: TypewriterOptions): () => void {
  const start = now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const tick = () => {
    if (stopped) return;
    const shown = charsAt(now() - start, length, msPerChar);
    onProgress(shown);
    if (shown >= length) {
      stopped = true;
      onDone();
      return;
    }
    timer = setTimeout(tick, frameMs);
  };
  if (length <= 0) {
    onProgress(0);
    onDone();
    return () => {};
  }
  timer = setTimeout(tick, frameMs);
  return () => {
    stopped = true;
    if (timer !== undefined) clearTimeout(timer);
  };
}
