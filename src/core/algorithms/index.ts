export type { CodeListing, CodeListings, Language } from './types';
export { ALGORITHM_FAMILIES } from './families';
export type { ArrayAlgorithmId, SortingAlgorithmId } from './catalog';
export {
  ALGORITHM_CATALOG,
  ALGORITHM_IDS,
  ARRAY_ALGORITHM_IDS,
  GRAPH_ALGORITHM_IDS,
  SEARCHING_ALGORITHM_IDS,
  SORTING_ALGORITHM_IDS,
  catalogOf,
  moveCounter,
  requiresSortedInput,
} from './catalog';
// Each family's modules load with its page only: the graph modules are imported from
// './graph/registry', and every module at once from './allAlgorithms'.
export { ARRAY_ALGORITHMS } from './registry';
export {
  LANGUAGES,
  algorithmSteps,
  codeLinesAt,
  isLanguage,
  narrate,
  prepareInput,
  traceAlgorithm,
} from './run';
export { listingLines } from '@/core/listing';
export type { InputPreset } from './presets';
export { INPUT_PRESETS, VALUE_MAX, VALUE_MIN, generateInput, pickTarget } from './presets';
export { createRandom, newSeed, randomInt } from '../random';
export { isSortedAscending } from './values';
export { binarySearch } from './searching/binarySearch/binarySearch';
