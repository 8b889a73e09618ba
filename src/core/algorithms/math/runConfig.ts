/**
 * Everything that reopens a mathematical run exactly, and its URL form: the algorithm, the numbers as
 * typed (by field key: `a`, `b` or `n`), speed and step. A link may carry an invalid number: the page
 * then shows its message, as it would had the learner typed it.
 */
import { SPEED_DEFAULT, SPEED_MAX, SPEED_MIN } from '@/core/player/player';
import { enumParam, integerParam } from '@/core/urlParams';
import type { MathAlgorithmId } from '../catalog';
import { MATH_ALGORITHM_MODULES, MATH_ALGORITHM_ORDER, MATH_ALGORITHMS } from './registry';

export interface MathRunConfig {
  algorithm: MathAlgorithmId;
  /** The text of each field, as typed. */
  inputs: Readonly<Record<string, string>>;
  speed: number;
  /** The frame to open at. */
  step: number;
}

/** Each field's example value, as text. */
export function exampleInputs(algorithm: MathAlgorithmId): Record<string, string> {
  return Object.fromEntries(
    MATH_ALGORITHMS[algorithm].fields.map((field) => [field.key, String(field.example)]),
  );
}

export function defaultMathRun(algorithm: MathAlgorithmId = MATH_ALGORITHM_MODULES[0].id): MathRunConfig {
  return { algorithm, inputs: exampleInputs(algorithm), speed: SPEED_DEFAULT, step: 0 };
}

/** At most this many characters of a field are read from a link. */
const MAX_PARAM_LENGTH = 40;

export function encodeMathRunConfig(config: MathRunConfig): string {
  const params = new URLSearchParams({ algo: config.algorithm });
  for (const field of MATH_ALGORITHMS[config.algorithm].fields)
    params.set(field.key, config.inputs[field.key] ?? '');
  params.set('speed', String(config.speed));
  params.set('step', String(config.step));
  return params.toString();
}

/** Reads a run from URL parameters; null when they name no mathematical algorithm. */
export function decodeMathRunConfig(search: string): MathRunConfig | null {
  const params = new URLSearchParams(search);
  const algorithm = enumParam(params, 'algo', MATH_ALGORITHM_ORDER);
  if (algorithm === null) return null;
  const examples = exampleInputs(algorithm);
  const inputs = Object.fromEntries(
    MATH_ALGORITHMS[algorithm].fields.map((field) => [
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
