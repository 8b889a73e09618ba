/**
 * A binary search tree, plain or AVL, and its operations recorded step by step: insert, search, delete
 * (leaf, one child, two children with the in-order successor), min, max, height and the four
 * traversals. Keys are unique, so a key is also a node's identity. Every step carries the whole tree
 * after it (at most 63 nodes, so a step is small) plus what it highlights, and is tagged with the line
 * of the listings (listings.ts) it runs.
 */
import { createModelTrace, type ModelStep, type ModelTrace } from '../trace/modelTrace';

export type TreeVariant = 'bst' | 'avl';
export const TREE_VARIANTS: readonly TreeVariant[] = ['bst', 'avl'];
export type TreeOperation =
  | 'insert'
  | 'search'
  | 'delete'
  | 'min'
  | 'max'
  | 'height'
  | 'inorder'
  | 'preorder'
  | 'postorder'
  | 'levelorder'
  /** Inserts the run's keys one by one into an empty tree (the presets). */
  | 'build';
export const TREE_OPERATIONS: readonly TreeOperation[] = [
  'insert',
  'search',
  'delete',
  'min',
  'max',
  'height',
  'inorder',
  'preorder',
  'postorder',
  'levelorder',
  'build',
];
/** The operations that take a key. */
export const KEYED_OPERATIONS: readonly TreeOperation[] = ['insert', 'search', 'delete'];
export type TraversalOperation = 'inorder' | 'preorder' | 'postorder' | 'levelorder';
export const TRAVERSAL_NAMES: Record<TraversalOperation, string> = {
  inorder: 'In-order',
  preorder: 'Pre-order',
  postorder: 'Post-order',
  levelorder: 'Level-order',
};

/** The most nodes a tree on the page holds: a complete tree of depth 5. */
export const TREE_LIMIT = 63;
export const TREE_KEY_MIN = -999;
export const TREE_KEY_MAX = 999;

/** How a step marks a node (the DOM mirror's state words). */
export type TreeMark = 'compare' | 'new' | 'found' | 'removing' | 'active' | 'range' | 'swap' | 'target';

/** The AVL rotation cases, named by the path from the unbalanced node to the heavy grandchild. */
export type RotationCase = 'LL' | 'RR' | 'LR' | 'RL';

export interface TreeLinks {
  readonly left: number | null;
  readonly right: number | null;
}

export interface TreeModel {
  readonly root: number | null;
  /** Each node's children, by key. */
  readonly links: ReadonlyMap<number, TreeLinks>;
  readonly marks: ReadonlyMap<number, TreeMark>;
  /** The keys a traversal has visited so far, in order. */
  readonly order: readonly number[];
  /** The answer once known: the key found, the minimum, the maximum or the height. */
  readonly result: number | null;
  /** The rotation this step performs, if any. */
  readonly rotation: RotationCase | null;
}

export type TreeLineId =
  | 'attach'
  | 'go-left'
  | 'go-right'
  | 'check-balance'
  | 'rotate-left'
  | 'rotate-right'
  | 'search-step'
  | 'found'
  | 'not-found'
  | 'delete-left'
  | 'delete-right'
  | 'delete-missing'
  | 'delete-leaf'
  | 'delete-one-child'
  | 'successor'
  | 'copy-successor'
  | 'min-step'
  | 'min-found'
  | 'max-step'
  | 'max-found'
  | 'height-node'
  | 'visit-in'
  | 'visit-pre'
  | 'visit-post'
  | 'visit-level'
  | 'build';

export interface TreeStep extends ModelStep {
  readonly line: TreeLineId;
  readonly message: string;
  readonly model: TreeModel;
}

export interface TreeRun {
  readonly variant: TreeVariant;
  /**
   * The tree before the operation, as the keys in an order that rebuilds it by plain insertion (its
   * pre-order does: each node comes before everything below it). For a build, the keys to insert, in
   * order, into an empty tree.
   */
  readonly keys: readonly number[];
  readonly operation: TreeOperation | null;
  /** Insert's, search's or delete's key. */
  readonly value: number | null;
}

export type TreeTrace = ModelTrace<TreeModel, TreeStep>;

