import { combinationSumMeta } from './backtracking/combinationSum/meta';
import { nQueensMeta } from './backtracking/nQueens/meta';
import { permutationsMeta } from './backtracking/permutations/meta';
import { subsetsMeta } from './backtracking/subsets/meta';
import { fibonacciMeta } from './dp/fibonacci/meta';
import { knapsackMeta } from './dp/knapsack/meta';
import { lcsMeta } from './dp/lcs/meta';
import { lisMeta } from './dp/lis/meta';
import { aStarMeta } from './graph/aStar/meta';
import { bfsMeta } from './graph/bfs/meta';
import { dfsMeta } from './graph/dfs/meta';
import { dijkstraMeta } from './graph/dijkstra/meta';
import { kruskalMeta } from './graph/kruskal/meta';
import { primMeta } from './graph/prim/meta';
import { topoKahnMeta } from './graph/topoKahn/meta';
import { topoDfsMeta } from './graph/topoDfs/meta';
import { bellmanFordMeta } from './graph/bellmanFord/meta';
import { floydWarshallMeta } from './graph/floydWarshall/meta';
import { activitySelectionMeta } from './greedy/activitySelection/meta';
import { huffmanMeta } from './greedy/huffman/meta';
import { factorizationMeta } from './math/factorization/meta';
import { gcdMeta } from './math/gcd/meta';
import { sieveMeta } from './math/sieve/meta';
import { longestUniqueMeta } from './patterns/longestUnique/meta';
import { maxSubarrayMeta } from './patterns/maxSubarray/meta';
import { mergeIntervalsMeta } from './patterns/mergeIntervals/meta';
import { mostWaterMeta } from './patterns/mostWater/meta';
import { nextGreaterMeta } from './patterns/nextGreater/meta';
import { pairSumMeta } from './patterns/pairSum/meta';
import { rangeSumMeta } from './patterns/rangeSum/meta';
import { shipCapacityMeta } from './patterns/shipCapacity/meta';
import { subarraySumKMeta } from './patterns/subarraySumK/meta';
import { windowMaxMeta } from './patterns/windowMax/meta';
import { binarySearchMeta } from './searching/binarySearch/meta';
import { linearSearchMeta } from './searching/linearSearch/meta';
import { bubbleSortMeta } from './sorting/bubbleSort/meta';
import { insertionSortMeta } from './sorting/insertionSort/meta';
import { mergeSortMeta } from './sorting/mergeSort/meta';
import { quickSortMeta } from './sorting/quickSort/meta';
import { heapSortMeta } from './sorting/heapSort/meta';
import { selectionSortMeta } from './sorting/selectionSort/meta';
import { kmpMeta } from './strings/kmp/meta';
import { naiveMatchMeta } from './strings/naiveMatch/meta';
import { rabinKarpMeta } from './strings/rabinKarp/meta';
import type { AlgorithmFamilyId, AlgorithmMeta } from './types';

/**
 * What the site says about every algorithm it has, in the order pages, menus and the race list them:
 * light text only, so Home and the menus can read it without loading any algorithm's code. The runnable
 * modules are in registry.ts, in the same order (a unit test keeps the two lists in step).
 */
export const ALGORITHM_CATALOG = [
  bubbleSortMeta,
  selectionSortMeta,
  insertionSortMeta,
  mergeSortMeta,
  quickSortMeta,
  heapSortMeta,
  linearSearchMeta,
  binarySearchMeta,
  bfsMeta,
  dfsMeta,
  dijkstraMeta,
  primMeta,
  kruskalMeta,
  topoKahnMeta,
  topoDfsMeta,
  bellmanFordMeta,
  floydWarshallMeta,
  aStarMeta,
  fibonacciMeta,
  knapsackMeta,
  lcsMeta,
  lisMeta,
  gcdMeta,
  sieveMeta,
  factorizationMeta,
  activitySelectionMeta,
  huffmanMeta,
  pairSumMeta,
  mostWaterMeta,
  windowMaxMeta,
  maxSubarrayMeta,
  nextGreaterMeta,
  longestUniqueMeta,
  rangeSumMeta,
  subarraySumKMeta,
  shipCapacityMeta,
  mergeIntervalsMeta,
  subsetsMeta,
  permutationsMeta,
  combinationSumMeta,
  nQueensMeta,
  naiveMatchMeta,
  kmpMeta,
  rabinKarpMeta,
] as const;

