import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@/core/algorithms';
import {
  buildTreeKeys,
  decodeTreeRunConfig,
  encodeTreeRunConfig,
  finalKeys,
  finalTree,
  inOrderKeys,
  isBalanced,
  isSearchTree,
  nodeFacts,
  operationRefusal,
  parseTreeKey,
  parseTreeKeys,
  presetKeys,
  SORTED_KEYS,
  TEXTBOOK_KEYS,
  traceTreeRun,
  treeFromKeys,
  treeHeight,
  type TreeModel,
  type TreeRun,
  type TreeVariant,
} from '@/core/tree';
import { TREE_LISTINGS } from '@/core/tree/listings';

const variantArb = fc.constantFrom<TreeVariant>('bst', 'avl');
const keyArb = fc.integer({ min: -40, max: 40 });
const opArb = fc.oneof(
  { weight: 3, arbitrary: fc.record({ op: fc.constant('insert' as const), key: keyArb }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('delete' as const), key: keyArb }) },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constantFrom(
        'search' as const,
        'min' as const,
        'max' as const,
        'height' as const,
        'inorder' as const,
        'levelorder' as const,
      ),
      key: keyArb,
    }),
  },
);

/** Every step of a run, checked against the listings. */
function checkTrace(run: TreeRun) {
  const trace = traceTreeRun(run);
  for (const step of trace.steps) {
    for (const { id } of LANGUAGES)
      expect(TREE_LISTINGS[run.variant][id].lines[step.line], `${id} ${step.line}`).toBeDefined();
    expect(step.message.length).toBeGreaterThan(10);
    for (const key of step.model.marks.keys()) expect(step.model.links.has(key)).toBe(true);
  }
  return trace;
}

/** Heights recomputed from scratch, and each balance factor from them. */
function checkFacts(model: TreeModel) {
  const height = (key: number | null): number =>
    key === null
      ? 0
      : 1 + Math.max(height(model.links.get(key)?.left ?? null), height(model.links.get(key)?.right ?? null));
  for (const node of nodeFacts(model)) {
    const link = model.links.get(node.key);
    expect(node.height).toBe(height(node.key));
    expect(node.balance).toBe(height(link?.left ?? null) - height(link?.right ?? null));
  }
}

