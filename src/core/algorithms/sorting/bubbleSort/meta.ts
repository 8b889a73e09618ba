import type { AlgorithmMeta } from '../../types';

/** What Home, the menus and the sorting page say about bubbleSort, without loading its code. */
export const bubbleSortMeta = {
  id: 'bubbleSort',
  family: 'sorting',
  shortName: 'Bubble',
  name: 'Bubble Sort',
  description:
    'Repeatedly walks through the list comparing neighbours and swapping them when they are in the wrong order. After each pass the largest remaining value has bubbled to the end.',
  howItWorks:
    'Compare each pair of neighbours from left to right and swap them if the left one is larger. One pass moves the largest value to the end. Repeat on the unsorted part; if a whole pass makes no swap, the array is sorted and the algorithm stops early.',
  timeComplexity: { best: 'O(n)', average: 'O(n²)', worst: 'O(n²)' },
  spaceComplexity: 'O(1)',
  requiresSortedInput: false,
} as const satisfies AlgorithmMeta;
