/**
 * What a race is run on, and how a URL carries it: the tab, the algorithms, the input (generated from a
 * seed and preset, or typed in) and the speed. The input is derived, never stored, so the same setup
 * always gives the same array, target and traces.
 */
import {
  ARRAY_ALGORITHMS,
  INPUT_PRESETS,
  SEARCHING_ALGORITHM_IDS,
  SORTING_ALGORITHM_IDS,
  generateInput,
  pickTarget,
  prepareInput,
  requiresSortedInput,
  traceAlgorithm,
  type ArrayAlgorithmId,
  type InputPreset,
} from '@/core/algorithms';
import { enumParam, integerParam, listParam } from '@/core/urlParams';
import type { CustomInput } from '../customInput';
import { CUSTOM_MAX_VALUES, CUSTOM_MIN_VALUES, parseCustomTarget, parseCustomValues } from '../customInput';
import type { RaceKind } from './pacing';
import { RACE_SPEED_DEFAULT, clampSpeed } from './pacing';
import type { RaceLaneSpec } from './race';

export const RACE_SIZE_MIN = 5;
export const RACE_SIZE_MAX = 100;
export const RACE_SIZE_DEFAULT = 30;
/** The largest size the benchmark may ask for through `benchSize` (never reachable from the UI). */
export const BENCH_SIZE_MAX = 1000;

export interface RaceSetup {
  kind: RaceKind;
  /** The selected algorithms, all of `kind`, in catalog order. */
  algorithms: ArrayAlgorithmId[];
  size: number;
  seed: number;
  preset: InputPreset;
  /** A typed-in array (and target); null when the array is generated. */
  custom: CustomInput | null;
  speed: number;
}

export interface RaceInput {
  kind: RaceKind;
  /** The array every lane runs on (sorted when Binary Search is selected). */
  values: number[];
  /** Searching only: the value sought. */
  target: number | null;
  /** True when the array had to be sorted for Binary Search, so the notice is shown. */
  sortedForBinarySearch: boolean;
}

const RACE_KINDS: readonly RaceKind[] = ['sorting', 'searching'];
const PRESET_IDS: readonly InputPreset[] = INPUT_PRESETS.map((entry) => entry.id);

export function algorithmsOf(kind: RaceKind): readonly ArrayAlgorithmId[] {
  return kind === 'sorting' ? SORTING_ALGORITHM_IDS : SEARCHING_ALGORITHM_IDS;
}

/** Keeps the ids that belong to `kind`, once each, in catalog order. */
export function normaliseSelection(kind: RaceKind, ids: readonly string[]): ArrayAlgorithmId[] {
  return algorithmsOf(kind).filter((id) => ids.includes(id));
}

export function defaultRaceSetup(seed: number): RaceSetup {
  return {
    kind: 'sorting',
    algorithms: [],
    size: RACE_SIZE_DEFAULT,
    seed,
    preset: 'random',
    custom: null,
    speed: RACE_SPEED_DEFAULT,
  };
}

/** The shared input: generated or custom, sorted when Binary Search races, and the search target. */
export function raceInput(setup: RaceSetup): RaceInput {
  const base = setup.custom
    ? setup.custom.values.slice()
    : generateInput(setup.seed, setup.preset, setup.size);
  if (setup.kind === 'sorting') {
    return { kind: 'sorting', values: base, target: null, sortedForBinarySearch: false };
  }
  const needsSorted = setup.algorithms.find(requiresSortedInput);
  const prepared = needsSorted ? prepareInput(needsSorted, base) : { values: base, sorted: false };
  // The random target is drawn from the unsorted array, so selecting Binary Search does not change it.
  const target = setup.custom?.target ?? pickTarget(setup.seed, base);
  return { kind: 'searching', values: prepared.values, target, sortedForBinarySearch: prepared.sorted };
}

/** One lane per selected algorithm, each with its trace on the shared input. */
export function raceLanes(input: RaceInput, algorithms: readonly ArrayAlgorithmId[]): RaceLaneSpec[] {
  return algorithms.map((id) => ({
    id,
    name: ARRAY_ALGORITHMS[id].name,
    trace: traceAlgorithm(id, input.values, input.target),
  }));
}

/** The URL parameters a race owns; any other parameter in the URL (renderer, benchSize) is left alone. */
export const RACE_URL_KEYS = ['tab', 'algos', 'size', 'seed', 'preset', 'values', 'target', 'speed'] as const;

/** e.g. `tab=sorting&algos=bubbleSort,quickSort&size=30&seed=42&preset=random&speed=50`. */
export function encodeRaceSetup(setup: RaceSetup): URLSearchParams {
  const params = new URLSearchParams();
  params.set('tab', setup.kind);
  if (setup.algorithms.length > 0) params.set('algos', setup.algorithms.join(','));
  if (setup.custom) {
    params.set('values', setup.custom.values.join(','));
    if (setup.kind === 'searching' && setup.custom.target !== null) {
      params.set('target', String(setup.custom.target));
    }
  } else {
    params.set('size', String(setup.size));
    params.set('preset', setup.preset);
  }
  params.set('seed', String(setup.seed));
  params.set('speed', String(setup.speed));
  return params;
}

const clampInt = (value: number, min: number, max: number) => Math.min(max, Math.max(min, Math.round(value)));

/**
 * Reads a race from URL parameters; anything missing or malformed takes the fallback's value. A
 * `values` list that the Custom Input dialog would refuse is ignored. With `acceptBenchSize` (only in
 * builds with the development tools), `benchSize`, the benchmark's parameter, allows a generated array
 * of up to 1,000 values; otherwise it is ignored.
 */
export function decodeRaceSetup(
  search: string,
  fallback: RaceSetup,
  { acceptBenchSize = false }: { acceptBenchSize?: boolean } = {},
): RaceSetup {
  const params = new URLSearchParams(search);
  const kind = enumParam(params, 'tab', RACE_KINDS) ?? fallback.kind;
  // Room for every algorithm of both tabs: a link may name another tab's, which are then left out.
  const listed = listParam(params, 'algos', SORTING_ALGORITHM_IDS.length + SEARCHING_ALGORITHM_IDS.length);
  const algorithms = listed
    ? normaliseSelection(kind, listed)
    : kind === fallback.kind
      ? fallback.algorithms
      : [];
  const preset = enumParam(params, 'preset', PRESET_IDS) ?? fallback.preset;
  const seed = integerParam(params, 'seed');
  const speed = integerParam(params, 'speed');
  const size = integerParam(params, 'size');
  const benchSize = acceptBenchSize ? integerParam(params, 'benchSize') : null;

  let custom: CustomInput | null = null;
  const valuesText = params.get('values');
  if (valuesText !== null) {
    const values = parseCustomValues(valuesText);
    const target = parseCustomTarget(params.get('target') ?? '');
    if (values.ok)
      custom = { values: values.value, target: kind === 'searching' && target.ok ? target.value : null };
  }

  return {
    kind,
    algorithms,
    preset,
    seed: seed === null ? fallback.seed : seed >>> 0,
    speed: speed === null ? fallback.speed : clampSpeed(speed),
    size: custom
      ? Math.min(CUSTOM_MAX_VALUES, Math.max(CUSTOM_MIN_VALUES, custom.values.length))
      : benchSize !== null
        ? clampInt(benchSize, RACE_SIZE_MIN, BENCH_SIZE_MAX)
        : size === null
          ? fallback.size
          : clampInt(size, RACE_SIZE_MIN, RACE_SIZE_MAX),
    custom,
  };
}
