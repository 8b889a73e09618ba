import type { AlgorithmMeta } from '../../types';

/** What Home, the menus and the patterns page say about Kadane's maximum subarray. */
export const maxSubarrayMeta = {
  id: 'maxSubarray',
  family: 'patterns',
  shortName: 'Kadane',
  name: "Kadane's Algorithm: Maximum Subarray",
  description:
    'Finds the largest sum of a run of neighbouring numbers in one pass, keeping the best run ending here and the best run seen so far.',
  howItWorks:
    'Walk the array once, keeping the sum of the best run that ends at the current number. If that sum so far is negative it can only drag the next number down, so the run starts afresh at the next number; otherwise the number extends it. Whenever the current run beats the best seen, it becomes the best.',
  whenToUse:
    'The best contiguous run (largest sum, largest product with a twist, best time to buy and sell): when the best answer ending at i follows from the best ending at i - 1, one pass with two variables does it, with no table.',
  timeComplexity: { best: 'O(n)', average: 'O(n)', worst: 'O(n)' },
  spaceComplexity: 'O(1)',
} as const satisfies AlgorithmMeta;
