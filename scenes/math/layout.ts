/**
 * Where the mathematical scenes draw things, in canvas pixels: the squares tiling Euclid's rectangle,
 * the sieve's grid and the factor tree. Pure, so the unit tests check them without a canvas.
 */

export const PAD = 14;

// ---- GCD: squares tiling the a×b rectangle ----

export interface GcdDivisionLike {
  readonly a: number;
  readonly b: number;
  readonly q: number;
  readonly r: number;
}

/** A run of squares of side `side` (in the numbers' units) cut by one division. */
export interface GcdStrip {
  /** The division it comes from (0-based). */
  readonly division: number;
  readonly x: number;
  readonly y: number;
  readonly side: number;
  readonly count: number;
  /** How many squares' length the strip is drawn: `count`, or fewer when the strip is shortened. */
  readonly drawn: number;
  /** Whether the squares run along x (else along y). */
  readonly alongX: boolean;
}

/** A first strip longer than this many squares is drawn shortened, so a long thin rectangle stays visible. */
export const MAX_FIRST_STRIP = 6;

/**
 * The strips of squares the divisions cut from an a×b rectangle (a along x): division k cuts q squares
 * of side b along the longer side of what is left, and leaves an r×b rectangle turned a quarter turn.
 * The first strip is the only one that can be much longer than it is wide; past MAX_FIRST_STRIP squares
 * it is drawn shortened (and labelled with its count): gcdDrawingSize gives the drawing's size.
 */
export function gcdStrips(divisions: readonly GcdDivisionLike[]): GcdStrip[] {
  const strips: GcdStrip[] = [];
  let x = 0;
  let y = 0;
  let alongX = true;
  divisions.forEach(({ b, q }, division) => {
    if (q > 0) {
      const drawn = strips.length === 0 ? Math.min(q, MAX_FIRST_STRIP) : q;
      strips.push({ division, x, y, side: b, count: q, drawn, alongX });
      if (alongX) x += drawn * b;
      else y += drawn * b;
    }
    alongX = !alongX;
  });
  return strips;
}

/** The size of the drawing of an a×b rectangle's tiling (see gcdStrips). */
export function gcdDrawingSize(a: number, b: number): { width: number; height: number } {
  const long = Math.max(a, b);
  const short = Math.min(a, b);
  const q = Math.floor(long / short);
  const drawnLong = long - Math.max(0, q - MAX_FIRST_STRIP) * short;
  return a >= b ? { width: drawnLong, height: short } : { width: short, height: drawnLong };
}

/** The canvas height for an a×b rectangle: its drawing's shape at full width, between 120 and 380 pixels. */
export const gcdSceneHeight = (a: number, b: number) => (width: number) => {
  const size = gcdDrawingSize(a, b);
  return Math.round(Math.min(380, Math.max(120, 2 * PAD + ((width - 2 * PAD) * size.height) / size.width)));
};

/** Pixels per unit, and where the drawing starts, so it fits the canvas and sits in its middle. */
export function gcdPlacement(drawing: { width: number; height: number }, width: number, height: number) {
  const scale = Math.min((width - 2 * PAD) / drawing.width, (height - 2 * PAD) / drawing.height);
  return {
    scale,
    x: Math.round((width - drawing.width * scale) / 2),
    y: Math.round((height - drawing.height * scale) / 2),
  };
}

/** Squares drawn one by one up to this many in a strip, and only when this many pixels wide. */
export const MAX_SQUARES_DRAWN = 24;
export const MIN_SQUARE_PIXELS = 5;

/** Whether a strip's squares are drawn one by one (else as one block labelled with the count). */
export function drawSquaresSeparately(strip: GcdStrip, scale: number): boolean {
  return (
    strip.drawn === strip.count && strip.count <= MAX_SQUARES_DRAWN && strip.side * scale >= MIN_SQUARE_PIXELS
  );
}

// ---- Sieve: a grid of the numbers 2..n ----

export interface SieveGrid {
  readonly cell: number;
  readonly gap: number;
  readonly columns: number;
  readonly originX: number;
  readonly height: number;
  /** Whether numbers are written in the cells (they are too small to read below this). */
  readonly labelled: boolean;
  readonly fontSize: number;
}

/** Cells are at most this big, and the grid at most this tall unless the cells would become unreadable. */
const MAX_CELL = 44;
const MIN_CELL = 16;
const MAX_GRID_HEIGHT = 720;

