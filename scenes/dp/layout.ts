/**
 * Where the DP table scene draws things, in canvas pixels: the cells and headers. Pure, so the unit
 * tests check it without a canvas. A table wider than its box keeps a legible size and the page scrolls
 * it sideways. (The Fibonacci call tree is the shared recursion tree, scenes/recursion/.)
 */

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
