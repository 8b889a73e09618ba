import type { AlgorithmMeta } from '../../types';

/** What Home, the menus and the strings page say about Knuth-Morris-Pratt. */
export const kmpMeta = {
  id: 'kmp',
  family: 'strings',
  shortName: 'KMP',
  name: 'Knuth-Morris-Pratt (KMP)',
  description:
    'Finds every occurrence of a pattern in a text without ever moving back in the text: a table built from the pattern says how far it can shift after a mismatch.',
  howItWorks:
    'First the prefix function: π[q] is the length of the longest proper prefix of pattern[0..q] that is also a suffix of it, built left to right by comparing the pattern with itself. Then the scan: i walks the text once; q characters of the pattern match so far. On a match q grows; on a mismatch the pattern shifts so that its first π[q - 1] characters, already known to match, stay under the text (q becomes π[q - 1]) and only the next character is compared again. When q reaches m the pattern occurs at i - m + 1, and q becomes π[m - 1] to look for overlapping occurrences.',
  whenToUse:
    'Searching a long text or stream, where going back is costly or impossible, or when the worst case matters: O(n + m) always. The prefix function itself answers other questions too: the shortest period of a string, the longest border, counting prefixes.',
  timeComplexity: { best: 'O(n + m)', average: 'O(n + m)', worst: 'O(n + m)' },
  spaceComplexity: 'O(m)',
  spaceNote: 'O(m) for the prefix table.',
} as const satisfies AlgorithmMeta;
