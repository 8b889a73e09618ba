import type { AlgorithmMeta } from '../../types';

/** What Home, the menus and the backtracking page say about combination sum, without loading its code. */
export const combinationSumMeta = {
  id: 'combinationSum',
  family: 'backtracking',
  shortName: 'Combination Sum',
  name: 'Combination Sum',
  description:
    'Finds every combination of candidates, each usable any number of times, that adds up to a target, pruning any branch that overshoots it.',
  howItWorks:
    'Sort the candidates. A call with nothing left to reach records its path. Otherwise it tries the candidates from the one it was given onwards (so each combination is built once, in non-decreasing order): a candidate larger than what is left is pruned, and so is every candidate after it, since they are larger still; any other is chosen, explored with the same start (it can be used again) and a smaller remainder, then un-chosen.',
  timeComplexity: { best: 'O(n)', average: 'O(n^(t/m))', worst: 'O(n^(t/m))' },
  spaceComplexity: 'O(t/m)',
  spaceNote:
    'n candidates, target t, smallest candidate m: a path is at most t/m deep, and each call tries at most n candidates.',
} as const satisfies AlgorithmMeta;
