/**
 * Where the DP scenes draw things, in canvas pixels: the table's cells and headers, and the Fibonacci
 * call tree (from the shared tidy layout). Pure, so the unit tests check them without a canvas. A table
 * wider than its box keeps a legible size and the page scrolls it sideways; the call tree scales to its
 * box down to a legible size, and then pans and zooms (NodeLinkFrame).
 */
import { tidyTreeLayout, type TidyTreeInput } from '../host/tidyTree';
import { drawingScale, legibleWidth, type ScaleRange } from '../host/nodeLinkView';

export const PAD = 12;

/** Roughly how wide a character of the scenes' 13 px font is. */
const CHAR = 7.6;

export interface TableShape {
  readonly rowLabels: readonly string[];
  readonly colLabels: readonly string[];
  /** The widest value the table will hold, as text. */
  readonly widestValue: number;
}

export interface TableLayout {
  readonly cellWidth: number;
  readonly cellHeight: number;
  /** The row labels' column, left of the cells. */
  readonly labelWidth: number;
  /** The column labels' row, above the cells. */
  readonly headerHeight: number;
  readonly originX: number;
  readonly originY: number;
  /** The whole drawing, at least the box's width. */
  readonly width: number;
  readonly height: number;
  readonly fontSize: number;
}

const MIN_CELL = 30;
const MAX_CELL = 56;

/** The table laid out in a box `boxWidth` wide: cells as wide as the box allows, never below legible. */
export function tableLayout(shape: TableShape, boxWidth: number): TableLayout {
  const cols = Math.max(1, shape.colLabels.length);
  const rows = Math.max(1, shape.rowLabels.length);
  const labelChars = Math.max(1, ...shape.rowLabels.map((label) => label.length));
  const labelWidth = Math.ceil(labelChars * CHAR + 14);
  const headerChars = Math.max(1, ...shape.colLabels.map((label) => label.length));
  const least = Math.max(MIN_CELL, Math.ceil(Math.max(shape.widestValue, headerChars) * CHAR + 12));
  const room = (boxWidth - 2 * PAD - labelWidth) / cols;
  const cellWidth = Math.floor(Math.max(least, Math.min(MAX_CELL, room)));
  const cellHeight = Math.min(40, Math.max(30, cellWidth));
  const headerHeight = 26;
  const drawn = labelWidth + cols * cellWidth;
  const width = Math.max(boxWidth, Math.ceil(drawn + 2 * PAD));
  return {
    cellWidth,
    cellHeight,
    labelWidth,
    headerHeight,
    originX: Math.floor((width - drawn) / 2) + labelWidth,
    originY: PAD + headerHeight,
    width,
    height: PAD * 2 + headerHeight + rows * cellHeight,
    fontSize: cellWidth >= 36 ? 13 : 12,
  };
}

/** Top-left of cell (row, col). */
export function cellAt(layout: TableLayout, row: number, col: number): { x: number; y: number } {
  return { x: layout.originX + col * layout.cellWidth, y: layout.originY + row * layout.cellHeight };
}

// ---- What each cell shows ----

type Arrow = 'diag' | 'up' | 'left';
type Cell = readonly [number, number];

export interface DpTableSceneModel {
  readonly rowLabels: readonly string[];
  readonly colLabels: readonly string[];
  readonly values: readonly (readonly (number | null)[])[];
  readonly arrows?: readonly (readonly (Arrow | null)[])[];
  readonly current: Cell | null;
  readonly reads: readonly Cell[];
  readonly path: readonly Cell[];
}

export type CellLook = 'empty' | 'default' | 'compare' | 'found' | 'active';

export const cellKey = (row: number, col: number) => `${row},${col}`;

