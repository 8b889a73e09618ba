/**
 * Everything that reopens a mathematical run exactly, and its URL form: the algorithm, the numbers as
 * typed (by field key: `a`, `b` or `n`), speed and step. A link may carry an invalid number: the page
 * then shows its message, as it would had the learner typed it.
 */
import { SPEED_DEFAULT } from '@/core/player/player';
import { fieldsRunLink, type FieldsRunConfig } from '../fieldsRunLink';
import type { MathAlgorithmId } from '../catalog';
import { MATH_ALGORITHM_MODULES, MATH_ALGORITHM_ORDER, MATH_ALGORITHMS } from './registry';

export type MathRunConfig = FieldsRunConfig<MathAlgorithmId>;

/** Each field's example value, as text. */
export function exampleInputs(algorithm: MathAlgorithmId): Record<string, string> {
  return Object.fromEntries(
    MATH_ALGORITHMS[algorithm].fields.map((field) => [field.key, String(field.example)]),
  );
}

export function defaultMathRun(algorithm: MathAlgorithmId = MATH_ALGORITHM_MODULES[0].id): MathRunConfig {
  return { algorithm, inputs: exampleInputs(algorithm), speed: SPEED_DEFAULT, step: 0 };
}

const mathRunLink = fieldsRunLink({
  algorithms: MATH_ALGORITHM_ORDER,
  fieldKeys: (algorithm) => MATH_ALGORITHMS[algorithm].fields.map((field) => field.key),
  examples: exampleInputs,
  maxLength: 40,
});

export const encodeMathRunConfig: (config: MathRunConfig) => string = mathRunLink.encode;
/** Reads a run from URL parameters; null when they name no mathematical algorithm. */
export const decodeMathRunConfig: (search: string) => MathRunConfig | null = mathRunLink.decode;
