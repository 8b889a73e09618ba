export type {
  EdgeState,
  GraphAlgorithm,
  GraphChange,
  GraphCounter,
  GraphRunInput,
  GraphRunModel,
  GraphStep,
  GraphTrace,
  VertexState,
} from './types';
export { defineGraphAlgorithm } from './types';
export type { GraphModelOptions } from './model';
export { applyGraphChange, cloneGraphRunModel, counterValues, initialGraphModel } from './model';
export { graphCheckpointInterval } from './graphTrace';
export { bfsModule } from './bfs/bfs';
export { dfsModule } from './dfs/dfs';
export { dijkstraModule } from './dijkstra/dijkstra';
export { primModule } from './prim/prim';
export { kruskalModule } from './kruskal/kruskal';
