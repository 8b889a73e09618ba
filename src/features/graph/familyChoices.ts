import type { GraphAlgorithmId } from '@/core/algorithms/catalog';
import {
  GRAPH_ALGORITHM_ORDER,
  GRAPH_ALGORITHMS,
  GRID_ALGORITHM_MODULES,
} from '@/core/algorithms/graph/registry';
import type { GridAlgorithmId } from '@/core/algorithms/graph/grid/runConfig';

/**
 * Every algorithm of the graph page, in catalog order, for its one chooser: those that run on a graph,
 * then those that run on a grid (A* search). Both visualisers show the same buttons.
 */
export const GRAPH_FAMILY_CHOICES: readonly { id: GraphAlgorithmId | GridAlgorithmId; label: string }[] = [
  ...GRAPH_ALGORITHM_ORDER.map((id) => ({ id, label: GRAPH_ALGORITHMS[id].shortName })),
  ...GRID_ALGORITHM_MODULES.map((module) => ({ id: module.id, label: module.shortName })),
];

/** Whether a chosen algorithm runs on a grid (the grid visualiser shows it) rather than on a graph. */
export function runsOnGrid(id: string): id is GridAlgorithmId {
  return GRID_ALGORITHM_MODULES.some((module) => module.id === id);
}
