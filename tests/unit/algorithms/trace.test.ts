import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ArrayAlgorithmId } from '@/core/algorithms';
import {
  ARRAY_ALGORITHM_IDS,
  algorithmSteps,
  codeLinesAt,
  narrate,
  prepareInput,
  traceAlgorithm,
} from '@/core/algorithms';
import type { Frame, Step, Trace } from '@/core/trace';
import {
  countsAt,
  createCursor,
  createTrace,
  frameAt,
  indexAtOperations,
  lineAt,
  stepAt,
  traceSteps,
} from '@/core/trace';
import type { NaiveFrame } from './helpers';
import { naiveFrames, valuesArb } from './helpers';

/** Any algorithm on any small input (sorted first for binary search), with a target drawn from it or not. */
const runArb = fc
  .record({
    id: fc.constantFrom(...ARRAY_ALGORITHM_IDS),
    values: valuesArb,
    target: fc.integer({ min: -20, max: 120 }),
  })
  .chain(({ id, values, target }) =>
    fc.record({
      id: fc.constant(id),
      values: fc.constant(prepareInput(id, values).values),
      target:
        values.length > 0 ? fc.oneof(fc.constant(target), fc.constantFrom(...values)) : fc.constant(target),
    }),
  );

const record = ({ id, values, target }: { id: ArrayAlgorithmId; values: number[]; target: number }) =>
  traceAlgorithm(id, values, target);

/** What a frame shows that the naive replay also knows, for comparing whole runs in one assertion. */
function shown(frame: Frame) {
  return {
    index: frame.index,
    array: frame.array,
    range: frame.range,
    foundIndex: frame.foundIndex,
    counts: frame.counts,
    completed: frame.completed,
    step: frame.step,
  };
}

/** The same, the slow obvious way: the naive replay's frame k and the k-th recorded step. */
function replayed(trace: Trace, naiveAll: NaiveFrame[], k: number) {
  const naive = naiveAll[k];
  if (naive === undefined) throw new Error(`No frame ${k}`);
  return {
    index: k,
    array: naive.array,
    range: naive.range,
    foundIndex: naive.foundIndex,
    counts: naive.counts,
    completed: k === trace.stepCount,
    step: k === 0 ? null : stepAt(trace, k - 1),
  };
}

/**
 * Compares two runs' frames. Deep equality on every frame of every run made these property tests slow
 * enough to time out on a busy machine, so frames are compared as JSON and only the first one that
 * differs goes through toEqual, for a readable diff.
 */
function expectSameFrames(actual: readonly unknown[], expected: readonly unknown[]): void {
  expect(actual.length).toBe(expected.length);
  const differs = actual.findIndex((frame, k) => JSON.stringify(frame) !== JSON.stringify(expected[k]));
  if (differs >= 0) expect(actual[differs]).toEqual(expected[differs]);
}

