/**
 * Pure layout of the string-matching scene: the text as one row of cells with its indices above, the
 * pattern as a row under it shifted to sit under the text at its current shift, then (for KMP) the
 * prefix table as a titled row and (for Rabin-Karp) the hashes as a line of text. The columns and rows
 * are reserved for the whole run, so the picture never jumps while it plays.
 */
import type { StringModel, TextRole } from '@/core/algorithms/strings/types';
import { readableOn } from '../host/contrast';
import type { ScenePalette } from '../host/palette';

export const CELL_MAX = 40;
export const CELL_MIN = 16;
const GAP = 3;
/** The index labels above the text. */
const INDEX_ROOM = 16;
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
  return Math.max(CELL_MIN, Math.min(CELL_MAX, Math.floor((width - GAP * (columns - 1)) / columns)));
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
  const fontSize = Math.max(10, Math.min(18, Math.round(size * 0.45)));
  const rowWidth = shape.columns * size + (shape.columns - 1) * GAP;
  const start = Math.max(0, (width - rowWidth) / 2);
  const xOf = (column: number) => start + column * (size + GAP);
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
