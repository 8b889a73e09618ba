import type { AlgorithmMeta } from '../../types';

/** What Home, the menus and the sorting page say about mergeSort, without loading its code. */
export const mergeSortMeta = {
  id: 'mergeSort',
  family: 'sorting',
  shortName: 'Merge',
  name: 'Merge Sort',
  description:
    'Divides the array in half at the midpoint, sorts each half, then merges the two sorted halves into one. It always takes Θ(n log n) time; only its number of comparisons depends on the order of the input, from about n/2·log n (already sorted) to about n·log n.',
  howItWorks:
    'Split the range at its midpoint and sort both halves the same way until each piece has one element. Then merge: copy the two sorted halves aside and repeatedly write back the smaller of their front elements, finally copying whatever is left.',
  timeComplexity: { best: 'O(n log n)', average: 'O(n log n)', worst: 'O(n log n)' },
  spaceComplexity: 'O(n)',
  requiresSortedInput: false,
  movesAreWrites: true,
  movedLabel: 'Written',
  worksOnAPart: true,
} as const satisfies AlgorithmMeta;
