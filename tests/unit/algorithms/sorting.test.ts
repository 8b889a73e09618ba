import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { narrate, traceAlgorithm } from '@/core/algorithms';
import { ALGORITHMS } from '@/core/algorithms/allAlgorithms';
import { cellStates, frameAt, traceSteps } from '@/core/trace';
import { SORTS, ascending, plainSorts, valuesArb } from './helpers';

describe.each(SORTS)('%s', (id) => {
  it('ends with the sorted permutation of the input, all marked sorted', () => {
    fc.assert(
      fc.property(valuesArb, (values) => {
        const trace = traceAlgorithm(id, values);
        const last = frameAt(trace, trace.stepCount);
        expect(last.array).toEqual(ascending(values));
        expect(last.completed).toBe(true);
        expect(last.progress).toBe(100);
        expect(cellStates(trace, last).every((state) => state === 'sorted')).toBe(true);
      }),
    );
  });

  it('counts the same comparisons, swaps and writes as a plain implementation', () => {
    fc.assert(
      fc.property(valuesArb, (values) => {
        const plain = plainSorts[id](values);
        const { totals } = traceAlgorithm(id, values);
        expect(totals).toEqual({
          comparisons: plain.comparisons,
          swaps: plain.swaps,
          writes: plain.writes,
          operations: plain.comparisons + plain.swaps + plain.writes,
        });
      }),
    );
  });

  it('is a pure generator: works on a copy and returns the sorted copy', () => {
    fc.assert(
      fc.property(valuesArb, (values) => {
        const input = Object.freeze(values.slice());
        const generator = ALGORITHMS[id].kind === 'sorting' ? ALGORITHMS[id].generate(input) : null;
        if (generator === null) throw new Error(`${id} is not a sort`);
        let result = generator.next();
        while (result.done !== true) result = generator.next();
        expect(result.value).toEqual(ascending(values));
        expect(input).toEqual(values);
      }),
    );
  });

  it('records the values the narration quotes: they match the array before each step', () => {
    fc.assert(
      fc.property(valuesArb, (values) => {
        const array = values.slice();
        const mismatches: string[] = [];
        const check = (what: string, seen: unknown, actual: unknown) => {
          if (seen !== actual)
            mismatches.push(`${what}: step says ${String(seen)}, array holds ${String(actual)}`);
        };
        for (const s of traceSteps(traceAlgorithm(id, values))) {
          // Merge sort compares values it has copied aside; its left slot may already be overwritten.
          if (s.type === 'compare' && id !== 'mergeSort') check('compare a', s.a, array[s.i]);
          if (s.type === 'compare') check('compare b', s.b, array[s.j]);
          if (s.type === 'swap') {
            check('swap a', s.a, array[s.i]);
            check('swap b', s.b, array[s.j]);
            [array[s.i], array[s.j]] = [s.b, s.a];
          }
          if (s.type === 'write') {
            check('write previous', s.previous, array[s.i]);
            array[s.i] = s.value;
          }
        }
        expect(mismatches).toEqual([]);
      }),
    );
  });

  it('tags every step with one of its line ids and ends with one done step', () => {
    fc.assert(
      fc.property(valuesArb, (values) => {
        const steps = traceSteps(traceAlgorithm(id, values));
        const unknown = steps.filter((s) => !(ALGORITHMS[id].lineIds as readonly string[]).includes(s.line));
        expect(unknown).toEqual([]);
        expect(steps.filter((s) => s.type === 'done')).toHaveLength(1);
        expect(steps.at(-1)?.type).toBe('done');
      }),
    );
  });

  it('never records a swap of an element with itself: that is no swap, and no counter counts it', () => {
    fc.assert(
      fc.property(valuesArb, (values) => {
        const selfSwaps = traceSteps(traceAlgorithm(id, values)).filter(
          (s) => s.type === 'swap' && s.i === s.j,
        );
        expect(selfSwaps).toEqual([]);
      }),
    );
  });

  it('sorts fractions and negative zero-crossing values too', () => {
    const values = [2.5, -0.75, 1e9, 3, -3, 0.1];
    const trace = traceAlgorithm(id, values);
    expect(frameAt(trace, trace.stepCount).array).toEqual(ascending(values));
  });

  it('handles empty and single-element arrays', () => {
    expect(traceSteps(traceAlgorithm(id, []))).toEqual([{ type: 'done', line: 'done' }]);
    expect(frameAt(traceAlgorithm(id, [7]), 1).array).toEqual([7]);
  });
});

