import { lazy, Suspense, useState } from 'react';
import type { GraphAlgorithmId } from '@/core/algorithms/catalog';
import { GRID_ALGORITHM_MODULES } from '@/core/algorithms/graph/registry';
import { defaultGraphRun, type GraphRunConfig } from '@/core/algorithms/graph/runConfig';
import { defaultGridRun, type GridRunConfig } from '@/core/algorithms/graph/grid/runConfig';
import { Button } from '@/ui/Button';
import { GraphAlgorithmVisualizer } from './GraphAlgorithmVisualizer';

// The grid search loads only when it is chosen (or a link names it).
const GridPathVisualizer = lazy(() => import('./GridPathVisualizer'));

export type GraphFamilyRun = GraphRunConfig | GridRunConfig;

const onGrid = (run: GraphFamilyRun): run is GridRunConfig => 'grid' in run;

/**
 * The graph page's player: the graph visualiser for the algorithms that run on a graph, the grid
 * visualiser for those that run on a grid (A* search); each one's algorithm buttons lead to the other.
 */
export function GraphFamilyPlayer({ initial, id }: { initial: GraphFamilyRun; id: string }) {
  const [run, setRun] = useState(initial);
  if (onGrid(run))
    return (
      <Suspense fallback={<p className="text-sm text-muted">Loading the grid…</p>}>
        <GridPathVisualizer
          initial={run}
          id={id}
          onChooseGraph={(algorithm: GraphAlgorithmId) => setRun(defaultGraphRun(algorithm))}
        />
      </Suspense>
    );
  return (
    <div className="space-y-3">
      <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
        Path search on a grid with walls:
        {GRID_ALGORITHM_MODULES.map((module) => (
          <Button
            key={module.id}
            size="sm"
            variant="outline"
            data-testid="open-grid-search"
            onClick={() => setRun(defaultGridRun(module.id))}
          >
            {`${module.name}, compared with Dijkstra’s`}
          </Button>
        ))}
      </p>
      <GraphAlgorithmVisualizer initial={run} id={id} />
    </div>
  );
}
