import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateInput, traceAlgorithm, SORTING_ALGORITHM_IDS } from '@/core/algorithms';
import { laneViewAt, type LaneView } from '@/core/race';
import { cellStates, frameAt } from '@/core/trace';

describe('lane view', () => {
  it('shows the frame’s array and states at any frame', () => {
    const trace = traceAlgorithm('quickSort', generateInput(3, 'random', 20));
    for (const k of [0, 1, 17, trace.stepCount]) {
      const view = laneViewAt(trace, k);
      const frame = frameAt(trace, k);
      expect(view.values).toEqual(frame.array);
      expect(view.states).toEqual(cellStates(trace, frame));
      expect(view.completed).toBe(k === trace.stepCount);
    }
  });

  it('carries identities forward in jumps: ids[i] is where the value at i started (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SORTING_ALGORITHM_IDS.filter((id) => id !== 'mergeSort')),
        fc.integer({ min: 0, max: 1000 }),
        fc.array(fc.integer({ min: 1, max: 60 }), { minLength: 1, maxLength: 30 }),
        (id, seed, jumps) => {
          const input = generateInput(seed, 'random', 16);
          const trace = traceAlgorithm(id, input);
          let view: LaneView | null = null;
          let k = 0;
          for (const jump of jumps) {
            k = Math.min(trace.stepCount, k + jump);
            view = laneViewAt(trace, k, view);
            // Swaps only move values, so each value is the input's value at its id.
            expect(view.values).toEqual(view.ids.map((start) => input[start]));
            expect([...view.ids].sort((a, b) => a - b)).toEqual(input.map((_, i) => i));
          }
        },
      ),
    );
  });

  it('rebuilds identities when going backwards, and reuses an unchanged view', () => {
    const trace = traceAlgorithm('bubbleSort', [5, 4, 3, 2, 1]);
    const late = laneViewAt(trace, 12);
    expect(laneViewAt(trace, 12, late)).toBe(late);
    const back = laneViewAt(trace, 0, late);
    expect(back.ids).toEqual([0, 1, 2, 3, 4]);
    expect(back.values).toEqual([5, 4, 3, 2, 1]);
  });

  it('gives the binary search window', () => {
    const trace = traceAlgorithm('binarySearch', [1, 2, 3, 4, 5, 6, 7, 8], 7);
    const view = laneViewAt(trace, 1);
    expect(view.range).toEqual({ lo: 0, hi: 7 });
  });
});