describe('bubble sort', () => {
  it('stops after one pass on sorted input: n - 1 comparisons, no swaps', () => {
    fc.assert(
      fc.property(valuesArb, (values) => {
        fc.pre(values.length >= 2);
        const trace = traceAlgorithm('bubbleSort', ascending(values));
        expect(trace.totals.comparisons).toBe(values.length - 1);
        expect(trace.totals.swaps).toBe(0);
        expect(traceSteps(trace).at(-1)).toEqual({ type: 'done', line: 'early-exit' });
      }),
    );
  });

  it('runs every pass on a strictly decreasing array', () => {
    const trace = traceAlgorithm('bubbleSort', [5, 4, 3, 2, 1]);
    expect(trace.totals).toMatchObject({ comparisons: 10, swaps: 10 });
    expect(traceSteps(trace).at(-1)?.line).toBe('done');
  });
});

describe('quick sort', () => {
  it('uses the last element as pivot: the first compare involves index hi', () => {
    fc.assert(
      fc.property(valuesArb, (values) => {
        fc.pre(values.length >= 2);
        const steps = traceSteps(traceAlgorithm('quickSort', values));
        const first = steps.find((s) => s.type === 'compare');
        expect(first).toMatchObject({ i: 0, j: values.length - 1, b: values.at(-1) });
      }),
    );
  });

  it('partitions at most n - 1 times: each partition puts one pivot in its final place', () => {
    fc.assert(
      fc.property(valuesArb, (values) => {
        const partitions = traceSteps(traceAlgorithm('quickSort', values)).filter((s) => s.type === 'range');
        expect(partitions.length).toBeLessThanOrEqual(Math.max(0, values.length - 1));
      }),
    );
  });

  it('compares every element of a partition with the element at hi', () => {
    fc.assert(
      fc.property(valuesArb, (values) => {
        let range: { lo: number; hi: number } | null = null;
        for (const s of traceSteps(traceAlgorithm('quickSort', values))) {
          if (s.type === 'range') {
            expect(s.pivot).toBe(s.hi);
            range = s;
          }
          if (s.type === 'compare') {
            expect(s.j).toBe(range?.hi);
            expect(s.i).toBeGreaterThanOrEqual(range?.lo ?? Infinity);
          }
          if (s.type === 'swap' && s.line === 'place-pivot') expect(s.j).toBe(range?.hi);
        }
      }),
    );
  });
});

