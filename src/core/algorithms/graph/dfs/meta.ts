import type { AlgorithmMeta } from '../../types';

/** What Home, the menus and the graph page say about DFS, without loading its code. */
export const dfsMeta = {
  id: 'dfs',
  family: 'graph',
  shortName: 'DFS',
  name: 'Depth-First Search',
  description:
    'Explores a graph by going as deep as it can along one path before backing up to try another. It is the basis of cycle detection, topological sorting and finding connected components.',
  howItWorks:
    'Visit the source. From the current vertex, follow the first edge to a neighbour not yet visited and visit it, pushing it on the stack (the recursion’s call stack). When a vertex has no unvisited neighbours left, pop it and go back to the vertex below it on the stack, which carries on with its next edge. The search ends when the stack is empty.',
  timeComplexity: { best: 'O(V + E)', average: 'O(V + E)', worst: 'O(V + E)' },
  spaceComplexity: 'O(V)',
} as const satisfies AlgorithmMeta;
