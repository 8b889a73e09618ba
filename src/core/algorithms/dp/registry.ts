import type { DpAlgorithmId } from '../catalog';
import { fibonacciModule } from './fibonacci/fibonacci';
import { knapsackModule } from './knapsack/knapsack';
import { lcsModule } from './lcs/lcs';
import { lisModule } from './lis/lis';

/** The dynamic-programming modules, in catalog order (see ../registry.ts). */
export const DP_ALGORITHM_MODULES = [fibonacciModule, knapsackModule, lcsModule, lisModule] as const;

type DpModule = (typeof DP_ALGORITHM_MODULES)[number];

export const DP_ALGORITHMS = Object.fromEntries(
  DP_ALGORITHM_MODULES.map((module) => [module.id, module]),
) as { readonly [Id in DpAlgorithmId]: Extract<DpModule, { id: Id }> };

/** The DP algorithms' ids in catalog order, for the page (which so loads none of the catalog). */
export const DP_ALGORITHM_ORDER: readonly DpAlgorithmId[] = DP_ALGORITHM_MODULES.map((module) => module.id);
