import type { AlgorithmMeta } from '../../types';

/** What Home, the menus and the greedy page say about activity selection, without loading its code. */
export const activitySelectionMeta = {
  id: 'activitySelection',
  family: 'greedy',
  shortName: 'Activity Selection',
  name: 'Activity Selection',
  description:
    'Chooses the most activities that do not overlap in time, by always taking the one that finishes first among those that still fit.',
  howItWorks:
    'Sort the activities by finish time. Take the first; then go down the list and take each activity that starts at or after the finish of the last one taken, skipping the rest. Finishing as early as possible leaves the most room for what comes after, so no other choice fits more.',
  timeComplexity: { best: 'O(n log n)', average: 'O(n log n)', worst: 'O(n log n)' },
  spaceComplexity: 'O(n)',
} as const satisfies AlgorithmMeta;
