import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { binarySearch, prepareInput, traceAlgorithm } from '@/core/algorithms';
import { ALGORITHMS } from '@/core/algorithms/allAlgorithms';
import { cellStates, frameAt, traceSteps } from '@/core/trace';
import { plainBinarySearch, searchCaseArb } from './helpers';

describe('linear search', () => {
  it('finds the first occurrence, or reports not found after checking every element', () => {
    fc.assert(
      fc.property(searchCaseArb(false), ({ values, target }) => {
        const trace = traceAlgorithm('linearSearch', values, target);
        const last = frameAt(trace, trace.stepCount);
        const expected = values.indexOf(target);
        expect(last.completed).toBe(true);
        expect(last.found).toBe(expected >= 0);
        expect(last.foundIndex).toBe(expected >= 0 ? expected : null);
        expect(trace.totals.comparisons).toBe(expected >= 0 ? expected + 1 : values.length);
        expect(trace.totals).toMatchObject({ swaps: 0, writes: 0 });
        expect(traceSteps(trace).at(-1)?.type).toBe(expected >= 0 ? 'found' : 'notFound');
      }),
    );
  });

  it('probes indices 0, 1, 2, ... in order, each with its value', () => {
    fc.assert(
      fc.property(searchCaseArb(false), ({ values, target }) => {
        const probes = traceSteps(traceAlgorithm('linearSearch', values, target)).filter(
          (s) => s.type === 'probe',
        );
        probes.forEach((s, index) => expect(s).toMatchObject({ i: index, value: values[index] }));
      }),
    );
  });

  it('does not mark the target before the search finds it, then colours the found cell', () => {
    const trace = traceAlgorithm('linearSearch', [8, 3, 9, 3], 3);
    expect(cellStates(trace, frameAt(trace, 0))).toEqual(['default', 'default', 'default', 'default']);
    expect(cellStates(trace, frameAt(trace, 1))).toEqual(['compare', 'default', 'default', 'default']);
    expect(cellStates(trace, frameAt(trace, trace.stepCount))).toEqual([
      'default',
      'found',
      'default',
      'default',
    ]);
  });
});

describe('binary search', () => {
  it('returns an index holding the target, or not found only when it is absent', () => {
    fc.assert(
      fc.property(searchCaseArb(true), ({ values, target }) => {
        const trace = traceAlgorithm('binarySearch', values, target);
        const last = frameAt(trace, trace.stepCount);
        expect(last.completed).toBe(true);
        if (values.includes(target)) {
          expect(last.found).toBe(true);
          expect(values[last.foundIndex ?? -1]).toBe(target);
        } else {
          expect(last.found).toBe(false);
          expect(last.foundIndex).toBeNull();
          expect(traceSteps(trace).at(-1)?.type).toBe('notFound');
        }
      }),
    );
  });

  it('makes the same probes as a plain binary search', () => {
    fc.assert(
      fc.property(searchCaseArb(true), ({ values, target }) => {
        const plain = plainBinarySearch(values, target);
        const trace = traceAlgorithm('binarySearch', values, target);
        expect(trace.totals).toEqual({
          comparisons: plain.probes,
          swaps: 0,
          writes: 0,
          operations: plain.probes,
        });
        expect(frameAt(trace, trace.stepCount).foundIndex).toBe(plain.index >= 0 ? plain.index : null);
      }),
    );
  });

  it('announces each window with its middle, probes that middle and narrows towards the target', () => {
    fc.assert(
      fc.property(searchCaseArb(true), ({ values, target }) => {
        const steps = traceSteps(traceAlgorithm('binarySearch', values, target));
        let window = { lo: 0, hi: values.length - 1 };
        steps.forEach((s, k) => {
          if (s.type !== 'range') return;
          expect({ lo: s.lo, hi: s.hi }).toEqual(window);
          expect(s.mid).toBe(Math.floor((s.lo + s.hi) / 2));
          const probe = steps[k + 1];
          expect(probe).toMatchObject({ type: 'probe', i: s.mid, value: values[s.mid ?? -1] });
          if (probe?.type === 'probe' && probe.cmp < 0) window = { lo: (s.mid ?? 0) + 1, hi: s.hi };
          if (probe?.type === 'probe' && probe.cmp > 0) window = { lo: s.lo, hi: (s.mid ?? 0) - 1 };
          if (probe?.type === 'probe') {
            const line = probe.cmp === 0 ? 'compare' : probe.cmp < 0 ? 'go-right' : 'go-left';
            expect(probe.line).toBe(line);
          }
        });
      }),
    );
  });

  it('shows the window and its mid while searching', () => {
    const trace = traceAlgorithm('binarySearch', [5, 8, 12, 27, 50, 61, 70], 61);
    const frame = frameAt(trace, 1);
    expect(frame.range).toEqual({ lo: 0, hi: 6, mid: 3, pivot: null });
    expect(cellStates(trace, frame)).toEqual(['range', 'range', 'range', 'mid', 'range', 'range', 'range']);
    const last = frameAt(trace, trace.stepCount);
    expect(last.foundIndex).toBe(5);
    expect(cellStates(trace, last)[5]).toBe('found');
  });

  it('marks the halves binary search has ruled out as excluded', () => {
    const trace = traceAlgorithm('binarySearch', [5, 8, 12, 27, 50, 61, 70], 61);
    expect(cellStates(trace, frameAt(trace, 0))).toEqual(Array(7).fill('default'));
    // 27 < 61 rules out the left half and the middle: the next window is 4..6.
    const second = frameAt(trace, 3);
    expect(second.range).toEqual({ lo: 4, hi: 6, mid: 5, pivot: null });
    expect(cellStates(trace, second)).toEqual([
      'excluded',
      'excluded',
      'excluded',
      'excluded',
      'range',
      'mid',
      'range',
    ]);
    const last = cellStates(trace, frameAt(trace, trace.stepCount));
    expect(last).toEqual(['excluded', 'excluded', 'excluded', 'excluded', 'range', 'found', 'range']);
  });

  it('refuses unsorted input; prepareInput sorts it and says so', () => {
    expect(() => traceAlgorithm('binarySearch', [3, 1, 2], 2)).toThrow(RangeError);
    expect(() => binarySearch([3, 1, 2], 2).next()).toThrow(RangeError);
    expect(prepareInput('binarySearch', [3, 1, 2])).toEqual({ values: [1, 2, 3], sorted: true });
    expect(prepareInput('binarySearch', [1, 2, 3])).toEqual({ values: [1, 2, 3], sorted: false });
    expect(prepareInput('linearSearch', [3, 1, 2])).toEqual({ values: [3, 1, 2], sorted: false });
  });
});

describe('searches', () => {
  it('need a target', () => {
    expect(() => traceAlgorithm('linearSearch', [1, 2, 3])).toThrow(TypeError);
  });

  it.each(['linearSearch', 'binarySearch'] as const)('%s tags every step with one of its line ids', (id) => {
    fc.assert(
      fc.property(searchCaseArb(true), ({ values, target }) => {
        const steps = traceSteps(traceAlgorithm(id, values, target));
        expect(steps.filter((s) => !(ALGORITHMS[id].lineIds as readonly string[]).includes(s.line))).toEqual(
          [],
        );
      }),
    );
  });

  it('handle an empty array', () => {
    fc.assert(
      fc.property(fc.integer(), (target) => {
        for (const id of ['linearSearch', 'binarySearch'] as const) {
          expect(traceSteps(traceAlgorithm(id, [], target))).toEqual([
            { type: 'notFound', line: 'not-found' },
          ]);
        }
      }),
    );
  });
});
