import type { Step } from '@/core/trace';
import { copyNumbers, step } from '@/core/trace';
import { genericNarration } from '../../narration';
import { defineSorting } from '../../types';
import { insertionSortCode } from './listings';
import { insertionSortMeta } from './meta';
import { valueAt } from '../../values';

export const INSERTION_SORT_LINES = ['compare', 'swap', 'done'] as const;
export type InsertionSortLine = (typeof INSERTION_SORT_LINES)[number];

/**
 * Insertion sort by adjacent swaps: each new element is swapped left past larger neighbours. Every move
 * is a swap of two values that are both on screen, which is what the bars can show.
 */
export function* insertionSort(input: readonly number[]): Generator<Step<InsertionSortLine>, number[]> {
  const arr = copyNumbers(input);
  for (let i = 1; i < arr.length; i++) {
    let j = i;
    while (j > 0) {
      const left = valueAt(arr, j - 1);
      const right = valueAt(arr, j);
      yield step.compare('compare', j - 1, j, left, right);
      if (left <= right) break;
      arr[j - 1] = right;
      arr[j] = left;
      yield step.swap('swap', j - 1, j, left, right);
      j--;
    }
  }
  yield step.done('done');
  return arr;
}

function narrate(s: Step<InsertionSortLine>): string {
  if (s.type === 'compare') {
    return s.a > s.b
      ? `Compare ${s.a} and ${s.b}: ${s.a} > ${s.b}, so swap them to move ${s.b} left`
      : `Compare ${s.a} and ${s.b}: ${s.a} ≤ ${s.b}, so ${s.b} is in place`;
  }
  if (s.type === 'swap') return `Swap ${s.a} and ${s.b}: ${s.b} moves one place left`;
  if (s.type === 'done') return 'Every element is inserted: the array is sorted';
  return genericNarration(s);
}

export const insertionSortModule = defineSorting<'insertionSort', InsertionSortLine>({
  ...insertionSortMeta,
  kind: 'sorting',
  code: insertionSortCode,
  lineIds: INSERTION_SORT_LINES,
  generate: insertionSort,
  narrate,
});
