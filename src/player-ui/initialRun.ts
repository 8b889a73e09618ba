import { newSeed, type ArrayAlgorithmId } from '@/core/algorithms';
import { SPEED_DEFAULT } from '@/core/player/player';
import { decodeRunConfig, SIZE_DEFAULT, type RunConfig } from '@/core/algorithms/runConfig';

/** The run a visualiser opens with: the shared one in the URL if it names this card's algorithm, else a fresh one. */
export function initialRun(
  algorithm: ArrayAlgorithmId,
  allowedFromUrl: readonly ArrayAlgorithmId[],
  search: string,
): RunConfig {
  const fallback = {
    size: SIZE_DEFAULT,
    seed: newSeed(),
    preset: 'random' as const,
    speed: SPEED_DEFAULT,
    step: 0,
    target: null,
  };
  return decodeRunConfig(search, allowedFromUrl, fallback) ?? { algorithm, ...fallback };
}
