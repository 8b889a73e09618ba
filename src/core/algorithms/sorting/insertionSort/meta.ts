import type { AlgorithmMeta } from '../../types';

/** What Home, the menus and the sorting page say about insertionSort, without loading its code. */
export const insertionSortMeta = {
  id: 'insertionSort',
  family: 'sorting',
  shortName: 'Insertion',
  name: 'Insertion Sort',
  description:
    'Builds the sorted list one element at a time, sliding each new element left past larger neighbours until it is in place. Very fast on nearly sorted data.',
  howItWorks:
    'The left part of the array is always sorted. Take the next element and swap it left while its left neighbour is larger. When the neighbour is not larger, the element is in place and the sorted part has grown by one.',
  timeComplexity: { best: 'O(n)', average: 'O(n²)', worst: 'O(n²)' },
  spaceComplexity: 'O(1)',
  requiresSortedInput: false,
} as const satisfies AlgorithmMeta;
