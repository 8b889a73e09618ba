/**
 * Pure layout of the string-matching scene: the text as one row of cells with its indices above, the
 * pattern as a row under it shifted to sit under the text at its current shift, then (for KMP) the
 * prefix table as a titled row and (for Rabin-Karp) the hashes as a line of text. The columns and rows
 * are reserved for the whole run, so the picture never jumps while it plays.
 */
import type { StringModel, TextRole } from '@/core/algorithms/strings/types';
import { readableOn } from '../host/contrast';
import type { ScenePalette } from '../host/palette';
import { cellRowWidth, fitCellRows, type CellRowRule } from '../host/cellRows';

/**
 * Cells are at most 40 px, shrinking to fit the width down to 22 px (a character and the two-digit index
 * over it in 12 px text). The rows are not wrapped, which would part the pattern from the text it sits
 * under: below that the picture keeps 22 px cells and scrolls sideways in its box (stringShiftSpan
 * tells the box where the pattern is, to scroll it into view).
 */
export const CELL_MAX = 40;
export const CELL_MIN = 22;
const GAP = 3;
/** The smallest text in the picture: index labels and titles. */
export const LABEL_FONT_SIZE = 12;
const RULE: CellRowRule = { max: CELL_MAX, min: CELL_MIN, gap: () => GAP, wrap: false };
/** The index labels above the text. */
const INDEX_ROOM = 18;
/** Between the text and the pattern. */
const ROW_GAP = 8;
/** A titled row's title line (the prefix table, the hashes). */
const TITLE = 24;
const HASH_LINE = 22;
const BOTTOM = 6;

/** What the picture is reserved for over the whole run. */
export interface StringShape {
  /** Columns: the text's length, or more when the pattern overhangs its end (KMP's last shifts). */
  readonly columns: number;
  readonly table: boolean;
  readonly hashes: boolean;
}

/** The shape that holds every frame of a run. */
export function stringShape(frames: readonly StringModel[]): StringShape {
  let columns = 1;
  let table = false;
  let hashes = false;
  for (const frame of frames) {
    columns = Math.max(columns, frame.text.length, (frame.shift ?? 0) + frame.pattern.length);
    table ||= frame.table !== null;
    hashes ||= frame.hashes !== null;
  }
  return { columns, table, hashes };
}

export interface CellPlace {
  readonly key: string;
  readonly x: number;
  readonly y: number;
  readonly size: number;
  readonly fill: number;
  /** The outline when the cell is framed (the text under the pattern), else null. */
  readonly stroke: number | null;
  readonly text: string;
  readonly textColour: number;
  readonly fontSize: number;
}

export interface LabelPlace {
  readonly key: string;
  /** An index over a text character, or a title (the table's, the hash line). */
  readonly kind: 'index' | 'title';
  readonly text: string;
  readonly x: number;
  readonly y: number;
}

export interface StringLayout {
  readonly cells: readonly CellPlace[];
  /** Index labels over the text, the table's title, the hash line. */
  readonly labels: readonly LabelPlace[];
  readonly height: number;
}

function cellSize(columns: number, width: number): number {
  return fitCellRows(columns, width, RULE).size;
}

/** The left edge of a column's cells, the columns centred in the width. */
function columnX(columns: number, width: number): (column: number) => number {
  const fit = fitCellRows(columns, width, RULE);
  const start = Math.max(0, (width - cellRowWidth(fit)) / 2);
  return (column) => start + column * (fit.size + GAP);
}

/** Where the pattern spans, from its first cell's left edge to its last cell's right edge. */
export function stringShiftSpan(
  shape: StringShape,
  width: number,
  shift: number,
  length: number,
): { x0: number; x1: number } {
  const xOf = columnX(shape.columns, width);
  const size = cellSize(shape.columns, width);
  return { x0: xOf(shift), x1: xOf(shift + Math.max(length, 1) - 1) + size };
}

/**
 * The scroll offset that brings [x0, x1] into a view `view` px wide scrolled to `scrollLeft`: unchanged
 * when it is in view; else its start (or its end when the span is narrower than the view and lies to
 * the right), with a little room around it.
 */