describe('frameAt', () => {
  it('matches a naive replay from the start, forwards with next()', () => {
    fc.assert(
      fc.property(runArb, (run) => {
        const trace = record(run);
        const naive = naiveFrames(trace);
        const cursor = createCursor(trace);
        const frames = [shown(cursor.frame)];
        while (!cursor.atEnd) frames.push(shown(cursor.next()));
        expectSameFrames(
          frames,
          naive.map((_, k) => replayed(trace, naive, k)),
        );
      }),
      { numRuns: 60 },
    );
  });

  it('matches a naive replay backwards with prev()', () => {
    fc.assert(
      fc.property(runArb, (run) => {
        const trace = record(run);
        const naive = naiveFrames(trace);
        const cursor = createCursor(trace, trace.stepCount);
        const frames = [shown(cursor.frame)];
        while (!cursor.atStart) frames.push(shown(cursor.prev()));
        expectSameFrames(frames, naive.map((_, k) => replayed(trace, naive, k)).reverse());
      }),
      { numRuns: 60 },
    );
  });

  it('is the same frame whichever seek order reaches it', () => {
    fc.assert(
      fc.property(
        runArb,
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 30 }),
        (run, picks) => {
          const trace = record(run);
          const naive = naiveFrames(trace);
          const cursor = createCursor(trace);
          const ks = picks.map((pick) => Math.round(pick * trace.stepCount));
          const frames = ks.map((k) => cursor.seek(k));
          expectSameFrames(
            frames,
            ks.map((k) => frameAt(trace, k)),
          );
          expectSameFrames(
            frames.map((frame) => shown(frame)),
            ks.map((k) => replayed(trace, naive, k)),
          );
        },
      ),
    );
  });

  it('sets the step flags and highlights from the step it shows', () => {
    const trace = traceAlgorithm('mergeSort', [2, 1]);
    const frames = Array.from({ length: trace.stepCount + 1 }, (_, k) => frameAt(trace, k));
    expect(
      frames.map((f) => [f.step?.type ?? null, f.highlighted, f.comparing, f.swapping, f.writing]),
    ).toEqual([
      [null, [], false, false, false],
      ['range', [], false, false, false],
      ['range', [], false, false, false],
      ['compare', [0, 1], true, false, false],
      ['write', [0], false, false, true],
      ['write', [1], false, false, true],
      ['done', [], false, false, false],
    ]);
    expect(frames.map((f) => f.progress)).toEqual([0, 1, 2, 3, 4, 5, 6].map((k) => (100 * k) / 6));
    expect(frameAt(traceAlgorithm('bubbleSort', [2, 1]), 2)).toMatchObject({ swapping: true, array: [1, 2] });
  });

  it('rejects indices outside 0..stepCount', () => {
    const trace = traceAlgorithm('bubbleSort', [3, 2, 1]);
    expect(() => frameAt(trace, -1)).toThrow(RangeError);
    expect(() => frameAt(trace, trace.stepCount + 1)).toThrow(RangeError);
    expect(() => frameAt(trace, 0.5)).toThrow(RangeError);
    expect(() => stepAt(trace, trace.stepCount)).toThrow(RangeError);
  });
});

describe('trace', () => {
  it('keeps the steps exactly as the generator yielded them, as plain serialisable objects', () => {
    fc.assert(
      fc.property(runArb, (run) => {
        const yielded = Array.from(algorithmSteps(run.id, run.values, run.target));
        const trace = record(run);
        const steps = traceSteps(trace);
        expect(steps).toEqual(yielded);
        expect(JSON.parse(JSON.stringify(steps))).toEqual(yielded);
        steps.forEach((s, k) => expect(lineAt(trace, k)).toBe(s.line));
      }),
      { numRuns: 40 },
    );
  });

  it('counts from prefix sums: countsAt equals counting the steps, and totals the last frame', () => {
    fc.assert(
      fc.property(runArb, (run) => {
        const trace = record(run);
        const naive = naiveFrames(trace);
        for (let k = 0; k <= trace.stepCount; k++) expect(countsAt(trace, k)).toEqual(naive[k]?.counts);
        expect(trace.totals).toEqual(countsAt(trace, trace.stepCount));
      }),
      { numRuns: 40 },
    );
  });

  it('indexAtOperations gives the furthest frame within an operation budget', () => {
    fc.assert(
      fc.property(runArb, fc.nat({ max: 2000 }), (run, budget) => {
        const trace = record(run);
        const k = indexAtOperations(trace, budget);
        expect(countsAt(trace, k).operations).toBeLessThanOrEqual(budget);
        if (k < trace.stepCount) expect(countsAt(trace, k + 1).operations).toBeGreaterThan(budget);
        expect(indexAtOperations(trace, trace.totals.operations)).toBe(trace.stepCount);
      }),
    );
  });

  it('keeps checkpoints to about one array per n steps (memory grows with steps, not steps × n)', () => {
    fc.assert(
      fc.property(runArb, (run) => {
        const trace = record(run);
        const n = run.values.length;
        expect(trace.checkpointInterval).toBeGreaterThanOrEqual(n);
        expect(trace.checkpoints).toHaveLength(Math.floor(trace.stepCount / trace.checkpointInterval) + 1);
        expect(trace.checkpoints.length * n).toBeLessThanOrEqual(trace.stepCount + n);
      }),
    );
    const big = traceAlgorithm(
      'bubbleSort',
      Array.from({ length: 200 }, (_, i) => 200 - i),
    );
    expect(big.checkpoints.length).toBe(Math.floor(big.stepCount / 200) + 1);
  });

  it('needs exactly one terminal step, at the end, and finite input', () => {
    const meta = { algorithm: 'test', kind: 'sorting', input: [1, 2], target: null } as const;
    const compare: Step = { type: 'compare', line: 'c', i: 0, j: 1, a: 1, b: 2 };
    const done: Step = { type: 'done', line: 'd' };
    expect(() => createTrace(meta, [compare])).toThrow();
    expect(() => createTrace(meta, [])).toThrow();
    expect(() => createTrace(meta, [done, compare, done])).toThrow();
    expect(() => createTrace({ ...meta, input: [1, Number.NaN] }, [done])).toThrow(RangeError);
    expect(createTrace(meta, [compare, done]).stepCount).toBe(2);
  });
});

