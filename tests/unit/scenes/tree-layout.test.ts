import { describe, expect, it } from 'vitest';
import { buildTreeKeys, SORTED_KEYS, TEXTBOOK_KEYS, traceTreeRun, treeFromKeys } from '@/core/tree';
import { layoutTreeScene, nodeId, treeGeometry, treeNodePlaces } from '@scenes/tree/layout';
import { palette } from './structureHarness';

const textbook = treeFromKeys(buildTreeKeys('bst', TEXTBOOK_KEYS));

describe('tree scene layout', () => {
  it('reads the keys in order from left to right, each level lower, every parent above its children', () => {
    const geometry = treeGeometry([textbook]);
    const layout = layoutTreeScene(textbook, geometry, geometry.width, palette, false);
    const byKey = new Map(layout.nodes.map((node) => [node.key, node.target]));
    const xs = [...byKey.entries()].sort(([a], [b]) => a - b).map(([, at]) => at.x);
    expect(xs).toEqual([...xs].sort((a, b) => a - b));
    expect(new Set(xs).size).toBe(xs.length);
    for (const [parent, link] of textbook.links) {
      for (const child of [link.left, link.right]) {
        if (child === null) continue;
        expect(byKey.get(child)?.y).toBeGreaterThan(byKey.get(parent)?.y ?? Infinity);
      }
    }
    expect(layout.edges).toHaveLength(10);
    expect(layout.nodes.every((node) => node.balance === null)).toBe(true);
    expect(treeNodePlaces(textbook, geometry, geometry.width).get(50)?.x).toBe(byKey.get(50)?.x);
  });

  it('keeps a node its identity through a rotation, so it glides', () => {
    const trace = traceTreeRun({ variant: 'avl', keys: [1, 2], operation: 'insert', value: 3 });
    const models = [trace.frameAt(0).model, ...trace.steps.map((step) => step.model)];
    const geometry = treeGeometry(models);
    const before = layoutTreeScene(trace.frameAt(trace.stepCount - 1).model, geometry, 300, palette, true);
    const after = layoutTreeScene(trace.frameAt(trace.stepCount).model, geometry, 300, palette, true);
    const at = (layout: typeof before, key: number) => layout.nodes.find((node) => node.id === nodeId(key));
    expect(at(before, 1)?.target.y).toBeLessThan(at(before, 2)?.target.y ?? 0);
    expect(at(after, 2)?.target.y).toBeLessThan(at(after, 1)?.target.y ?? 0);
    expect(at(before, 1)?.balance).toBe('−2');
    expect(at(before, 1)?.unbalanced).toBe(true);
    expect(at(after, 2)?.balance).toBe('0');
  });

  it('shrinks the level gap for a deep tree, keeps one geometry per run, and notes an empty tree', () => {
    const chain = treeFromKeys(buildTreeKeys('bst', SORTED_KEYS));
    const deep = treeGeometry([chain]);
    const shallow = treeGeometry([textbook]);
    expect(deep.levelGap).toBeLessThan(shallow.levelGap);
    expect(deep.width).toBeGreaterThan(375);
    const full = treeFromKeys(Array.from({ length: 63 }, (_, i) => i));
    expect(treeGeometry([full]).height).toBeLessThan(62 * 30);
    const empty = treeFromKeys([]);
    expect(layoutTreeScene(empty, treeGeometry([empty]), 300, palette, false).empty).not.toBeNull();
  });
});