describe('binary search tree', () => {
  it('keeps BST order (and, for AVL, every balance factor in -1..1) over random operation sequences', () => {
    fc.assert(
      fc.property(variantArb, fc.array(opArb, { maxLength: 50 }), (variant, ops) => {
        let keys: number[] = [];
        const contents = new Set<number>();
        for (const item of ops) {
          const value = ['insert', 'search', 'delete'].includes(item.op) ? item.key : null;
          const refused = operationRefusal(item.op, keys, value);
          if (refused !== null) {
            if (item.op === 'insert') expect(contents.has(item.key)).toBe(true);
            else expect(keys).toEqual([]);
            continue;
          }
          const trace = checkTrace({ variant, keys, operation: item.op, value });
          const after = finalTree(trace);
          if (item.op === 'insert') contents.add(item.key);
          if (item.op === 'delete') contents.delete(item.key);
          if (item.op === 'search') expect(after.result).toBe(contents.has(item.key) ? item.key : null);
          if (item.op === 'min') expect(after.result).toBe(Math.min(...contents));
          if (item.op === 'max') expect(after.result).toBe(Math.max(...contents));
          if (item.op === 'height') expect(after.result).toBe(treeHeight(after));
          if (item.op === 'inorder') expect(after.order).toEqual([...contents].sort((a, b) => a - b));
          if (item.op === 'levelorder') expect(after.order).toEqual(nodeFacts(after).map((node) => node.key));
          expect(isSearchTree(after)).toBe(true);
          expect(inOrderKeys(after)).toEqual([...contents].sort((a, b) => a - b));
          if (variant === 'avl') expect(isBalanced(after)).toBe(true);
          checkFacts(after);
          keys = finalKeys(trace);
          // The keys rebuild the very same tree.
          expect(treeFromKeys(keys).links).toEqual(new Map([...after.links]));
        }
      }),
      { numRuns: 80 },
    );
  });

  it('degenerates into a list of height 15 on the keys 1..15 in order, while AVL stays at height 4', () => {
    const bst = treeFromKeys(buildTreeKeys('bst', SORTED_KEYS));
    const avl = treeFromKeys(buildTreeKeys('avl', SORTED_KEYS));
    expect(treeHeight(bst)).toBe(15);
    expect(treeHeight(avl)).toBe(4);
    expect(avl.root).toBe(8);
    expect(nodeFacts(bst).every((node) => node.side !== 'left')).toBe(true);
  });

  it('builds a preset by inserting its keys one by one, rotating on the way when AVL', () => {
    const bst = checkTrace({ variant: 'bst', keys: SORTED_KEYS, operation: 'build', value: null });
    const avl = checkTrace({ variant: 'avl', keys: SORTED_KEYS, operation: 'build', value: null });
    expect(bst.frameAt(0).model.root).toBeNull();
    expect(bst.steps[0]?.message).toBe('Insert 1, key 1 of 15.');
    expect(bst.steps.at(-1)?.message).toBe(
      'All 15 keys inserted in order: a binary search tree of height 15.',
    );
    expect(avl.steps.at(-1)?.message).toBe('All 15 keys inserted in order: an AVL tree of height 4.');
    expect(bst.steps.some((step) => step.model.rotation !== null)).toBe(false);
    // 1..15 in order only ever leans right: every rotation is RR.
    const rotations = avl.steps.filter((step) => step.line === 'rotate-left');
    expect(rotations).toHaveLength(11);
    expect(rotations.every((step) => step.model.rotation === 'RR')).toBe(true);
    expect(finalKeys(avl)).toEqual(buildTreeKeys('avl', SORTED_KEYS));
    expect(treeHeight(finalTree(avl))).toBe(4);
  });

  it('names and narrates each rotation case', () => {
    const cases: [number[], number, string][] = [
      [[3, 2], 1, 'LL'],
      [[1, 2], 3, 'RR'],
      [[3, 1], 2, 'LR'],
      [[1, 3], 2, 'RL'],
    ];
    for (const [keys, key, name] of cases) {
      const trace = traceTreeRun({ variant: 'avl', keys, operation: 'insert', value: key });
      const rotations = trace.steps.filter((step) => step.line.startsWith('rotate-'));
      expect(rotations.length).toBe(name.length === 2 && name[0] !== name[1] ? 2 : 1);
      expect(rotations.every((step) => step.model.rotation === name)).toBe(true);
      expect(trace.steps.some((step) => step.message.includes(`(${name}) case`))).toBe(true);
      expect(finalTree(trace).root).toBe(2);
      expect(finalKeys(trace)).toEqual([2, 1, 3]);
    }
    const ll = traceTreeRun({ variant: 'avl', keys: [3, 2], operation: 'insert', value: 1 });
    expect(ll.steps.map((step) => step.message)).toEqual([
      '1 < 3: go left, to 2.',
      '1 < 2: go left. 2 has no left child.',
      '1 becomes the left child of 2.',
      '2: height 2, balance factor +1, within −1..+1: no rotation.',
      '3: height 3, balance factor +2: too left-heavy. Its left child 2 has balance +1, so this is the Left-Left (LL) case.',
      'LL rotation: rotate right at 3; 2 takes its place and 3 becomes its right child. Balance factors now: 2 is 0, 3 is 0.',
    ]);
  });

  it('narrates the three delete cases, naming the in-order successor', () => {
    const keys = buildTreeKeys('bst', TEXTBOOK_KEYS);
    const messages = (key: number) =>
      traceTreeRun({ variant: 'bst', keys, operation: 'delete', value: key }).steps.map(
        (step) => step.message,
      );
    expect(messages(10)).toContain('Found 10. It is a leaf (no children): just remove it.');
    expect(messages(20)).toContain('Found 20. It has one child, 10: the child takes its place.');
    expect(messages(50)).toEqual([
      'Found 50. It has two children: find its in-order successor, the smallest key in its right subtree. Start at 70.',
      '70 has a left child: go left to 60.',
      '60 has no left child: it is the in-order successor of 50.',
      '60 replaces 50; its right child 65 takes its old place. 50 is removed.',
    ]);
    const missing = traceTreeRun({ variant: 'bst', keys, operation: 'delete', value: 99 });
    expect(missing.steps.at(-1)?.message).toBe(
      'Reached an empty place: 99 is not in the tree. Nothing changes.',
    );
    expect(finalKeys(missing)).toEqual(keys);
  });

  it('writes the visiting order out as it grows', () => {
    const keys = buildTreeKeys('bst', [8, 3, 10, 1, 6]);
    const order = (operation: 'inorder' | 'preorder' | 'postorder' | 'levelorder') =>
      finalTree(traceTreeRun({ variant: 'bst', keys, operation, value: null })).order;
    expect(order('inorder')).toEqual([1, 3, 6, 8, 10]);
    expect(order('preorder')).toEqual([8, 3, 1, 6, 10]);
    expect(order('postorder')).toEqual([1, 6, 3, 10, 8]);
    expect(order('levelorder')).toEqual([8, 3, 10, 1, 6]);
    const trace = traceTreeRun({ variant: 'bst', keys, operation: 'inorder', value: null });
    expect(trace.steps[1]?.message).toBe(
      'Visit 3, after its left subtree and before its right. In-order: 1, 3.',
    );
    expect(trace.steps[1]?.model.marks.get(1)).toBe('range');
    expect(trace.steps[1]?.model.marks.get(3)).toBe('active');
  });

  it('answers search, min, max and height', () => {
    const keys = buildTreeKeys('bst', TEXTBOOK_KEYS);
    const result = (operation: TreeRun['operation'], value: number | null = null) =>
      finalTree(traceTreeRun({ variant: 'bst', keys, operation, value })).result;
    expect(result('search', 45)).toBe(45);
    expect(result('search', 46)).toBeNull();
    expect(result('min')).toBe(10);
    expect(result('max')).toBe(80);
    expect(result('height')).toBe(4);
  });
});

