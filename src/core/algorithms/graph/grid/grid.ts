/**
 * A grid a path search runs on: rows × columns of cells, each open or a wall, with a start and a goal
 * cell. Cells are numbered row by row (cell = row × columns + column), so the number order is the
 * reading order the searches break ties by.
 */

export interface Grid {
  readonly rows: number;
  readonly cols: number;
  /** 1 for a wall, 0 for an open cell, by cell number. */
  readonly walls: Uint8Array;
  readonly start: number;
  readonly goal: number;
}

export const MIN_GRID_SIDE = 2;
export const MAX_GRID_SIDE = 40;
/** The sentence under the size fields. */
export const GRID_LIMITS = `A grid has ${MIN_GRID_SIDE} to ${MAX_GRID_SIDE} rows and ${MIN_GRID_SIDE} to ${MAX_GRID_SIDE} columns (at most ${MAX_GRID_SIDE}×${MAX_GRID_SIDE}).`;

export const cellOf = (grid: Pick<Grid, 'cols'>, row: number, col: number): number => row * grid.cols + col;
export const rowOf = (grid: Pick<Grid, 'cols'>, cell: number): number => Math.floor(cell / grid.cols);
export const colOf = (grid: Pick<Grid, 'cols'>, cell: number): number => cell % grid.cols;
/** A cell as the mirror and the narration name it: `row,column`, from 0. */
export const cellName = (grid: Pick<Grid, 'cols'>, cell: number): string =>
  `${rowOf(grid, cell)},${colOf(grid, cell)}`;

/**
 * The number typed for a side (rows or columns), or the one problem with it in a sentence: empty, not a
 * whole number, or outside 2..40.
 */
export function parseGridSide(text: string, what: 'rows' | 'columns'): number | string {
  const trimmed = text.trim();
  if (trimmed === '') return `Enter the number of ${what}.`;
  if (!/^-?\d+$/.test(trimmed)) return `The number of ${what} must be a whole number, like 20.`;
  const value = Number(trimmed);
  if (value > MAX_GRID_SIDE)
    return `A grid has at most ${MAX_GRID_SIDE} ${what} (${MAX_GRID_SIDE}×${MAX_GRID_SIDE} cells at most): ${trimmed} is too many.`;
  if (value < MIN_GRID_SIDE) return `A grid has at least ${MIN_GRID_SIDE} ${what}: ${trimmed} is too few.`;
  return value;
}

/** A grid of the new size keeping the walls that still fit; start and goal are moved inside (and apart). */
export function resizeGrid(grid: Grid, rows: number, cols: number): Grid {
  const walls = new Uint8Array(rows * cols);
  for (let r = 0; r < Math.min(rows, grid.rows); r++)
    for (let c = 0; c < Math.min(cols, grid.cols); c++)
      walls[r * cols + c] = grid.walls[cellOf(grid, r, c)] ?? 0;
  const inside = (cell: number) =>
    Math.min(rowOf(grid, cell), rows - 1) * cols + Math.min(colOf(grid, cell), cols - 1);
  const start = inside(grid.start);
  let goal = inside(grid.goal);
  if (goal === start) goal = start === rows * cols - 1 ? 0 : rows * cols - 1;
  walls[start] = 0;
  walls[goal] = 0;
  return { rows, cols, walls, start, goal };
}

/** The grid with one cell's wall set (start and goal are never walls: the grid comes back unchanged). */
export function withWall(grid: Grid, cell: number, wall: boolean): Grid {
  if (cell === grid.start || cell === grid.goal || (grid.walls[cell] === 1) === wall) return grid;
  const walls = grid.walls.slice();
  walls[cell] = wall ? 1 : 0;
  return { ...grid, walls };
}

/** The grid with its start or goal moved to `cell` (which stops being a wall); unchanged onto the other one. */
export function withEndpoint(grid: Grid, which: 'start' | 'goal', cell: number): Grid {
  const other = which === 'start' ? grid.goal : grid.start;
  if (cell === other || cell === grid[which]) return grid;
  const walls = grid.walls[cell] === 1 ? grid.walls.slice() : grid.walls;
  walls[cell] = 0;
  return { ...grid, walls, [which]: cell };
}

/** A grid drawn as text, one line a row: `.` open, `#` wall, `S` start, `G` goal. */
export function gridFromRows(lines: readonly string[]): Grid {
  const rows = lines.length;
  const cols = lines[0]?.length ?? 0;
  const walls = new Uint8Array(rows * cols);
  let start = -1;
  let goal = -1;
  lines.forEach((line, r) => {
    for (let c = 0; c < cols; c++) {
      const ch = line[c];
      if (ch === '#') walls[r * cols + c] = 1;
      else if (ch === 'S') start = r * cols + c;
      else if (ch === 'G') goal = r * cols + c;
    }
  });
  if (start < 0 || goal < 0) throw new RangeError('A grid drawing needs an S and a G');
  return { rows, cols, walls, start, goal };
}

