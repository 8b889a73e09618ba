import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { binary, buildFenwick, coveredRange, fenwickRangeSum, lowbit, traceFenwickRun } from '@/core/fenwick';

const none = { left: null, right: null, index: null, value: null };

describe('Fenwick tree', () => {
  it('holds at position i the sum of the lowbit(i) values ending at index i − 1', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -999, max: 999 }), { minLength: 1, maxLength: 16 }),
        (values) => {
          const tree = buildFenwick(values);
          tree.forEach((sum, k) => {
            const { left, right } = coveredRange(k + 1);
            expect(sum).toBe(values.slice(left, right + 1).reduce((a, b) => a + b, 0));
          });
        },
      ),
    );
  });

  it('answers the textbook range sum of [1, 3] over 1, 3, 5, 7, 9, 11 with 15, jumps narrated in binary', () => {
    const trace = traceFenwickRun({
      values: [1, 3, 5, 7, 9, 11],
      operation: 'query',
      ...none,
      left: 1,
      right: 3,
    });
    const end = trace.frameAt(trace.stepCount).model;
    expect(end.result).toBe(15);
    expect(trace.steps.at(-1)?.message).toBe('The sum of indices 1 to 3 is 15: sum = 15.');
    const messages = trace.steps.map((step) => step.message);
    expect(messages).toContain('Add position 4 (100), the sum of indices 0 to 3: 16 (running sum 16).');
    expect(messages).toContain('i − (i & −i) = 4 − 4 = 0: this prefix is done.');
    expect(messages).toContain('Subtract position 1 (001), the sum of indices 0 to 0: 1 (running sum 15).');
    // Position 4 and then nothing for prefix 4; position 1 for prefix 1: two walks, two jumps.
    expect(trace.totals.jumps).toBe(2);
  });

  it('answers every range sum, and walks at most log2(n) + 1 positions per prefix', () => {
    const arrayWithRange = fc
      .array(fc.integer({ min: -999, max: 999 }), { minLength: 1, maxLength: 16 })
      .chain((values) =>
        fc
          .tuple(fc.nat({ max: values.length - 1 }), fc.nat({ max: values.length - 1 }))
          .map(([a, b]) => ({ values, left: Math.min(a, b), right: Math.max(a, b) })),
      );
    fc.assert(
      fc.property(arrayWithRange, ({ values, left, right }) => {
        expect(fenwickRangeSum(values, left, right)).toBe(
          values.slice(left, right + 1).reduce((a, b) => a + b, 0),
        );
        const trace = traceFenwickRun({ values, operation: 'query', ...none, left, right });
        expect(trace.totals.jumps).toBeLessThanOrEqual(2 * (Math.floor(Math.log2(values.length)) + 1));
      }),
    );
  });

  it('updates a point by walking up with i += i & −i, adding the change to each covering position', () => {
    const values = [1, 3, 5, 7, 9, 11];
    const trace = traceFenwickRun({ values, operation: 'update', ...none, index: 1, value: 10 });
    const end = trace.frameAt(trace.stepCount).model;
    expect(end.values).toEqual([1, 10, 5, 7, 9, 11]);
    expect(end.tree).toEqual(buildFenwick([1, 10, 5, 7, 9, 11]));
    expect(trace.steps.filter((step) => step.line === 'update-add').map((step) => step.model.jump)).toEqual([
      null,
      null,
    ]);
    expect(trace.steps.map((step) => step.message)).toContain(
      'i + (i & −i) = 010 + 010 = 4 (100): jump up to position 4.',
    );
    expect(fenwickRangeSum(end.values, 1, 3)).toBe(22);
  });

  it('builds by passing each position into i + lowbit(i), starting from zeros', () => {
    const values = [5, 8, 6, 3, 2, 7, 2, 6];
    const trace = traceFenwickRun({ values, operation: 'build', ...none });
    expect(trace.frameAt(0).model.tree).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(trace.frameAt(trace.stepCount).model.tree).toEqual(buildFenwick(values));
    expect(trace.stepCount).toBe(1 + values.length);
  });

  it('names lowbit and binary as the narration uses them', () => {
    expect([1, 2, 3, 4, 6, 12].map(lowbit)).toEqual([1, 2, 1, 4, 2, 4]);
    expect(binary(5, 16)).toBe('00101');
  });
});
