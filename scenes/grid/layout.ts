/**
 * Where the grid scene draws its cells, in canvas pixels. Pure, so the page maps a pointer to a cell with
 * the same numbers the scene draws with, and the unit tests check them without a canvas.
 */

export const GRID_PAD = 10;
const MAX_CELL = 36;
const MIN_CELL = 4;
/** The grid never grows taller than this, so a 40-row grid still fits beside its controls. */
const MAX_GRID_HEIGHT = 560;

export interface GridLayout {
  readonly cell: number;
  readonly originX: number;
  readonly originY: number;
  readonly height: number;
  /** Whether cells are big enough to carry the S and G letters. */
  readonly lettered: boolean;
}

export function gridLayout(rows: number, cols: number, width: number): GridLayout {
  const byWidth = Math.floor((Math.max(width, 1) - 2 * GRID_PAD) / cols);
  const byHeight = Math.floor(MAX_GRID_HEIGHT / rows);
  const cell = Math.max(MIN_CELL, Math.min(MAX_CELL, byWidth, byHeight));
  return {
    cell,
    originX: Math.max(0, Math.floor((width - cols * cell) / 2)),
    originY: GRID_PAD,
    height: rows * cell + 2 * GRID_PAD,
    lettered: cell >= 16,
  };
}

export const gridSceneHeight = (rows: number, cols: number) => (width: number) =>
  gridLayout(rows, cols, width).height;

/** The cell under a point of the drawing (x, y from its top-left corner), or null outside the grid. */
export function cellAtPoint(
  rows: number,
  cols: number,
  width: number,
  x: number,
  y: number,
): { row: number; col: number } | null {
  const { cell, originX, originY } = gridLayout(rows, cols, width);
  const col = Math.floor((x - originX) / cell);
  const row = Math.floor((y - originY) / cell);
  return row < 0 || col < 0 || row >= rows || col >= cols ? null : { row, col };
}
