/**
 * Everything that reopens a greedy run exactly, and its URL form: the algorithm, the text as typed
 * (`activities` or `text`), speed and step. A link may carry an invalid text: the page then shows its
 * message, as it would had the learner typed it.
 */
import { SPEED_DEFAULT, SPEED_MAX, SPEED_MIN } from '@/core/player/player';
import { enumParam, integerParam } from '@/core/urlParams';
import type { GreedyAlgorithmId } from '../catalog';
import { GREEDY_ALGORITHM_MODULES, GREEDY_ALGORITHM_ORDER, GREEDY_ALGORITHMS } from './registry';

export interface GreedyRunConfig {
  algorithm: GreedyAlgorithmId;
  /** The text typed, as typed. */
  input: string;
  speed: number;
  /** The frame to open at. */
  step: number;
}

export function defaultGreedyRun(
  algorithm: GreedyAlgorithmId = GREEDY_ALGORITHM_MODULES[0].id,
): GreedyRunConfig {
  return { algorithm, input: GREEDY_ALGORITHMS[algorithm].example, speed: SPEED_DEFAULT, step: 0 };
}

export function encodeGreedyRunConfig(config: GreedyRunConfig): string {
  const params = new URLSearchParams({ algo: config.algorithm });
  params.set(GREEDY_ALGORITHMS[config.algorithm].field.key, config.input);
  params.set('speed', String(config.speed));
  params.set('step', String(config.step));
  return params.toString();
}

/** Reads a run from URL parameters; null when they name no greedy algorithm. */
export function decodeGreedyRunConfig(search: string): GreedyRunConfig | null {
  const params = new URLSearchParams(search);
  const algorithm = enumParam(params, 'algo', GREEDY_ALGORITHM_ORDER);
  if (algorithm === null) return null;
  const { field, example } = GREEDY_ALGORITHMS[algorithm];
  // One character past the limit is kept, so an over-long text still gets its message.
  const input = (params.get(field.key) ?? example).slice(0, field.maxLength + 1);
  const speed = integerParam(params, 'speed') ?? SPEED_DEFAULT;
  return {
    algorithm,
    input,
    speed: Math.min(SPEED_MAX, Math.max(SPEED_MIN, speed)),
    step: Math.max(0, integerParam(params, 'step') ?? 0),
  };
}
