import { step, type SwapStep } from '@/core/trace';

/** arr[i] for an index the algorithm knows exists; throws instead of letting undefined through. */
export function valueAt(arr: readonly number[], i: number): number {
  const value = arr[i];
  if (value === undefined) throw new RangeError(`Index ${i} is outside 0..${arr.length - 1}`);
  return value;
}

/** Swaps arr[i] and arr[j] in place and returns the swap step that records it (a, b: the values before). */
export function swapAndRecord<L extends string>(arr: number[], line: L, i: number, j: number): SwapStep<L> {
  const a = valueAt(arr, i);
  const b = valueAt(arr, j);
  arr[i] = b;
  arr[j] = a;
  return step.swap(line, i, j, a, b);
}

export function isSortedAscending(values: readonly number[]): boolean {
  for (let i = 1; i < values.length; i++) {
    if (valueAt(values, i - 1) > valueAt(values, i)) return false;
  }
  return true;
}

/** "indices 2–9" style text for narrations. */
export function span(lo: number, hi: number): string {
  return lo === hi ? `index ${lo}` : `indices ${lo}–${hi}`;
}
