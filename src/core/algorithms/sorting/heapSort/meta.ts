import type { AlgorithmMeta } from '../../types';

/** What Home, the menus and the sorting page say about heapSort, without loading its code. */
export const heapSortMeta = {
  id: 'heapSort',
  family: 'sorting',
  shortName: 'Heap',
  name: 'Heap Sort',
  description:
    'Arranges the array as a max-heap, a binary tree stored in the array where every parent is at least as large as its children, then repeatedly moves the root (the largest value) to the end.',
  howItWorks:
    'Node i has children 2i+1 and 2i+2. First build the heap in O(n): sift every parent down, from the last parent to the root, swapping it with its larger child until both children are smaller. Then swap the root, the maximum, with the last element of the heap, shrink the heap by one and sift the new root down. Repeat until the heap is empty.',
  timeComplexity: { best: 'O(n log n)', average: 'O(n log n)', worst: 'O(n log n)' },
  spaceComplexity: 'O(1)',
  requiresSortedInput: false,
  worksOnAPart: true,
} as const satisfies AlgorithmMeta;
