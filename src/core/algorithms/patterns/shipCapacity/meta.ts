import type { AlgorithmMeta } from '../../types';

/** What Home, the menus and the patterns page say about binary search on the answer. */
export const shipCapacityMeta = {
  id: 'shipCapacity',
  family: 'patterns',
  shortName: 'Ship Capacity',
  name: 'Binary Search on the Answer: Ship Within D Days',
  description:
    'Finds the smallest ship capacity that carries every package, in order, within D days, by binary searching the capacities and checking each candidate by loading the ship day by day.',
  howItWorks:
    'The answer lies between the heaviest package (a smaller ship cannot carry it) and the total weight (one day). A capacity that works keeps working when made bigger, so the capacities are sorted by "works or not": binary search them. For each middle candidate, load the packages in order, starting a new day when the next one would overflow, and count the days. Enough days: the answer is this or smaller; too many: it is bigger.',
  whenToUse:
    'The smallest (or largest) value that makes a yes/no check pass, when passing is monotonic: ship capacity, Koko eating bananas, splitting an array into k parts with the smallest largest sum, the minimum time to finish jobs. Search the answer’s range instead of the input, with an O(n) check per candidate.',
  timeComplexity: { best: 'O(n log S)', average: 'O(n log S)', worst: 'O(n log S)' },
  spaceComplexity: 'O(1)',
  spaceNote: 'S is the total weight: the range of capacities searched.',
} as const satisfies AlgorithmMeta;
