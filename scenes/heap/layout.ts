/**
 * Pure layout of the heap scene: the complete binary tree above, the array it is stored in below, each
 * element drawn twice (a circle in the tree, a box in the array) under one identity, so a swap glides
 * both pairs at once.
 *
 * A heap is a complete binary tree, so every node's place follows from its index alone: depth
 * ⌊log2(i+1)⌋, and at depth d the 2^d slots share the width equally, which centres every parent over
 * its two children. That is the tidy layout a general tree library would compute for this shape, with
 * no dependency and no work when the heap changes (slots never move; only elements move between them).
 */
import { depthOf, type HeapMark, type HeapModel } from '@/core/heap';
import { fitLabel, type BoxStyle } from '../host/boxStyle';
import { readableOn } from '../host/contrast';
import type { ScenePalette } from '../host/palette';
import type { Placement } from '../host/placementMotion';
import type { NodePlace } from '../host/nodeLinkView';

/** The smallest horizontal room a node of the deepest level gets; narrower screens scroll sideways. */
const MIN_SLOT = 30;
/** The radius grows with the width up to this cap (times the frame's zoom). */
const MAX_RADIUS = 24;
const LEVEL_GAP = 54;
const TOP = 26;
const BOX_WIDTH = 36;
const BOX_HEIGHT = 30;
const BOX_GAP = 4;
const ARRAY_ROW = BOX_HEIGHT + 22;
const ARRAY_CAPTION = 26;
const SIDE = 8;

/** The width the scene needs for `size` elements: the screen's, or wider when the tree's last level would be cramped. */
export function heapSceneWidth(size: number, available: number): number {
  const depth = size === 0 ? 0 : depthOf(size - 1);
  return Math.max(available, 2 ** depth * MIN_SLOT + 2 * SIDE);
}

function treeGeometry(size: number, width: number, zoom = 1) {
  const depth = size === 0 ? 0 : depthOf(size - 1);
  const inner = width - 2 * SIDE;
  // Neighbours on the last level keep a gap of at least 6 px; the cap grows with the width.
  const cap = Math.min(MAX_RADIUS, Math.max(16, width / 40)) * zoom;
  const radius = Math.max(8, Math.min(cap, inner / 2 ** depth / 2 - 3));
  const levelGap = Math.max(LEVEL_GAP, radius * 2.8);
  return { depth, inner, radius, levelGap, bottom: TOP + depth * levelGap + radius };
}

/** The tree slot of array index `index`: its centre and the circle's radius. */
function slotAt(tree: ReturnType<typeof treeGeometry>, index: number): NodePlace {
  const depth = depthOf(index);
  const position = index - (2 ** depth - 1);
  return {
    x: SIDE + ((position + 0.5) * tree.inner) / 2 ** depth,
    y: TOP + depth * tree.levelGap,
    r: tree.radius,
  };
}

/** Where each index's tree node is drawn on a canvas `width` wide, at the frame's zoom. */
export function heapNodePlaces(size: number, width: number, zoom = 1): NodePlace[] {
  const tree = treeGeometry(size, width, zoom);
  return Array.from({ length: size }, (_, index) => slotAt(tree, index));
}

function arrayGeometry(size: number, width: number) {
  const perRow = Math.max(1, Math.floor((width - 2 * SIDE + BOX_GAP) / (BOX_WIDTH + BOX_GAP)));
  const rows = Math.max(1, Math.ceil(size / perRow));
  return { perRow, rows };
}

export function heapSceneHeight(size: number, width: number, zoom = 1): number {
  const tree = treeGeometry(size, width, zoom);
  const { rows } = arrayGeometry(size, width);
  return tree.bottom + 18 + ARRAY_CAPTION + rows * ARRAY_ROW + 4;
}

export function markColour(mark: HeapMark | null, palette: ScenePalette): number {
  switch (mark) {
    case 'compare':
      return palette.compare;
    case 'swap':
    case 'removing':
      return palette.active;
    case 'active':
      return palette.target;
    case 'new':
      return palette.sorted;
    case 'found':
      return palette.found;
    case null:
      return palette.cell;
  }
}

