import type { AlgorithmMeta } from '../../types';
import { PRIORITY_TIE_RULE } from '../tieRule';

/** What Home, the menus and the graph page say about Prim's algorithm, without loading its code. */
export const primMeta = {
  id: 'prim',
  family: 'graph',
  shortName: "Prim's",
  name: "Prim's Algorithm",
  description:
    'Grows a minimum spanning tree of an undirected weighted graph from a start vertex, always adding the lightest edge that reaches a new vertex. On a disconnected graph it grows a spanning forest, one tree per component.',
  howItWorks:
    'Every vertex has a key, the weight of the lightest edge joining it to the tree so far (∞ at first; 0 for the start). Repeatedly pop the vertex with the smallest key from a priority queue and add it to the tree with that edge. Then look at its edges: a neighbour outside the tree whose edge is lighter than its key gets that weight as its new key and the vertex as its parent. When the queue runs empty and vertices are left, the graph is disconnected: start a new tree at the first vertex left. ' +
    PRIORITY_TIE_RULE,
  timeComplexity: { best: 'O(E log V)', average: 'O(E log V)', worst: 'O(E log V)' },
  spaceComplexity: 'O(V + E)',
  spaceNote:
    'O(V + E) with the binary heap used here, which keeps old entries when a key is lowered; a heap that can lower a key in place needs only O(V).',
} as const satisfies AlgorithmMeta;
