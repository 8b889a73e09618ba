import type { AlgorithmMeta } from '../../types';

/** What Home, the menus and the sorting page say about quickSort, without loading its code. */
export const quickSortMeta = {
  id: 'quickSort',
  family: 'sorting',
  shortName: 'Quick',
  name: 'Quick Sort',
  description:
    'Picks a pivot (here the last element), moves the smaller values to its left and the rest to its right, then sorts each side the same way.',
  howItWorks:
    'Partition: take the last element as the pivot and walk through the range, swapping every value smaller than the pivot to the front. Then swap the pivot just after them, into its final position. Sort the parts left and right of the pivot the same way.',
  timeComplexity: { best: 'O(n log n)', average: 'O(n log n)', worst: 'O(n²)' },
  spaceComplexity: 'O(log n)',
  spaceNote:
    'O(log n) on average, for the recursion; O(n) in the worst case (sorted input, for example), because this version recurses on both sides, so its call stack can grow n deep.',
  requiresSortedInput: false,
  movedLabel: 'Swapped, already in place, or the pivot',
  worksOnAPart: true,
} as const satisfies AlgorithmMeta;
