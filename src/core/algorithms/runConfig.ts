import {
  ARRAY_ALGORITHMS,
  generateInput,
  INPUT_PRESETS,
  pickTarget,
  prepareInput,
  traceAlgorithm,
  type ArrayAlgorithmId,
  type InputPreset,
} from '@/core/algorithms';
import { parseCustomTarget, parseCustomValues } from '@/core/customInput';
import type { Trace } from '@/core/trace';
import { integerParam } from '@/core/urlParams';
import { runLinkCodec } from '../player/runLink';

export const SIZE_MIN = 5;
export const SIZE_MAX = 100;
export const SIZE_DEFAULT = 30;

/** Everything that reproduces a visualiser run exactly; it is what a shared URL carries. */
export interface RunConfig {
  algorithm: ArrayAlgorithmId;
  size: number;
  seed: number;
  preset: InputPreset;
  speed: number;
  /** The frame to open at. */
  step: number;
  /** Searches only: a chosen target; null means a random element of the array. */
  target: number | null;
  /**
   * A typed-in array (docs/product-rules.md#typed-input), which the run uses instead of generating one;
   * `size` is then its length. Absent or null: the array comes from seed, preset and size.
   */
  values?: readonly number[] | null;
}

export interface Run {
  config: RunConfig;
  /** The values the algorithm runs on (sorted for binary search). */
  values: number[];
  /** True when the input was sorted for binary search, so the notice is shown. */
  sortedForSearch: boolean;
  target: number | null;
  trace: Trace;
}

const clampInt = (value: number, min: number, max: number) => Math.min(max, Math.max(min, Math.round(value)));

export function buildRun(config: RunConfig): Run {
  const generated = config.values
    ? config.values.slice()
    : generateInput(config.seed, config.preset, config.size);
  const prepared = prepareInput(config.algorithm, generated);
  const searching = ARRAY_ALGORITHMS[config.algorithm].kind === 'searching';
  const target = searching ? (config.target ?? pickTarget(config.seed, prepared.values)) : null;
  const trace = traceAlgorithm(config.algorithm, prepared.values, target);
  return { config, values: prepared.values, sortedForSearch: prepared.sorted, target, trace };
}

type ArrayRun = Omit<RunConfig, 'speed' | 'step'>;

/**
 * The array run's own parameters, e.g. `algo=quickSort&size=30&seed=42&preset=random`, and `target` and
 * a typed array's `values` (`values=5,3,8`), both read by the rules of the race's Custom Input.
 */
function arrayRunLink(allowed: readonly ArrayAlgorithmId[], fallback: Omit<RunConfig, 'algorithm'>) {
  return runLinkCodec<ArrayRun>({
    write: (run) => ({
      algo: run.algorithm,
      size: String(run.size),
      seed: String(run.seed),
      preset: run.preset,
      target: run.target === null ? null : String(run.target),
      values: run.values ? run.values.join(',') : null,
    }),
    read: (params) => {
      const algorithm = allowed.find((id) => id === params.get('algo'));
      if (!algorithm) return null;
      const preset = INPUT_PRESETS.find((entry) => entry.id === params.get('preset'))?.id ?? fallback.preset;
      const size = integerParam(params, 'size');
      const seed = integerParam(params, 'seed');
      const target = parseCustomTarget(params.get('target') ?? '');
      // A list the Custom Input would refuse is ignored: the run is generated instead.
      const typed = parseCustomValues(params.get('values') ?? '');
      const values = typed.ok ? typed.value : null;
      return {
        algorithm,
        preset,
        size: values ? values.length : size === null ? fallback.size : clampInt(size, SIZE_MIN, SIZE_MAX),
        seed: seed === null ? fallback.seed : seed >>> 0,
        target: ARRAY_ALGORITHMS[algorithm].kind === 'searching' && target.ok ? target.value : null,
        ...(values ? { values } : {}),
      };
    },
    defaultSpeed: fallback.speed,
  });
}

/** URL parameters for a run, e.g. `algo=quickSort&size=30&seed=42&preset=random&speed=50&step=17`. */
export function encodeRunConfig(config: RunConfig): string {
  return arrayRunLink([], config).encode(config);
}

/**
 * Reads a run from URL parameters. Only algorithms in `allowed` are accepted; every other value is
 * validated and clamped, and anything missing or malformed takes the fallback. Returns null when the URL names no allowed algorithm.
 */
export function decodeRunConfig(
  search: string,
  allowed: readonly ArrayAlgorithmId[],
  fallback: Omit<RunConfig, 'algorithm'>,
): RunConfig | null {
  return arrayRunLink(allowed, fallback).decode(search);
}
