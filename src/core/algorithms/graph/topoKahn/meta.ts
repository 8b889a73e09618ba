import type { AlgorithmMeta } from '../../types';

/** What Home, the menus and the graph page say about Kahn's topological sort, without loading its code. */
export const topoKahnMeta = {
  id: 'topoKahn',
  family: 'graph',
  shortName: 'Topological (Kahn)',
  name: 'Topological Sort (Kahn)',
  description:
    'Orders the vertices of a directed acyclic graph so that every edge goes from an earlier vertex to a later one, by repeatedly taking a vertex that nothing still waiting points to.',
  howItWorks:
    'Count each vertex’s in-degree: the edges coming into it. Every vertex with in-degree 0 has nothing before it, so it joins a queue (in label order). Repeatedly take the vertex at the front of the queue and place it next in the order; each of its edges is then dealt with, so the in-degree of the vertex it leads to drops by one, and a vertex whose in-degree reaches 0 joins the back of the queue. When the queue is empty every vertex is placed. A graph with a cycle never lets the vertices on it reach in-degree 0, so it has no topological order: the page refuses it and names the cycle.',
  timeComplexity: { best: 'O(V + E)', average: 'O(V + E)', worst: 'O(V + E)' },
  spaceComplexity: 'O(V)',
} as const satisfies AlgorithmMeta;
