/**
 * The sound of sorting (docs/product-rules.md#sound-of-sorting): which values a step sounds, and at what
 * pitch. A value's pitch rises with the value, evenly in musical terms (exponentially in hertz), over
 * three octaves, so a sorted array plays a rising scale.
 */
import type { CellState } from '../trace';

export const LOWEST_PITCH_HZ = 220;
export const HIGHEST_PITCH_HZ = 1760;

/** The pitch of `value` on a scale whose top is `maxValue`; values outside 0..maxValue are clamped. */
export function pitchOf(value: number, maxValue: number): number {
  const share = maxValue > 0 ? Math.min(1, Math.max(0, value / maxValue)) : 0;
  return LOWEST_PITCH_HZ * (HIGHEST_PITCH_HZ / LOWEST_PITCH_HZ) ** share;
}

const SOUNDING: ReadonlySet<CellState> = new Set<CellState>(['compare', 'swap', 'active']);

/** The values a step touches (the pair compared or swapped, the value written), in index order. */
export function soundingValues(values: readonly number[], states: readonly CellState[]): number[] {
  const sounding: number[] = [];
  values.forEach((value, i) => {
    const state = states[i];
    if (state !== undefined && SOUNDING.has(state)) sounding.push(value);
  });
  return sounding;
}

/**
 * Where lane `lane` of `laneCount` sounds from, -1 (left) to 1 (right): a race's lanes spread across
 * the stereo field, top lane on the left, so each can be told apart.
 */
export function lanePan(lane: number, laneCount: number): number {
  if (laneCount <= 1) return 0;
  return -0.8 + (1.6 * lane) / (laneCount - 1);
}
