import type { AlgorithmMeta } from '../../types';

/** What Home, the menus and the searching page say about linearSearch, without loading its code. */
export const linearSearchMeta = {
  id: 'linearSearch',
  family: 'searching',
  shortName: 'Linear',
  name: 'Linear Search',
  description:
    'Checks every element in turn, from the first, until it finds the target or runs out of elements. It works on any array, sorted or not.',
  howItWorks:
    'Start at index 0 and compare each element with the target. Stop as soon as one matches and report its index; if the end is reached without a match, the target is not in the array.',
  timeComplexity: { best: 'O(1)', average: 'O(n)', worst: 'O(n)' },
  spaceComplexity: 'O(1)',
  requiresSortedInput: false,
} as const satisfies AlgorithmMeta;
