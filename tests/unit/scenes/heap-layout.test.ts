import { describe, expect, it } from 'vitest';
import { buildHeap, traceHeapRun, type HeapModel } from '@/core/heap';
import { heapSceneHeight, heapSceneWidth, layoutHeapScene } from '@scenes/heap/layout';
import { palette } from './structureHarness';

const model = (values: number[], marks: HeapModel['marks'] = new Map()): HeapModel => ({
  values,
  ids: values.map((_, i) => i),
  marks,
  result: null,
  arithmetic: null,
});

describe('heap scene layout', () => {
  it('centres every parent over its two children and puts each level lower', () => {
    const layout = layoutHeapScene(model(buildHeap('min', [7, 3, 9, 1, 5, 8, 2])), 400, palette);
    const at = (index: number) => layout.nodes[index]?.target ?? { x: NaN, y: NaN };
    for (const parent of [0, 1, 2]) {
      expect(at(parent).x).toBeCloseTo((at(2 * parent + 1).x + at(2 * parent + 2).x) / 2);
      expect(at(2 * parent + 1).y).toBeGreaterThan(at(parent).y);
    }
    expect(at(1).y).toBe(at(2).y);
    expect(layout.edges).toHaveLength(6);
  });

  it('gives the tree node and the array box of one element different ids that follow it through a swap', () => {
    const trace = traceHeapRun({ kind: 'min', values: [3, 8, 5], operation: 'insert', value: 1 });
    const before = layoutHeapScene(trace.frameAt(1).model, 400, palette);
    const after = layoutHeapScene(trace.frameAt(trace.stepCount).model, 400, palette);
    const ids = [...before.nodes, ...before.boxes].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
    // The inserted 1 (id 3) ends at the root in both views.
    const node = after.nodes.find((element) => element.id === 6);
    const box = after.boxes.find((element) => element.id === 7);
    expect(node?.target).toEqual(after.nodes[0]?.target);
    expect(box?.label).toBe('1');
    expect(box?.target.x).toBeLessThan(after.boxes[1]?.target.x ?? 0);
  });

  it('colours a marked element the same in the tree and the array', () => {
    const layout = layoutHeapScene(model([1, 2, 3], new Map([[2, 'compare']])), 400, palette);
    expect(layout.nodes[2]?.style.fill).toBe(palette.compare);
    expect(layout.boxes[2]?.style.fill).toBe(palette.compare);
    expect(layout.nodes[0]?.style.fill).toBe(palette.cell);
    expect(layout.indexLabels.map((label) => label.marked)).toEqual([false, false, true]);
  });

  it('widens a deep tree past a narrow screen and wraps the array into rows', () => {
    expect(heapSceneWidth(7, 340)).toBe(340);
    expect(heapSceneWidth(63, 340)).toBe(32 * 30 + 16);
    const values = Array.from({ length: 63 }, (_, i) => i);
    const layout = layoutHeapScene(model(values), heapSceneWidth(63, 340), palette);
    const rows = new Set(layout.boxes.map((box) => box.target.y));
    expect(rows.size).toBe(3);
    expect(heapSceneHeight(63, 976)).toBeGreaterThan(heapSceneHeight(7, 976));
    expect(layoutHeapScene(model([]), 340, palette).empty).not.toBeNull();
  });
});