/** How each cell looks: the current cell, the cells it reads, the traceback's, filled or empty. */
export function cellLooks(model: DpTableSceneModel): Map<string, CellLook> {
  const looks = new Map<string, CellLook>();
  model.values.forEach((row, r) =>
    row.forEach((value, c) => looks.set(cellKey(r, c), value === null ? 'empty' : 'default')),
  );
  for (const [r, c] of model.path) looks.set(cellKey(r, c), 'found');
  for (const [r, c] of model.reads) looks.set(cellKey(r, c), 'compare');
  if (model.current) looks.set(cellKey(model.current[0], model.current[1]), 'active');
  return looks;
}

// ---- The Fibonacci call tree ----

export interface CallLike {
  readonly id: string;
  readonly parent: string | null;
}

/** At scale 1: the circle, the return value's line under it, and the room between levels. */
const NODE_RADIUS = 13;
const VALUE_FONT = 10;
/** From a circle's rim to the foot of its return value, where the edges to its children start. */
const VALUE_ROOM = 16;
const LEVEL_GAP = 64;
/** Scale 0.8 keeps the numbers at 9.6 px and more; 1.5 is as large as a call tree is worth. */
export const CALL_TREE_SCALE: ScaleRange = { min: 0.8, max: 1.5 };

export interface PlacedCall {
  readonly id: string;
  readonly x: number;
  readonly y: number;
  readonly parent: { x: number; y: number } | null;
}

export interface CallTreeLayout {
  readonly nodes: ReadonlyMap<string, PlacedCall>;
  readonly radius: number;
  readonly fontSize: number;
  readonly valueFontSize: number;
  /** How far below a node's centre its return value sits, and its edges down start. */
  readonly valueY: number;
  readonly edgeStartY: number;
  readonly width: number;
  readonly height: number;
  /** The least canvas width at which the tree stays legible. */
  readonly minWidth: number;
}

/**
 * The whole run's call tree laid out once (`all`, the last frame's calls), so nodes do not move as
 * calls are added: children are the calls in the order they were made. Neighbouring leaves are far
 * enough apart for their circles and the widest return value (`widest` characters) with a gap; a
 * node's return value sits under it and its edges start below that, so no edge crosses a value. Drawn at
 * the scale a canvas `width` wide allows, at a zoom.
 */
export function callTreeLayout(
  all: readonly CallLike[],
  width: number,
  widest: number,
  zoom = 1,
): CallTreeLayout {
  const children = new Map<string, string[]>();
  let root: string | null = null;
  for (const call of all) {
    if (call.parent === null) root = call.id;
    else {
      const list = children.get(call.parent) ?? [];
      list.push(call.id);
      children.set(call.parent, list);
    }
  }
  const valueWidth = (widest + 1) * VALUE_FONT * 0.62;
  const gap = Math.max(2 * NODE_RADIUS + 12, valueWidth + 10);
  const build = (id: string): TidyTreeInput => ({ id, children: (children.get(id) ?? []).map(build) });
  const tidy = tidyTreeLayout(root === null ? null : build(root), { nodeGap: gap, levelGap: LEVEL_GAP });
  const natural = tidy.width + gap + 2 * PAD;
  const scale = drawingScale(natural, width, CALL_TREE_SCALE, zoom);
  const left = (width - tidy.width * scale) / 2;
  const top = (PAD + NODE_RADIUS) * scale;
  const nodes = new Map<string, PlacedCall>();
  for (const node of tidy.nodes) {
    const parent = node.parent === null ? null : (nodes.get(node.parent) ?? null);
    nodes.set(node.id, {
      id: node.id,
      x: left + node.x * scale,
      y: top + node.y * scale,
      parent: parent === null ? null : { x: parent.x, y: parent.y },
    });
  }
  return {
    nodes,
    radius: NODE_RADIUS * scale,
    fontSize: 12 * scale,
    valueFontSize: VALUE_FONT * scale,
    valueY: (NODE_RADIUS + VALUE_ROOM / 2) * scale,
    edgeStartY: (NODE_RADIUS + VALUE_ROOM) * scale,
    width,
    height: Math.ceil((tidy.height + 2 * (PAD + NODE_RADIUS) + VALUE_ROOM) * scale),
    minWidth: legibleWidth(natural, CALL_TREE_SCALE),
  };
}