describe('values already in place', () => {
  it('quick sort swaps nothing on sorted input and says each value is already in place', () => {
    const trace = traceAlgorithm('quickSort', [10, 20, 30]);
    expect(trace.totals).toEqual({ comparisons: 3, swaps: 0, writes: 0, operations: 3 });
    const keeps = traceSteps(trace).flatMap((s, k) => (s.type === 'keep' ? [narrate(trace, k + 1)] : []));
    expect(keeps).toEqual([
      '10 is already in place at the end of the left side (index 0): no swap needed',
      '20 is already in place at the end of the left side (index 1): no swap needed',
      'The pivot 30 is already in place at index 2, its final position: no swap needed',
      '10 is already in place at the end of the left side (index 0): no swap needed',
      'The pivot 20 is already in place at index 1, its final position: no swap needed',
    ]);
  });

  it('quick sort counts only the swaps that move two values', () => {
    // Pivot 3: 1 stays (i = j = 0), 5 stays right, 2 is swapped with 5, the pivot is swapped into index 2.
    // Then [1, 2] around the pivot 2: 1 stays, and so does the pivot.
    const trace = traceAlgorithm('quickSort', [1, 5, 2, 3]);
    const swaps = traceSteps(trace).filter((s) => s.type === 'swap' || s.type === 'keep');
    expect(swaps.map((s) => `${s.type} ${s.line}`)).toEqual([
      'keep in-place',
      'swap swap',
      'swap place-pivot',
      'keep in-place',
      'keep pivot-in-place',
    ]);
    expect(trace.totals.swaps).toBe(2);
  });

  it('selection sort says when the minimum is already in place', () => {
    const trace = traceAlgorithm('selectionSort', [1, 3, 2]);
    const steps = traceSteps(trace);
    const keep = steps.findIndex((s) => s.type === 'keep');
    expect(steps[keep]).toEqual({ type: 'keep', line: 'in-place', i: 0, value: 1 });
    expect(narrate(trace, keep + 1)).toBe('The minimum 1 is already in place at index 0: no swap needed');
    expect(trace.totals.swaps).toBe(1);
    // A kept value is highlighted but counts nothing.
    const frame = frameAt(trace, keep + 1);
    expect(cellStates(trace, frame)[0]).toBe('active');
    expect(frame.counts).toEqual(frameAt(trace, keep).counts);
  });
});

describe('merge sort', () => {
  it('splits every range at its midpoint and merges halves split there', () => {
    fc.assert(
      fc.property(valuesArb, (values) => {
        const steps = traceSteps(traceAlgorithm('mergeSort', values));
        let range: { lo: number; hi: number; mid: number | null } | null = null;
        const first = steps[0];
        if (values.length >= 2)
          expect(first).toMatchObject({ type: 'range', line: 'split', lo: 0, hi: values.length - 1 });
        for (const s of steps) {
          if (s.type === 'range') {
            expect(s.mid).toBe(Math.floor((s.lo + s.hi) / 2));
            range = s;
          }
          if (s.type === 'compare' && range !== null) {
            expect(range.mid).not.toBeNull();
            const mid = range.mid ?? 0;
            expect(s.i).toBeGreaterThanOrEqual(range.lo);
            expect(s.i).toBeLessThanOrEqual(mid);
            expect(s.j).toBeGreaterThan(mid);
            expect(s.j).toBeLessThanOrEqual(range.hi);
          }
          if (s.type === 'write') {
            expect(range?.lo).toBeLessThanOrEqual(s.i);
            expect(range?.hi).toBeGreaterThanOrEqual(s.i);
          }
        }
      }),
    );
  });

  it('always does Θ(n log n) work, but its comparisons depend on the order: n/2·log n sorted, up to n·log n', () => {
    for (const k of [3, 4, 5, 6]) {
      const n = 2 ** k;
      const sorted = Array.from({ length: n }, (_, i) => i);
      expect(traceAlgorithm('mergeSort', sorted).totals.comparisons).toBe((n / 2) * k);
      expect(traceAlgorithm('mergeSort', sorted).totals.writes).toBe(n * k);
      fc.assert(
        fc.property(fc.shuffledSubarray(sorted, { minLength: n, maxLength: n }), (shuffled) => {
          const { comparisons, writes } = traceAlgorithm('mergeSort', shuffled).totals;
          expect(comparisons).toBeGreaterThanOrEqual((n / 2) * k);
          expect(comparisons).toBeLessThanOrEqual(n * k - n + 1);
          expect(writes).toBe(n * k);
        }),
        { numRuns: 20 },
      );
    }
  });

  it('announces each merge after both halves are sorted, top-down', () => {
    const ranges = traceSteps(traceAlgorithm('mergeSort', [4, 3, 2, 1])).filter((s) => s.type === 'range');
    expect(ranges.map((s) => `${s.line} ${s.lo}-${s.hi}`)).toEqual([
      'split 0-3',
      'split 0-1',
      'merge 0-1',
      'split 2-3',
      'merge 2-3',
      'merge 0-3',
    ]);
  });
});
