/**
 * Everything that reopens a pattern run exactly, and its URL form: the algorithm, each field's text as
 * typed (under the field's own key: `nums`, `target`, `k`, `s`, ...), speed and step. A link may carry an
 * invalid text: the page then shows its message, as it would had the learner typed it.
 */
import { SPEED_DEFAULT } from '@/core/player/player';
import { runLinkCodec, type Playback } from '@/core/player/runLink';
import { enumParam } from '@/core/urlParams';
import type { PatternAlgorithmId } from '../catalog';
import { PATTERN_ALGORITHM_MODULES, PATTERN_ALGORITHM_ORDER, PATTERN_ALGORITHMS } from './registry';
import type { PatternAlgorithm } from './types';

interface PatternRun {
  readonly algorithm: PatternAlgorithmId;
  /** The texts typed, as typed, one per field. */
  readonly inputs: readonly string[];
}

export type PatternRunConfig = PatternRun & Playback;

const moduleOf = (id: PatternAlgorithmId): PatternAlgorithm => PATTERN_ALGORITHMS[id];

export function defaultPatternRun(
  algorithm: PatternAlgorithmId = PATTERN_ALGORITHM_MODULES[0].id,
): PatternRunConfig {
  return { algorithm, inputs: moduleOf(algorithm).example, speed: SPEED_DEFAULT, step: 0 };
}

const patternRunLink = runLinkCodec<PatternRun>({
  write: ({ algorithm, inputs }) => ({
    algo: algorithm,
    ...Object.fromEntries(moduleOf(algorithm).fields.map((field, i) => [field.key, inputs[i] ?? ''])),
  }),
  read: (params) => {
    const algorithm = enumParam(params, 'algo', PATTERN_ALGORITHM_ORDER);
    if (algorithm === null) return null;
    const { fields, example } = moduleOf(algorithm);
    // One character past the limit is kept, so an over-long text still gets its message.
    const inputs = fields.map((field, i) =>
      (params.get(field.key) ?? example[i] ?? '').slice(0, field.maxLength + 1),
    );
    return { algorithm, inputs };
  },
});

export const encodePatternRunConfig: (config: PatternRunConfig) => string = patternRunLink.encode;
/** Reads a run from URL parameters; null when they name no pattern. */
export const decodePatternRunConfig: (search: string) => PatternRunConfig | null = patternRunLink.decode;
