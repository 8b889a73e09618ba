import {
  GRAPH_ALGORITHM_ORDER,
  GRAPH_ALGORITHMS,
  GRID_ALGORITHM_MODULES,
} from '@/core/algorithms/graph/registry';
import { decodeGraphRunConfig, defaultGraphRun } from '@/core/algorithms/graph/runConfig';
import { decodeGridRunConfig, gridLinkNotice } from '@/core/algorithms/graph/grid/runConfig';
import { graphLinkNotice } from '@/core/graph';
import { AlgorithmFamilyPage } from '@/player-ui/AlgorithmFamilyPage';
import { GraphFamilyPlayer } from './GraphFamilyPlayer';

/**
 * BFS, DFS, Dijkstra, Prim, Kruskal, the topological sorts and Bellman-Ford on one player, on a preset graph or
 * one the learner types; A* on a grid the learner draws.
 */
export default function GraphAlgorithmsPage() {
  return (
    <AlgorithmFamilyPage
      family="graph"
      title="Graph Algorithms"
      description="Traverse a graph, order its vertices, find shortest paths and grow spanning trees, step by step, on a graph you pick, type or draw; or search a grid with A*."
      openRun={(search) => decodeGridRunConfig(search) ?? decodeGraphRunConfig(search) ?? defaultGraphRun()}
      linkNotice={(search) => gridLinkNotice(search) ?? graphLinkNotice(search)}
      player={(props) => <GraphFamilyPlayer {...props} />}
      algorithms={[...GRAPH_ALGORITHM_ORDER.map((id) => GRAPH_ALGORITHMS[id]), ...GRID_ALGORITHM_MODULES]}
    />
  );
}
