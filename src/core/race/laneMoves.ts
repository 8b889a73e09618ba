import { isAlgorithmId, movesAreWrites } from '@/core/algorithms/catalog';

/** The learner's own sort's lane (see codeLane.ts). */
export const CODE_LANE_ID = 'yourCode';
export const CODE_LANE_NAME = 'Your code';

/**
 * What a sorting lane's Swaps cell shows: its swaps; merge sort's writes (it moves values by writing);
 * and for the learner's code that writes values, every write, as Your Code counts them (a swap is two).
 */
export function laneMoves(lane: { readonly id: string; readonly swaps: number; readonly writes: number }): {
  readonly count: number;
  readonly areWrites: boolean;
} {
  if (lane.id === CODE_LANE_ID)
    return lane.writes > 0
      ? { count: lane.writes + 2 * lane.swaps, areWrites: true }
      : { count: lane.swaps, areWrites: false };
  return isAlgorithmId(lane.id) && movesAreWrites(lane.id)
    ? { count: lane.writes, areWrites: true }
    : { count: lane.swaps, areWrites: false };
}
