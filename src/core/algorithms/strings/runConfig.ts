/**
 * Everything that reopens a string-matching run exactly, and its URL form: the algorithm, the text and
 * the pattern as typed, speed and step. A link may carry an invalid text: the page then shows its
 * message, as it would had the learner typed it.
 */
import { SPEED_DEFAULT } from '@/core/player/player';
import { runLinkCodec, type Playback } from '@/core/player/runLink';
import { enumParam } from '@/core/urlParams';
import type { StringAlgorithmId } from '../catalog';
import { STRING_FIELDS } from './input';
import { STRING_ALGORITHM_MODULES, STRING_ALGORITHM_ORDER, STRING_ALGORITHMS } from './registry';

interface StringRun {
  readonly algorithm: StringAlgorithmId;
  /** The text and the pattern, as typed. */
  readonly inputs: readonly string[];
}

export type StringRunConfig = StringRun & Playback;

/** A module's example as the fields hold it. */
export const exampleTexts = (id: StringAlgorithmId): readonly string[] => {
  const { text, pattern } = STRING_ALGORITHMS[id].example;
  return [text, pattern];
};

export function defaultStringRun(
  algorithm: StringAlgorithmId = STRING_ALGORITHM_MODULES[0].id,
): StringRunConfig {
  return { algorithm, inputs: exampleTexts(algorithm), speed: SPEED_DEFAULT, step: 0 };
}

const stringRunLink = runLinkCodec<StringRun>({
  write: ({ inputs, algorithm }) => ({
    algo: algorithm,
    ...Object.fromEntries(STRING_FIELDS.map((field, i) => [field.key, inputs[i] ?? ''])),
  }),
  read: (params) => {
    const algorithm = enumParam(params, 'algo', STRING_ALGORITHM_ORDER);
    if (algorithm === null) return null;
    const example = exampleTexts(algorithm);
    // One character past the limit is kept, so an over-long text still gets its message.
    const inputs = STRING_FIELDS.map((field, i) =>
      (params.get(field.key) ?? example[i] ?? '').slice(0, field.maxLength + 1),
    );
    return { algorithm, inputs };
  },
});

export const encodeStringRunConfig: (config: StringRunConfig) => string = stringRunLink.encode;
/** Reads a run from URL parameters; null when they name no string algorithm. */
export const decodeStringRunConfig: (search: string) => StringRunConfig | null = stringRunLink.decode;
