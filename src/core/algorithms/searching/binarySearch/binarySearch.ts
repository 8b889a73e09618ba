import type { Step } from '@/core/trace';
import { copyNumbers, step } from '@/core/trace';
import { genericNarration } from '../../narration';
import { defineSearching } from '../../types';
import { binarySearchCode } from './listings';
import { binarySearchMeta } from './meta';
import { isSortedAscending, span, valueAt } from '../../values';

export const BINARY_SEARCH_LINES = ['mid', 'compare', 'go-right', 'go-left', 'found', 'not-found'] as const;
export type BinarySearchLine = (typeof BINARY_SEARCH_LINES)[number];

/**
 * Binary search over a sorted array. Each round yields the window with its middle (line 'mid'), then the
 * probe of the middle, tagged with the branch it takes: 'compare' when it is the target, otherwise
 * 'go-right' or 'go-left'.
 */
export function* binarySearch(
  input: readonly number[],
  target: number,
): Generator<Step<BinarySearchLine>, number> {
  if (!isSortedAscending(input))
    throw new RangeError('Binary search needs an array sorted in ascending order');
  const arr = copyNumbers(input);
  let lo = 0;
  let hi = arr.length - 1;
  while (lo <= hi) {
    const mid = Math.floor((lo + hi) / 2);
    yield step.range('mid', lo, hi, mid, null);
    const value = valueAt(arr, mid);
    if (value === target) {
      yield step.probe('compare', mid, value, target);
      yield step.found('found', mid, value);
      return mid;
    }
    if (value < target) {
      yield step.probe('go-right', mid, value, target);
      lo = mid + 1;
    } else {
      yield step.probe('go-left', mid, value, target);
      hi = mid - 1;
    }
  }
  yield step.notFound('not-found');
  return -1;
}

function narrate(s: Step<BinarySearchLine>, target: number): string {
  switch (s.type) {
    case 'range':
      return `Search ${span(s.lo, s.hi)}: the middle index is ${s.mid}`;
    case 'probe':
      if (s.cmp === 0) return `Middle index ${s.i} holds ${s.value}, the target`;
      return s.cmp < 0
        ? `Middle index ${s.i} holds ${s.value} < ${target}, so search the right half`
        : `Middle index ${s.i} holds ${s.value} > ${target}, so search the left half`;
    case 'found':
      return `Found ${target} at index ${s.i}`;
    case 'notFound':
      return `Nothing left to search: ${target} is not in the array`;
    default:
      return genericNarration(s);
  }
}

export const binarySearchModule = defineSearching<'binarySearch', BinarySearchLine>({
  ...binarySearchMeta,
  kind: 'searching',
  code: binarySearchCode,
  functionNames: { javascript: 'binarySearch', python: 'binary_search', java: 'binarySearch' },
  lineIds: BINARY_SEARCH_LINES,
  generate: binarySearch,
  narrate,
});
