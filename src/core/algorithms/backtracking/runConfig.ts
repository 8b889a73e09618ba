/**
 * Everything that reopens a backtracking run exactly, and its URL form: the algorithm, the text as
 * typed (`nums`, `input` or `n`), speed and step. A link may carry an invalid text: the page then shows
 * its message, as it would had the learner typed it.
 */
import { SPEED_DEFAULT } from '@/core/player/player';
import { runLinkCodec, type Playback } from '@/core/player/runLink';
import { enumParam } from '@/core/urlParams';
import type { BacktrackingAlgorithmId } from '../catalog';
import {
  BACKTRACKING_ALGORITHM_MODULES,
  BACKTRACKING_ALGORITHM_ORDER,
  BACKTRACKING_ALGORITHMS,
} from './registry';

interface BacktrackingRun {
  readonly algorithm: BacktrackingAlgorithmId;
  /** The text typed, as typed. */
  readonly input: string;
}

export type BacktrackingRunConfig = BacktrackingRun & Playback;

export function defaultBacktrackingRun(
  algorithm: BacktrackingAlgorithmId = BACKTRACKING_ALGORITHM_MODULES[0].id,
): BacktrackingRunConfig {
  return { algorithm, input: BACKTRACKING_ALGORITHMS[algorithm].example, speed: SPEED_DEFAULT, step: 0 };
}

const backtrackingRunLink = runLinkCodec<BacktrackingRun>({
  write: ({ algorithm, input }) => ({
    algo: algorithm,
    [BACKTRACKING_ALGORITHMS[algorithm].field.key]: input,
  }),
  read: (params) => {
    const algorithm = enumParam(params, 'algo', BACKTRACKING_ALGORITHM_ORDER);
    if (algorithm === null) return null;
    const { field, example } = BACKTRACKING_ALGORITHMS[algorithm];
    // One character past the limit is kept, so an over-long text still gets its message.
    return { algorithm, input: (params.get(field.key) ?? example).slice(0, field.maxLength + 1) };
  },
});

export const encodeBacktrackingRunConfig: (config: BacktrackingRunConfig) => string =
  backtrackingRunLink.encode;
/** Reads a run from URL parameters; null when they name no backtracking algorithm. */
export const decodeBacktrackingRunConfig: (search: string) => BacktrackingRunConfig | null =
  backtrackingRunLink.decode;
