import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@/core/algorithms';
import {
  buildHeap,
  decodeHeapRunConfig,
  encodeHeapRunConfig,
  finalValues,
  heapExtract,
  heapInsert,
  isHeap,
  operationRefusal,
  parseHeapValue,
  parseHeapValues,
  traceHeapRun,
  type HeapKind,
  type HeapRun,
} from '@/core/heap';
import { HEAP_LISTINGS } from '@/core/heap/listings';

const kindArb = fc.constantFrom<HeapKind>('min', 'max');
const valueArb = fc.integer({ min: -999, max: 999 });
const opArb = fc.oneof(
  fc.record({ op: fc.constant('insert' as const), value: valueArb }),
  fc.record({ op: fc.constant('extract' as const) }),
  fc.record({ op: fc.constant('peek' as const) }),
  fc.record({
    op: fc.constant('build' as const),
    values: fc.array(valueArb, { minLength: 1, maxLength: 63 }),
  }),
);

const sorted = (values: readonly number[]) => [...values].sort((a, b) => a - b);

/** Every step of a run, checked against the listings and the model. */
function checkTrace(run: HeapRun) {
  const trace = traceHeapRun(run);
  for (const step of trace.steps) {
    for (const { id } of LANGUAGES)
      expect(HEAP_LISTINGS[run.kind][id].lines[step.line], `${id} ${step.line}`).toBeDefined();
    expect(step.message.length).toBeGreaterThan(10);
    expect(step.model.ids.length).toBe(step.model.values.length);
    expect(new Set(step.model.ids).size).toBe(step.model.ids.length);
    for (const index of step.model.marks.keys()) expect(index).toBeLessThan(step.model.values.length);
  }
  return trace;
}

describe('binary heap', () => {
  it('keeps the heap property and the multiset of values over random operation sequences', () => {
    fc.assert(
      fc.property(kindArb, fc.array(opArb, { maxLength: 40 }), (kind, ops) => {
        let heap: number[] = [];
        let contents: number[] = [];
        for (const item of ops) {
          const refused = operationRefusal(item.op, heap.length);
          if (refused !== null) {
            expect(['extract', 'peek', 'insert']).toContain(item.op);
            continue;
          }
          const run: HeapRun = {
            kind,
            values: item.op === 'build' ? item.values : heap,
            operation: item.op,
            value: item.op === 'insert' ? item.value : null,
          };
          const trace = checkTrace(run);
          const after = finalValues(trace);
          const result = trace.frameAt(trace.stepCount).model.result;
          if (item.op === 'insert') contents = [...contents, item.value];
          if (item.op === 'build') contents = [...item.values];
          if (item.op === 'extract' || item.op === 'peek') {
            const expected = kind === 'min' ? Math.min(...contents) : Math.max(...contents);
            expect(result).toBe(expected);
          }
          if (item.op === 'extract') {
            const at = contents.indexOf(result as number);
            contents = contents.filter((_, i) => i !== at);
          }
          expect(isHeap(kind, after)).toBe(true);
          expect(sorted(after)).toEqual(sorted(contents));
          heap = after;
        }
      }),
      { numRuns: 60 },
    );
  });

  it("builds a heap with Floyd's method in at most 2n swaps", () => {
    fc.assert(
      fc.property(kindArb, fc.array(valueArb, { minLength: 1, maxLength: 63 }), (kind, values) => {
        const trace = traceHeapRun({ kind, values, operation: 'build', value: null });
        const swaps = trace.steps.filter((step) => step.line === 'swap-down').length;
        expect(swaps).toBeLessThanOrEqual(2 * values.length);
        expect(isHeap(kind, finalValues(trace))).toBe(true);
      }),
    );
  });

  it('sifts an inserted value up past every parent it beats', () => {
    const heap = [3, 8, 5, 10, 9];
    const trace = traceHeapRun({ kind: 'min', values: heap, operation: 'insert', value: 1 });
    expect(trace.steps.map((step) => step.line)).toEqual([
      'push',
      'compare-parent',
      'swap-up',
      'compare-parent',
      'swap-up',
    ]);
    expect(trace.steps.map((step) => step.message)).toEqual([
      'Put 1 at the end of the array, index 5, the next free place in the tree.',
      'Parent of index 5 is (5−1)/2 = 2: 1 is smaller than 5.',
      'Swap 1 and 5: 1 moves up to index 2.',
      'Parent of index 2 is (2−1)/2 = 0: 1 is smaller than 3.',
      'Swap 1 and 3: 1 is now the root, the minimum.',
    ]);
    expect(finalValues(trace)).toEqual([1, 8, 3, 10, 9, 5]);
    // The element inserted keeps its identity as it climbs.
    expect(trace.frameAt(5).model.ids[0]).toBe(5);
  });

  it('moves the last element to the root on extract and sifts it down, larger child first in a max-heap', () => {
    const trace = traceHeapRun({
      kind: 'max',
      values: [50, 30, 40, 10, 20],
      operation: 'extract',
      value: null,
    });
    expect(trace.steps.map((step) => step.message)).toEqual([
      'Take the root 50, the maximum, out of index 0.',
      'Move the last element 20 from index 4 to the root; then sift it down.',
      'Left child of index 0 is 2·0+1 = 1: 30 is larger than 20.',
      'Right child is 2·0+2 = 2: 40 is larger than 30.',
      'Swap 20 with its child 40: 20 moves down to index 2.',
      '20 at index 2 has no children (2·2+1 = 5 is past the last index 3): it stays.',
    ]);
    expect(finalValues(trace)).toEqual([40, 30, 20, 10]);
    expect(trace.frameAt(trace.stepCount).model.result).toBe(50);
  });

  it('peeks without changing anything, and an extract of the last element empties the heap', () => {
    const peek = traceHeapRun({ kind: 'min', values: [7, 9], operation: 'peek', value: null });
    expect(peek.steps[0]?.message).toBe('Peek: the root, index 0, holds the minimum, 7. Nothing changes.');
    expect(finalValues(peek)).toEqual([7, 9]);
    const last = traceHeapRun({ kind: 'min', values: [7], operation: 'extract', value: null });
    expect(last.steps.map((step) => step.message)).toEqual([
      'Take the root 7, the minimum, out of index 0.',
      '7 was the only element: the heap is now empty.',
    ]);
    expect(finalValues(last)).toEqual([]);
  });

  it('agrees with the plain operations', () => {
    expect(buildHeap('min', [5, 3, 8, 1])).toEqual([1, 3, 8, 5]);
    expect(heapInsert('max', [5, 3], 9)).toEqual([9, 3, 5]);
    expect(heapExtract('min', [1, 3, 8, 5])).toEqual([3, 5, 8]);
  });
});

