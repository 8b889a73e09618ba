import type { AlgorithmMeta } from '../../types';

/** What Home, the menus and the strings page say about Rabin-Karp. */
export const rabinKarpMeta = {
  id: 'rabinKarp',
  family: 'strings',
  shortName: 'Rabin-Karp',
  name: 'Rabin-Karp',
  description:
    'Finds every occurrence of a pattern by comparing hashes first: a rolling hash of each text window, updated in constant time as the window slides, and characters compared only when the hashes are equal.',
  howItWorks:
    'Read a string of m characters as a number in base d = 10 (each character counts as its character code) and keep it modulo q = 13: that is its hash. Hash the pattern and the first window of the text. At each shift, if the two hashes differ the window cannot be the pattern; if they are equal it may be, so its characters are compared: equal hashes over different text are a spurious hit. Then roll the hash to the next window: take away the leaving character times d^(m-1), multiply by d, add the arriving character, all modulo q.',
  whenToUse:
    'Searching for many patterns of the same length at once (hash them all into a set), finding repeated substrings, plagiarism and duplicate detection: the rolling hash turns every window into a number in O(1). With a large prime q spurious hits are rare and the expected time is O(n + m); a poor hash makes it O((n - m + 1)·m).',
  timeComplexity: { best: 'O(n + m)', average: 'O(n + m)', worst: 'O((n - m + 1)·m)' },
  spaceComplexity: 'O(1)',
  spaceNote: 'O(1) besides the list of shifts found.',
} as const satisfies AlgorithmMeta;
