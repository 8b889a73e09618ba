import type { Step } from '@/core/trace';
import { copyNumbers, step } from '@/core/trace';
import { genericNarration } from '../../narration';
import { defineSorting } from '../../types';
import { selectionSortCode } from './listings';
import { selectionSortMeta } from './meta';
import { swapAndRecord, valueAt } from '../../values';

export const SELECTION_SORT_LINES = ['compare', 'swap', 'in-place', 'done'] as const;
export type SelectionSortLine = (typeof SELECTION_SORT_LINES)[number];

/**
 * Selection sort; it swaps only when the minimum is not already in place (then a 'keep' step says so,
 * and counts nothing).
 */
export function* selectionSort(input: readonly number[]): Generator<Step<SelectionSortLine>, number[]> {
  const arr = copyNumbers(input);
  const n = arr.length;
  for (let i = 0; i < n - 1; i++) {
    let minIndex = i;
    for (let j = i + 1; j < n; j++) {
      const candidate = valueAt(arr, j);
      const min = valueAt(arr, minIndex);
      yield step.compare('compare', j, minIndex, candidate, min);
      if (candidate < min) minIndex = j;
    }
    yield minIndex === i
      ? step.keep('in-place', i, valueAt(arr, i))
      : swapAndRecord(arr, 'swap', i, minIndex);
  }
  yield step.done('done');
  return arr;
}

function narrate(s: Step<SelectionSortLine>): string {
  if (s.type === 'compare') {
    return s.a < s.b
      ? `Compare ${s.a} with the smallest so far, ${s.b}: ${s.a} < ${s.b}, so ${s.a} is the new minimum`
      : `Compare ${s.a} with the smallest so far, ${s.b}: ${s.a} ≥ ${s.b}, so keep ${s.b}`;
  }
  if (s.type === 'swap') return `Swap the minimum ${s.b} into index ${s.i}, moving ${s.a} to index ${s.j}`;
  if (s.type === 'keep') return `The minimum ${s.value} is already in place at index ${s.i}: no swap needed`;
  if (s.type === 'done') return 'Every position holds its minimum: the array is sorted';
  return genericNarration(s);
}

export const selectionSortModule = defineSorting<'selectionSort', SelectionSortLine>({
  ...selectionSortMeta,
  kind: 'sorting',
  code: selectionSortCode,
  lineIds: SELECTION_SORT_LINES,
  generate: selectionSort,
  narrate,
});