describe('heap input', () => {
  it('accepts whole numbers from -999 to 999 and says what is wrong with anything else', () => {
    expect(parseHeapValue(' 42 ')).toEqual({ ok: true, value: 42 });
    expect(parseHeapValue('-999')).toEqual({ ok: true, value: -999 });
    expect(parseHeapValue('')).toEqual({ ok: false, message: 'Enter a value to insert.' });
    expect(parseHeapValue('abc')).toEqual({ ok: false, message: '"abc" is not a whole number.' });
    expect(parseHeapValue('2.5')).toEqual({ ok: false, message: '"2.5" is not a whole number.' });
    expect(parseHeapValue('1000')).toEqual({
      ok: false,
      message: '1000 is out of range: values go from -999 to 999.',
    });
  });

  it('reads a list of 1 to 63 values', () => {
    expect(parseHeapValues('5, 3 8,,1')).toEqual({ ok: true, value: [5, 3, 8, 1] });
    expect(parseHeapValues(' , ')).toEqual({
      ok: false,
      message: 'Enter at least one value to build from, separated by commas.',
    });
    expect(parseHeapValues('1, x, 3')).toEqual({ ok: false, message: '"x" is not a whole number.' });
    expect(parseHeapValues(Array.from({ length: 64 }, (_, i) => i).join(','))).toEqual({
      ok: false,
      message: 'A heap here holds at most 63 elements; that list has 64.',
    });
    expect(parseHeapValues(Array.from({ length: 63 }, (_, i) => i).join(',')).ok).toBe(true);
  });

  it('refuses insert into a full heap and extract or peek on an empty one', () => {
    expect(operationRefusal('insert', 63)).toBe(
      'The heap is full: it holds at most 63 elements. Extract one first.',
    );
    expect(operationRefusal('insert', 62)).toBeNull();
    expect(operationRefusal('extract', 0)).toBe('The heap is empty: there is nothing to extract.');
    expect(operationRefusal('peek', 0)).toBe('The heap is empty: there is nothing to peek at.');
    expect(operationRefusal('peek', 1)).toBeNull();
  });
});

describe('heap run URL', () => {
  it('round-trips a run', () => {
    const config = {
      kind: 'max',
      values: [50, 30, 40],
      operation: 'insert',
      value: 45,
      speed: 70,
      step: 2,
    } as const;
    const query = encodeHeapRunConfig(config);
    expect(query).toBe('kind=max&values=50%2C30%2C40&op=insert&value=45&speed=70&step=2');
    expect(decodeHeapRunConfig(query)).toEqual(config);
  });

  it('builds values that are not a heap, drops operations that cannot run and clamps speed', () => {
    expect(decodeHeapRunConfig('kind=min&values=5,1,3&op=peek&speed=500')).toEqual({
      kind: 'min',
      values: [1, 5, 3],
      operation: 'peek',
      value: null,
      speed: 100,
      step: 0,
    });
    expect(decodeHeapRunConfig('kind=min&values=&op=extract')?.operation).toBeNull();
    expect(decodeHeapRunConfig('kind=min&values=1&op=insert&value=abc')?.operation).toBeNull();
    expect(decodeHeapRunConfig('kind=min&values=9,1&op=build')?.values).toEqual([9, 1]);
    expect(decodeHeapRunConfig('kind=avl&values=1')).toBeNull();
    expect(decodeHeapRunConfig('kind=min&values=1,x')).toBeNull();
    expect(decodeHeapRunConfig('')).toBeNull();
  });
});
