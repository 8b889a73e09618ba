import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tidyTreeLayout, type TidyTreeInput } from '@scenes/host/tidyTree';

const spacing = { nodeGap: 40, levelGap: 50 };
const inOrder = { ...spacing, inOrderStep: 20 };
const leaf = (id: string): TidyTreeInput => ({ id, children: [] });
const node = (id: string, ...children: (TidyTreeInput | null)[]): TidyTreeInput => ({ id, children });
const byId = (tree: TidyTreeInput | null) =>
  new Map(tidyTreeLayout(tree, spacing).nodes.map((placed) => [placed.id, placed]));

/** A random binary tree with ids 0..n-1, as a search tree over the inserted keys would be. */
function searchTree(keys: readonly number[]): TidyTreeInput | null {
  interface Mutable {
    key: number;
    left: Mutable | null;
    right: Mutable | null;
  }
  let root: Mutable | null = null;
  for (const key of keys) {
    const fresh: Mutable = { key, left: null, right: null };
    if (root === null) {
      root = fresh;
      continue;
    }
    let at: Mutable = root;
    for (;;) {
      if (key === at.key) break;
      const side = key < at.key ? 'left' : 'right';
      const next: Mutable | null = at[side];
      if (next === null) {
        at[side] = fresh;
        break;
      }
      at = next;
    }
  }
  const convert = (m: Mutable | null): TidyTreeInput | null =>
    m === null ? null : { id: String(m.key), children: [convert(m.left), convert(m.right)] };
  return convert(root);
}

describe('tidy tree layout', () => {
  it('has no nodes for an empty tree', () => {
    expect(tidyTreeLayout(null, spacing)).toEqual({ nodes: [], width: 0, height: 0 });
  });

  it('centres a parent over its two children, one level below, and names each parent', () => {
    const placed = byId(node('P', leaf('L'), leaf('R')));
    const p = placed.get('P')!;
    const l = placed.get('L')!;
    const r = placed.get('R')!;
    expect(p.x).toBeCloseTo((l.x + r.x) / 2);
    expect(l.y - p.y).toBe(50);
    expect(r.x - l.x).toBe(40);
    expect(l.parent).toBe('P');
    expect(p.parent).toBeNull();
    expect(l.x).toBe(0);
  });

  it('can draw a deep node of a left subtree beyond its ancestor unless asked to keep keys in order', () => {
    const chain = searchTree([0, 3, 2, 1]);
    expect(byId(chain).get('1')!.x).toBeLessThan(byId(chain).get('0')!.x);
    const ordered = new Map(tidyTreeLayout(chain, inOrder).nodes.map((placed) => [placed.id, placed.x]));
    expect(ordered.get('1')!).toBeGreaterThan(ordered.get('0')!);
  });

  it('puts a lone right child to the right of its parent and a lone left child to the left', () => {
    const right = byId(node('P', null, leaf('R')));
    expect(right.get('R')!.x).toBeGreaterThan(right.get('P')!.x);
    expect(right.size).toBe(2);
    const left = byId(node('P', leaf('L'), null));
    expect(left.get('L')!.x).toBeLessThan(left.get('P')!.x);
  });

  it("draws a search tree's keys in order from left to right when asked, with no two nodes of a level overlapping", () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 99 }), { maxLength: 40 }), (keys) => {
        const layout = tidyTreeLayout(searchTree(keys), inOrder);
        expect(layout.nodes).toHaveLength(keys.length);
        const inKeyOrder = [...layout.nodes].sort((a, b) => Number(a.id) - Number(b.id));
        for (let i = 1; i < inKeyOrder.length; i++) {
          expect(inKeyOrder[i]!.x - inKeyOrder[i - 1]!.x).toBeGreaterThanOrEqual(20);
        }
        for (const a of layout.nodes) {
          expect(a.y).toBe(a.depth * 50);
          expect(a.x).toBeGreaterThanOrEqual(0);
          expect(a.x).toBeLessThanOrEqual(layout.width);
          for (const b of layout.nodes) {
            if (a !== b && a.depth === b.depth) expect(Math.abs(a.x - b.x)).toBeGreaterThanOrEqual(40 - 1e-9);
          }
        }
      }),
    );
  });
});
