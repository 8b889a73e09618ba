import { describe, expect, it } from 'vitest';
import { MILLI, TICK_MS, milliOperationsPerTick, operationsPerTick } from '@/core/race';
import { lanesFor, searchingSetup, sortingSetup } from './helpers';

/** Seconds a lane of `total` operations takes at a constant speed. */
function seconds(total: number, kind: 'sorting' | 'searching', size: number, speed = 50): number {
  const ticks = Math.max(1, Math.ceil((total * MILLI) / milliOperationsPerTick(kind, size, speed)));
  return (ticks * TICK_MS) / 1000;
}

describe('pacing', () => {
  it('follows the stated formulas: n^1.5 / 40 for sorting, n / 50 for searching, times speed / 50', () => {
    expect(operationsPerTick('sorting', 100, 50)).toBe(25);
    expect(operationsPerTick('sorting', 100, 100)).toBe(50);
    expect(operationsPerTick('sorting', 100, 10)).toBe(5);
    expect(operationsPerTick('searching', 100, 50)).toBe(2);
    expect(operationsPerTick('searching', 50, 25)).toBe(0.5);
    expect(milliOperationsPerTick('sorting', 100, 50)).toBe(25_000);
    expect(milliOperationsPerTick('searching', 5, 10)).toBe(20);
  });

  it('at default speed and size 100, the fastest sort takes a few seconds and the slowest under a minute', () => {
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const totals = lanesFor(sortingSetup(seed, 'random', 100)).map((lane) => lane.trace.totals.operations);
      const fastest = seconds(Math.min(...totals), 'sorting', 100);
      const slowest = seconds(Math.max(...totals), 'sorting', 100);
      expect(fastest).toBeGreaterThanOrEqual(2);
      expect(fastest).toBeLessThanOrEqual(8);
      expect(slowest).toBeGreaterThan(15);
      expect(slowest).toBeLessThan(60);
    }
    // Even the worst case (reversed input) stays under a minute.
    for (const seed of [1, 2, 3]) {
      const totals = lanesFor(sortingSetup(seed, 'reversed', 100)).map(
        (lane) => lane.trace.totals.operations,
      );
      expect(seconds(Math.max(...totals), 'sorting', 100)).toBeLessThan(60);
    }
  });

  it('a search race lasts a few seconds at most', () => {
    for (const size of [5, 30, 100]) {
      for (const seed of [1, 2, 3, 4]) {
        const totals = lanesFor(searchingSetup(seed, 'random', size)).map(
          (lane) => lane.trace.totals.operations,
        );
        expect(seconds(Math.max(...totals), 'searching', size)).toBeLessThanOrEqual(5.1);
      }
    }
  });
});
