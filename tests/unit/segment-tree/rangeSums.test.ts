import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { movingTree, traceRangeSums, type RangeSumsRun } from '@/core/segment-tree';

const none = { left: null, right: null, index: null, value: null };
const TEXTBOOK = [1, 3, 5, 7, 9, 11];

describe('range sums on both trees', () => {
  it('plays the segment tree query, then the Fenwick query, and both answer sum = 15 on [1, 3]', () => {
    const sums = traceRangeSums({ values: TEXTBOOK, operation: 'query', ...none, left: 1, right: 3 });
    const { trace, segment, fenwick, fenwickStart } = sums;
    expect(trace.stepCount).toBe(segment.stepCount + fenwick.stepCount);
    expect(fenwickStart).toBe(segment.stepCount);
    expect(trace.steps.slice(0, fenwickStart).every((step) => step.tree === 'segment')).toBe(true);
    expect(trace.steps.slice(fenwickStart).every((step) => step.tree === 'fenwick')).toBe(true);

    // While the segment tree walks, the Fenwick tree waits untouched; once it is done, its answer stays.
    const middle = trace.frameAt(fenwickStart);
    expect(middle.model.segment.result).toBe(15);
    expect(middle.model.fenwick.result).toBeNull();
    expect(middle.model.fenwick.marks.size).toBe(0);
    const end = trace.frameAt(trace.stepCount);
    expect(end.model.segment.result).toBe(15);
    expect(end.model.fenwick.result).toBe(15);

    // Each tree keeps its own counter: 11 nodes visited, 2 lowbit jumps.
    expect(end.counts).toEqual({ nodesVisited: 11, jumps: 2 });
    expect(middle.counts.nodesVisited).toBe(11);
    expect(middle.counts.jumps ?? 0).toBe(0);
    expect(trace.steps[fenwickStart]?.message).toBe(
      'Add position 4 (100), the sum of indices 0 to 3: 16 (running sum 16).',
    );
  });

  it('names the moving tree, frame by frame, for the listing shown', () => {
    const sums = traceRangeSums({ values: TEXTBOOK, operation: 'query', ...none, left: 1, right: 3 });
    expect(movingTree(sums, 0)).toBe('segment');
    expect(movingTree(sums, sums.fenwickStart)).toBe('segment');
    expect(movingTree(sums, sums.fenwickStart + 1)).toBe('fenwick');
    expect(movingTree(sums, sums.trace.stepCount)).toBe('fenwick');
    const resting = traceRangeSums({ values: TEXTBOOK, operation: null, ...none });
    expect(resting.trace.stepCount).toBe(0);
    expect(movingTree(resting, 0)).toBe('segment');
  });

  it('a point update changes the array on both trees, and the next query agrees on both', () => {
    const updated = traceRangeSums({ values: TEXTBOOK, operation: 'update', ...none, index: 1, value: 10 });
    const end = updated.trace.frameAt(updated.trace.stepCount).model;
    expect(end.segment.values).toEqual([1, 10, 5, 7, 9, 11]);
    expect(end.fenwick.values).toEqual([1, 10, 5, 7, 9, 11]);
    expect(end.segment.nodes[0]?.value).toBe(43);
    // Position 4 sums indices 0 to 3.
    expect(end.fenwick.tree[3]).toBe(23);
    const query = traceRangeSums({
      values: end.segment.values,
      operation: 'query',
      ...none,
      left: 1,
      right: 3,
    });
    const answer = query.trace.frameAt(query.trace.stepCount).model;
    expect([answer.segment.result, answer.fenwick.result]).toEqual([22, 22]);
  });

  it('both trees answer every range of every array with the same, right sum', () => {
    const arrayWithRange = fc
      .array(fc.integer({ min: -999, max: 999 }), { minLength: 1, maxLength: 16 })
      .chain((values) =>
        fc
          .tuple(fc.nat({ max: values.length - 1 }), fc.nat({ max: values.length - 1 }))
          .map(([a, b]) => ({ values, left: Math.min(a, b), right: Math.max(a, b) })),
      );
    fc.assert(
      fc.property(arrayWithRange, ({ values, left, right }) => {
        const run: RangeSumsRun = { values, operation: 'query', ...none, left, right };
        const { trace } = traceRangeSums(run);
        const end = trace.frameAt(trace.stepCount).model;
        const expected = values.slice(left, right + 1).reduce((a, b) => a + b, 0);
        expect(end.segment.result).toBe(expected);
        expect(end.fenwick.result).toBe(expected);
      }),
    );
  });
});
