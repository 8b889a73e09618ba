import type { StringAlgorithmId } from '../catalog';
import { kmpModule } from './kmp/kmp';
import { naiveMatchModule } from './naiveMatch/naiveMatch';
import { rabinKarpModule } from './rabinKarp/rabinKarp';

/** The string-matching modules, in catalog order (see ../registry.ts). */
export const STRING_ALGORITHM_MODULES = [naiveMatchModule, kmpModule, rabinKarpModule] as const;

type StringModule = (typeof STRING_ALGORITHM_MODULES)[number];

export const STRING_ALGORITHMS = Object.fromEntries(
  STRING_ALGORITHM_MODULES.map((module) => [module.id, module]),
) as { readonly [Id in StringAlgorithmId]: Extract<StringModule, { id: Id }> };

/** The string algorithms' ids in catalog order, for the page (which so loads none of the catalog). */
export const STRING_ALGORITHM_ORDER: readonly StringAlgorithmId[] = STRING_ALGORITHM_MODULES.map(
  (module) => module.id,
);
