import type { AlgorithmMeta } from '../../types';

/** What Home, the menus and the graph page say about Floyd-Warshall, without loading its code. */
export const floydWarshallMeta = {
  id: 'floydWarshall',
  family: 'graph',
  shortName: 'Floyd-Warshall',
  name: 'Floyd-Warshall',
  description:
    'Finds the shortest distance between every pair of vertices at once, negative edge weights allowed, in a V × V distance matrix; a negative entry on its diagonal shows a negative cycle.',
  howItWorks:
    'The matrix starts as the graph itself: 0 on the diagonal, the weight of the edge from i to j (the lightest, if several), and ∞ where there is no edge. Then every vertex k in turn is allowed as an intermediate stop: for every pair i, j, if going from i to k and then from k to j is shorter than dist[i][j], that cell improves to dist[i][k] + dist[k][j]. After k has been every vertex, dist[i][j] is the shortest distance from i to j over any path. Three nested loops over the V vertices make O(V³) checks. A vertex whose dist[v][v] ends below 0 lies on a negative cycle: no shortest distances exist through it. An undirected edge of negative weight is itself a negative cycle, there and back.',
  timeComplexity: { best: 'O(V³)', average: 'O(V³)', worst: 'O(V³)' },
  spaceComplexity: 'O(V²)',
} as const satisfies AlgorithmMeta;
