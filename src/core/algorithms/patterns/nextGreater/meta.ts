import type { AlgorithmMeta } from '../../types';

/** What Home, the menus and the patterns page say about the next greater element. */
export const nextGreaterMeta = {
  id: 'nextGreater',
  family: 'patterns',
  shortName: 'Next Greater',
  name: 'Monotonic Stack: Next Greater Element',
  description:
    'Finds, for every number, the first bigger number to its right (or -1), in one pass with a stack of the numbers still waiting for theirs.',
  howItWorks:
    'Walk the array keeping a stack of the indices that have not found a bigger number yet; their values never increase from bottom to top. When a number comes in, every smaller number on top of the stack has just found its next greater element: pop it and write the answer. Then push the newcomer. What is left on the stack at the end has none: -1. Each index is pushed and popped at most once.',
  whenToUse:
    'The nearest bigger or smaller element to the left or right of each position: next greater element, daily temperatures, stock span, largest rectangle in a histogram, trapping rain water. Whenever a brute force scans forward from each index, a monotonic stack does it in one pass.',
  timeComplexity: { best: 'O(n)', average: 'O(n)', worst: 'O(n)' },
  spaceComplexity: 'O(n)',
} as const satisfies AlgorithmMeta;
