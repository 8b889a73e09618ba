/**
 * The AVL height bound the Trees page states, checked on the trees that come closest to it: Fibonacci
 * trees, the AVL trees with the fewest keys for their height, where every node's left subtree is one
 * level taller than its right.
 */
import { describe, expect, it } from 'vitest';
import {
  AVL_HEIGHT_BOUND_TEXT,
  avlHeightBound,
  isBalanced,
  treeFromKeys,
  treeHeight,
  treeSize,
} from '@/core/tree';

/** The Fibonacci tree of height h (in levels) on keys first, first + 1, ..., in pre-order. */
function fibonacciTreeKeys(h: number, first: number): number[] {
  if (h <= 0) return [];
  const left = fibonacciTreeKeys(h - 1, first);
  const root = first + left.length;
  return [root, ...left, ...fibonacciTreeKeys(h - 2, root + 1)];
}

describe('the AVL height bound', () => {
  it('holds on every Fibonacci tree up to a few thousand keys, counting height in levels as the page does', () => {
    let checked = 0;
    for (let h = 1; ; h++) {
      const tree = treeFromKeys(fibonacciTreeKeys(h, 0));
      const n = treeSize(tree);
      if (n > 5000) break;
      expect(isBalanced(tree)).toBe(true);
      expect(treeHeight(tree)).toBe(h);
      // Any AVL tree of height h has at least n keys, and the bound only grows with n.
      expect(h).toBeLessThan(avlHeightBound(n));
      checked++;
    }
    expect(checked).toBeGreaterThanOrEqual(17);
  });

  it('is the sentence the page shows, and the old "below 1.45 log₂ n" fails on small trees', () => {
    expect(AVL_HEIGHT_BOUND_TEXT).toBe('h < 1.4405 log₂(n + 2) − 0.3277');
    const two = treeFromKeys(fibonacciTreeKeys(2, 0));
    expect(treeHeight(two)).toBeGreaterThanOrEqual(1.45 * Math.log2(treeSize(two)));
  });
});
