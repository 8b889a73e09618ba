/**
 * Pure layout of the Segment Trees page's scene. The array sits at the bottom in equal slots; every node
 * of either tree is drawn over the slots it covers, so a node's place says its range at a glance.
 *
 * Segment tree: a node covering [l, r] is centred over slots l..r at its depth's row. This is the tidy
 * layout of a segment tree: its leaves are the array's slots in order, and each parent sits centred
 * over its two children's spans.
 *
 * Fenwick tree: position i is a bar spanning the slots it sums, [i − lowbit(i), i − 1], on the row of
 * its lowbit (1 at the bottom, then 2, 4, 8, 16), so the jumps i ± (i & −i) land on the row above or
 * below at the bar's right end.
 */
import { coveredRange, lowbit, type FenwickMark, type FenwickModel } from '@/core/fenwick';
import type { SegmentMark, SegmentModel } from '@/core/segment-tree';
import { fitLabel, type BoxStyle } from '../host/boxStyle';
import { readableOn } from '../host/contrast';
import type { ScenePalette } from '../host/palette';

const SIDE = 8;
const TOP = 22;
const NODE_HEIGHT = 28;
const LEVEL_GAP = 56;
const FENWICK_ROW = 44;
const ARRAY_HEIGHT = 30;
const ARRAY_GAP = 30;
const BOTTOM = 26;
const MAX_NODE_WIDTH = 64;

export type SceneMark = SegmentMark | FenwickMark | 'range' | null;

export interface SceneBox {
  key: string;
  x: number;
  y: number;
  width: number;
  height: number;
  label: string;
  fontSize: number;
  style: BoxStyle;
  /** A small caption above the box: the node's range or the position in binary. */
  caption: string | null;
  /** Dimmed: a node outside the queried range. */
  faded: boolean;
}

export interface SceneLine {
  from: { x: number; y: number };
  to: { x: number; y: number };
  marked: boolean;
}

export interface SegmentSceneLayout {
  boxes: SceneBox[];
  edges: SceneLine[];
  /** The Fenwick tree's lowbit jump, drawn as an arrow. */
  jump: (SceneLine & { label: string }) | null;
  cells: SceneBox[];
  indexLabels: { text: string; x: number; y: number }[];
  caption: { text: string; x: number; y: number };
}

export function markColour(mark: SceneMark, palette: ScenePalette): number {
  switch (mark) {
    case 'active':
      return palette.target;
    case 'inside':
      return palette.found;
    case 'partial':
      return palette.compare;
    case 'subtract':
    case 'updated':
      return palette.active;
    case 'computed':
      return palette.sorted;
    case 'range':
      return palette.range;
    case 'outside':
    case null:
      return palette.cell;
  }
}

function styleFor(mark: SceneMark, palette: ScenePalette): BoxStyle {
  const colour = markColour(mark, palette);
  if (mark === null || mark === 'outside') {
    return { fill: colour, fillAlpha: 0.16, stroke: colour, text: palette.label };
  }
  return {
    fill: colour,
    fillAlpha: 1,
    stroke: colour,
    text: readableOn(colour, [palette.label, palette.labelOnFill]),
  };
}

const slotWidth = (n: number, width: number) => (width - 2 * SIDE) / Math.max(1, n);

function labelFor(value: number | null, width: number): { label: string; fontSize: number } {
  if (value === null) return { label: '?', fontSize: 13 };
  const chars = Math.max(2, Math.floor((width - 4) / 7));
  const label = fitLabel(value, chars);
  return { label, fontSize: Math.max(10, Math.min(15, Math.floor((width - 4) / (label.length * 0.62)))) };
}

function treeHeight(rows: number, gap: number) {
  return TOP + (rows - 1) * gap + NODE_HEIGHT;
}

const segmentRows = (n: number) => (n === 0 ? 0 : Math.ceil(Math.log2(n)) + 1);
const fenwickRows = (n: number) => (n === 0 ? 0 : Math.floor(Math.log2(n)) + 1);

/** The scene's height: the tree's rows, then the array. */
export function segmentSceneHeight(tree: 'segment' | 'fenwick', n: number): number {
  const rows = tree === 'segment' ? segmentRows(n) : fenwickRows(n);
  const gap = tree === 'segment' ? LEVEL_GAP : FENWICK_ROW;
  return treeHeight(Math.max(1, rows), gap) + ARRAY_GAP + ARRAY_HEIGHT + BOTTOM;
}

function arrayRow(
  values: readonly number[],
  range: { left: number; right: number } | null,
  top: number,
  width: number,
  palette: ScenePalette,
  caption: string,
): Pick<SegmentSceneLayout, 'cells' | 'indexLabels' | 'caption'> {
  const slot = slotWidth(values.length, width);
  const boxWidth = Math.max(12, Math.min(48, slot - 4));
  const cells = values.map((value, index) => {
    const inRange = range !== null && range.left <= index && index <= range.right;
    const x = SIDE + index * slot + (slot - boxWidth) / 2;
    return {
      key: `cell-${index}`,
      x,
      y: top,
      width: boxWidth,
      height: ARRAY_HEIGHT,
      ...labelFor(value, boxWidth),
      style: styleFor(inRange ? 'range' : null, palette),
      caption: null,
      faded: false,
    };
  });
  return {
    cells,
    indexLabels: values.map((_, index) => ({
      text: String(index),
      x: SIDE + (index + 0.5) * slot,
      y: top + ARRAY_HEIGHT + 3,
    })),
    caption: { text: caption, x: SIDE, y: top - 18 },
  };
}