/** A tree the model works on in place; snapshots copy it. */
class Tree {
  root: number | null = null;
  readonly links = new Map<number, { left: number | null; right: number | null }>();

  static from(root: number | null, links: ReadonlyMap<number, TreeLinks>): Tree {
    const tree = new Tree();
    tree.root = root;
    for (const [key, link] of links) tree.links.set(key, { ...link });
    return tree;
  }

  left(key: number): number | null {
    return this.links.get(key)?.left ?? null;
  }
  right(key: number): number | null {
    return this.links.get(key)?.right ?? null;
  }
  setLeft(key: number, child: number | null) {
    const link = this.links.get(key);
    if (link) link.left = child;
  }
  setRight(key: number, child: number | null) {
    const link = this.links.get(key);
    if (link) link.right = child;
  }
  parentOf(key: number): number | null {
    for (const [parent, link] of this.links) if (link.left === key || link.right === key) return parent;
    return null;
  }
  /** Puts `next` where `key` hangs (under its parent, or as the root). */
  replace(key: number, next: number | null) {
    const parent = this.parentOf(key);
    if (parent === null) this.root = next;
    else if (this.left(parent) === key) this.setLeft(parent, next);
    else this.setRight(parent, next);
  }
  height(key: number | null): number {
    if (key === null) return 0;
    return 1 + Math.max(this.height(this.left(key)), this.height(this.right(key)));
  }
  balance(key: number): number {
    return this.height(this.left(key)) - this.height(this.right(key));
  }
  /** Plain BST insertion, no steps; false when the key is there already. */
  insertPlain(key: number): boolean {
    if (this.links.has(key)) return false;
    this.links.set(key, { left: null, right: null });
    if (this.root === null) {
      this.root = key;
      return true;
    }
    let at = this.root;
    for (;;) {
      const next = key < at ? this.left(at) : this.right(at);
      if (next === null) {
        if (key < at) this.setLeft(at, key);
        else this.setRight(at, key);
        return true;
      }
      at = next;
    }
  }
  /** Rotates right at z; its left child takes its place. Returns the new subtree root. */
  rotateRight(z: number): number {
    const y = this.left(z) as number;
    this.replace(z, y);
    this.setLeft(z, this.right(y));
    this.setRight(y, z);
    return y;
  }
  rotateLeft(z: number): number {
    const y = this.right(z) as number;
    this.replace(z, y);
    this.setRight(z, this.left(y));
    this.setLeft(y, z);
    return y;
  }
}

/** The tree a run starts from: its keys inserted in order, without rebalancing. */
export function treeFromKeys(keys: readonly number[]): TreeModel {
  const tree = new Tree();
  for (const key of keys) tree.insertPlain(key);
  return emptyMarks(tree);
}

function emptyMarks(tree: Tree): TreeModel {
  return {
    root: tree.root,
    links: new Map([...tree.links].map(([key, link]) => [key, { ...link }])),
    marks: new Map(),
    order: [],
    result: null,
    rotation: null,
  };
}

export function treeSize(model: TreeModel): number {
  return model.links.size;
}

/** Keys in pre-order: inserted in this order into an empty BST, they rebuild the same shape. */
export function preOrderKeys(model: Pick<TreeModel, 'root' | 'links'>): number[] {
  const out: number[] = [];
  const visit = (key: number | null) => {
    if (key === null) return;
    out.push(key);
    visit(model.links.get(key)?.left ?? null);
    visit(model.links.get(key)?.right ?? null);
  };
  visit(model.root);
  return out;
}

export function inOrderKeys(model: Pick<TreeModel, 'root' | 'links'>): number[] {
  const out: number[] = [];
  const visit = (key: number | null) => {
    if (key === null) return;
    visit(model.links.get(key)?.left ?? null);
    out.push(key);
    visit(model.links.get(key)?.right ?? null);
  };
  visit(model.root);
  return out;
}

/** Where each node is: depth, parent, side, height (levels below and including it) and balance factor. */
export interface NodeFacts {
  readonly key: number;
  readonly depth: number;
  readonly parent: number | null;
  readonly side: 'left' | 'right' | null;
  readonly height: number;
  /** Height of the left subtree minus height of the right. */
  readonly balance: number;
}

