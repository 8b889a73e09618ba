import type { AlgorithmMeta } from '../../types';

/** What Home, the menus and the patterns page say about the longest substring without repeats. */
export const longestUniqueMeta = {
  id: 'longestUnique',
  family: 'patterns',
  shortName: 'Longest Unique Substring',
  name: 'Sliding Window: Longest Substring Without Repeating Characters',
  description:
    'Finds the length of the longest run of a string with no character twice, with a window that grows on the right and jumps on the left, and a map of where each character was last seen.',
  howItWorks:
    'R walks the string, growing the window. The map remembers where each character was last seen. When the character at R was last seen inside the window, the window would hold it twice, so L jumps just past that last sighting; otherwise L stays. The map then records R for the character, and the window’s length is a candidate for the best.',
  whenToUse:
    'The longest or shortest run of an array or string that satisfies a condition which stays true as the run shrinks (no repeats, at most k distinct, a sum under a bound): the window grows on the right and shrinks on the left, each pointer moving only forwards, so the whole scan is O(n).',
  timeComplexity: { best: 'O(n)', average: 'O(n)', worst: 'O(n)' },
  spaceComplexity: 'O(k)',
  spaceNote: 'O(k) for the map, k the number of different characters.',
} as const satisfies AlgorithmMeta;
