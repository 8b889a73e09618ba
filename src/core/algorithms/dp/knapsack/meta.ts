import type { AlgorithmMeta } from '../../types';

/** What Home, the menus and the DP page say about the 0/1 knapsack, without loading its code. */
export const knapsackMeta = {
  id: 'knapsack',
  family: 'dp',
  shortName: 'Knapsack',
  name: '0/1 Knapsack',
  description:
    'Packs the most value into a bag of limited capacity, each item taken whole or left: a table of the best value for every prefix of the items and every capacity.',
  howItWorks:
    'dp[i][c] is the best value from the first i items with capacity c. Item i either stays out (dp[i − 1][c]) or, when its weight w fits, goes in (v + dp[i − 1][c − w]); the cell keeps the larger. Row 0 is all zeros. The traceback walks up from dp[n][C]: where a cell differs from the one above, its item was taken.',
  timeComplexity: { best: 'O(n·C)', average: 'O(n·C)', worst: 'O(n·C)' },
  spaceComplexity: 'O(n·C)',
} as const satisfies AlgorithmMeta;
