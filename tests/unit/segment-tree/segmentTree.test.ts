import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildTree,
  finalModel,
  segmentNodes,
  segmentQuery,
  traceSegmentRun,
  type SegmentKind,
  type SegmentRun,
} from '@/core/segment-tree';

const none = { left: null, right: null, index: null, value: null };
const run = (over: Partial<SegmentRun> & Pick<SegmentRun, 'kind' | 'values'>): SegmentRun => ({
  operation: null,
  ...none,
  ...over,
});

const brute = (kind: SegmentKind, values: readonly number[], l: number, r: number) => {
  const slice = values.slice(l, r + 1);
  return kind === 'sum' ? slice.reduce((a, b) => a + b, 0) : Math.min(...slice);
};

const arrayWithRange = fc
  .array(fc.integer({ min: -999, max: 999 }), { minLength: 1, maxLength: 16 })
  .chain((values) =>
    fc
      .tuple(fc.nat({ max: values.length - 1 }), fc.nat({ max: values.length - 1 }))
      .map(([a, b]) => ({ values, left: Math.min(a, b), right: Math.max(a, b) })),
  );

describe('segment tree', () => {
  it('answers the textbook example: the sum of [1, 3] over 1, 3, 5, 7, 9, 11 is 15, the minimum 3', () => {
    const values = [1, 3, 5, 7, 9, 11];
    const trace = traceSegmentRun(run({ kind: 'sum', values, operation: 'query', left: 1, right: 3 }));
    expect(finalModel(trace).result).toBe(15);
    expect(trace.steps.at(-1)?.message).toContain('sum = 15');
    expect(segmentQuery('min', values, 1, 3)).toBe(3);
    expect(trace.steps.map((step) => step.message)).toContain(
      'Node [5, 5] lies outside [1, 3]: skip it (it adds 0).',
    );
    const min = traceSegmentRun(run({ kind: 'min', values, operation: 'query', left: 1, right: 3 }));
    expect(min.steps.map((step) => step.message)).toContain(
      'Node [0, 0] lies outside [1, 3]: skip it (it counts as ∞).',
    );
  });

  it('answers every range query as the sum or minimum of the slice', () => {
    fc.assert(
      fc.property(
        arrayWithRange,
        fc.constantFrom<SegmentKind>('sum', 'min'),
        ({ values, left, right }, kind) => {
          expect(segmentQuery(kind, values, left, right)).toBe(brute(kind, values, left, right));
        },
      ),
    );
  });

  it('colours nodes fully inside, partly inside and outside the range, and reads at most 4 per level', () => {
    fc.assert(
      fc.property(arrayWithRange, ({ values, left, right }) => {
        const trace = traceSegmentRun(run({ kind: 'sum', values, operation: 'query', left, right }));
        const model = finalModel(trace);
        for (const node of model.nodes) {
          const state = model.marks.get(node.id);
          if (state === undefined) continue;
          const inside = left <= node.left && node.right <= right;
          const outside = node.right < left || right < node.left;
          expect(state).toBe(inside ? 'inside' : outside ? 'outside' : 'partial');
        }
        const depth = Math.max(...model.nodes.map((node) => node.depth)) + 1;
        expect(trace.totals.nodesVisited).toBeLessThanOrEqual(4 * depth);
        // The inside nodes tile the range exactly.
        const covered = model.nodes
          .filter((node) => model.marks.get(node.id) === 'inside')
          .flatMap((node) => Array.from({ length: node.right - node.left + 1 }, (_, k) => node.left + k))
          .sort((a, b) => a - b);
        expect(covered).toEqual(Array.from({ length: right - left + 1 }, (_, k) => left + k));
      }),
    );
  });

  it('builds every node bottom-up from its children, starting with no values known', () => {
    const values = [5, 8, 6, 3, 2, 7, 2, 6];
    const trace = traceSegmentRun(run({ kind: 'min', values, operation: 'build' }));
    expect(trace.frameAt(0).model.nodes.every((node) => node.value === null)).toBe(true);
    expect(trace.stepCount).toBe(15);
    const built = buildTree('min', values);
    for (const node of finalModel(trace).nodes) expect(node.value).toBe(built.get(node.id));
    expect(built.get(1)).toBe(2);
    expect(trace.steps[0]?.message).toBe('Leaf [0, 0] holds the value at index 0: 5.');
  });

  it('updates a point: the leaf, then every ancestor, so later queries see the new value', () => {
    const values = [1, 3, 5, 7, 9, 11];
    const trace = traceSegmentRun(run({ kind: 'sum', values, operation: 'update', index: 1, value: 10 }));
    const after = finalModel(trace);
    expect(after.values).toEqual([1, 10, 5, 7, 9, 11]);
    expect(segmentQuery('sum', after.values, 1, 3)).toBe(22);
    expect(after.nodes.find((node) => node.id === 1)?.value).toBe(43);
    expect(trace.steps.map((step) => step.line)).toEqual([
      'update-descend',
      'update-descend',
      'update-descend',
      'update-leaf',
      'update-combine',
      'update-combine',
      'update-combine',
    ]);
  });

  it('has 2n − 1 nodes, each splitting its range at the middle', () => {
    for (let n = 1; n <= 16; n++) {
      const nodes = segmentNodes(n);
      expect(nodes).toHaveLength(2 * n - 1);
      const byId = new Map(nodes.map((node) => [node.id, node]));
      for (const node of nodes) {
        if (node.left === node.right) continue;
        const mid = Math.floor((node.left + node.right) / 2);
        expect(byId.get(2 * node.id)).toMatchObject({ left: node.left, right: mid });
        expect(byId.get(2 * node.id + 1)).toMatchObject({ left: mid + 1, right: node.right });
      }
    }
  });
});
