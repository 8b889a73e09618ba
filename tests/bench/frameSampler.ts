/**
 * What the browser benchmarks measure frames with: the page's requestAnimationFrame timestamps, sampled
 * while a run plays, and the rounding and percentiles their figures are printed with.
 */
import type { Page } from 'playwright-core';

export const round = (value: number, digits = 2) => Number(value.toFixed(digits));

/** The p-th percentile of an ascending list (NaN when empty). */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

/** Starts recording the timestamp of every animation frame the page produces. */
export async function startFrameSampler(page: Page): Promise<void> {
  // A string, not a function: tsx would wrap a named function in a helper the page does not have.
  await page.evaluate(`(() => {
    window.__raf = [];
    window.__rafStop = false;
    const loop = (t) => {
      window.__raf.push(t);
      if (!window.__rafStop) requestAnimationFrame(loop);
    };
    requestAnimationFrame(loop);
  })()`);
}

/** Stops the sampler and returns the frames' timestamps (ms, page clock). */
export async function stopFrameSampler(page: Page): Promise<number[]> {
  return (await page.evaluate('window.__rafStop = true, window.__raf')) as number[];
}
