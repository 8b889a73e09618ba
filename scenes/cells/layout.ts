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
 * Cells sit in one row, so binary search's window is always one unbroken box
 * (docs/product-rules.md#searching-specifics): at most 50 px wide, shrinking to fit the width down to
 * 18 px; a row that still does not fit scrolls sideways (see cellsMinWidth).
 */
export const CELL_MAX = 50;
export const CELL_MIN = 18;
/** The gap between cells: 6 px, or 4 px once cells are small. */
const gapFor = (size: number) => (size >= 30 ? 6 : 4);
/** Room above the row for the 'mid' marker and below it for the index labels. */
const ROW_TOP = 20;
const ROW_BOTTOM = 18;

function cellSize(count: number, width: number): number {
  const n = Math.max(count, 1);
  const roomy = (width - gapFor(CELL_MAX) * (n - 1)) / n;
  const fitted = roomy >= 30 ? roomy : (width - gapFor(CELL_MIN) * (n - 1)) / n;
  return Math.max(CELL_MIN, Math.min(CELL_MAX, Math.floor(fitted)));
}

/** The narrowest width that holds the row at the smallest cell size; narrower screens scroll the row. */
export function cellsMinWidth(count: number): number {
  const n = Math.max(count, 1);
  return n * CELL_MIN + (n - 1) * gapFor(CELL_MIN);
}

/** The canvas height the row needs at this width. */
export function cellsHeight(count: number, width: number): number {
  return ROW_TOP + cellSize(count, width) + ROW_BOTTOM;
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

/** The value's size in a cell: 9 to 16 px, a little under half the cell. */
const fontSizeFor = (size: number) => Math.max(9, Math.min(16, Math.round(size * 0.42)));

/** Whether a value's text fits inside a cell (about 0.6 em per character). */
const labelFits = (label: string, size: number, fontSize: number) =>
  label.length * fontSize * 0.6 <= size - 2;

/**
 * Pure layout of searching cells: one row of equal squares centred in the width, the range box around
 * binary search's window, and the position of the 'mid' marker.
 */
export function layoutCells(
  items: readonly CellItem[],
  width: number,
  palette: ScenePalette,
  range: { lo: number; hi: number; mid: number | null } | null,
): CellsLayout {
  const count = items.length;
  const size = cellSize(count, width);
  const gap = gapFor(size);
  const fontSize = fontSizeFor(size);
  const rowWidth = count * size + Math.max(0, count - 1) * gap;
  const start = Math.max(0, (width - rowWidth) / 2);
  const xOf = (index: number) => start + index * (size + gap);

  const cells = items.map((item, index) => {
    const label = String(item.value);
    return {
      x: xOf(index),
      y: ROW_TOP,
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
    if (lo <= hi) {
      const inset = Math.min(3, gap / 2);
      segments.push({
        x: xOf(lo) - inset,
        y: ROW_TOP - inset,
        width: xOf(hi) + size - xOf(lo) + 2 * inset,
        height: size + 2 * inset,
      });
    }
  }

  const mid =
    range && range.mid !== null && range.mid >= 0 && range.mid < count
      ? { x: xOf(range.mid) + size / 2, y: ROW_TOP - 4 }
      : null;

  return { cells, range: segments, mid, height: ROW_TOP + size + ROW_BOTTOM, fontSize };
}
