import type { AlgorithmMeta } from '../../types';

/** What Home, the menus and the graph page say about the depth-first topological sort, without loading its code. */
export const topoDfsMeta = {
  id: 'topoDfs',
  family: 'graph',
  shortName: 'Topological (DFS)',
  name: 'Topological Sort (DFS)',
  description:
    'Orders the vertices of a directed acyclic graph so that every edge goes from an earlier vertex to a later one: a depth-first search finishes a vertex only after everything it leads to, so the reverse of the finishing order is a topological order.',
  howItWorks:
    'Start a depth-first search from every vertex not yet visited, in label order, following edges in label order. A vertex is finished once every vertex its edges lead to is finished; it then goes to the front of the order, so the order is the finishing order reversed. Meeting a vertex that is still on the call stack would mean a cycle, which has no topological order: the page refuses such a graph and names the cycle.',
  timeComplexity: { best: 'O(V + E)', average: 'O(V + E)', worst: 'O(V + E)' },
  spaceComplexity: 'O(V)',
} as const satisfies AlgorithmMeta;