describe('tree input', () => {
  it('accepts whole numbers from -999 to 999 and says what is wrong with anything else', () => {
    expect(parseTreeKey(' 42 ')).toEqual({ ok: true, value: 42 });
    expect(parseTreeKey('')).toEqual({ ok: false, message: 'Enter a key.' });
    expect(parseTreeKey('abc')).toEqual({ ok: false, message: '"abc" is not a whole number.' });
    expect(parseTreeKey('1000')).toEqual({
      ok: false,
      message: '1000 is out of range: keys go from -999 to 999.',
    });
    expect(parseTreeKeys('5 3,8')).toEqual({ ok: true, value: [5, 3, 8] });
    expect(parseTreeKeys('5,5')).toEqual({
      ok: false,
      message: 'Key 5 is already in the tree: a binary search tree keeps each key once.',
    });
  });

  it('refuses duplicates, a 64th node and operations on an empty tree', () => {
    expect(operationRefusal('insert', [5], 5)).toBe(
      'Key 5 is already in the tree: a binary search tree keeps each key once.',
    );
    const full = Array.from({ length: 63 }, (_, i) => i);
    expect(operationRefusal('insert', full, 100)).toBe(
      'The tree is full: it holds at most 63 nodes. Delete one first.',
    );
    expect(operationRefusal('insert', [], 1)).toBeNull();
    expect(operationRefusal('delete', [], 1)).toBe('The tree is empty: there is nothing to delete.');
    expect(operationRefusal('inorder', [])).toBe('The tree is empty: there is nothing to traverse.');
    expect(operationRefusal('search', [1], 2)).toBeNull();
    expect(operationRefusal('build', [])).toBe('There are no keys to build a tree from.');
  });

  it('has three presets, the random one from a seed', () => {
    expect(presetKeys('sorted', 1)).toEqual(SORTED_KEYS);
    expect(presetKeys('textbook', 1)).toEqual(TEXTBOOK_KEYS);
    expect(presetKeys('random', 7)).toEqual(presetKeys('random', 7));
    expect(new Set(presetKeys('random', 7)).size).toBe(12);
  });
});

describe('tree run URL', () => {
  it('round-trips a run', () => {
    const config = {
      variant: 'avl',
      keys: [2, 1, 3],
      operation: 'delete',
      value: 2,
      speed: 70,
      step: 2,
    } as const;
    const query = encodeTreeRunConfig(config);
    expect(query).toBe('variant=avl&keys=2%2C1%2C3&op=delete&value=2&speed=70&step=2');
    expect(decodeTreeRunConfig(query)).toEqual(config);
  });

  it('balances an AVL link whose keys are not balanced, and drops operations that cannot run', () => {
    expect(decodeTreeRunConfig('variant=avl&keys=1,2,3')?.keys).toEqual([2, 1, 3]);
    expect(decodeTreeRunConfig('variant=bst&keys=1,2,3')?.keys).toEqual([1, 2, 3]);
    expect(decodeTreeRunConfig('variant=bst&keys=1,2&op=insert&value=2')?.operation).toBeNull();
    expect(decodeTreeRunConfig('variant=bst&keys=&op=min')?.operation).toBeNull();
    expect(decodeTreeRunConfig('variant=bst&keys=1&op=search&value=x')?.operation).toBeNull();
    expect(decodeTreeRunConfig('variant=bst&keys=1,1')).toBeNull();
    expect(decodeTreeRunConfig('variant=avl&keys=1,2,3&op=build')?.keys).toEqual([1, 2, 3]);
    expect(decodeTreeRunConfig('variant=avl&keys=&op=build')?.operation).toBeNull();
    expect(decodeTreeRunConfig('variant=red-black&keys=1')).toBeNull();
    expect(decodeTreeRunConfig('')).toBeNull();
  });
});
