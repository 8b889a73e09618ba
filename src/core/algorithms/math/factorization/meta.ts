import type { AlgorithmMeta } from '../../types';

/** What Home, the menus and the math page say about prime factorization, without loading its code. */
export const factorizationMeta = {
  id: 'factorization',
  family: 'math',
  shortName: 'Prime Factorization',
  name: 'Prime Factorization',
  description: 'Writes a whole number as a product of prime powers by trial division.',
  howItWorks:
    'Try d = 2, 3, 4, … while d·d is at most what is left of n, dividing d out as often as it goes; each d found is prime, as smaller primes are gone. What is left at the end, if more than 1, is the last prime.',
  timeComplexity: { best: 'O(log n)', average: 'O(√n)', worst: 'O(√n)' },
  spaceComplexity: 'O(log n)',
} as const satisfies AlgorithmMeta;
