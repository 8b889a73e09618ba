import type { AlgorithmMeta } from '../../types';

/** What Home, the menus and the backtracking page say about subsets, without loading its code. */
export const subsetsMeta = {
  id: 'subsets',
  family: 'backtracking',
  shortName: 'Subsets',
  name: 'Subsets',
  description:
    'Lists every subset of a set by deciding, one element at a time, which element joins next, and taking each choice back to try the next.',
  howItWorks:
    'Every call records the choices so far as one subset, then tries each element after the last one chosen: choose it, explore from there, un-choose it. Starting after the last choice means each subset is built once, in one order. The recursion tree has one call per subset, 2^n in all; nothing is pruned.',
  timeComplexity: { best: 'O(n · 2^n)', average: 'O(n · 2^n)', worst: 'O(n · 2^n)' },
  spaceComplexity: 'O(n)',
  spaceNote: 'The recursion and the current subset take O(n); the answer itself holds 2^n subsets.',
} as const satisfies AlgorithmMeta;