export function sieveGrid(n: number, width: number): SieveGrid {
  const count = Math.max(1, n - 1);
  const usable = Math.max(40, width - 2 * PAD);
  // The largest cell that keeps the grid within MAX_GRID_HEIGHT, bounded to MIN_CELL..MAX_CELL.
  let cell = MAX_CELL;
  for (; cell > MIN_CELL; cell--) {
    const columns = Math.max(1, Math.floor(usable / cell));
    if (Math.ceil(count / columns) * cell <= MAX_GRID_HEIGHT) break;
  }
  const columns = Math.max(1, Math.min(count, Math.floor(usable / cell)));
  const rows = Math.ceil(count / columns);
  const gap = cell >= 30 ? 3 : 2;
  return {
    cell,
    gap,
    columns,
    originX: Math.floor((width - columns * cell) / 2),
    height: rows * cell + 2 * PAD,
    labelled: cell >= 24,
    fontSize: cell >= 38 ? 15 : cell >= 30 ? 13 : cell >= 24 ? 11 : 9,
  };
}

/** Top-left of number k (k ≥ 2) in the grid. */
export function sieveCell(k: number, grid: SieveGrid): { x: number; y: number } {
  const slot = k - 2;
  return {
    x: grid.originX + (slot % grid.columns) * grid.cell,
    y: PAD + Math.floor(slot / grid.columns) * grid.cell,
  };
}

// ---- Factor tree ----

export interface TreeNodeLike {
  readonly id: string;
  readonly value: number;
  readonly parent: string | null;
}

export interface PlacedNode {
  readonly id: string;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly text: string;
  readonly parent: { x: number; y: number } | null;
}

export const NODE_HEIGHT = 26;
const LEVEL_MIN = 36;
const LEVEL_MAX = 58;
const LEAF_OFFSET = 60;

/** Approximate width of a node's pill for its text at the scene's font size. */
export const nodeWidth = (text: string) => Math.max(30, Math.round(text.length * 7.6 + 14));

/** The tree's depth: the number of levels below the root. */
export function treeDepth(nodes: readonly TreeNodeLike[]): number {
  const depth = new Map<string, number>();
  let most = 0;
  for (const node of nodes) {
    const d = node.parent === null ? 0 : (depth.get(node.parent) ?? 0) + 1;
    depth.set(node.id, d);
    most = Math.max(most, d);
  }
  return most;
}

export function factorTreeHeight(depth: number, width: number): number {
  const level = width < 500 ? LEVEL_MIN : LEVEL_MAX;
  return Math.max(180, 2 * PAD + NODE_HEIGHT + depth * level + 10);
}

/** What the whole tree needs: its depth and its widest node, so the drawing does not move as it grows. */
export interface TreeShape {
  readonly depth: number;
  readonly widest: number;
}

export function treeShape(nodes: readonly TreeNodeLike[], format: (value: number) => string): TreeShape {
  return {
    depth: treeDepth(nodes),
    widest: nodes.reduce((most, node) => Math.max(most, nodeWidth(format(node.value))), 30),
  };
}

/**
 * The factor tree as trial division builds it: each split puts the prime down to the left and the
 * quotient down to the right, so the quotients form a chain going down and a little to the right, and
 * the primes hang off it.
 */
export function layoutFactorTree(
  nodes: readonly TreeNodeLike[],
  format: (value: number) => string,
  width: number,
  height: number,
  { depth, widest }: TreeShape,
): PlacedNode[] {
  const level = depth === 0 ? 0 : Math.min(LEVEL_MAX, (height - 2 * PAD - NODE_HEIGHT) / depth);
  // A prime and the quotient beside it never touch, however wide their numbers.
  const offset = Math.max(LEAF_OFFSET, Math.round(widest + 12));
  const leftmost = PAD + offset + widest / 2;
  const room = width - PAD - widest / 2 - leftmost;
  const step = depth === 0 ? 0 : Math.max(0, Math.min(48, room / depth));
  // Centred: the leaves reach `offset` left of the chain, which ends depth·step right of the root.
  const rootX = leftmost + Math.max(0, (room - depth * step) / 2);
  const placed = new Map<string, PlacedNode>();
  const children = new Map<string, number>();
  const out: PlacedNode[] = [];
  for (const node of nodes) {
    const text = format(node.value);
    const parent = node.parent === null ? null : (placed.get(node.parent) ?? null);
    let x = rootX;
    let y = PAD + NODE_HEIGHT / 2;
    if (parent !== null && node.parent !== null) {
      const nth = children.get(node.parent) ?? 0;
      children.set(node.parent, nth + 1);
      y = parent.y + level;
      // The first child is the prime (left), the second the quotient (right).
      x = nth === 0 ? parent.x + step - offset : parent.x + step;
    }
    const at: PlacedNode = {
      id: node.id,
      x,
      y,
      width: nodeWidth(text),
      text,
      parent: parent === null ? null : { x: parent.x, y: parent.y },
    };
    placed.set(node.id, at);
    out.push(at);
  }
  return out;
}

/** The sieve's canvas height for numbers up to n at a width. */
export const sieveSceneHeight = (n: number) => (width: number) => sieveGrid(n, width).height;
