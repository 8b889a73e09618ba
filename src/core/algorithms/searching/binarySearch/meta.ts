import type { AlgorithmMeta } from '../../types';

/** What Home, the menus and the searching page say about binarySearch, without loading its code. */
export const binarySearchMeta = {
  id: 'binarySearch',
  family: 'searching',
  shortName: 'Binary',
  name: 'Binary Search',
  description:
    'Finds a target in a sorted array by repeatedly halving the part that can still contain it. Each comparison throws away half of the remaining elements.',
  howItWorks:
    'Look at the middle element of the current range. If it is the target, you are done. If it is smaller than the target, the target can only be in the right half; if larger, only in the left half. Repeat on that half until the target is found or the range is empty.',
  timeComplexity: { best: 'O(1)', average: 'O(log n)', worst: 'O(log n)' },
  spaceComplexity: 'O(1)',
  requiresSortedInput: true,
  worksOnAPart: true,
} as const satisfies AlgorithmMeta;
