import type { PatternAlgorithmId } from '../catalog';
import { longestUniqueModule } from './longestUnique/longestUnique';
import { maxSubarrayModule } from './maxSubarray/maxSubarray';
import { mergeIntervalsModule } from './mergeIntervals/mergeIntervals';
import { mostWaterModule } from './mostWater/mostWater';
import { nextGreaterModule } from './nextGreater/nextGreater';
import { pairSumModule } from './pairSum/pairSum';
import { rangeSumModule } from './rangeSum/rangeSum';
import { shipCapacityModule } from './shipCapacity/shipCapacity';
import { subarraySumKModule } from './subarraySumK/subarraySumK';
import { windowMaxModule } from './windowMax/windowMax';

/** The interview-pattern modules, in catalog order (see ../registry.ts). */
export const PATTERN_ALGORITHM_MODULES = [
  pairSumModule,
  mostWaterModule,
  windowMaxModule,
  maxSubarrayModule,
  nextGreaterModule,
  longestUniqueModule,
  rangeSumModule,
  subarraySumKModule,
  shipCapacityModule,
  mergeIntervalsModule,
] as const;

type PatternModule = (typeof PATTERN_ALGORITHM_MODULES)[number];

export const PATTERN_ALGORITHMS = Object.fromEntries(
  PATTERN_ALGORITHM_MODULES.map((module) => [module.id, module]),
) as { readonly [Id in PatternAlgorithmId]: Extract<PatternModule, { id: Id }> };

/** The patterns' ids in catalog order, for the page (which so loads none of the catalog). */
export const PATTERN_ALGORITHM_ORDER: readonly PatternAlgorithmId[] = PATTERN_ALGORITHM_MODULES.map(
  (module) => module.id,
);