/** The grid as text rows (see gridFromRows): the form the listings take (`S` and `G` as open cells). */
export function gridRows(grid: Grid): string[] {
  const out: string[] = [];
  for (let r = 0; r < grid.rows; r++) {
    let line = '';
    for (let c = 0; c < grid.cols; c++) {
      const cell = r * grid.cols + c;
      line += cell === grid.start ? 'S' : cell === grid.goal ? 'G' : grid.walls[cell] === 1 ? '#' : '.';
    }
    out.push(line);
  }
  return out;
}

export const GRID_PRESETS = [
  {
    id: 'textbook',
    label: 'Wall in the way',
    rows: ['..........', '..........', '....#.....', '.S..#...G.', '....#.....', '....#.....', '..........'],
  },
  {
    id: 'open',
    label: 'Open grid',
    rows: [
      '................',
      '................',
      '................',
      '................',
      '..S.............',
      '................',
      '................',
      '.............G..',
      '................',
      '................',
      '................',
      '................',
    ],
  },
  {
    id: 'maze',
    label: 'Maze',
    rows: [
      'S.....#........',
      '.####.#.#####..',
      '.#....#.#...#..',
      '.#.####.#.#.#..',
      '.#......#.#....',
      '.######.#.####.',
      '......#.#....#.',
      '.####.#.####.#.',
      '.#....#......#.',
      '.#.#########.#.',
      '...#.........#G',
    ],
  },
  {
    id: 'no-path',
    label: 'No path',
    rows: ['S.........', '..........', '......###.', '......#G#.', '......###.', '..........'],
  },
] as const;

export type GridPresetId = (typeof GRID_PRESETS)[number]['id'];
export const GRID_PRESET_IDS: readonly GridPresetId[] = GRID_PRESETS.map((preset) => preset.id);
export const DEFAULT_GRID_PRESET: GridPresetId = 'textbook';

export function gridPreset(id: GridPresetId): Grid {
  const preset = GRID_PRESETS.find((entry) => entry.id === id) ?? GRID_PRESETS[0];
  return gridFromRows(preset.rows);
}

// ---- The link form: `ROWSxCOLS.START.GOAL.WALLS`, the walls a bitset in base64url ----

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
/** The longest `grid` parameter a 40×40 grid can need; anything longer is refused unread. */
export const MAX_GRID_LINK_CHARS = 16 + Math.ceil((MAX_GRID_SIDE * MAX_GRID_SIDE) / 6);

/** The grid as a short link parameter: its size, start, goal and walls (6 cells a character). */
export function encodeGrid(grid: Grid): string {
  let bits = '';
  for (let at = 0; at < grid.walls.length; at += 6) {
    let digit = 0;
    for (let k = 0; k < 6; k++) if (grid.walls[at + k] === 1) digit |= 1 << k;
    bits += ALPHABET[digit];
  }
  return `${grid.rows}x${grid.cols}.${grid.start}.${grid.goal}.${bits}`;
}

/** The grid a link parameter names; null when it is too long, malformed or outside the limits. */
export function decodeGrid(text: string): Grid | null {
  if (text.length > MAX_GRID_LINK_CHARS) return null;
  const match = /^(\d{1,2})x(\d{1,2})\.(\d{1,4})\.(\d{1,4})\.([A-Za-z0-9_-]*)$/.exec(text);
  if (match === null) return null;
  const [rows, cols, start, goal] = match.slice(1, 5).map(Number) as [number, number, number, number];
  const bits = match[5] ?? '';
  const size = rows * cols;
  if (rows < MIN_GRID_SIDE || rows > MAX_GRID_SIDE || cols < MIN_GRID_SIDE || cols > MAX_GRID_SIDE)
    return null;
  if (start >= size || goal >= size || start === goal || bits.length !== Math.ceil(size / 6)) return null;
  const walls = new Uint8Array(size);
  for (let i = 0; i < bits.length; i++) {
    const digit = ALPHABET.indexOf(bits[i] as string);
    for (let k = 0; k < 6 && i * 6 + k < size; k++) walls[i * 6 + k] = (digit >> k) & 1;
  }
  walls[start] = 0;
  walls[goal] = 0;
  return { rows, cols, walls, start, goal };
}
