import type { Step } from '@/core/trace';
import { copyNumbers, step } from '@/core/trace';
import { genericNarration } from '../../narration';
import { defineSorting } from '../../types';
import { span, swapAndRecord, valueAt } from '../../values';
import { heapSortCode } from './listings';
import { heapSortMeta } from './meta';

export const HEAP_SORT_LINES = [
  'build',
  'compare-left',
  'compare-right',
  'swap',
  'next-max',
  'extract',
  'done',
] as const;
export type HeapSortLine = (typeof HEAP_SORT_LINES)[number];

/** Sifts arr[root] down the max-heap arr[0..size-1] until both its children are not larger. */
function* siftDown(arr: number[], root: number, size: number): Generator<Step<HeapSortLine>, void> {
  let left = 2 * root + 1;
  while (left < size) {
    let largest = root;
    yield step.compare('compare-left', left, largest, valueAt(arr, left), valueAt(arr, largest));
    if (valueAt(arr, left) > valueAt(arr, largest)) largest = left;
    const right = left + 1;
    if (right < size) {
      yield step.compare('compare-right', right, largest, valueAt(arr, right), valueAt(arr, largest));
      if (valueAt(arr, right) > valueAt(arr, largest)) largest = right;
    }
    if (largest === root) return;
    yield swapAndRecord(arr, 'swap', root, largest);
    root = largest;
    left = 2 * root + 1;
  }
}

/** Heap sort: build a max-heap bottom-up (Floyd, O(n)), then move the root to the end n - 1 times. */
export function* heapSort(input: readonly number[]): Generator<Step<HeapSortLine>, number[]> {
  const arr = copyNumbers(input);
  const n = arr.length;
  if (n > 1) yield step.range('build', 0, n - 1, null, null);
  for (let start = Math.floor(n / 2) - 1; start >= 0; start--) yield* siftDown(arr, start, n);
  for (let end = n - 1; end > 0; end--) {
    yield step.range('next-max', 0, end, null, null);
    yield swapAndRecord(arr, 'extract', 0, end);
    yield* siftDown(arr, 0, end);
  }
  yield step.done('done');
  return arr;
}

function narrate(s: Step<HeapSortLine>): string {
  switch (s.type) {
    case 'range':
      return s.line === 'build'
        ? `Build a max-heap in ${span(s.lo, s.hi)}: sift every parent down, the last parent first`
        : `The heap is ${span(s.lo, s.hi)}; its root holds the largest value left`;
    case 'compare': {
      const child = s.line === 'compare-left' ? 'left' : 'right';
      return s.a > s.b
        ? `Compare the ${child} child ${s.a} with ${s.b}, the largest so far: ${s.a} is larger`
        : `Compare the ${child} child ${s.a} with ${s.b}, the largest so far: ${s.b} stays the largest`;
    }
    case 'swap':
      return s.line === 'extract'
        ? `Swap the maximum ${s.a} to index ${s.j}, its final place; ${s.b} moves to the root`
        : `Swap ${s.a} down with its larger child ${s.b}`;
    case 'done':
      return 'The heap is empty: the array is sorted';
    default:
      return genericNarration(s);
  }
}

export const heapSortModule = defineSorting<'heapSort', HeapSortLine>({
  ...heapSortMeta,
  kind: 'sorting',
  code: heapSortCode,
  lineIds: HEAP_SORT_LINES,
  generate: heapSort,
  narrate,
});
