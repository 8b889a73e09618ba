import type { AlgorithmMeta } from '../../types';

/** What Home, the menus and the math page say about Euclid's algorithm, without loading its code. */
export const gcdMeta = {
  id: 'gcd',
  family: 'math',
  shortName: 'GCD (Euclidean)',
  name: 'GCD (Euclidean)',
  description:
    'Finds the greatest common divisor of two whole numbers: divide, keep the remainder, and repeat until the remainder is zero.',
  howItWorks:
    'Write a = q·b + r. Every common divisor of a and b also divides r, so gcd(a, b) = gcd(b, r): divide again with (b, r) until r is 0; the last b is the gcd. In pictures, cut b×b squares from an a×b rectangle, then tile what is left the same way.',
  timeComplexity: { best: 'O(1)', average: 'O(log min(a, b))', worst: 'O(log min(a, b))' },
  spaceComplexity: 'O(1)',
} as const satisfies AlgorithmMeta;
