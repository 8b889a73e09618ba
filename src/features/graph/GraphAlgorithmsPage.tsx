import { useState } from 'react';
import { useSearch } from 'wouter';
import { GRAPH_ALGORITHM_ORDER, GRAPH_ALGORITHMS } from '@/core/algorithms/graph/registry';
import { decodeGraphRunConfig, defaultGraphRun } from '@/core/algorithms/graph/runConfig';
import { Card } from '@/ui/Card';
import { PageHeader } from '@/ui/PageHeader';
import { ComplexityTable } from '../visualizer/InformationPanel';
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
      <section aria-labelledby="graph-algorithms-list" className="mt-10">
        <h2 id="graph-algorithms-list" className="text-2xl font-bold">
          The algorithms
        </h2>
        <ul className="mt-4 grid gap-5 md:grid-cols-2 xl:grid-cols-3">
          {GRAPH_ALGORITHM_ORDER.map((id) => {
            const info = GRAPH_ALGORITHMS[id];
            return (
              <li key={id} data-algorithm={id}>
                <Card className="flex h-full flex-col">
                  <h3 className="text-lg font-semibold">{info.name}</h3>
                  <p className="mt-2 flex-1 text-sm text-muted">{info.description}</p>
                  <div className="mt-3">
                    <ComplexityTable info={info} />
                  </div>
                </Card>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
