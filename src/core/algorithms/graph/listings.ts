/**
 * The graph algorithms' listings in JavaScript, Python and Java. They are kept out of the modules so the
 * graph page loads them only with its code listing (the Code tab, or the listing beside the canvas).
 */
import type { GraphAlgorithmId } from '../catalog';
import type { CodeListings } from '../types';
import { aStarCode } from './aStar/listings';
import { bfsCode } from './bfs/listings';
import { dfsCode } from './dfs/listings';
import { dijkstraCode } from './dijkstra/listings';
import { kruskalCode } from './kruskal/listings';
import { primCode } from './prim/listings';
import { topoKahnCode } from './topoKahn/listings';
import { topoDfsCode } from './topoDfs/listings';
import { bellmanFordCode } from './bellmanFord/listings';
import { floydWarshallCode } from './floydWarshall/listings';

export const GRAPH_LISTINGS: { readonly [Id in GraphAlgorithmId]: CodeListings } = {
  bfs: bfsCode,
  dfs: dfsCode,
  dijkstra: dijkstraCode,
  prim: primCode,
  kruskal: kruskalCode,
  topoKahn: topoKahnCode,
  topoDfs: topoDfsCode,
  bellmanFord: bellmanFordCode,
  aStar: aStarCode,
  floydWarshall: floydWarshallCode,
};
