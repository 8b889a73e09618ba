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
  GraphAlgorithmId,
  SearchingAlgorithmId,
  SortingAlgorithmId,
} from './catalog';
export {
  ALGORITHM_CATALOG,
  ALGORITHM_IDS,
  ARRAY_ALGORITHM_IDS,
  GRAPH_ALGORITHM_IDS,
  SEARCHING_ALGORITHM_IDS,
  SORTING_ALGORITHM_IDS,
  catalogOf,
  isAlgorithmId,
  isArrayAlgorithmId,
  movesAreWrites,
  requiresSortedInput,
} from './catalog';
export type { AlgorithmModuleOf } from './registry';
export { ALGORITHM_MODULES, ALGORITHMS } from './registry';
export {
  LANGUAGES,
  algorithmSteps,
  codeLinesAt,
  isLanguage,
  listingLines,
  narrate,
  narrateStep,
  prepareInput,
  traceAlgorithm,
} from './run';
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
