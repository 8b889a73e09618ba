import type { AlgorithmMeta } from '../../types';

/** What Home, the menus and the DP page say about the longest increasing subsequence, without loading its code. */
export const lisMeta = {
  id: 'lis',
  family: 'dp',
  shortName: 'LIS',
  name: 'Longest Increasing Subsequence',
  description:
    'Finds a longest strictly increasing subsequence of a list of numbers: the O(n²) table with its predecessor links, or the O(n log n) patience method with its piles and binary search.',
  howItWorks:
    'O(n²): dp[i] is the length of the longest increasing subsequence ending at a[i]: 1, or dp[j] + 1 for the best earlier j with a[j] < a[i] (the earliest such j is its predecessor). The sequence ends at the earliest i with the largest dp[i] and is read back along the predecessors. Patience: deal the numbers onto piles, each on the leftmost pile whose top is not smaller (found by binary search), remembering the top of the pile to its left; the number of piles is the length, and the back-pointers from the last pile spell a sequence.',
  // Per method: the table compares every pair (n(n − 1)/2 comparisons on any input); patience places
  // each number with one binary search over the piles.
  timeComplexity: {
    best: 'O(n²) with the table; O(n log n) with patience',
    average: 'O(n²) with the table; O(n log n) with patience',
    worst: 'O(n²) with the table; O(n log n) with patience',
  },
  spaceComplexity: 'O(n)',
} as const satisfies AlgorithmMeta;
