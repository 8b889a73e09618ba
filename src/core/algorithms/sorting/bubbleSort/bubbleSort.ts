import type { Step } from '@/core/trace';
import { copyNumbers, step } from '@/core/trace';
import { genericNarration } from '../../narration';
import { defineSorting } from '../../types';
import { bubbleSortCode } from './listings';
import { bubbleSortMeta } from './meta';
import { valueAt } from '../../values';

export const BUBBLE_SORT_LINES = ['compare', 'swap', 'early-exit', 'done'] as const;
export type BubbleSortLine = (typeof BUBBLE_SORT_LINES)[number];

/** Bubble sort; a pass without swaps means the array is sorted, so it stops early. */
export function* bubbleSort(input: readonly number[]): Generator<Step<BubbleSortLine>, number[]> {
  const arr = copyNumbers(input);
  const n = arr.length;
  for (let i = 0; i < n - 1; i++) {
    let swapped = false;
    for (let j = 0; j < n - 1 - i; j++) {
      const a = valueAt(arr, j);
      const b = valueAt(arr, j + 1);
      yield step.compare('compare', j, j + 1, a, b);
      if (a > b) {
        arr[j] = b;
        arr[j + 1] = a;
        yield step.swap('swap', j, j + 1, a, b);
        swapped = true;
      }
    }
    if (!swapped) {
      yield step.done('early-exit');
      return arr;
    }
  }
  yield step.done('done');
  return arr;
}

function narrate(s: Step<BubbleSortLine>): string {
  if (s.type === 'compare') {
    return s.a > s.b
      ? `Compare ${s.a} and ${s.b}: ${s.a} > ${s.b}, so swap them`
      : `Compare ${s.a} and ${s.b}: ${s.a} ≤ ${s.b}, so leave them`;
  }
  if (s.type === 'swap') return `Swap ${s.a} and ${s.b}: the larger value moves right`;
  if (s.type === 'done' && s.line === 'early-exit')
    return 'No swaps in this pass, so the array is sorted: stop early';
  if (s.type === 'done') return 'Every pass is done: the array is sorted';
  return genericNarration(s);
}

export const bubbleSortModule = defineSorting<'bubbleSort', BubbleSortLine>({
  ...bubbleSortMeta,
  kind: 'sorting',
  code: bubbleSortCode,
  lineIds: BUBBLE_SORT_LINES,
  generate: bubbleSort,
  narrate,
});
