/**
 * Everything that reopens a dynamic-programming run exactly, and its URL form: the algorithm, its
 * inputs as typed (by field key: `method`, `n`, `weights`, `values`, `capacity`, `a`, `b`, `numbers`),
 * speed and step. A link may carry an invalid input: the page then shows its message, as it would had
 * the learner typed it.
 */
import { SPEED_DEFAULT } from '@/core/player/player';
import { fieldsRunLink, type FieldsRunConfig } from '../fieldsRunLink';
import type { DpAlgorithmId } from '../catalog';
import { DP_ALGORITHM_MODULES, DP_ALGORITHM_ORDER, DP_ALGORITHMS } from './registry';

export type DpRunConfig = FieldsRunConfig<DpAlgorithmId>;

/** Each field's example, as text. */
export function exampleInputs(algorithm: DpAlgorithmId): Record<string, string> {
  return Object.fromEntries(DP_ALGORITHMS[algorithm].fields.map((field) => [field.key, field.example]));
}

export function defaultDpRun(algorithm: DpAlgorithmId = DP_ALGORITHM_MODULES[0].id): DpRunConfig {
  return { algorithm, inputs: exampleInputs(algorithm), speed: SPEED_DEFAULT, step: 0 };
}

const dpRunLink = fieldsRunLink({
  algorithms: DP_ALGORITHM_ORDER,
  fieldKeys: (algorithm) => DP_ALGORITHMS[algorithm].fields.map((field) => field.key),
  examples: exampleInputs,
  maxLength: 120,
});

export const encodeDpRunConfig: (config: DpRunConfig) => string = dpRunLink.encode;
/** Reads a run from URL parameters; null when they name no DP algorithm. */
export const decodeDpRunConfig: (search: string) => DpRunConfig | null = dpRunLink.decode;
