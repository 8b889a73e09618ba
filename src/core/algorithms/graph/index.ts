export type { GraphAlgorithm, GraphRunInput, GraphRunModel, GraphTrace } from './types';
export { applyGraphChange, counterValues, initialGraphModel } from './model';
export { bfsModule } from './bfs/bfs';
export { dfsModule } from './dfs/dfs';
export { dijkstraModule } from './dijkstra/dijkstra';
export { primModule } from './prim/prim';
export { kruskalModule } from './kruskal/kruskal';
