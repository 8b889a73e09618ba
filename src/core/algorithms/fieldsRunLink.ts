/**
 * The shared-link form of a family whose learner types each input as text (the math and DP pages):
 * `algo`, then each of the algorithm's fields by its key, as typed. A link may carry an invalid text: the
 * page then shows its message, as it would had the learner typed it.
 */
import { runLinkCodec, type Playback, type RunLinkCodec } from '../player/runLink';
import { enumParam } from '../urlParams';

export interface FieldsRun<Id extends string> {
  readonly algorithm: Id;
  /** The text of each field, as typed. */
  readonly inputs: Readonly<Record<string, string>>;
}

export type FieldsRunConfig<Id extends string> = FieldsRun<Id> & Playback;

export function fieldsRunLink<Id extends string>({
  algorithms,
  fieldKeys,
  examples,
  maxLength,
}: {
  /** The family's algorithms, in order. */
  algorithms: readonly Id[];
  /** An algorithm's fields, by key. */
  fieldKeys: (algorithm: Id) => readonly string[];
  /** The text each field starts with. */
  examples: (algorithm: Id) => Readonly<Record<string, string>>;
  /** At most this many characters of a field are read from a link. */
  maxLength: number;
}): RunLinkCodec<FieldsRun<Id>> {
  return runLinkCodec<FieldsRun<Id>>({
    write: ({ algorithm, inputs }) => ({
      algo: algorithm,
      ...Object.fromEntries(fieldKeys(algorithm).map((key) => [key, inputs[key] ?? ''])),
    }),
    read: (params) => {
      const algorithm = enumParam(params, 'algo', algorithms);
      if (algorithm === null) return null;
      const example = examples(algorithm);
      const inputs = Object.fromEntries(
        fieldKeys(algorithm).map((key) => [key, (params.get(key) ?? example[key] ?? '').slice(0, maxLength)]),
      );
      return { algorithm, inputs };
    },
  });
}
