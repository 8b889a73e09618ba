import type { AlgorithmMeta } from '../../types';

/** What Home, the menus and the backtracking page say about permutations, without loading its code. */
export const permutationsMeta = {
  id: 'permutations',
  family: 'backtracking',
  shortName: 'Permutations',
  name: 'Permutations',
  description:
    'Lists every ordering of a set: fill the positions one by one with an element not used yet, and take it back to try the next.',
  howItWorks:
    'A call whose path holds every element records it as a permutation. Otherwise it tries each element in turn: one already on the path is pruned (skipped), any other is chosen (marked used and appended), explored, then un-chosen. There are n! permutations, each n calls deep.',
  timeComplexity: { best: 'O(n · n!)', average: 'O(n · n!)', worst: 'O(n · n!)' },
  spaceComplexity: 'O(n)',
  spaceNote: 'The recursion, the path and the used marks take O(n); the answer itself holds n! permutations.',
} as const satisfies AlgorithmMeta;