export function scrollToShow(scrollLeft: number, view: number, span: { x0: number; x1: number }): number {
  const room = 8;
  if (span.x0 >= scrollLeft && span.x1 <= scrollLeft + view) return scrollLeft;
  if (span.x0 < scrollLeft || span.x1 - span.x0 + 2 * room > view) return Math.max(0, span.x0 - room);
  return span.x1 + room - view;
}

/** The narrowest width that holds the columns at the smallest cell size; narrower screens scroll. */
export function stringMinWidth(columns: number): number {
  return columns * CELL_MIN + (columns - 1) * GAP;
}

/** The canvas height of a run drawn with this shape at this width. */
export function stringHeight(shape: StringShape, width: number): number {
  const size = cellSize(shape.columns, Math.max(width, stringMinWidth(shape.columns)));
  return (
    INDEX_ROOM +
    size +
    ROW_GAP +
    size +
    (shape.table ? TITLE + size : 0) +
    (shape.hashes ? HASH_LINE + 4 : 0) +
    BOTTOM
  );
}

/** A text character's fill by its strongest role. */
function textFill(roles: readonly TextRole[], palette: ScenePalette): number {
  if (roles.includes('mismatch')) return palette.compare;
  if (roles.includes('compare')) return palette.active;
  if (roles.includes('equal')) return palette.sorted;
  if (roles.includes('match')) return palette.found;
  if (roles.includes('spurious')) return palette.target;
  return palette.cell;
}

const PATTERN_FILLS = {
  default: 'cell',
  compare: 'active',
  equal: 'sorted',
  mismatch: 'compare',
} as const satisfies Record<string, keyof ScenePalette>;

export function layoutString(
  model: StringModel,
  shape: StringShape,
  width: number,
  palette: ScenePalette,
): StringLayout {
  const size = cellSize(shape.columns, width);
  const fontSize = Math.max(LABEL_FONT_SIZE, Math.min(18, Math.round(size * 0.45)));
  const xOf = columnX(shape.columns, width);
  const readable = (fill: number) => readableOn(fill, [palette.label, palette.labelOnFill]);
  const cell = (
    key: string,
    column: number,
    y: number,
    text: string,
    fill: number,
    stroke: number | null,
  ) => ({
    key,
    x: xOf(column),
    y,
    size,
    fill,
    stroke,
    text,
    textColour: readable(fill),
    fontSize,
  });

  const textTop = INDEX_ROOM;
  const patternTop = textTop + size + ROW_GAP;
  const cells: CellPlace[] = model.text.map((ch, i) => {
    const roles = model.textRoles[i] ?? [];
    return cell(
      `t${i}`,
      i,
      textTop,
      ch,
      textFill(roles, palette),
      roles.includes('window') ? palette.range : null,
    );
  });
  const labels: LabelPlace[] = model.text.map((_, i) => ({
    key: `i${i}`,
    kind: 'index' as const,
    text: String(i),
    x: xOf(i) + size / 2,
    y: textTop - 2,
  }));
  const shift = model.shift ?? 0;
  model.pattern.forEach((ch, j) => {
    const fill = palette[PATTERN_FILLS[model.patternStates[j] ?? 'default']];
    cells.push(cell(`p${j}`, shift + j, patternTop, ch, fill, palette.label));
  });
  let y = patternTop + size;
  if (shape.table) {
    if (model.table) {
      labels.push({ key: 'table', kind: 'title', text: 'prefix table π', x: xOf(0), y: y + TITLE - 3 });
      model.table.values.forEach((value, q) => {
        const fill = model.table?.current === q ? palette.active : palette.background;
        cells.push(cell(`pi${q}`, q, y + TITLE, value === null ? '' : String(value), fill, palette.grid));
      });
    }
    y += TITLE + size;
  }
  if (shape.hashes) {
    if (model.hashes) {
      const { pattern, window } = model.hashes;
      const text = `pattern hash ${pattern}   window hash ${window === null ? '?' : window}${
        window === null ? '' : window === pattern ? '   equal' : '   different'
      }`;
      labels.push({ key: 'hashes', kind: 'title', text, x: xOf(0), y: y + HASH_LINE });
    }
    y += HASH_LINE + 4;
  }
  return { cells, labels, height: y + BOTTOM };
}
