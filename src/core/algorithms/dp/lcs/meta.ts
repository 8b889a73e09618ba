import type { AlgorithmMeta } from '../../types';

/** What Home, the menus and the DP page say about the longest common subsequence, without loading its code. */
export const lcsMeta = {
  id: 'lcs',
  family: 'dp',
  shortName: 'LCS',
  name: 'Longest Common Subsequence',
  description:
    'Finds the longest sequence of characters that appears in both strings in the same order, not necessarily side by side: a table over every pair of prefixes, then a traceback that spells it.',
  howItWorks:
    'dp[i][j] is the LCS length of the first i characters of A and the first j of B. When A[i] = B[j] the cell is dp[i − 1][j − 1] + 1 (a diagonal arrow); otherwise it is the larger of the cell above and the cell to the left, taking up on a tie. The traceback follows the arrows from dp[m][n] and collects the characters of the diagonal steps.',
  timeComplexity: { best: 'O(m·n)', average: 'O(m·n)', worst: 'O(m·n)' },
  spaceComplexity: 'O(m·n)',
} as const satisfies AlgorithmMeta;
