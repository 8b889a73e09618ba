import type { AlgorithmMeta } from '../../types';

/** What Home, the menus and the graph page say about Kruskal's algorithm, without loading its code. */
export const kruskalMeta = {
  id: 'kruskal',
  family: 'graph',
  shortName: "Kruskal's",
  name: "Kruskal's Algorithm",
  description:
    'Builds a minimum spanning tree of an undirected weighted graph by taking edges from lightest to heaviest and keeping each one that does not close a cycle. On a disconnected graph the result is a spanning forest.',
  howItWorks:
    'Sort the edges by weight. Every vertex starts as a tree of its own in a union-find structure. Take the edges in order: find the root of each end; if the roots differ, the edge joins two trees, so accept it and union the trees (the shallower tree’s root points to the deeper one’s). If the roots are the same, the ends are already connected and the edge would make a cycle, so reject it. Find shortens the paths it walks (path compression). Stop once V − 1 edges are accepted.',
  timeComplexity: { best: 'O(E log E)', average: 'O(E log E)', worst: 'O(E log E)' },
  spaceComplexity: 'O(V + E)',
} as const satisfies AlgorithmMeta;
