import type { AlgorithmMeta } from '../../types';

/** What Home, the menus and the patterns page say about merging overlapping intervals. */
export const mergeIntervalsMeta = {
  id: 'mergeIntervals',
  family: 'patterns',
  shortName: 'Merge Intervals',
  name: 'Intervals: Merge Overlapping Intervals',
  description:
    'Merges every group of overlapping intervals into one, by sorting them by start and sweeping once from left to right.',
  howItWorks:
    'Sort the intervals by start. Then each interval either overlaps the last merged one (it starts at or before that one’s end), and stretches its end if it reaches further, or starts after it, and opens a new merged interval. Sorted by start, an interval can only overlap the last merged one, so one pass is enough.',
  whenToUse:
    'Intervals or time ranges that may overlap: merging meetings, inserting an interval, the free time between meetings, the fewest rooms (with a heap), or removing the fewest intervals so none overlap. Sorting by start (or by end, for the greedy ones) comes first.',
  timeComplexity: { best: 'O(n log n)', average: 'O(n log n)', worst: 'O(n log n)' },
  spaceComplexity: 'O(n)',
} as const satisfies AlgorithmMeta;
