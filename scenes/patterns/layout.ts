/**
 * Pure layout of the interview-pattern scene: the array (or string) as one row of cells with its named
 * pointers above, the window and best run as named brackets under it, and each helper structure (deque,
 * stack, map, prefix sums) as a titled row of boxes that wraps. The height is reserved for the largest
 * frame of the run, so the picture never jumps while it plays.
 */
import type { PatternModel } from '@/core/algorithms/patterns/types';
import { readableOn } from '../host/contrast';
import type { ScenePalette } from '../host/palette';

export const CELL_MAX = 44;
export const CELL_MIN = 18;
const GAP = 4;
/** Room above the row for the pointers' names. */
const POINTER_ROOM = 20;
/** The index labels under the row. */
const INDEX_ROOM = 16;
/** One bracket lane ('window', 'best') under the row. */
const LANE = 22;
/** An aux structure's title line and each line of its boxes. */
const AUX_TITLE = 18;
const AUX_LINE = 30;
const AUX_BOX_HEIGHT = 24;
const AUX_GAP = 6;
const BOTTOM = 6;

/** What the height is reserved for: bracket lanes and each aux structure's most lines, in order. */
export interface PatternShape {
  readonly lanes: number;
  readonly auxLines: readonly number[];
}

export interface PatternCellPlace {
  readonly index: number;
  readonly x: number;
  readonly y: number;
  readonly size: number;
  readonly fill: number;
  readonly text: string;
  readonly textColour: number;
  readonly fontSize: number;
  readonly showText: boolean;
}

export interface PatternBracket {
  readonly label: string;
  readonly x0: number;
  readonly x1: number;
  readonly y: number;
  readonly colour: number;
}

export interface AuxBoxPlace {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly text: string;
  readonly fill: number;
  readonly stroke: number;
  readonly textColour: number;
  readonly faded: boolean;
}

export interface PatternLayout {
  readonly cells: readonly PatternCellPlace[];
  readonly pointers: readonly { readonly text: string; readonly x: number; readonly y: number }[];
  /** The window's band behind its cells. */
  readonly band: {
    readonly x: number;
    readonly y: number;
    readonly width: number;
    readonly height: number;
  } | null;
  readonly brackets: readonly PatternBracket[];
  readonly aux: readonly {
    readonly title: string;
    readonly y: number;
    readonly boxes: readonly AuxBoxPlace[];
    readonly empty: boolean;
  }[];
  readonly fontSize: number;
  readonly height: number;
}

function cellSize(count: number, width: number): number {
  const n = Math.max(count, 1);
  return Math.max(CELL_MIN, Math.min(CELL_MAX, Math.floor((width - GAP * (n - 1)) / n)));
}

/** The narrowest width that holds the row at the smallest cell size; narrower screens scroll. */
export function patternMinWidth(count: number): number {
  const n = Math.max(count, 1);
  return n * CELL_MIN + (n - 1) * GAP;
}

const auxBoxWidth = (text: string) => Math.max(28, Math.round(text.length * 7.2 + 12));
const auxText = (key: string, value: string) => (key === '' ? value : `${key}: ${value}`);

/** Where each box of an aux structure goes, wrapping at the width: their places and the lines used. */
function flowBoxes(texts: readonly string[], width: number): { x: number; line: number; width: number }[] {
  const places: { x: number; line: number; width: number }[] = [];
  let x = 0;
  let line = 0;
  for (const text of texts) {
    const w = Math.min(auxBoxWidth(text), width);
    if (x > 0 && x + w > width) {
      line++;
      x = 0;
    }
    places.push({ x, line, width: w });
    x += w + AUX_GAP;
  }
  return places;
}

/** The lanes and aux lines a frame needs at this width. */
export function patternShape(model: PatternModel, width: number): PatternShape {
  return {
    lanes: (model.window ? 1 : 0) + (model.best ? 1 : 0),
    auxLines: model.aux.map((aux) => {
      const places = flowBoxes(
        aux.items.map((item) => auxText(item.key, item.value)),
        width,
      );
      return Math.max(1, (places.at(-1)?.line ?? 0) + 1);
    }),
  };
}

/** The shape that holds every one of the given shapes. */
export function largestShape(shapes: readonly PatternShape[]): PatternShape {
  const auxLines: number[] = [];
  for (const shape of shapes)
    shape.auxLines.forEach((lines, i) => (auxLines[i] = Math.max(auxLines[i] ?? 0, lines)));
  return { lanes: Math.max(0, ...shapes.map((shape) => shape.lanes)), auxLines };
}

/** The canvas height of a run of `count` elements drawn with this shape at this width. */
export function patternHeight(count: number, shape: PatternShape, width: number): number {
  const size = cellSize(count, Math.max(width, patternMinWidth(count)));
  const aux = shape.auxLines.reduce((sum, lines) => sum + AUX_TITLE + lines * AUX_LINE, 0);
  return POINTER_ROOM + size + INDEX_ROOM + shape.lanes * LANE + aux + BOTTOM;
}

