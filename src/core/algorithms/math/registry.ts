import type { MathAlgorithmId } from '../catalog';
import { factorizationModule } from './factorization/factorization';
import { gcdModule } from './gcd/gcd';
import { sieveModule } from './sieve/sieve';

/** The mathematical algorithm modules, in catalog order (see ../registry.ts). */
export const MATH_ALGORITHM_MODULES = [gcdModule, sieveModule, factorizationModule] as const;

type MathModule = (typeof MATH_ALGORITHM_MODULES)[number];

export const MATH_ALGORITHMS = Object.fromEntries(
  MATH_ALGORITHM_MODULES.map((module) => [module.id, module]),
) as { readonly [Id in MathAlgorithmId]: Extract<MathModule, { id: Id }> };

/** The mathematical algorithms' ids in catalog order, for the page (which so loads none of the catalog). */
export const MATH_ALGORITHM_ORDER: readonly MathAlgorithmId[] = MATH_ALGORITHM_MODULES.map(
  (module) => module.id,
);
