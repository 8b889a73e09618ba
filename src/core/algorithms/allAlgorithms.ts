import type { AlgorithmId } from './catalog';
import { BACKTRACKING_ALGORITHM_MODULES } from './backtracking/registry';
import { DP_ALGORITHM_MODULES } from './dp/registry';
import { GRAPH_ALGORITHM_MODULES, GRID_ALGORITHM_MODULES } from './graph/registry';
import { GREEDY_ALGORITHM_MODULES } from './greedy/registry';
import { MATH_ALGORITHM_MODULES } from './math/registry';
import { PATTERN_ALGORITHM_MODULES } from './patterns/registry';
import { ARRAY_ALGORITHM_MODULES } from './registry';
import { STRING_ALGORITHM_MODULES } from './strings/registry';

/**
 * Every runnable algorithm module, in catalog order, for the tests that run across families. No page
 * imports it: pages use their family's registry so they load only their own family's code.
 */
export const ALGORITHM_MODULES = /* @__PURE__ */ (() => [
  ...ARRAY_ALGORITHM_MODULES,
  ...GRAPH_ALGORITHM_MODULES,
  ...GRID_ALGORITHM_MODULES,
  ...DP_ALGORITHM_MODULES,
  ...MATH_ALGORITHM_MODULES,
  ...GREEDY_ALGORITHM_MODULES,
  ...PATTERN_ALGORITHM_MODULES,
  ...BACKTRACKING_ALGORITHM_MODULES,
  ...STRING_ALGORITHM_MODULES,
])();

type Module =
  | (typeof ARRAY_ALGORITHM_MODULES)[number]
  | (typeof GRAPH_ALGORITHM_MODULES)[number]
  | (typeof GRID_ALGORITHM_MODULES)[number]
  | (typeof DP_ALGORITHM_MODULES)[number]
  | (typeof MATH_ALGORITHM_MODULES)[number]
  | (typeof GREEDY_ALGORITHM_MODULES)[number]
  | (typeof PATTERN_ALGORITHM_MODULES)[number]
  | (typeof BACKTRACKING_ALGORITHM_MODULES)[number]
  | (typeof STRING_ALGORITHM_MODULES)[number];

/** The module of an algorithm id. */
export type AlgorithmModuleOf<Id extends AlgorithmId> = Extract<Module, { id: Id }>;

// Every catalogued algorithm has a module and every module is catalogued.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const catalogAndModulesAgree: Same<Module['id'], AlgorithmId> = true;
void catalogAndModulesAgree;

export const ALGORITHMS = /* @__PURE__ */ (() =>
  Object.fromEntries(ALGORITHM_MODULES.map((module) => [module.id, module])) as {
    readonly [Id in AlgorithmId]: AlgorithmModuleOf<Id>;
  })();
