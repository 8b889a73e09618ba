import type { AlgorithmMeta } from '../../types';

/** What Home, the menus and the patterns page say about the sliding window maximum. */
export const windowMaxMeta = {
  id: 'windowMax',
  family: 'patterns',
  shortName: 'Window Maximum',
  name: 'Sliding Window: Maximum of Each Window',
  description:
    'Finds the largest number in every window of k neighbours as the window slides along the array, keeping a monotonic deque of the indices that can still be a maximum.',
  howItWorks:
    'The deque holds indices whose values decrease from front to back. When a number comes in, every smaller or equal number at the back can never be a maximum again (the newcomer is bigger and stays longer), so they are popped, then the newcomer is pushed. The front leaves once it falls out of the window. The front is always the window’s maximum, and every index is pushed and popped at most once.',
  whenToUse:
    'A question about every window of a fixed size (its maximum, minimum, sum, distinct count): the window slides one step at a time, adding one element and dropping one, instead of being recomputed. A monotonic deque answers maximum or minimum in O(1) per slide.',
  timeComplexity: { best: 'O(n)', average: 'O(n)', worst: 'O(n)' },
  spaceComplexity: 'O(k)',
} as const satisfies AlgorithmMeta;
