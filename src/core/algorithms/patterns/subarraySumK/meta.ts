import type { AlgorithmMeta } from '../../types';

/** What Home, the menus and the patterns page say about counting subarrays that sum to k. */
export const subarraySumKMeta = {
  id: 'subarraySumK',
  family: 'patterns',
  shortName: 'Subarrays Summing to k',
  name: 'Prefix Sums: Count Subarrays Summing to k',
  description:
    'Counts the runs of neighbouring numbers that add up to k in one pass, with a map of how often each running sum has been seen.',
  howItWorks:
    'Keep the running sum of the numbers so far. A run ending here sums to k exactly when an earlier running sum was (running sum - k): the run is what lies between. So before recording the running sum, look up how many times (sum - k) has been seen and add that to the count. The map starts with the sum 0 seen once, for runs that start at the first number. Negative numbers are fine, unlike a sliding window.',
  whenToUse:
    'Counting or finding subarrays with an exact sum (or a sum divisible by k, or equal numbers of 0s and 1s) when numbers can be negative, so a sliding window cannot decide when to shrink: prefix sums turn "the sum of a range" into "the difference of two prefixes", and the map finds the matching prefix in O(1).',
  timeComplexity: { best: 'O(n)', average: 'O(n)', worst: 'O(n)' },
  spaceComplexity: 'O(n)',
} as const satisfies AlgorithmMeta;
