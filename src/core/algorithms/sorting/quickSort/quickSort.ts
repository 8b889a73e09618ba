import type { Step } from '@/core/trace';
import { copyNumbers, step } from '@/core/trace';
import { genericNarration } from '../../narration';
import { defineSorting } from '../../types';
import { quickSortCode } from './listings';
import { quickSortMeta } from './meta';
import { span, swapAndRecord, valueAt } from '../../values';

export const QUICK_SORT_LINES = [
  'pivot',
  'compare',
  'swap',
  'in-place',
  'place-pivot',
  'pivot-in-place',
  'done',
] as const;
export type QuickSortLine = (typeof QUICK_SORT_LINES)[number];

/**
 * Lomuto partition of arr[lo..hi] around the last element; returns the pivot's final index. A value that
 * is already where it belongs is not swapped with itself (a 'keep' step says so, and counts nothing).
 */
function* partition(arr: number[], lo: number, hi: number): Generator<Step<QuickSortLine>, number> {
  const pivot = valueAt(arr, hi);
  yield step.range('pivot', lo, hi, null, hi);
  let i = lo;
  for (let j = lo; j < hi; j++) {
    const value = valueAt(arr, j);
    yield step.compare('compare', j, hi, value, pivot);
    if (value < pivot) {
      yield i === j ? step.keep('in-place', i, value) : swapAndRecord(arr, 'swap', i, j);
      i++;
    }
  }
  yield i === hi ? step.keep('pivot-in-place', i, pivot) : swapAndRecord(arr, 'place-pivot', i, hi);
  return i;
}

/**
 * Quick sort, Lomuto scheme, last element as pivot. The listing's recursion runs on an explicit stack
 * (left part first, as the recursion does) so steps are not passed up through nested generators.
 */
export function* quickSort(input: readonly number[]): Generator<Step<QuickSortLine>, number[]> {
  const arr = copyNumbers(input);
  const stack: number[] = [0, arr.length - 1];
  while (stack.length > 0) {
    const hi = stack.pop() ?? 0;
    const lo = stack.pop() ?? 0;
    if (lo >= hi) continue;
    const p = yield* partition(arr, lo, hi);
    stack.push(p + 1, hi, lo, p - 1);
  }
  yield step.done('done');
  return arr;
}

function narrate(s: Step<QuickSortLine>): string {
  switch (s.type) {
    case 'range':
      return `Partition ${span(s.lo, s.hi)} around the pivot at index ${s.hi}, the last element`;
    case 'compare':
      return s.a < s.b
        ? `Compare ${s.a} with the pivot ${s.b}: ${s.a} < ${s.b}, so it belongs on the left side`
        : `Compare ${s.a} with the pivot ${s.b}: ${s.a} ≥ ${s.b}, so it stays on the right side`;
    case 'swap':
      if (s.line === 'place-pivot') return `Put the pivot ${s.b} at index ${s.i}, its final position`;
      return `Swap ${s.b} to the left side (index ${s.i}), moving ${s.a} to index ${s.j}`;
    case 'keep':
      return s.line === 'pivot-in-place'
        ? `The pivot ${s.value} is already in place at index ${s.i}, its final position: no swap needed`
        : `${s.value} is already in place at the end of the left side (index ${s.i}): no swap needed`;
    case 'done':
      return 'Every partition is done: the array is sorted';
    default:
      return genericNarration(s);
  }
}

export const quickSortModule = defineSorting<'quickSort', QuickSortLine>({
  ...quickSortMeta,
  kind: 'sorting',
  code: quickSortCode,
  lineIds: QUICK_SORT_LINES,
  generate: quickSort,
  narrate,
});
