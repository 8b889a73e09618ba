import type { AlgorithmMeta } from '../../types';

/** What Home, the menus and the graph page say about BFS, without loading its code. */
export const bfsMeta = {
  id: 'bfs',
  family: 'graph',
  shortName: 'BFS',
  name: 'Breadth-First Search',
  description:
    'Explores a graph outward from a source in waves: first every vertex one edge away, then every vertex two edges away, and so on. On an unweighted graph it finds the fewest edges from the source to every vertex.',
  howItWorks:
    'Put the source in a queue with distance 0. Repeatedly take the vertex at the front of the queue and look along each of its edges: a neighbour not seen before gets distance one more than the current vertex, remembers the current vertex as its parent, and joins the back of the queue. Because the queue is first in, first out, vertices leave it in order of distance. Vertices never reached keep distance ∞.',
  timeComplexity: { best: 'O(V + E)', average: 'O(V + E)', worst: 'O(V + E)' },
  spaceComplexity: 'O(V)',
} as const satisfies AlgorithmMeta;
