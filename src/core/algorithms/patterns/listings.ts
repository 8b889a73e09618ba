/**
 * The interview patterns' listings in JavaScript, Python and Java, kept out of the modules so the page
 * loads them only with its code listing (the Code tab, or the listing beside the canvas).
 */
import type { PatternAlgorithmId } from '../catalog';
import { exampleCall, literal, withExampleCall, type ExampleCall } from '../exampleCall';
import type { CodeListings } from '../types';
import { longestUniqueCode } from './longestUnique/listings';
import { maxSubarrayCode } from './maxSubarray/listings';
import { mergeIntervalsCode } from './mergeIntervals/listings';
import type { Interval } from './mergeIntervals/mergeIntervals';
import { mostWaterCode } from './mostWater/listings';
import { nextGreaterCode } from './nextGreater/listings';
import { pairSumCode } from './pairSum/listings';
import type { PairSumInput } from './pairSum/pairSum';
import { rangeSumCode } from './rangeSum/listings';
import type { RangeSumInput } from './rangeSum/rangeSum';
import { shipCapacityCode } from './shipCapacity/listings';
import type { ShipCapacityInput } from './shipCapacity/shipCapacity';
import { subarraySumKCode } from './subarraySumK/listings';
import type { SubarraySumInput } from './subarraySumK/subarraySumK';
import { windowMaxCode } from './windowMax/listings';
import type { WindowMaxInput } from './windowMax/windowMax';

export const PATTERN_LISTINGS: { readonly [Id in PatternAlgorithmId]: CodeListings } = {
  pairSum: pairSumCode,
  mostWater: mostWaterCode,
  windowMax: windowMaxCode,
  maxSubarray: maxSubarrayCode,
  nextGreater: nextGreaterCode,
  longestUnique: longestUniqueCode,
  rangeSum: rangeSumCode,
  subarraySumK: subarraySumKCode,
  shipCapacity: shipCapacityCode,
  mergeIntervals: mergeIntervalsCode,
};

/** The listing's function in each language: `pairSum`, `pair_sum`, `pairSum`. */
export function functionNames(id: string): ExampleCall {
  return { javascript: id, python: id.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), java: id };
}

/** A value a listing's function takes: a whole number, a string, a list, a list of pairs. */
export type ListingArg = number | string | readonly number[] | readonly (readonly number[])[];

/** The arguments each listing's function takes for a checked input (the tests call them with these too). */
export const LISTING_ARGS: {
  readonly [Id in PatternAlgorithmId]: (value: unknown) => readonly ListingArg[];
} = {
  pairSum: (value) => {
    const { nums, target } = value as PairSumInput;
    return [nums, target];
  },
  mostWater: (value) => [value as readonly number[]],
  windowMax: (value) => {
    const { nums, k } = value as WindowMaxInput;
    return [nums, k];
  },
  maxSubarray: (value) => [value as readonly number[]],
  nextGreater: (value) => [value as readonly number[]],
  longestUnique: (value) => [value as string],
  rangeSum: (value) => {
    const { nums, queries } = value as RangeSumInput;
    return [nums, queries];
  },
  subarraySumK: (value) => {
    const { nums, k } = value as SubarraySumInput;
    return [nums, k];
  },
  shipCapacity: (value) => {
    const { weights, days } = value as ShipCapacityInput;
    return [weights, days];
  },
  mergeIntervals: (value) => [value as readonly Interval[]],
};

/** An argument as each language writes it. */
function written(arg: ListingArg): number | ExampleCall {
  if (typeof arg === 'number') return arg;
  if (typeof arg === 'string') return literal.string(arg);
  if (arg.every((item) => typeof item === 'number')) return literal.ints(arg as readonly number[]);
  const rows = arg as readonly (readonly number[])[];
  const list = (open: string, close: string) =>
    rows.map((row) => `${open}${row.join(', ')}${close}`).join(', ');
  return {
    javascript: `[${list('[', ']')}]`,
    python: `[${list('[', ']')}]`,
    java: `new int[][] {${list('{', '}')}}`,
  };
}

/** A listing whose example runs on the input on the page (the value the page's check read). */
export function patternListing(id: PatternAlgorithmId, value: unknown): CodeListings {
  return withExampleCall(
    PATTERN_LISTINGS[id],
    exampleCall(functionNames(id), LISTING_ARGS[id](value).map(written)),
  );
}
