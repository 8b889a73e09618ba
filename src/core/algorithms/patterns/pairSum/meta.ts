import type { AlgorithmMeta } from '../../types';

/** What Home, the menus and the patterns page say about the two-pointer pair sum, without its code. */
export const pairSumMeta = {
  id: 'pairSum',
  family: 'patterns',
  shortName: 'Pair Sum',
  name: 'Two Pointers: Pair with a Given Sum',
  description:
    'Finds two numbers of a sorted array that add up to a target, with one pointer at each end walking inwards.',
  howItWorks:
    'Put L on the first element and R on the last. Add the two: if the sum is the target, they are the pair; if it is too small, only a bigger left number can help, so L moves right; if it is too big, R moves left. Each step rules out one element for good, so the pointers meet after at most n - 1 moves.',
  whenToUse:
    'The input is sorted (or can be sorted) and you look for a pair, or you compare the two ends of a range: two-sum on a sorted array, 3-sum (fix one, two-pointer the rest), removing duplicates in place, reversing, palindromes.',
  timeComplexity: { best: 'O(1)', average: 'O(n)', worst: 'O(n)' },
  spaceComplexity: 'O(1)',
} as const satisfies AlgorithmMeta;
