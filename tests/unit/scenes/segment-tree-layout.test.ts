import { describe, expect, it } from 'vitest';
import { traceFenwickRun } from '@/core/fenwick';
import { traceSegmentRun } from '@/core/segment-tree';
import {
  layoutFenwickScene,
  layoutSegmentScene,
  segmentSceneHeight,
  type SceneBox,
} from '@scenes/segment-tree/layout';
import { palette } from './structureHarness';

const none = { left: null, right: null, index: null, value: null };
const values = (n: number) => Array.from({ length: n }, (_, i) => (i * 37) % 199);

const overlap = (a: SceneBox, b: SceneBox) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('segment tree scene layout', () => {
  it('centres every node over the slots it covers, each level lower, none overlapping, inside 320 to 1920 px', () => {
    for (const width of [320, 375, 768, 1920]) {
      for (const n of [1, 6, 16]) {
        const model = traceSegmentRun({ kind: 'sum', values: values(n), operation: null, ...none }).frameAt(
          0,
        ).model;
        const layout = layoutSegmentScene(model, width, palette);
        const height = segmentSceneHeight('segment', n);
        for (const box of [...layout.boxes, ...layout.cells]) {
          expect(box.x, `${n} at ${width}`).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width).toBeLessThanOrEqual(width);
          expect(box.y + box.height).toBeLessThanOrEqual(height);
        }
        const boxes = [...layout.boxes, ...layout.cells];
        for (const [i, a] of boxes.entries()) {
          for (const b of boxes.slice(i + 1))
            expect(overlap(a, b), `${a.key} ${b.key} at ${width}`).toBe(false);
        }
        const byKey = new Map(layout.boxes.map((box) => [box.key, box]));
        for (const node of model.nodes) {
          const children = [byKey.get(`node-${2 * node.id}`), byKey.get(`node-${2 * node.id + 1}`)];
          const self = byKey.get(`node-${node.id}`);
          if (children[0] === undefined || children[1] === undefined || self === undefined) continue;
          const centre = (box: SceneBox) => box.x + box.width / 2;
          const left = children[0];
          const right = children[1];
          // The parent's span is its children's spans together, so it sits between them.
          expect(centre(self)).toBeGreaterThan(centre(left));
          expect(centre(self)).toBeLessThan(centre(right));
          expect(left.y).toBeGreaterThan(self.y);
        }
      }
    }
  });

  it('fades the nodes a query skips and draws the queried slots of the array in the range colour', () => {
    const trace = traceSegmentRun({
      kind: 'sum',
      values: [1, 3, 5, 7, 9, 11],
      operation: 'query',
      ...none,
      left: 1,
      right: 3,
    });
    const layout = layoutSegmentScene(trace.frameAt(trace.stepCount).model, 600, palette);
    expect(layout.boxes.filter((box) => box.faded).map((box) => box.key)).toEqual([
      'node-7',
      'node-8',
      'node-13',
    ]);
    expect(layout.cells.map((cell) => cell.style.fill === palette.range)).toEqual([
      false,
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});

describe('Fenwick scene layout', () => {
  it('draws each position over the slots it sums, on the row of its lowbit, and the jump as an arrow', () => {
    const trace = traceFenwickRun({
      values: [1, 3, 5, 7, 9, 11],
      operation: 'update',
      ...none,
      index: 1,
      value: 10,
    });
    const jumpStep = trace.steps.findIndex((step) => step.model.jump?.to === 4);
    const layout = layoutFenwickScene(trace.frameAt(jumpStep + 1).model, 600, palette);
    const box = (position: number) => layout.boxes[position - 1] as SceneBox;
    const slot = (index: number) => layout.cells[index] as SceneBox;
    // Position 4 sums indices 0..3; position 6 sums 4..5; position 3 only index 2.
    expect(box(4).x).toBeLessThanOrEqual(slot(0).x);
    expect(box(4).x + box(4).width).toBeGreaterThanOrEqual(slot(3).x + slot(3).width);
    expect(box(4).y).toBeLessThan(box(2).y);
    expect(box(2).y).toBeLessThan(box(3).y);
    expect(box(6).y).toBe(box(2).y);
    expect(box(4).caption).toBe('4 (100)');
    expect(layout.jump?.label).toBe('+2');
    expect(layout.jump?.to.y).toBeLessThan(layout.jump?.from.y ?? 0);
  });
});
