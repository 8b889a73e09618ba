/**
 * Everything that reopens a dynamic-programming run exactly, and its URL form: the algorithm, its
 * inputs as typed (by field key: `method`, `n`, `weights`, `values`, `capacity`, `a`, `b`, `numbers`),
 * speed and step. A link may carry an invalid input: the page then shows its message, as it would had
 * the learner typed it.
 */
import { SPEED_DEFAULT, SPEED_MAX, SPEED_MIN } from '@/core/player/player';
import { enumParam, integerParam } from '@/core/urlParams';
import type { DpAlgorithmId } from '../catalog';
import { DP_ALGORITHM_MODULES, DP_ALGORITHM_ORDER, DP_ALGORITHMS } from './registry';

export interface DpRunConfig {
  algorithm: DpAlgorithmId;
  /** The text of each field, as typed. */
  inputs: Readonly<Record<string, string>>;
  speed: number;
  /** The frame to open at. */
  step: number;
}

/** Each field's example, as text. */
export function exampleInputs(algorithm: DpAlgorithmId): Record<string, string> {
  return Object.fromEntries(DP_ALGORITHMS[algorithm].fields.map((field) => [field.key, field.example]));
}

export function defaultDpRun(algorithm: DpAlgorithmId = DP_ALGORITHM_MODULES[0].id): DpRunConfig {
  return { algorithm, inputs: exampleInputs(algorithm), speed: SPEED_DEFAULT, step: 0 };
}

/** At most this many characters of a field are read from a link. */
const MAX_PARAM_LENGTH = 120;

export function encodeDpRunConfig(config: DpRunConfig): string {
  const params = new URLSearchParams({ algo: config.algorithm });
  for (const field of DP_ALGORITHMS[config.algorithm].fields)
    params.set(field.key, config.inputs[field.key] ?? '');
  params.set('speed', String(config.speed));
  params.set('step', String(config.step));
  return params.toString();
}

/** Reads a run from URL parameters; null when they name no DP algorithm. */
export function decodeDpRunConfig(search: string): DpRunConfig | null {
  const params = new URLSearchParams(search);
  const algorithm = enumParam(params, 'algo', DP_ALGORITHM_ORDER);
  if (algorithm === null) return null;
  const examples = exampleInputs(algorithm);
  const inputs = Object.fromEntries(
    DP_ALGORITHMS[algorithm].fields.map((field) => [
      field.key,
      (params.get(field.key) ?? examples[field.key] ?? '').slice(0, MAX_PARAM_LENGTH),
    ]),
  );
  const speed = integerParam(params, 'speed') ?? SPEED_DEFAULT;
  return {
    algorithm,
    inputs,
    speed: Math.min(SPEED_MAX, Math.max(SPEED_MIN, speed)),
    step: Math.max(0, integerParam(params, 'step') ?? 0),
  };
}