/** The facts of every node, in level order (the root first, each level left to right). */
export function nodeFacts(model: Pick<TreeModel, 'root' | 'links'>): NodeFacts[] {
  const heights = new Map<number, number>();
  const heightOf = (key: number | null): number => {
    if (key === null) return 0;
    const known = heights.get(key);
    if (known !== undefined) return known;
    const link = model.links.get(key);
    const h = 1 + Math.max(heightOf(link?.left ?? null), heightOf(link?.right ?? null));
    heights.set(key, h);
    return h;
  };
  const out: NodeFacts[] = [];
  if (model.root === null) return out;
  const queue: { key: number; depth: number; parent: number | null; side: 'left' | 'right' | null }[] = [
    { key: model.root, depth: 0, parent: null, side: null },
  ];
  for (let i = 0; i < queue.length; i++) {
    const at = queue[i] as (typeof queue)[number];
    const link = model.links.get(at.key);
    const left = link?.left ?? null;
    const right = link?.right ?? null;
    out.push({ ...at, height: heightOf(at.key), balance: heightOf(left) - heightOf(right) });
    if (left !== null) queue.push({ key: left, depth: at.depth + 1, parent: at.key, side: 'left' });
    if (right !== null) queue.push({ key: right, depth: at.depth + 1, parent: at.key, side: 'right' });
  }
  return out;
}

/** The tree's height: the number of levels (an empty tree 0, a lone root 1). */
export function treeHeight(model: Pick<TreeModel, 'root' | 'links'>): number {
  return Math.max(0, ...nodeFacts(model).map((node) => node.depth + 1));
}

/** Whether every key is greater than all keys in its left subtree and less than all in its right. */
export function isSearchTree(model: Pick<TreeModel, 'root' | 'links'>): boolean {
  const keys = inOrderKeys(model);
  return keys.length === model.links.size && keys.every((key, i) => i === 0 || (keys[i - 1] as number) < key);
}

/** Whether every balance factor is -1, 0 or 1. */
export function isBalanced(model: Pick<TreeModel, 'root' | 'links'>): boolean {
  return nodeFacts(model).every((node) => Math.abs(node.balance) <= 1);
}

/** Writes a balance factor with its sign: +1, 0, −2. */
export function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0';
}

const rotationWords: Record<RotationCase, string> = {
  LL: 'Left-Left (LL)',
  RR: 'Right-Right (RR)',
  LR: 'Left-Right (LR)',
  RL: 'Right-Left (RL)',
};

