import type { AlgorithmMeta } from '../../types';

/** What Home, the menus and the strings page say about naive string matching. */
export const naiveMatchMeta = {
  id: 'naiveMatch',
  family: 'strings',
  shortName: 'Naive',
  name: 'Naive String Matching',
  description:
    'Finds every place a pattern occurs in a text by trying each shift in turn and comparing the pattern with the text under it, character by character.',
  howItWorks:
    'Put the pattern under the start of the text (shift 0) and compare its characters with the text above them from the left. If all m match, the pattern occurs at that shift; at the first mismatch, stop. Either way, slide the pattern one place to the right and start again from its first character, until it reaches the end of the text: n - m + 1 shifts, each up to m comparisons.',
  whenToUse:
    'Short patterns and texts, or a one-off search: it needs no preparation and no extra memory. On texts like "aaaa…ab" with patterns like "aa…ab", every shift compares almost the whole pattern: that is the O((n - m + 1)·m) worst case KMP and Rabin-Karp avoid.',
  timeComplexity: { best: 'O(n)', average: 'O(n)', worst: 'O((n - m + 1)·m)' },
  spaceComplexity: 'O(1)',
  spaceNote: 'O(1) besides the list of shifts found.',
} as const satisfies AlgorithmMeta;
