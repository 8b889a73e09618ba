export type {
  Algorithm,
  AlgorithmId,
  CodeListing,
  CodeListings,
  Language,
  SearchingAlgorithm,
  SearchingAlgorithmId,
  SortingAlgorithm,
  SortingAlgorithmId,
} from './types';
export type { AlgorithmInfo, Complexity } from './catalog';
export { ALGORITHM_IDS, CATALOG, LANGUAGES, SEARCHING_ALGORITHM_IDS, SORTING_ALGORITHM_IDS } from './catalog';
export {
  ALGORITHMS,
  algorithmSteps,
  codeLinesAt,
  narrate,
  narrateStep,
  prepareInput,
  traceAlgorithm,
} from './registry';
export type { InputPreset } from './presets';
export { INPUT_PRESETS, VALUE_MAX, VALUE_MIN, generateInput, pickTarget } from './presets';
export type { Random } from './random';
export { createRandom, newSeed, randomInt } from './random';
export { isSortedAscending } from './values';
export { bubbleSort } from './sorting/bubbleSort';
export { selectionSort } from './sorting/selectionSort';
export { insertionSort } from './sorting/insertionSort';
export { mergeSort } from './sorting/mergeSort';
export { quickSort } from './sorting/quickSort';
export { linearSearch } from './searching/linearSearch';
export { binarySearch } from './searching/binarySearch';
