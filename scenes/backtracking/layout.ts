/**
 * Where the N-Queens board draws its squares, in canvas pixels: square cells as large as the box allows
 * up to a cap, the board centred. Pure, so the unit tests check it without a canvas.
 */
export const BOARD_PAD = 12;
const MAX_CELL = 44;
const MIN_CELL = 24;
/** Room for the row numbers on the left and the column numbers under the board. */
const LABEL_ROOM = 22;

export interface BoardLayout {
  readonly cell: number;
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

export function boardLayout(n: number, width: number): BoardLayout {
  const room = width - 2 * (BOARD_PAD + LABEL_ROOM);
  const cell = Math.floor(Math.max(MIN_CELL, Math.min(MAX_CELL, room / Math.max(1, n))));
  return {
    cell,
    left: Math.max(BOARD_PAD + LABEL_ROOM, Math.floor((width - n * cell) / 2)),
    top: BOARD_PAD,
    width,
    height: n * cell + BOARD_PAD + LABEL_ROOM,
  };
}

/** The board's height in a box `width` wide. */
export const boardHeight = (n: number, width: number) => boardLayout(n, width).height;
