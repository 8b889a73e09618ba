export type {
  AlgorithmDescription,
  AlgorithmFamilyId,
  AlgorithmMeta,
  ArrayAlgorithm,
  CodeListing,
  CodeListings,
  Complexity,
  Language,
  SearchingAlgorithm,
  SortingAlgorithm,
} from './types';
export type { AlgorithmFamily } from './families';
export { ALGORITHM_FAMILIES, familyOf } from './families';
export type {
  AlgorithmId,
  ArrayAlgorithmId,
  DpAlgorithmId,
  GraphAlgorithmId,
  GreedyAlgorithmId,
  MathAlgorithmId,
  SearchingAlgorithmId,
  SortingAlgorithmId,
} from './catalog';
export {
  ALGORITHM_CATALOG,
  ALGORITHM_IDS,
  ARRAY_ALGORITHM_IDS,
  DP_ALGORITHM_IDS,
  GRAPH_ALGORITHM_IDS,
  GREEDY_ALGORITHM_IDS,
  MATH_ALGORITHM_IDS,
  SEARCHING_ALGORITHM_IDS,
  SORTING_ALGORITHM_IDS,
  catalogOf,
  isAlgorithmId,
  metaOf,
  isArrayAlgorithmId,
  movesAreWrites,
  requiresSortedInput,
} from './catalog';
// Each family's modules load with its page only: the graph modules are imported from
// './graph/registry', and every module at once from './allAlgorithms'.
export { ARRAY_ALGORITHM_MODULES, ARRAY_ALGORITHMS } from './registry';
export {
  LANGUAGES,
  algorithmSteps,
  codeLinesAt,
  isLanguage,
  narrate,
  narrateStep,
  prepareInput,
  traceAlgorithm,
} from './run';
export { listingLines } from './listing';
export type { InputPreset } from './presets';
export { INPUT_PRESETS, VALUE_MAX, VALUE_MIN, generateInput, pickTarget } from './presets';
export type { Random } from './random';
export { createRandom, newSeed, randomInt } from './random';
export { isSortedAscending } from './values';
export { bubbleSort } from './sorting/bubbleSort/bubbleSort';
export { selectionSort } from './sorting/selectionSort/selectionSort';
export { insertionSort } from './sorting/insertionSort/insertionSort';
export { mergeSort } from './sorting/mergeSort/mergeSort';
export { quickSort } from './sorting/quickSort/quickSort';
export { linearSearch } from './searching/linearSearch/linearSearch';
export { binarySearch } from './searching/binarySearch/binarySearch';
