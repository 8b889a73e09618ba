import type { AlgorithmMeta } from '../../types';

/** What Home, the menus and the graph page say about Bellman-Ford, without loading its code. */
export const bellmanFordMeta = {
  id: 'bellmanFord',
  family: 'graph',
  shortName: 'Bellman-Ford',
  name: 'Bellman-Ford',
  description:
    'Finds the shortest distance from a source to every vertex even when some edge weights are negative, and reports a negative cycle reachable from the source, where no shortest distance exists.',
  howItWorks:
    'Every vertex starts at distance ∞ except the source, at 0. A round relaxes every edge in turn, in the order of the edge list (an undirected edge both ways): if going through it is shorter than the far end’s best distance so far, lower that distance and remember the edge as its parent. A shortest path has at most V - 1 edges, so V - 1 rounds are enough; a round that changes nothing means the distances are already final and the rounds stop early. Then one more pass over the edges is the check: an edge that can still be relaxed lies on, or leads from, a negative cycle reachable from the source. Following parents back from it V times lands on the cycle, which is reported starting at its first vertex in label order. An undirected edge of negative weight is itself a negative cycle, there and back.',
  timeComplexity: { best: 'O(E)', average: 'O(V·E)', worst: 'O(V·E)' },
  spaceComplexity: 'O(V)',
} as const satisfies AlgorithmMeta;
