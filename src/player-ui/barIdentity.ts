import type { Step } from '@/core/trace';

/**
 * Which bar is which: when the visualiser moves one step forwards or backwards over a swap, the two bars
 * exchange places (and slide); any other jump simply numbers the bars by position.
 */
export function nextBarIds(
  previous: { index: number; ids: readonly number[] },
  nextIndex: number,
  size: number,
  stepAt: (k: number) => Step,
): number[] {
  const fresh = () => Array.from({ length: size }, (_, i) => i);
  if (previous.ids.length !== size) return fresh();
  const delta = nextIndex - previous.index;
  if (delta === 0) return [...previous.ids];
  if (Math.abs(delta) !== 1) return fresh();
  const crossed = stepAt(Math.min(previous.index, nextIndex));
  const ids = [...previous.ids];
  if (crossed.type === 'swap') {
    const a = ids[crossed.i];
    const b = ids[crossed.j];
    if (a !== undefined && b !== undefined) {
      ids[crossed.i] = b;
      ids[crossed.j] = a;
    }
  }
  return ids;
}
