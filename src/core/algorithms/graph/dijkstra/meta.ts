import type { AlgorithmMeta } from '../../types';
import { PRIORITY_TIE_RULE } from '../tieRule';

/** What Home, the menus and the graph page say about Dijkstra's algorithm, without loading its code. */
export const dijkstraMeta = {
  id: 'dijkstra',
  family: 'graph',
  shortName: "Dijkstra's",
  name: "Dijkstra's Algorithm",
  description:
    'Finds the shortest distance from a source to every vertex of a graph whose edge weights are not negative, settling vertices in order of their distance.',
  howItWorks:
    'Every vertex starts at distance ∞ except the source, at 0, which goes into a priority queue. Repeatedly pop the vertex with the smallest distance: that distance is now final (settled). Relax each of its edges: if going through it is shorter than the neighbour’s best distance so far, lower the neighbour’s distance, remember the edge as its parent and push it with the new priority. Old entries for a vertex already settled are skipped when they come out. The parents form the shortest-path tree. ' +
    PRIORITY_TIE_RULE,
  timeComplexity: { best: 'O((V + E) log V)', average: 'O((V + E) log V)', worst: 'O((V + E) log V)' },
  spaceComplexity: 'O(V + E)',
  spaceNote:
    'O(V + E) with the binary heap used here, which keeps an old entry for a vertex when a shorter distance is pushed; a heap that can lower a priority in place needs only O(V).',
} as const satisfies AlgorithmMeta;
