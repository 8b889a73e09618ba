import { lazy, Suspense, useEffect, useState } from 'react';
import type { GraphAlgorithmId } from '@/core/algorithms/catalog';
import { defaultGraphRun, type GraphRunConfig } from '@/core/algorithms/graph/runConfig';
import {
  defaultGridRun,
  type GridAlgorithmId,
  type GridRunConfig,
} from '@/core/algorithms/graph/grid/runConfig';
import { GraphAlgorithmVisualizer } from './GraphAlgorithmVisualizer';

// The grid search loads only when it is chosen (or a link names it).
const GridPathVisualizer = lazy(() => import('./GridPathVisualizer'));

export type GraphFamilyRun = GraphRunConfig | GridRunConfig;

const onGrid = (run: GraphFamilyRun): run is GridRunConfig => 'grid' in run;

/**
 * Gives focus back to the algorithm button just pressed once the other visualiser has replaced the one
 * it was pressed in, so a keyboard user stays on the chooser.
 */
function FocusChosenAlgorithm({ cardId }: { cardId: string }) {
  useEffect(() => {
    document
      .getElementById(cardId)
      ?.querySelector<HTMLButtonElement>('[role="group"][aria-label="Algorithm"] [aria-pressed="true"]')
      ?.focus();
  }, [cardId]);
  return null;
}

/**
 * The graph page's player: the graph visualiser for the algorithms that run on a graph, the grid
 * visualiser for those that run on a grid (A* search). Both show every algorithm of the page in one
 * chooser; choosing one of the other kind swaps the visualiser.
 */
export function GraphFamilyPlayer({ initial, id }: { initial: GraphFamilyRun; id: string }) {
  const [run, setRun] = useState(initial);
  // Whether the learner has swapped visualisers (not set when the page opens on one).
  const [swapped, setSwapped] = useState(false);
  const chooseGraph = (algorithm: GraphAlgorithmId) => {
    setRun(defaultGraphRun(algorithm));
    setSwapped(true);
  };
  const chooseGrid = (algorithm: GridAlgorithmId) => {
    setRun(defaultGridRun(algorithm));
    setSwapped(true);
  };
  const focus = swapped ? <FocusChosenAlgorithm key={onGrid(run) ? 'grid' : 'graph'} cardId={id} /> : null;
  if (onGrid(run))
    return (
      <Suspense fallback={<p className="text-sm text-muted">Loading the grid…</p>}>
        <GridPathVisualizer initial={run} id={id} onChooseGraph={chooseGraph} />
        {focus}
      </Suspense>
    );
  return (
    <>
      <GraphAlgorithmVisualizer initial={run} id={id} onChooseGrid={chooseGrid} />
      {focus}
    </>
  );
}