/** Records the steps of a run. A refused run (operationRefusal(...) not null) is not recorded. */
function* treeSteps(run: TreeRun): Generator<TreeStep> {
  const avl = run.variant === 'avl';
  const start = treeFromKeys(run.operation === 'build' ? [] : run.keys);
  const tree = Tree.from(start.root, start.links);
  let order: number[] = [];
  let result: number | null = null;
  const snapshot = (
    line: TreeLineId,
    message: string,
    marks: [number, TreeMark][] = [],
    rotation: RotationCase | null = null,
  ): TreeStep => ({
    line,
    message,
    model: {
      root: tree.root,
      links: new Map([...tree.links].map(([key, link]) => [key, { ...link }])),
      marks: new Map(marks),
      order: [...order],
      result,
      rotation,
    },
  });

  /** AVL: checks the balance at `key` after a change below it, rotating when it is off by 2. */
  function* rebalance(key: number): Generator<TreeStep> {
    if (!avl) return;
    const b = tree.balance(key);
    const h = tree.height(key);
    if (Math.abs(b) <= 1) {
      yield snapshot(
        'check-balance',
        `${key}: height ${h}, balance factor ${signed(b)}, within −1..+1: no rotation.`,
        [[key, 'active']],
      );
      return;
    }
    const heavy = b > 1 ? 'left' : 'right';
    const child = (b > 1 ? tree.left(key) : tree.right(key)) as number;
    const childBalance = tree.balance(child);
    const rotation: RotationCase = b > 1 ? (childBalance < 0 ? 'LR' : 'LL') : childBalance > 0 ? 'RL' : 'RR';
    yield snapshot(
      'check-balance',
      `${key}: height ${h}, balance factor ${signed(b)}: too ${heavy}-heavy. Its ${heavy} child ${child} has balance ${signed(childBalance)}, so this is the ${rotationWords[rotation]} case.`,
      [
        [key, 'target'],
        [child, 'compare'],
      ],
      rotation,
    );
    if (rotation === 'LR') {
      const up = tree.rotateLeft(child);
      yield snapshot(
        'rotate-left',
        `LR case, first rotation: rotate left at ${child}; ${up} moves up, and the case becomes LL.`,
        [
          [up, 'swap'],
          [child, 'swap'],
          [key, 'target'],
        ],
        rotation,
      );
    }
    if (rotation === 'RL') {
      const up = tree.rotateRight(child);
      yield snapshot(
        'rotate-right',
        `RL case, first rotation: rotate right at ${child}; ${up} moves up, and the case becomes RR.`,
        [
          [up, 'swap'],
          [child, 'swap'],
          [key, 'target'],
        ],
        rotation,
      );
    }
    const right = rotation === 'LL' || rotation === 'LR';
    const top = right ? tree.rotateRight(key) : tree.rotateLeft(key);
    yield snapshot(
      right ? 'rotate-right' : 'rotate-left',
      `${rotation} rotation: rotate ${right ? 'right' : 'left'} at ${key}; ${top} takes its place and ${key} becomes its ${right ? 'right' : 'left'} child. Balance factors now: ${top} is ${signed(tree.balance(top))}, ${key} is ${signed(tree.balance(key))}.`,
      [
        [top, 'swap'],
        [key, 'swap'],
      ],
      rotation,
    );
  }

  /** Inserts below `at` (recursively, as the listing does), then rebalances on the way back up. */
  function* insertAt(at: number, key: number): Generator<TreeStep> {
    const goLeft = key < at;
    const next = goLeft ? tree.left(at) : tree.right(at);
    const side = goLeft ? 'left' : 'right';
    if (next === null) {
      yield snapshot(
        goLeft ? 'go-left' : 'go-right',
        `${key} ${goLeft ? '<' : '>'} ${at}: go ${side}. ${at} has no ${side} child.`,
        [[at, 'compare']],
      );
      tree.links.set(key, { left: null, right: null });
      if (goLeft) tree.setLeft(at, key);
      else tree.setRight(at, key);
      yield snapshot('attach', `${key} becomes the ${side} child of ${at}.`, [[key, 'new']]);
    } else {
      yield snapshot(
        goLeft ? 'go-left' : 'go-right',
        `${key} ${goLeft ? '<' : '>'} ${at}: go ${side}, to ${next}.`,
        [[at, 'compare']],
      );
      yield* insertAt(next, key);
    }
    yield* rebalance(at);
  }

  /** Deletes `key` from below `at`; returns nothing, the tree changes in place. */
  function* deleteAt(at: number | null, key: number): Generator<TreeStep> {
    if (at === null) {
      yield snapshot('delete-missing', `Reached an empty place: ${key} is not in the tree. Nothing changes.`);
      return;
    }
    if (key !== at) {
      const goLeft = key < at;
      const next = goLeft ? tree.left(at) : tree.right(at);
      yield snapshot(
        goLeft ? 'delete-left' : 'delete-right',
        `${key} ${goLeft ? '<' : '>'} ${at}: go ${goLeft ? 'left' : 'right'}${next === null ? '' : `, to ${next}`}.`,
        [[at, 'compare']],
      );
      const before = tree.links.size;
      yield* deleteAt(next, key);
      if (tree.links.size < before) yield* rebalance(at);
      return;
    }
    const left = tree.left(at);
    const right = tree.right(at);
    if (left === null && right === null) {
      yield snapshot('delete-leaf', `Found ${key}. It is a leaf (no children): just remove it.`, [
        [key, 'removing'],
      ]);
      tree.replace(key, null);
      tree.links.delete(key);
      yield snapshot('delete-leaf', `${key} is removed.`);
      return;
    }
    if (left === null || right === null) {
      const child = (left ?? right) as number;
      yield snapshot(
        'delete-one-child',
        `Found ${key}. It has one child, ${child}: the child takes its place.`,
        [
          [key, 'removing'],
          [child, 'compare'],
        ],
      );
      tree.replace(key, child);
      tree.links.delete(key);
      yield snapshot('delete-one-child', `${key} is removed; ${child} moves up into its place.`, [
        [child, 'new'],
      ]);
      return;
    }
    // Two children: the in-order successor, the smallest key of the right subtree, takes its place.
    yield snapshot(
      'successor',
      `Found ${key}. It has two children: find its in-order successor, the smallest key in its right subtree. Start at ${right}.`,
      [
        [key, 'removing'],
        [right, 'compare'],
      ],
    );
    let successor = right;
    const path: number[] = [];
    for (let next = tree.left(successor); next !== null; next = tree.left(successor)) {
      path.push(successor);
      successor = next;
      yield snapshot('successor', `${path.at(-1) as number} has a left child: go left to ${successor}.`, [
        [key, 'removing'],
        [successor, 'compare'],
      ]);
    }
    const successorRight = tree.right(successor);
    yield snapshot(
      'copy-successor',
      `${successor} has no left child: it is the in-order successor of ${key}.`,
      [
        [key, 'removing'],
        [successor, 'found'],
      ],
    );
    // Unhook the successor (its right child takes its place), then put it where `key` was.
    tree.replace(successor, successorRight);
    tree.replace(key, successor);
    tree.links.set(successor, { left: tree.left(key), right: tree.right(key) });
    tree.links.delete(key);
    yield snapshot(
      'copy-successor',
      `${successor} replaces ${key}${successorRight === null ? '' : `; its right child ${successorRight} takes its old place`}. ${key} is removed.`,
      [
        [successor, 'found'],
        ...(successorRight === null ? [] : ([[successorRight, 'new']] as [number, TreeMark][])),
      ],
    );
    // On the way back up, from the successor's old parent to the successor itself.
    for (const ancestor of [...path].reverse()) yield* rebalance(ancestor);
    yield* rebalance(successor);
  }

  function* insertKey(key: number): Generator<TreeStep> {
    if (tree.root === null) {
      tree.links.set(key, { left: null, right: null });
      tree.root = key;
      yield snapshot('attach', `The tree is empty: ${key} becomes the root.`, [[key, 'new']]);
      return;
    }
    yield* insertAt(tree.root, key);
  }

  function* traverse(kind: TraversalOperation): Generator<TreeStep> {
    const name = TRAVERSAL_NAMES[kind];
    const line: TreeLineId =
      kind === 'inorder'
        ? 'visit-in'
        : kind === 'preorder'
          ? 'visit-pre'
          : kind === 'postorder'
            ? 'visit-post'
            : 'visit-level';
    const why: Record<TraversalOperation, (key: number) => string> = {
      inorder: (key) => `Visit ${key}, after its left subtree and before its right`,
      preorder: (key) => `Visit ${key}, before its subtrees`,
      postorder: (key) => `Visit ${key}, after both its subtrees`,
      levelorder: (key) => `Visit ${key}, next in the queue`,
    };
    const visitOrder =
      kind === 'levelorder'
        ? nodeFacts(tree).map((node) => node.key)
        : (() => {
            const out: number[] = [];
            const walk = (key: number | null) => {
              if (key === null) return;
              if (kind === 'preorder') out.push(key);
              walk(tree.left(key));
              if (kind === 'inorder') out.push(key);
              walk(tree.right(key));
              if (kind === 'postorder') out.push(key);
            };
            walk(tree.root);
            return out;
          })();
    for (const key of visitOrder) {
      const earlier = order.map((k): [number, TreeMark] => [k, 'range']);
      order = [...order, key];
      yield snapshot(line, `${why[kind](key)}. ${name}: ${order.join(', ')}.`, [...earlier, [key, 'active']]);
    }
  }

  switch (run.operation) {
    case null:
      return;
    case 'insert':
      yield* insertKey(run.value as number);
      return;
    case 'build': {
      const total = run.keys.length;
      for (const [index, key] of run.keys.entries()) {
        yield snapshot('build', `Insert ${key}, key ${index + 1} of ${total}.`);
        yield* insertKey(key);
      }
      yield snapshot(
        'build',
        `All ${total} keys inserted in order: ${avl ? 'an AVL tree' : 'a binary search tree'} of height ${tree.height(tree.root)}.`,
      );
      return;
    }
    case 'search': {
      const key = run.value as number;
      let at = tree.root;
      while (at !== null) {
        if (at === key) {
          result = key;
          yield snapshot('found', `${key} = ${at}: found ${key}.`, [[at, 'found']]);
          return;
        }
        const goLeft = key < at;
        const next = goLeft ? tree.left(at) : tree.right(at);
        yield snapshot(
          'search-step',
          `${key} ${goLeft ? '<' : '>'} ${at}: go ${goLeft ? 'left' : 'right'}${next === null ? '' : `, to ${next}`}.`,
          [[at, 'compare']],
        );
        at = next;
      }
      yield snapshot('not-found', `Reached an empty place: ${key} is not in the tree.`);
      return;
    }
    case 'delete':
      yield* deleteAt(tree.root, run.value as number);
      return;
    case 'min':
    case 'max': {
      const min = run.operation === 'min';
      const side = min ? 'left' : 'right';
      let at = tree.root as number;
      yield snapshot(
        min ? 'min-step' : 'max-step',
        `Start at the root ${at}; the ${min ? 'smallest' : 'largest'} key is as far ${side} as the tree goes.`,
        [[at, 'compare']],
      );
      for (
        let next = min ? tree.left(at) : tree.right(at);
        next !== null;
        next = min ? tree.left(at) : tree.right(at)
      ) {
        yield snapshot(min ? 'min-step' : 'max-step', `${at} has a ${side} child: go ${side} to ${next}.`, [
          [next, 'compare'],
        ]);
        at = next;
      }
      result = at;
      yield snapshot(
        min ? 'min-found' : 'max-found',
        `${at} has no ${side} child: it is the ${min ? 'minimum' : 'maximum'}, ${at}.`,
        [[at, 'found']],
      );
      return;
    }
    case 'height': {
      const done: [number, TreeMark][] = [];
      const walk = function* (key: number | null): Generator<TreeStep, number> {
        if (key === null) return 0;
        const left = yield* walk(tree.left(key));
        const right = yield* walk(tree.right(key));
        const h = 1 + Math.max(left, right);
        const isRoot = key === tree.root;
        if (isRoot) result = h;
        yield snapshot(
          'height-node',
          `Height of ${key}: 1 + max(${left}, ${right}) = ${h}.${isRoot ? ` That is the root, so the tree's height is ${h}.` : ''}`,
          [...done, [key, 'active']],
        );
        done.push([key, 'range']);
        return h;
      };
      yield* walk(tree.root);
      return;
    }
    default:
      yield* traverse(run.operation);
  }
}

/** A run as a trace the player steps through. */
export function traceTreeRun(run: TreeRun): TreeTrace {
  return createModelTrace<TreeModel, TreeStep>({
    algorithm: `tree-${run.operation ?? 'none'}`,
    initial: treeFromKeys(run.operation === 'build' ? [] : run.keys),
    steps: treeSteps(run),
    apply: (_model, step) => step.model,
  });
}

/** The tree after the whole run. */
export function finalTree(trace: TreeTrace): TreeModel {
  return trace.frameAt(trace.stepCount).model;
}

/** The keys that rebuild the tree a run leaves. */
export function finalKeys(trace: TreeTrace): number[] {
  return preOrderKeys(finalTree(trace));
}

/** Builds a tree of the variant by inserting `keys` in order (duplicates skipped); returns its pre-order. */
export function buildTreeKeys(variant: TreeVariant, keys: readonly number[]): number[] {
  const distinct = [...new Set(keys)];
  if (distinct.length === 0) return [];
  return finalKeys(traceTreeRun({ variant, keys: distinct, operation: 'build', value: null }));
}
