import type { ScenePalette } from '../host/palette';
import type { MirrorState } from '../host/SceneFigure';
import { cellRowWidth, fitCellRows, type CellRowRule } from '../host/cellRows';

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
  /** The value is written only where it fits inside the cell. */
  showLabel: boolean;
  index: number;
  /** A ring in the label colour: the cell the answer shown by practice refers to. */
  ring: boolean;
}

/** The range box around binary search's window. */
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
  fontSize: number;
}

/**
 * Cells are at most 50 px wide, shrinking to fit the width down to 26 px (the smallest that holds a
 * three-digit value in 12 px text); a row that still does not fit wraps into as many rows as the width
 * needs (docs/product-rules.md#searching-specifics), binary search's window then boxed row by row.
 */
export const CELL_MAX = 50;
export const CELL_MIN = 26;
/** The gap between cells: 6 px, or 4 px once cells are small. */
const gapFor = (size: number) => (size >= 30 ? 6 : 4);
/** Room above each row for the 'mid' marker and below it for the index labels. */
const ROW_TOP = 20;
const ROW_BOTTOM = 18;
const RULE: CellRowRule = { max: CELL_MAX, min: CELL_MIN, gap: gapFor, wrap: true };

/** The narrowest width the cells need: one cell, as the rows wrap. */
export function cellsMinWidth(count: number): number {
  return count > 0 ? CELL_MIN : 0;
}

/** The canvas height the rows need at this width. */
export function cellsHeight(count: number, width: number): number {
  const fit = fitCellRows(count, width, RULE);
  return fit.rows * (ROW_TOP + fit.size + ROW_BOTTOM);
}

/** A cell's fill; cells binary search has ruled out are greyed out. */
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
    case 'excluded':
      return palette.grid;
    default:
      return palette.cell;
  }
}

/** The value's size in a cell: 12 to 16 px, a little under half the cell. */
const fontSizeFor = (size: number) => Math.max(12, Math.min(16, Math.round(size * 0.42)));
/** The index labels under the cells. */
export const INDEX_FONT_SIZE = 12;

/** Whether a value's text fits inside a cell (about 0.6 em per character). */
const labelFits = (label: string, size: number, fontSize: number) =>
  label.length * fontSize * 0.6 <= size - 2;

/**
 * Pure layout of searching cells: rows of equal squares (the grid centred in the width), the range box
 * around binary search's window on each row it spans, and the position of the 'mid' marker.
 */
export function layoutCells(
  items: readonly CellItem[],
  width: number,
  palette: ScenePalette,
  range: { lo: number; hi: number; mid: number | null } | null,
): CellsLayout {
  const count = items.length;
  const fit = fitCellRows(count, width, RULE);
  const { size, gap, perRow } = fit;
  const fontSize = fontSizeFor(size);
  const pitch = ROW_TOP + size + ROW_BOTTOM;
  const start = Math.max(0, (width - cellRowWidth(fit, Math.min(perRow, Math.max(count, 1)))) / 2);
  const xOf = (index: number) => start + (index % perRow) * (size + gap);
  const yOf = (index: number) => ROW_TOP + Math.floor(index / perRow) * pitch;

  const cells = items.map((item, index) => {
    const label = String(item.value);
    return {
      x: xOf(index),
      y: yOf(index),
      size,
      index,
      fill: cellFill(item.state, palette),
      label,
      labelColour: item.state === 'excluded' ? palette.label : palette.labelOnFill,
      showLabel: labelFits(label, size, fontSize),
      ring: item.answer === true,
    };
  });

  const segments: RangeSegment[] = [];
  if (range && count > 0) {
    const lo = Math.max(0, range.lo);
    const hi = Math.min(count - 1, range.hi);
    const inset = Math.min(3, gap / 2);
    for (let first = lo; first <= hi;) {
      const last = Math.min(hi, (Math.floor(first / perRow) + 1) * perRow - 1);
      segments.push({
        x: xOf(first) - inset,
        y: yOf(first) - inset,
        width: xOf(last) + size - xOf(first) + 2 * inset,
        height: size + 2 * inset,
      });
      first = last + 1;
    }
  }

  const mid =
    range && range.mid !== null && range.mid >= 0 && range.mid < count
      ? { x: xOf(range.mid) + size / 2, y: yOf(range.mid) - 4 }
      : null;

  return { cells, range: segments, mid, height: fit.rows * pitch, fontSize };
}