/** A cell's fill by its strongest role. */
function cellFill(roles: readonly string[], palette: ScenePalette): number {
  if (roles.includes('found')) return palette.found;
  if (roles.includes('current')) return palette.active;
  if (roles.includes('left') || roles.includes('right')) return palette.compare;
  if (roles.includes('stack') || roles.includes('deque')) return palette.target;
  if (roles.includes('best')) return palette.sorted;
  if (roles.includes('done')) return palette.grid;
  return palette.cell;
}

const fontSizeFor = (size: number) => Math.max(9, Math.min(16, Math.round(size * 0.4)));
/** The smallest text drawn in a cell; a longer value is left to the mirror and the panels. */
const MIN_FONT = 8;
/** The font that fits a cell's text (about 0.6 em per character), at most the row's size. */
const fittedFont = (text: string, size: number, fontSize: number) =>
  Math.min(fontSize, Math.floor((size - 4) / (Math.max(1, text.length) * 0.6)));

export function layoutPattern(
  model: PatternModel,
  shape: PatternShape,
  width: number,
  palette: ScenePalette,
): PatternLayout {
  const count = model.cells.length;
  const size = cellSize(count, width);
  const fontSize = fontSizeFor(size);
  const rowWidth = count * size + Math.max(0, count - 1) * GAP;
  const start = Math.max(0, (width - rowWidth) / 2);
  const xOf = (index: number) => start + index * (size + GAP);
  const top = POINTER_ROOM;
  const readable = (fill: number) => readableOn(fill, [palette.label, palette.labelOnFill]);

  const cells = model.cells.map((text, index) => {
    const fill = cellFill(model.roles[index] ?? [], palette);
    return {
      index,
      x: xOf(index),
      y: top,
      size,
      fill,
      text,
      textColour: readable(fill),
      fontSize: fittedFont(text, size, fontSize),
      showText: fittedFont(text, size, fontSize) >= MIN_FONT,
    };
  });

  // Pointers on one element share its label: 'L R'.
  const names = new Map<number, string[]>();
  for (const pointer of model.pointers)
    if (pointer.index >= 0 && pointer.index < count)
      names.set(pointer.index, [...(names.get(pointer.index) ?? []), pointer.label]);
  const pointers = [...names].map(([index, labels]) => ({
    text: labels.join(' '),
    x: xOf(index) + size / 2,
    y: top - 3,
  }));

  const span = (lo: number, hi: number) => ({
    x0: xOf(Math.max(0, lo)),
    x1: xOf(Math.min(count - 1, hi)) + size,
  });
  const windowSpan = model.window ? span(model.window.lo, model.window.hi) : null;
  const band = windowSpan
    ? { x: windowSpan.x0 - 2, y: top - 2, width: windowSpan.x1 - windowSpan.x0 + 4, height: size + 4 }
    : null;

  // The window's bracket takes the first lane, the best run's the next (or the first when alone).
  const laneTop = top + size + INDEX_ROOM;
  const brackets: PatternBracket[] = [];
  if (model.window) {
    const { x0, x1 } = span(model.window.lo, model.window.hi);
    brackets.push({ label: 'window', x0, x1, y: laneTop + 4, colour: palette.range });
  }
  if (model.best) {
    const { x0, x1 } = span(model.best.lo, model.best.hi);
    const lane = shape.lanes > 1 ? LANE : 0;
    brackets.push({ label: 'best', x0, x1, y: laneTop + lane + 4, colour: palette.found });
  }
  let y = laneTop + shape.lanes * LANE;

  const aux = model.aux.map((structure, i) => {
    const texts = structure.items.map((item) => auxText(item.key, item.value));
    const places = flowBoxes(texts, width);
    const titleY = y;
    const boxes = structure.items.map((item, k) => {
      const place = places[k] ?? { x: 0, line: 0, width: 28 };
      const fill =
        item.state === 'new' ? palette.target : item.state === 'active' ? palette.active : palette.background;
      return {
        x: place.x,
        y: titleY + AUX_TITLE + place.line * AUX_LINE,
        width: place.width,
        text: texts[k] ?? '',
        fill,
        stroke: item.state === 'default' || item.state === 'out' ? palette.label : fill,
        textColour: item.state === 'new' || item.state === 'active' ? readable(fill) : palette.label,
        faded: item.state === 'out',
      };
    });
    y += AUX_TITLE + (shape.auxLines[i] ?? 1) * AUX_LINE;
    return { title: structure.title, y: titleY, boxes, empty: structure.items.length === 0 };
  });

  return { cells, pointers, band, brackets, aux, fontSize, height: y + BOTTOM };
}

export { AUX_BOX_HEIGHT };
