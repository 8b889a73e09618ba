import type { AlgorithmMeta } from '../../types';

/** What Home, the menus and the patterns page say about the container with most water. */
export const mostWaterMeta = {
  id: 'mostWater',
  family: 'patterns',
  shortName: 'Most Water',
  name: 'Two Pointers: Container with Most Water',
  description:
    'Finds the two lines that hold the most water between them, starting from the widest container and moving the shorter side inwards.',
  howItWorks:
    'Start with L at the first line and R at the last: the widest container. Its water is the shorter height times the width. Moving the taller side inwards can only make the container narrower and never taller than the shorter side, so it is the shorter side that moves. Keep the best area seen until the pointers meet.',
  whenToUse:
    'A pair of positions whose value depends on both ends and on the distance between them, and where one end can be ruled out at each step: container with most water, trapping rain water, pairs in a sorted array.',
  timeComplexity: { best: 'O(n)', average: 'O(n)', worst: 'O(n)' },
  spaceComplexity: 'O(1)',
} as const satisfies AlgorithmMeta;
