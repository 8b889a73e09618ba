import type { TraceKind } from '@/core/trace';

export type RaceKind = TraceKind;

/** The race ticks every 100 ms (docs/product-rules.md#honest-pacing). */
export const TICK_MS = 100;

export const RACE_SPEED_MIN = 10;
export const RACE_SPEED_MAX = 100;
export const RACE_SPEED_DEFAULT = 50;

/** Budgets are counted in thousandths of an operation so that fractional budgets add up exactly. */
export const MILLI = 1000;

/**
 * Operations every unfinished lane may spend in one tick (one comparison or probe = 1, one swap or write
 * = 1), the same for every lane, scaled by speed / 50. Pacing is per tab so that races are watchable:
 *
 * - Sorting: n^1.5 / 40 operations a tick. A worst-case quadratic sort does about n² operations, so it
 *   lasts n² / (10 · n^1.5 / 40) = 4 · √n seconds at speed 50: 40 s at n = 100 (reversed bubble sort,
 *   9,853 operations: 39 s; random: about 30 s), 22 s at n = 30, 9 s at n = 5. An n log n sort of 100
 *   values (merge or quick sort, about 1,100 operations) finishes in about 4.5 s.
 * - Searching: n / 50 operations a tick. A linear search that scans all n values lasts 5 s at speed 50
 *   whatever n is; binary search (log₂ n probes) finishes well within a second at n = 100.
 *
 * Speed 10 is five times slower, speed 100 twice as fast.
 */
export function operationsPerTick(kind: RaceKind, size: number, speed: number): number {
  const n = Math.max(1, size);
  const base = kind === 'sorting' ? n ** 1.5 / 40 : n / 50;
  return (base * clampSpeed(speed)) / RACE_SPEED_DEFAULT;
}

/** operationsPerTick in thousandths of an operation, at least 1 so that every race ends. */
export function milliOperationsPerTick(kind: RaceKind, size: number, speed: number): number {
  return Math.max(1, Math.round(operationsPerTick(kind, size, speed) * MILLI));
}

export function clampSpeed(speed: number): number {
  if (!Number.isFinite(speed)) return RACE_SPEED_DEFAULT;
  return Math.min(RACE_SPEED_MAX, Math.max(RACE_SPEED_MIN, speed));
}