export interface HeapElementLayout {
  /** The placement id (the tree node and the array box of one element have different ids). */
  id: number;
  label: string;
  fontSize: number;
  style: BoxStyle;
  target: Placement;
  enter: Placement;
}

export interface HeapSceneLayout {
  radius: number;
  boxWidth: number;
  boxHeight: number;
  /** Tree edges, from the rim of each slot's parent to the rim of the slot (never across a circle). */
  edges: { from: { x: number; y: number }; to: { x: number; y: number }; marked: boolean }[];
  nodes: HeapElementLayout[];
  boxes: HeapElementLayout[];
  /** Index labels under the array's boxes. */
  indexLabels: { text: string; x: number; y: number; marked: boolean }[];
  arrayCaption: { x: number; y: number };
  empty: { x: number; y: number } | null;
}

export function layoutHeapScene(
  model: HeapModel,
  width: number,
  palette: ScenePalette,
  zoom = 1,
): HeapSceneLayout {
  const size = model.values.length;
  const tree = treeGeometry(size, width, zoom);
  const array = arrayGeometry(size, width);
  const slot = (index: number) => {
    const { x, y } = slotAt(tree, index);
    return { x, y };
  };
  const arrayTop = tree.bottom + 18 + ARRAY_CAPTION;
  const rowWidth = Math.min(size, array.perRow) * (BOX_WIDTH + BOX_GAP) - BOX_GAP;
  const arrayLeft = Math.max(SIDE, (width - rowWidth) / 2);
  const box = (index: number) => ({
    x: arrayLeft + (index % array.perRow) * (BOX_WIDTH + BOX_GAP),
    y: arrayTop + Math.floor(index / array.perRow) * ARRAY_ROW,
  });

  const style = (mark: HeapMark | null): BoxStyle => {
    const colour = markColour(mark, palette);
    return mark === null
      ? { fill: colour, fillAlpha: 0.16, stroke: colour, text: palette.label }
      : {
          fill: colour,
          fillAlpha: 1,
          stroke: colour,
          text: readableOn(colour, [palette.label, palette.labelOnFill]),
        };
  };

  const nodes: HeapElementLayout[] = [];
  const boxes: HeapElementLayout[] = [];
  model.values.forEach((value, index) => {
    const id = model.ids[index] ?? index;
    const mark = model.marks.get(index) ?? null;
    const at = slot(index);
    const inBox = box(index);
    const nodeLabel = fitLabel(value, 4);
    nodes.push({
      id: 2 * id,
      label: nodeLabel,
      fontSize: Math.round(Math.max(10, Math.min(17, tree.radius * 0.72))),
      style: style(mark),
      target: { ...at, alpha: 1 },
      // A new element drops into its place.
      enter: { x: at.x, y: at.y - 24, alpha: 0 },
    });
    boxes.push({
      id: 2 * id + 1,
      label: nodeLabel,
      fontSize: 13,
      style: style(mark),
      target: { ...inBox, alpha: 1 },
      enter: { x: inBox.x, y: inBox.y - 16, alpha: 0 },
    });
  });

  const edges = model.values.slice(1).map((_, k) => {
    const index = k + 1;
    const parent = Math.floor((index - 1) / 2);
    const a = slot(parent);
    const b = slot(index);
    const length = Math.hypot(b.x - a.x, b.y - a.y) || 1;
    const rim = { x: ((b.x - a.x) / length) * tree.radius, y: ((b.y - a.y) / length) * tree.radius };
    return {
      from: { x: a.x + rim.x, y: a.y + rim.y },
      to: { x: b.x - rim.x, y: b.y - rim.y },
      marked: model.marks.has(index) && model.marks.has(parent),
    };
  });

  return {
    radius: tree.radius,
    boxWidth: BOX_WIDTH,
    boxHeight: BOX_HEIGHT,
    edges,
    nodes,
    boxes,
    indexLabels: model.values.map((_, index) => {
      const at = box(index);
      return {
        text: String(index),
        x: at.x + BOX_WIDTH / 2,
        y: at.y + BOX_HEIGHT + 3,
        marked: model.marks.has(index),
      };
    }),
    arrayCaption: { x: SIDE, y: tree.bottom + 18 },
    empty: size === 0 ? { x: width / 2, y: TOP + 10 } : null,
  };
}
