import type { AlgorithmMeta } from '../../types';

/** What Home, the menus and the math page say about the sieve, without loading its code. */
export const sieveMeta = {
  id: 'sieve',
  family: 'math',
  shortName: 'Sieve of Eratosthenes',
  name: 'Sieve of Eratosthenes',
  description: 'Finds every prime up to N by crossing out multiples: whatever is never crossed out is prime.',
  howItWorks:
    'Take the smallest number p not crossed out: it is prime. Cross out its multiples from p² (smaller ones have a smaller prime factor), then move on. Once p² > N, every number still standing is prime.',
  timeComplexity: { best: 'O(N log log N)', average: 'O(N log log N)', worst: 'O(N log log N)' },
  spaceComplexity: 'O(N)',
} as const satisfies AlgorithmMeta;
