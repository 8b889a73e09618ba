import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALGORITHMS, traceAlgorithm } from '@/core/algorithms';
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
