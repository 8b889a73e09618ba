import { GRAPH_ALGORITHM_ORDER, GRAPH_ALGORITHMS } from '@/core/algorithms/graph/registry';
import { decodeGraphRunConfig, defaultGraphRun } from '@/core/algorithms/graph/runConfig';
import { graphLinkNotice } from '@/core/graph';
import { AlgorithmFamilyPage } from '@/player-ui/AlgorithmFamilyPage';
import { GraphAlgorithmVisualizer } from './GraphAlgorithmVisualizer';

/** BFS, DFS, Dijkstra, Prim and Kruskal on one player, on a preset graph or one the learner types. */
export default function GraphAlgorithmsPage() {
  return (
    <AlgorithmFamilyPage
      family="graph"
      title="Graph Algorithms"
      description="Traverse a graph, find shortest paths and grow spanning trees, step by step, on a graph you pick, type or draw."
      openRun={(search) => decodeGraphRunConfig(search) ?? defaultGraphRun()}
      linkNotice={graphLinkNotice}
      player={(props) => <GraphAlgorithmVisualizer {...props} />}
      algorithms={GRAPH_ALGORITHM_ORDER.map((id) => GRAPH_ALGORITHMS[id])}
    />
  );
}
