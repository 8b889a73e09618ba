import type { AlgorithmMeta } from '../../types';

/** What Home, the menus and the sorting page say about selectionSort, without loading its code. */
export const selectionSortMeta = {
  id: 'selectionSort',
  family: 'sorting',
  shortName: 'Selection',
  name: 'Selection Sort',
  description:
    'Finds the smallest value in the unsorted part and swaps it to the front, growing a sorted section one element at a time.',
  howItWorks:
    'For each position from the left, scan the rest of the array for the smallest value, remembering where it is. Then swap it into that position. The sorted part grows by one element each round.',
  timeComplexity: { best: 'O(n²)', average: 'O(n²)', worst: 'O(n²)' },
  spaceComplexity: 'O(1)',
  requiresSortedInput: false,
  movedLabel: 'Swapped, or already in place',
} as const satisfies AlgorithmMeta;
