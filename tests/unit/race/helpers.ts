import {
  generateInput,
  pickTarget,
  prepareInput,
  type ArrayAlgorithmId,
  type InputPreset,
} from '@/core/algorithms';
import { raceInput, raceLanes, type RaceLaneSpec, type RaceSetup } from '@/core/race';
import { SEARCHING_ALGORITHM_IDS, SORTING_ALGORITHM_IDS } from '@/core/algorithms';

export const ALL_SORTS: ArrayAlgorithmId[] = [...SORTING_ALGORITHM_IDS];
export const ALL_SEARCHES: ArrayAlgorithmId[] = [...SEARCHING_ALGORITHM_IDS];

export function sortingSetup(seed: number, preset: InputPreset, size: number, speed = 50): RaceSetup {
  return { kind: 'sorting', algorithms: ALL_SORTS, size, seed, preset, custom: null, speed };
}

export function searchingSetup(seed: number, preset: InputPreset, size: number, speed = 50): RaceSetup {
  return { kind: 'searching', algorithms: ALL_SEARCHES, size, seed, preset, custom: null, speed };
}

export function lanesFor(setup: RaceSetup): RaceLaneSpec[] {
  return raceLanes(raceInput(setup), setup.algorithms);
}

/** The same input built by hand from the algorithm engine, as an oracle for raceInput. */
export function expectedSearchInput(seed: number, preset: InputPreset, size: number) {
  const base = generateInput(seed, preset, size);
  return { values: prepareInput('binarySearch', base).values, target: pickTarget(seed, base) };
}