export function layoutSegmentScene(
  model: SegmentModel,
  width: number,
  palette: ScenePalette,
): SegmentSceneLayout {
  const n = model.values.length;
  const slot = slotWidth(n, width);
  const rows = segmentRows(n);
  const centre = (left: number, right: number) => SIDE + ((left + right + 1) / 2) * slot;
  const rowY = (depth: number) => TOP + depth * LEVEL_GAP;
  const boxes = model.nodes.map((node): SceneBox => {
    const span = (node.right - node.left + 1) * slot;
    const boxWidth = Math.max(14, Math.min(MAX_NODE_WIDTH, span - 6));
    const mark = model.marks.get(node.id) ?? null;
    return {
      key: `node-${node.id}`,
      x: centre(node.left, node.right) - boxWidth / 2,
      y: rowY(node.depth),
      width: boxWidth,
      height: NODE_HEIGHT,
      ...labelFor(node.value, boxWidth),
      style: styleFor(mark, palette),
      // Leaves stand over their array slot, whose index is written below; wider nodes name their range.
      caption: node.left === node.right || span < 40 ? null : `${node.left}–${node.right}`,
      faded: mark === 'outside',
    };
  });
  const byId = new Map(model.nodes.map((node) => [node.id, node]));
  const edges: SceneLine[] = [];
  for (const node of model.nodes) {
    const parent = byId.get(Math.floor(node.id / 2));
    if (node.id === 1 || parent === undefined) continue;
    edges.push({
      from: { x: centre(parent.left, parent.right), y: rowY(parent.depth) + NODE_HEIGHT },
      to: { x: centre(node.left, node.right), y: rowY(node.depth) },
      marked: model.marks.has(node.id) && model.marks.get(node.id) !== 'outside',
    });
  }
  const arrayTop = treeHeight(Math.max(1, rows), LEVEL_GAP) + ARRAY_GAP;
  return {
    boxes,
    edges,
    jump: null,
    ...arrayRow(model.values, model.range, arrayTop, width, palette, 'Array'),
  };
}

export function layoutFenwickScene(
  model: FenwickModel,
  width: number,
  palette: ScenePalette,
): SegmentSceneLayout {
  const n = model.values.length;
  const slot = slotWidth(n, width);
  const rows = fenwickRows(n);
  const bottomRow = TOP + (rows - 1) * FENWICK_ROW;
  const rowY = (position: number) => bottomRow - Math.log2(lowbit(position)) * FENWICK_ROW;
  const place = (position: number) => {
    const { left, right } = coveredRange(position);
    const x = SIDE + left * slot + 2;
    return { x, width: (right - left + 1) * slot - 4, y: rowY(position) };
  };
  const bits = Math.max(1, n.toString(2).length);
  const boxes = model.tree.map((value, k): SceneBox => {
    const position = k + 1;
    const at = place(position);
    const mark = model.marks.get(position) ?? null;
    return {
      key: `position-${position}`,
      ...at,
      height: NODE_HEIGHT,
      ...labelFor(value, Math.min(at.width, MAX_NODE_WIDTH)),
      style: styleFor(mark, palette),
      caption:
        at.width >= 44 ? `${position} (${position.toString(2).padStart(bits, '0')})` : String(position),
      faded: false,
    };
  });
  let jump: SegmentSceneLayout['jump'] = null;
  if (model.jump !== null && model.jump.from >= 1 && model.jump.from <= n) {
    const from = place(model.jump.from);
    const fromPoint = { x: from.x + from.width - 10, y: from.y + NODE_HEIGHT / 2 };
    const lands = model.jump.to >= 1 && model.jump.to <= n;
    const to = lands ? place(model.jump.to) : null;
    const step = lowbit(model.jump.from);
    jump = {
      from: fromPoint,
      to: to
        ? { x: to.x + to.width - 10, y: to.y + NODE_HEIGHT / 2 }
        : // Off the tree: past n (up) or to 0 (down), the arrow leaves the picture's edge.
          model.jump.direction === 'up'
          ? { x: Math.min(width - 4, fromPoint.x + slot * step), y: Math.max(4, fromPoint.y - FENWICK_ROW) }
          : { x: Math.max(4, SIDE), y: fromPoint.y },
      marked: true,
      label: `${model.jump.direction === 'up' ? '+' : '−'}${step}`,
    };
  }
  const arrayTop = treeHeight(Math.max(1, rows), FENWICK_ROW) + ARRAY_GAP;
  return {
    boxes,
    edges: [],
    jump,
    ...arrayRow(model.values, model.range, arrayTop, width, palette, 'Array'),
  };
}
