import type { BacktrackingAlgorithmId } from '../catalog';
import { combinationSumModule } from './combinationSum/combinationSum';
import { nQueensModule } from './nQueens/nQueens';
import { permutationsModule } from './permutations/permutations';
import { subsetsModule } from './subsets/subsets';

/** The backtracking modules, in catalog order (see ../registry.ts). */
export const BACKTRACKING_ALGORITHM_MODULES = [
  subsetsModule,
  permutationsModule,
  combinationSumModule,
  nQueensModule,
] as const;

type BacktrackingModule = (typeof BACKTRACKING_ALGORITHM_MODULES)[number];

export const BACKTRACKING_ALGORITHMS = Object.fromEntries(
  BACKTRACKING_ALGORITHM_MODULES.map((module) => [module.id, module]),
) as { readonly [Id in BacktrackingAlgorithmId]: Extract<BacktrackingModule, { id: Id }> };

/** The backtracking ids in catalog order, for the page (which so loads none of the catalog). */
export const BACKTRACKING_ALGORITHM_ORDER: readonly BacktrackingAlgorithmId[] =
  BACKTRACKING_ALGORITHM_MODULES.map((module) => module.id);
