import type { ScenePalette } from '../host/palette';
import type { MirrorState } from '../host/SceneFigure';

export interface CellItem {
  value: number;
  state: MirrorState;
  /** Ringed: the cell the answer shown by practice refers to. */
  answer?: boolean;
}

export interface CellLayout {
  x: number;
  y: number;
  size: number;
  fill: number;
  label: string;
  labelColour: number;
  index: number;
  /** A ring in the label colour: the cell the answer shown by practice refers to. */
  ring: boolean;
}

/** The part of a range box that sits on one row of cells. */
export interface RangeSegment {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface CellsLayout {
  cells: CellLayout[];
  range: RangeSegment[];
  mid: { x: number; y: number } | null;
  height: number;
}

/**
 * Cells are at most 50 px wide (docs/product-rules.md#searching-specifics) and never narrower than 28 px,
 * wrapping into rows.
 */
export const CELL_MAX = 50;
export const CELL_MIN = 28;
const GAP = 6;
/** Room above each row for the 'mid' marker and below it for the index label. */
const ROW_TOP = 20;
const ROW_BOTTOM = 18;

function cellSize(count: number, width: number): number {
  const fitted = (width - GAP * (count - 1)) / Math.max(count, 1);
  return Math.max(CELL_MIN, Math.min(CELL_MAX, Math.floor(fitted)));
}

function perRow(count: number, width: number): number {
  const size = cellSize(count, width);
  return Math.max(1, Math.min(count, Math.floor((width + GAP) / (size + GAP))));
}

/** The canvas height a row layout needs at this width. */
export function cellsHeight(count: number, width: number): number {
  const size = cellSize(count, width);
  const rows = Math.max(1, Math.ceil(count / perRow(count, width)));
  return rows * (ROW_TOP + size + ROW_BOTTOM);
}

export function cellFill(state: MirrorState, palette: ScenePalette): number {
  switch (state) {
    case 'active':
    case 'compare':
      return palette.active;
    case 'target':
      return palette.target;
    case 'found':
    case 'sorted':
      return palette.found;
    default:
      return palette.cell;
  }
}

/**
 * Pure layout of searching cells: rows of equal squares centred in the width, a range box made of
 * one segment per row it spans, and the position of the 'mid' marker.
 */
export function layoutCells(
  items: readonly CellItem[],
  width: number,
  palette: ScenePalette,
  range: { lo: number; hi: number; mid: number | null } | null,
): CellsLayout {
  const count = items.length;
  const size = cellSize(count, width);
  const columns = perRow(count, width);
  const rowHeight = ROW_TOP + size + ROW_BOTTOM;
  const rowWidth = (n: number) => n * size + (n - 1) * GAP;
  const rowStart = (row: number) => {
    const inRow = Math.min(columns, count - row * columns);
    return Math.max(0, (width - rowWidth(inRow)) / 2);
  };
  const position = (index: number) => {
    const row = Math.floor(index / columns);
    return { x: rowStart(row) + (index % columns) * (size + GAP), y: row * rowHeight + ROW_TOP, row };
  };

  const cells = items.map((item, index) => {
    const { x, y } = position(index);
    return {
      x,
      y,
      size,
      index,
      fill: cellFill(item.state, palette),
      label: String(item.value),
      labelColour: palette.labelOnFill,
      ring: item.answer === true,
    };
  });

  const segments: RangeSegment[] = [];
  if (range && count > 0) {
    const lo = Math.max(0, range.lo);
    const hi = Math.min(count - 1, range.hi);
    for (let start = lo; start <= hi;) {
      const row = Math.floor(start / columns);
      const end = Math.min(hi, (row + 1) * columns - 1);
      const from = position(start);
      const to = position(end);
      segments.push({ x: from.x - 3, y: from.y - 3, width: to.x + size - from.x + 6, height: size + 6 });
      start = end + 1;
    }
  }

  const mid =
    range && range.mid !== null && range.mid >= 0 && range.mid < count
      ? { x: position(range.mid).x + size / 2, y: position(range.mid).y - 4 }
      : null;

  return { cells, range: segments, mid, height: Math.max(1, Math.ceil(count / columns)) * rowHeight };
}
