import type { Step } from '@/core/trace';
import { copyNumbers, step } from '@/core/trace';
import { genericNarration } from '../../narration';
import { defineSorting } from '../../types';
import { mergeSortCode } from './listings';
import { mergeSortMeta } from './meta';
import { span, valueAt } from '../../values';

export const MERGE_SORT_LINES = [
  'split',
  'merge',
  'compare',
  'take-left',
  'take-right',
  'copy-left',
  'copy-right',
  'done',
] as const;
export type MergeSortLine = (typeof MERGE_SORT_LINES)[number];

/**
 * Merges arr[lo..mid] and arr[mid+1..hi] through copies of both halves, writing back into arr.
 * Compare steps name the halves' original positions (lo + i, mid + 1 + j) and carry the buffered values,
 * because the left slot may already have been overwritten.
 */
function* merge(arr: number[], lo: number, mid: number, hi: number): Generator<Step<MergeSortLine>, void> {
  const left = arr.slice(lo, mid + 1);
  const right = arr.slice(mid + 1, hi + 1);
  let i = 0;
  let j = 0;
  let k = lo;
  const write = (line: MergeSortLine, value: number) => {
    const previous = valueAt(arr, k);
    arr[k] = value;
    return step.write(line, k++, value, previous);
  };
  while (i < left.length && j < right.length) {
    const a = valueAt(left, i);
    const b = valueAt(right, j);
    yield step.compare('compare', lo + i, mid + 1 + j, a, b);
    if (a <= b) {
      yield write('take-left', a);
      i++;
    } else {
      yield write('take-right', b);
      j++;
    }
  }
  for (; i < left.length; i++) yield write('copy-left', valueAt(left, i));
  for (; j < right.length; j++) yield write('copy-right', valueAt(right, j));
}

/**
 * Top-down merge sort splitting at the midpoint. The recursion of the listing runs on an explicit stack
 * so every step is yielded from this generator directly (nested yield* would cost O(depth) per step);
 * the order of steps is the recursive order.
 */
export function* mergeSort(input: readonly number[]): Generator<Step<MergeSortLine>, number[]> {
  const arr = copyNumbers(input);
  // Entries of three numbers: lo, hi, and 1 once both halves are sorted and only the merge is left.
  const stack: number[] = [0, arr.length - 1, 0];
  while (stack.length > 0) {
    const halvesSorted = stack.pop() === 1;
    const hi = stack.pop() ?? 0;
    const lo = stack.pop() ?? 0;
    if (lo >= hi) continue;
    const mid = Math.floor((lo + hi) / 2);
    if (halvesSorted) {
      yield step.range('merge', lo, hi, mid, null);
      yield* merge(arr, lo, mid, hi);
    } else {
      yield step.range('split', lo, hi, mid, null);
      stack.push(lo, hi, 1, mid + 1, hi, 0, lo, mid, 0);
    }
  }
  yield step.done('done');
  return arr;
}

function narrate(s: Step<MergeSortLine>): string {
  switch (s.type) {
    case 'range': {
      const mid = s.mid ?? s.lo;
      if (s.line === 'split') return `Split ${span(s.lo, s.hi)} at the midpoint ${mid}`;
      return `Merge the sorted left half (${span(s.lo, mid)}) with the right half (${span(mid + 1, s.hi)})`;
    }
    case 'compare':
      return s.a <= s.b
        ? `Compare ${s.a} (left) and ${s.b} (right): ${s.a} ≤ ${s.b}, so take ${s.a} from the left`
        : `Compare ${s.a} (left) and ${s.b} (right): ${s.a} > ${s.b}, so take ${s.b} from the right`;
    case 'write':
      if (s.line === 'copy-left') return `Copy the remaining ${s.value} from the left half to index ${s.i}`;
      if (s.line === 'copy-right') return `Copy the remaining ${s.value} from the right half to index ${s.i}`;
      return `Write ${s.value} to index ${s.i}`;
    case 'done':
      return 'Every merge is done: the array is sorted';
    default:
      return genericNarration(s);
  }
}

export const mergeSortModule = defineSorting<'mergeSort', MergeSortLine>({
  ...mergeSortMeta,
  kind: 'sorting',
  code: mergeSortCode,
  lineIds: MERGE_SORT_LINES,
  generate: mergeSort,
  narrate,
});
