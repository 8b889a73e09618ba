/**
 * The grid the array and queue scenes share: square boxes in a row that wraps into further rows,
 * sized for the canvas width. The whole grid is centred, not the values in it, so adding or removing
 * a value never moves the others.
 */
export interface BoxGrid {
  box: number;
  gap: number;
  columns: number;
  rowHeight: number;
  originX: number;
  top: number;
  height: number;
  /** Room above each row's boxes (for labels such as 'Front'). */
  above: number;
}

export interface BoxGridSpacing {
  /** Space between boxes, for small boxes and for large ones. */
  gap: { small: number; large: number };
  /** Room above and below each row's boxes, for labels. */
  above: number;
  below: number;
  rowGap: number;
  padTop: number;
  padBottom: number;
}

const PAD = 16;
/** A short row sits in the middle of a canvas at least this tall. */
const MIN_HEIGHT = 170;

/** Box size for the canvas width: large on desktops, small enough for six per row on phones. */
export function boxSizeFor(width: number): number {
  return width < 420 ? 44 : width < 700 ? 52 : 60;
}

/** The font size of a value inside a box of side `box`. */
export function boxFontSize(box: number): number {
  return box >= 56 ? 20 : 16;
}

/** The widest a canvas's grid may be: the canvas less its side padding. */
export const gridRoom = (width: number) => width - 2 * PAD;

/**
 * Box size, columns and height of a grid of `slots` boxes in a canvas `width` wide: boxes of the
 * width's size (boxSizeFor), or of the size given.
 */
export function boxGrid(
  slots: number,
  width: number,
  spacing: BoxGridSpacing,
  size?: { box: number; gap: number },
): BoxGrid {
  const box = size?.box ?? boxSizeFor(width);
  const gap = size?.gap ?? (box < 50 ? spacing.gap.small : spacing.gap.large);
  const usable = Math.max(box, width - 2 * PAD);
  const columns = Math.max(1, Math.floor((usable + gap) / (box + gap)));
  const rows = Math.max(1, Math.ceil(slots / columns));
  const rowHeight = spacing.above + box + spacing.below + spacing.rowGap;
  const gridWidth = columns * (box + gap) - gap;
  const contentHeight = spacing.padTop + rows * rowHeight - spacing.rowGap + spacing.padBottom;
  const height = Math.max(MIN_HEIGHT, contentHeight);
  return {
    box,
    gap,
    columns,
    rowHeight,
    originX: Math.max(PAD, Math.floor((width - gridWidth) / 2)),
    top: spacing.padTop + Math.floor((height - contentHeight) / 2),
    height,
    above: spacing.above,
  };
}

/** Top-left of box `slot` of the grid. */
export function gridSlot(slot: number, grid: BoxGrid): { x: number; y: number } {
  const column = slot % grid.columns;
  const row = Math.floor(slot / grid.columns);
  return {
    x: grid.originX + column * (grid.box + grid.gap),
    y: grid.top + row * grid.rowHeight + grid.above,
  };
}