type Meta = (typeof ALGORITHM_CATALOG)[number];
export type AlgorithmId = Meta['id'];
export type SortingAlgorithmId = Extract<Meta, { family: 'sorting' }>['id'];
export type SearchingAlgorithmId = Extract<Meta, { family: 'searching' }>['id'];
/** An algorithm over an array of numbers: the visualiser of the sorting and searching pages and the race. */
export type ArrayAlgorithmId = SortingAlgorithmId | SearchingAlgorithmId;
export type GraphAlgorithmId = Extract<Meta, { family: 'graph' }>['id'];
export type MathAlgorithmId = Extract<Meta, { family: 'math' }>['id'];
export type DpAlgorithmId = Extract<Meta, { family: 'dp' }>['id'];
export type GreedyAlgorithmId = Extract<Meta, { family: 'greedy' }>['id'];
export type PatternAlgorithmId = Extract<Meta, { family: 'patterns' }>['id'];
export type BacktrackingAlgorithmId = Extract<Meta, { family: 'backtracking' }>['id'];
export type StringAlgorithmId = Extract<Meta, { family: 'strings' }>['id'];

function idsOf<Id extends AlgorithmId>(family: AlgorithmFamilyId): readonly Id[] {
  return ALGORITHM_CATALOG.filter((meta) => meta.family === family).map((meta) => meta.id as Id);
}

export const ALGORITHM_IDS: readonly AlgorithmId[] = ALGORITHM_CATALOG.map((meta) => meta.id);
/** The first of a family's ids (a family always has one). */
export function firstOf<Id extends string>(ids: readonly Id[]): Id {
  const first = ids[0];
  if (first === undefined) throw new RangeError('A family without algorithms has no first one');
  return first;
}

export const SORTING_ALGORITHM_IDS = idsOf<SortingAlgorithmId>('sorting');
export const SEARCHING_ALGORITHM_IDS = idsOf<SearchingAlgorithmId>('searching');
export const ARRAY_ALGORITHM_IDS: readonly ArrayAlgorithmId[] = [
  ...SORTING_ALGORITHM_IDS,
  ...SEARCHING_ALGORITHM_IDS,
];
export const GRAPH_ALGORITHM_IDS = idsOf<GraphAlgorithmId>('graph');

/** The catalog entries of a family, in order (empty for a family still to come). */
export function catalogOf(family: AlgorithmFamilyId): readonly Meta[] {
  return ALGORITHM_CATALOG.filter((meta) => meta.family === family);
}

/** Whether an algorithm's moves are writes (merge sort) rather than swaps. */
export function movesAreWrites(id: AlgorithmId): boolean {
  const meta: AlgorithmMeta = ALGORITHM_CATALOG.find((entry) => entry.id === id) ?? ALGORITHM_CATALOG[0];
  return meta.movesAreWrites === true;
}

/**
 * The counter of a sort's moves, named for what the algorithm does: 'Writes' for a sort that copies
 * values into place (merge sort), 'Swaps' for one that swaps them (docs/product-rules.md#controls).
 */
export function moveCounter(
  id: AlgorithmId,
  counts: { readonly swaps: number; readonly writes: number },
): { label: 'Swaps' | 'Writes'; value: number } {
  return movesAreWrites(id)
    ? { label: 'Writes', value: counts.writes }
    : { label: 'Swaps', value: counts.swaps };
}

/** Whether an algorithm needs sorted input (binary search). */
export function requiresSortedInput(id: AlgorithmId): boolean {
  const meta: AlgorithmMeta = ALGORITHM_CATALOG.find((entry) => entry.id === id) ?? ALGORITHM_CATALOG[0];
  return meta.requiresSortedInput === true;
}

export function isAlgorithmId(id: string): id is AlgorithmId {
  return ALGORITHM_IDS.includes(id as AlgorithmId);
}

export function isArrayAlgorithmId(id: string): id is ArrayAlgorithmId {
  return ARRAY_ALGORITHM_IDS.includes(id as ArrayAlgorithmId);
}
