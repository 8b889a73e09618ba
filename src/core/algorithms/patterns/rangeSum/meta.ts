import type { AlgorithmMeta } from '../../types';

/** What Home, the menus and the patterns page say about prefix sums and range-sum queries. */
export const rangeSumMeta = {
  id: 'rangeSum',
  family: 'patterns',
  shortName: 'Range Sums',
  name: 'Prefix Sums: Range Sum Queries',
  description:
    'Builds the prefix sums of an array once, then answers the sum of any range i..j with one subtraction.',
  howItWorks:
    'P[0] is 0 and P[k + 1] is P[k] + nums[k]: the sum of the first k + 1 numbers. The sum of nums[i..j] is everything up to j minus everything before i: P[j + 1] - P[i]. Building takes one pass; every query afterwards takes O(1), however long the range.',
  whenToUse:
    'Many sums of ranges of an array that does not change (range sum query, the average of every window, equilibrium index), and, with a map of the sums seen, counting subarrays with a given sum. In two dimensions the same idea answers rectangle sums.',
  timeComplexity: { best: 'O(n + q)', average: 'O(n + q)', worst: 'O(n + q)' },
  spaceComplexity: 'O(n)',
} as const satisfies AlgorithmMeta;
