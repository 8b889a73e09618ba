import type { GraphAlgorithmId } from '../catalog';
import { aStarModule } from './aStar/aStar';
import { bfsModule } from './bfs/bfs';
import { dfsModule } from './dfs/dfs';
import { dijkstraModule } from './dijkstra/dijkstra';
import { kruskalModule } from './kruskal/kruskal';
import { primModule } from './prim/prim';
import { topoKahnModule } from './topoKahn/topoKahn';
import { topoDfsModule } from './topoDfs/topoDfs';
import { bellmanFordModule } from './bellmanFord/bellmanFord';
import { floydWarshallModule } from './floydWarshall/floydWarshall';

/** The graph algorithm modules, in catalog order (see ../registry.ts). */
export const GRAPH_ALGORITHM_MODULES = [
  bfsModule,
  dfsModule,
  dijkstraModule,
  primModule,
  kruskalModule,
  topoKahnModule,
  topoDfsModule,
  bellmanFordModule,
  floydWarshallModule,
] as const;

type GraphModule = (typeof GRAPH_ALGORITHM_MODULES)[number];

export const GRAPH_ALGORITHMS = Object.fromEntries(
  GRAPH_ALGORITHM_MODULES.map((module) => [module.id, module]),
) as { readonly [Id in GraphAlgorithmId]: Extract<GraphModule, { id: Id }> };

/** The graph algorithms' ids in catalog order, for the page (which so loads none of the catalog). */
export const GRAPH_ALGORITHM_ORDER: readonly GraphAlgorithmId[] = GRAPH_ALGORITHM_MODULES.map(
  (module) => module.id,
);

/**
 * The graph family's algorithms that run on a grid the learner draws instead of a graph (A* search),
 * in catalog order after the graph ones; the page shows them with the grid visualiser.
 */
export const GRID_ALGORITHM_MODULES = [aStarModule] as const;
