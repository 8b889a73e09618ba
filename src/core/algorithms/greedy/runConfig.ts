/**
 * Everything that reopens a greedy run exactly, and its URL form: the algorithm, the text as typed
 * (`activities` or `text`), speed and step. A link may carry an invalid text: the page then shows its
 * message, as it would had the learner typed it.
 */
import { SPEED_DEFAULT } from '@/core/player/player';
import { runLinkCodec, type Playback } from '@/core/player/runLink';
import { enumParam } from '@/core/urlParams';
import type { GreedyAlgorithmId } from '../catalog';
import { GREEDY_ALGORITHM_MODULES, GREEDY_ALGORITHM_ORDER, GREEDY_ALGORITHMS } from './registry';

interface GreedyRun {
  readonly algorithm: GreedyAlgorithmId;
  /** The text typed, as typed. */
  readonly input: string;
}

export type GreedyRunConfig = GreedyRun & Playback;

export function defaultGreedyRun(
  algorithm: GreedyAlgorithmId = GREEDY_ALGORITHM_MODULES[0].id,
): GreedyRunConfig {
  return { algorithm, input: GREEDY_ALGORITHMS[algorithm].example, speed: SPEED_DEFAULT, step: 0 };
}

const greedyRunLink = runLinkCodec<GreedyRun>({
  write: ({ algorithm, input }) => ({ algo: algorithm, [GREEDY_ALGORITHMS[algorithm].field.key]: input }),
  read: (params) => {
    const algorithm = enumParam(params, 'algo', GREEDY_ALGORITHM_ORDER);
    if (algorithm === null) return null;
    const { field, example } = GREEDY_ALGORITHMS[algorithm];
    // One character past the limit is kept, so an over-long text still gets its message.
    return { algorithm, input: (params.get(field.key) ?? example).slice(0, field.maxLength + 1) };
  },
});

export const encodeGreedyRunConfig: (config: GreedyRunConfig) => string = greedyRunLink.encode;
/** Reads a run from URL parameters; null when they name no greedy algorithm. */
export const decodeGreedyRunConfig: (search: string) => GreedyRunConfig | null = greedyRunLink.decode;
