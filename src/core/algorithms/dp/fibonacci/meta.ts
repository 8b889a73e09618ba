import type { AlgorithmMeta } from '../../types';

/** What Home, the menus and the DP page say about Fibonacci, without loading its code. */
export const fibonacciMeta = {
  id: 'fibonacci',
  family: 'dp',
  shortName: 'Fibonacci',
  name: 'Fibonacci Numbers',
  description:
    'Computes fib(n) three ways: plain recursion, which works the same calls out again and again; memoisation, which caches each answer above the base cases; and tabulation, which fills a table from the bottom up.',
  howItWorks:
    'fib(0) = 0, fib(1) = 1 and fib(n) = fib(n − 1) + fib(n − 2). Plain recursion follows the definition and makes about 1.6ⁿ calls, most of them repeats. Memoisation stores each fib(k) above the base cases the first time it is worked out and answers a later call for it from the cache; fib(0) and fib(1) are never stored, since the base case returns them at once. Each fib(k) is worked out once: n + 1 distinct calls, 2n − 1 calls in all for n ≥ 1. Tabulation fills dp[0..n] left to right, each cell from the two before it.',
  timeComplexity: { best: 'O(n)', average: 'O(n)', worst: 'O(n)' },
  spaceComplexity: 'O(n)',
  spaceNote:
    'O(n) for the memo or the table (and the recursion’s stack). Plain recursion, shown for contrast, takes O(φⁿ) time (φ ≈ 1.618) and O(n) stack.',
} as const satisfies AlgorithmMeta;
