import type { GreedyAlgorithmId } from '../catalog';
import { activitySelectionModule } from './activitySelection/activitySelection';
import { huffmanModule } from './huffman/huffman';

/** The greedy algorithm modules, in catalog order (see ../registry.ts). */
export const GREEDY_ALGORITHM_MODULES = [activitySelectionModule, huffmanModule] as const;

type GreedyModule = (typeof GREEDY_ALGORITHM_MODULES)[number];

export const GREEDY_ALGORITHMS = Object.fromEntries(
  GREEDY_ALGORITHM_MODULES.map((module) => [module.id, module]),
) as { readonly [Id in GreedyAlgorithmId]: Extract<GreedyModule, { id: Id }> };

/** The greedy algorithms' ids in catalog order, for the page (which so loads none of the catalog). */
export const GREEDY_ALGORITHM_ORDER: readonly GreedyAlgorithmId[] = GREEDY_ALGORITHM_MODULES.map(
  (module) => module.id,
);
