import type { AlgorithmMeta } from '../../types';

/** What Home, the menus and the greedy page say about Huffman coding, without loading its code. */
export const huffmanMeta = {
  id: 'huffman',
  family: 'greedy',
  shortName: 'Huffman Coding',
  name: 'Huffman Coding',
  description:
    'Builds a prefix-free binary code for a text, giving frequent symbols short codes and rare ones long codes, so the text takes as few bits as any symbol-by-symbol code allows.',
  howItWorks:
    'Count each symbol and put one leaf per symbol in a priority queue by weight (its count). Repeatedly take the two lightest nodes out and join them under a new node whose weight is their sum, until one tree is left. A symbol’s code is its path from the root: 0 for each step left, 1 for each step right.',
  timeComplexity: { best: 'O(n + k log k)', average: 'O(n + k log k)', worst: 'O(n + k log k)' },
  spaceComplexity: 'O(k)',
} as const satisfies AlgorithmMeta;