describe('cursor', () => {
  it('clamps moves to the trace', () => {
    const trace = traceAlgorithm('insertionSort', [3, 1, 2]);
    const cursor = createCursor(trace);
    expect(cursor.prev().index).toBe(0);
    expect(cursor.seek(1e9).index).toBe(trace.stepCount);
    expect(cursor.next().index).toBe(trace.stepCount);
    expect(cursor.atEnd).toBe(true);
    expect(cursor.seek(Number.NaN).index).toBe(0);
    expect(cursor.seek(2.4).index).toBe(2);
  });
});

describe('narration and code lines', () => {
  it('narrates every frame in one line and highlights at least one code line for every step', () => {
    fc.assert(
      fc.property(runArb, (run) => {
        const trace = record(run);
        for (let k = 0; k <= trace.stepCount; k++) {
          const text = narrate(trace, k);
          expect(text.length).toBeGreaterThan(5);
          expect(text).not.toMatch(/\n|undefined|null|NaN/);
          for (const language of ['javascript', 'python', 'java'] as const) {
            expect(codeLinesAt(trace, k, language).length > 0).toBe(k > 0);
          }
        }
      }),
      { numRuns: 40 },
    );
  });

  it('says what happens and why', () => {
    const bubble = traceAlgorithm('bubbleSort', [42, 17]);
    expect(narrate(bubble, 0)).toBe('Ready to sort 2 values');
    expect(narrate(bubble, 1)).toBe('Compare 42 and 17: 42 > 17, so swap them');
    const linear = traceAlgorithm('linearSearch', [5, 9, 13, 27, 61], 61);
    expect(narrate(linear, 4)).toBe('Check index 3: 27 is not the target 61');
    expect(narrate(linear, linear.stepCount)).toBe('Found 61 at index 4');
    const sorted = [5, 10, 15, 20, 25, 30, 40, 50, 55, 61, 70, 80, 90, 95, 99];
    const binary = traceAlgorithm('binarySearch', sorted, 61);
    expect(narrate(binary, 1)).toBe('Search indices 0–14: the middle index is 7');
    expect(narrate(binary, 2)).toBe('Middle index 7 holds 50 < 61, so search the right half');
    expect(narrate(traceAlgorithm('binarySearch', [1, 2], 9), 5)).toBe(
      'Nothing left to search: 9 is not in the array',
    );
    const quick = traceAlgorithm('quickSort', [70, 20, 50]);
    expect(narrate(quick, 1)).toBe('Partition indices 0–2 around the pivot at index 2, the last element');
    expect(narrate(quick, 2)).toBe('Compare 70 with the pivot 50: 70 ≥ 50, so it stays on the right side');
  });
});
