import { useState } from 'react';
import { useSearch } from 'wouter';
import { GRAPH_ALGORITHM_ORDER, GRAPH_ALGORITHMS } from '@/core/algorithms/graph/registry';
import { decodeGraphRunConfig, defaultGraphRun } from '@/core/algorithms/graph/runConfig';
import { PageHeader } from '@/ui/PageHeader';
import { AlgorithmCards } from '@/player-ui/AlgorithmCards';
import { GraphAlgorithmVisualizer } from './GraphAlgorithmVisualizer';

/** BFS, DFS, Dijkstra, Prim and Kruskal on one player, on a preset graph or one the learner types. */
export default function GraphAlgorithmsPage() {
  const search = useSearch();
  const [initial] = useState(() => decodeGraphRunConfig(search) ?? defaultGraphRun());
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <PageHeader
        title="Graph Algorithms"
        description="Traverse a graph, find shortest paths and grow spanning trees, step by step, on a graph you pick, type or draw."
      />
      <GraphAlgorithmVisualizer id="graph-visualizer" initial={initial} />
      <AlgorithmCards
        id="graph-algorithms-list"
        algorithms={GRAPH_ALGORITHM_ORDER.map((id) => GRAPH_ALGORITHMS[id])}
      />
    </div>
  );
}
