/**
 * The tidy tree layout every tree scene shares (search trees, call trees, Huffman trees), from
 * d3-hierarchy's Reingold–Tilford implementation: parents centred over their children, subtrees as
 * close as they can be without overlapping, the same shape drawn the same way wherever it appears.
 *
 * Binary trees need one thing d3 does not do by itself: a lone right child must sit to the right of its
 * parent, not under it. A child given as `null` keeps its slot as an invisible gap, so passing
 * `[null, right]` draws the right child where it belongs. Gaps are laid out and then left out of the
 * result.
 *
 * A tidy tree does not promise that a search tree's keys read in order from left to right: a deep node
 * of a left subtree can end up under or beyond its ancestor. `inOrderStep` asks for that promise: after
 * the tidy layout, nodes are swept in in-order (first child's subtree, the node, the other children's)
 * and pushed right, with everything after them, until each is at least that far right of the one
 * before. Pushing only ever widens gaps, so nothing starts to overlap.
 */
import { hierarchy, tree, type HierarchyPointNode } from 'd3-hierarchy';

export interface TidyTreeInput {
  readonly id: string;
  /** The children left to right; `null` is an empty slot that still takes room. */
  readonly children: readonly (TidyTreeInput | null)[];
}

export interface TidyTreeNode {
  readonly id: string;
  /** Horizontal centre, from 0 (the leftmost node) to `width`. */
  readonly x: number;
  /** Vertical centre: depth × levelGap. */
  readonly y: number;
  readonly depth: number;
  /** The parent's id, or null for the root. */
  readonly parent: string | null;
}

export interface TidyTreeLayout {
  /** Every node in breadth-first order (the root first). */
  readonly nodes: readonly TidyTreeNode[];
  /** From the leftmost to the rightmost node centre. */
  readonly width: number;
  /** From the root's centre to the deepest node's centre. */
  readonly height: number;
}

export interface TidyTreeSpacing {
  /** The distance between the centres of two neighbouring leaves. */
  readonly nodeGap: number;
  /** The distance between two levels. */
  readonly levelGap: number;
  /** When given, keeps in-order neighbours at least this far apart, left to right (see above). */
  readonly inOrderStep?: number;
}

interface Slot {
  readonly id: string | null;
  readonly children: readonly Slot[];
}

const EMPTY_SLOT: Slot = { id: null, children: [] };

function toSlot(input: TidyTreeInput): Slot {
  const children = input.children.map((child) => (child === null ? EMPTY_SLOT : toSlot(child)));
  // A node whose only children are gaps is a leaf: its gaps would only widen the drawing.
  const hasChild = children.some((child) => child.id !== null);
  return { id: input.id, children: hasChild ? children : [] };
}

/** Lays out a tree; an empty tree (`null`) has no nodes. */
export function tidyTreeLayout(root: TidyTreeInput | null, spacing: TidyTreeSpacing): TidyTreeLayout {
  if (root === null) return { nodes: [], width: 0, height: 0 };
  const laidOut = tree<Slot>()
    .nodeSize([spacing.nodeGap, spacing.levelGap])
    // Siblings one gap apart; cousins a little further, so separate subtrees read as separate.
    .separation((a, b) => (a.parent === b.parent ? 1 : 1.25))(
    hierarchy(toSlot(root), (slot) => slot.children),
  );
  const placed: HierarchyPointNode<Slot>[] = [];
  laidOut.each((node) => {
    if (node.data.id !== null) placed.push(node);
  });
  const xOf = new Map(placed.map((node) => [node, node.x]));
  if (spacing.inOrderStep !== undefined) keepInOrder(laidOut, xOf, spacing.inOrderStep);
  const left = Math.min(...xOf.values());
  const right = Math.max(...xOf.values());
  const nodes = placed.map((node): TidyTreeNode => ({
    id: node.data.id as string,
    x: (xOf.get(node) ?? 0) - left,
    y: node.y,
    depth: node.depth,
    parent: node.parent?.data.id ?? null,
  }));
  const height = Math.max(...nodes.map((node) => node.y));
  return { nodes, width: right - left, height };
}

function keepInOrder(
  root: HierarchyPointNode<Slot>,
  xOf: Map<HierarchyPointNode<Slot>, number>,
  step: number,
) {
  let shift = 0;
  let previous = -Infinity;
  const visit = (node: HierarchyPointNode<Slot>) => {
    const [first, ...rest] = node.children ?? [];
    if (first !== undefined) visit(first);
    if (node.data.id !== null) {
      const x = node.x + shift;
      if (x < previous + step) shift += previous + step - x;
      previous = node.x + shift;
      xOf.set(node, previous);
    }
    rest.forEach(visit);
  };
  visit(root);
}
