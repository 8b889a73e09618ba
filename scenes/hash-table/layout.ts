/**
 * Pure layout of the hash table scene. When every bucket (or slot) fits side by side, they stand in one
 * row, each with its index above it, and under chaining each bucket's chain hangs below it, one box per
 * key. When they do not (a phone, a grown table), the table turns on its side rather than wrap into
 * what would look like a second table: one column of buckets, each index to its left and its chain
 * running to the right. Keys waiting to be rehashed into a grown table sit in a row of their own
 * underneath. Every key keeps its identity, so a rehash visibly carries each key to its new bucket.
 */
import type { HashKey, HashMark, HashTableModel } from '@/core/hash-table';
import { readableOn } from '../host/contrast';
import type { BoxStyle } from '../host/boxStyle';
import type { ScenePalette } from '../host/palette';
import type { Placement } from '../host/placementMotion';

export const BOX_WIDTH = 46;
export const BOX_HEIGHT = 28;
const COLUMN_GAP = 6;
const CHAIN_GAP = 10;
const INDEX_ROOM = 16;
const ROW_GAP = 18;
const SIDE = 8;
const TOP = 6;
const PENDING_CAPTION = 22;
/** The column layout: room for an index left of its bucket, and the gap between buckets. */
const INDEX_WIDTH = 28;
const COLUMN_ROW_GAP = 8;

export interface HashCellLayout {
  id: number;
  label: string;
  fontSize: number;
  style: BoxStyle;
  target: Placement;
  enter: Placement;
}

export interface BucketLayout {
  index: number;
  x: number;
  y: number;
  /** Highlighted as the key's home or as a probe. */
  marked: 'home' | 'probe' | null;
  /** The centre of the chain's last key (chaining), where the link line from the bucket ends; null for no chain. */
  chainEnd: { x: number; y: number } | null;
  /** Where the bucket's index is written: its centre-bottom above the bucket, or its right-middle beside it. */
  indexLabel: { x: number; y: number; anchor: { x: number; y: number } };
}

export interface HashSceneLayout {
  /** One row of buckets, or one column when a row would not fit. */
  orientation: 'row' | 'column';
  buckets: BucketLayout[];
  cells: HashCellLayout[];
  pendingCaption: { x: number; y: number } | null;
  height: number;
}

/** A key as it fits its box: words longer than 5 letters are cut with an ellipsis (the mirror has them whole). */
export function keyLabel(key: HashKey): string {
  const text = String(key);
  return text.length <= 5 ? text : `${text.slice(0, 4)}…`;
}

const perRowFor = (width: number) =>
  Math.max(1, Math.floor((width - 2 * SIDE + COLUMN_GAP) / (BOX_WIDTH + COLUMN_GAP)));

function markColour(mark: HashMark | null, palette: ScenePalette): number {
  switch (mark) {
    case 'compare':
      return palette.compare;
    case 'found':
      return palette.found;
    case 'new':
      return palette.sorted;
    case 'removing':
      return palette.active;
    case 'moving':
      return palette.target;
    case 'tombstone':
    case null:
      return palette.cell;
  }
}

function cellStyle(mark: HashMark | null, tombstone: boolean, palette: ScenePalette): BoxStyle {
  if (tombstone && mark !== 'compare') {
    return { fill: palette.grid, fillAlpha: 0.25, stroke: palette.grid, text: palette.label };
  }
  const colour = markColour(mark, palette);
  if (mark === null || mark === 'tombstone')
    return { fill: colour, fillAlpha: 0.16, stroke: colour, text: palette.label };
  return {
    fill: colour,
    fillAlpha: 1,
    stroke: colour,
    text: readableOn(colour, [palette.label, palette.labelOnFill]),
  };
}

export function layoutHashScene(
  model: HashTableModel,
  width: number,
  palette: ScenePalette,
): HashSceneLayout {
  const perRow = perRowFor(width);
  const chaining = model.mode === 'chaining';
  const orientation = model.capacity <= perRow ? 'row' : 'column';
  const buckets: BucketLayout[] = [];
  const cells: HashCellLayout[] = [];
  const place = (cell: HashTableModel['buckets'][number][number], x: number, y: number) => {
    const mark = model.marks.get(cell.id) ?? null;
    cells.push({
      id: cell.id,
      label: cell.tombstone ? '†' : keyLabel(cell.key),
      fontSize: 12,
      style: cellStyle(mark, cell.tombstone, palette),
      target: { x, y, alpha: cell.tombstone ? 0.7 : 1 },
      enter: { x, y: y - 18, alpha: 0 },
    });
  };

  let y = TOP;
  let left: number;
  if (orientation === 'row') {
    const rowWidth = model.capacity * (BOX_WIDTH + COLUMN_GAP) - COLUMN_GAP;
    left = Math.max(SIDE, (width - rowWidth) / 2);
    const longest = chaining ? Math.max(0, ...model.buckets.map((bucket) => bucket.length)) : 0;
    const slotY = y + INDEX_ROOM;
    for (let index = 0; index < model.capacity; index++) {
      const x = left + index * (BOX_WIDTH + COLUMN_GAP);
      const bucket = model.buckets[index] ?? [];
      buckets.push({
        index,
        x,
        y: slotY,
        marked: model.bucketMarks.get(index) ?? null,
        chainEnd:
          chaining && bucket.length > 0
            ? { x: x + BOX_WIDTH / 2, y: slotY + bucket.length * (BOX_HEIGHT + CHAIN_GAP) + BOX_HEIGHT / 2 }
            : null,
        indexLabel: { x: x + BOX_WIDTH / 2, y: slotY - 3, anchor: { x: 0.5, y: 1 } },
      });
      bucket.forEach((cell, depth) =>
        place(cell, x, chaining ? slotY + (depth + 1) * (BOX_HEIGHT + CHAIN_GAP) : slotY),
      );
    }
    y = slotY + BOX_HEIGHT + longest * (BOX_HEIGHT + CHAIN_GAP) + ROW_GAP;
  } else {
    left = SIDE + INDEX_WIDTH;
    for (let index = 0; index < model.capacity; index++) {
      const bucket = model.buckets[index] ?? [];
      const slotY = y + index * (BOX_HEIGHT + COLUMN_ROW_GAP);
      buckets.push({
        index,
        x: left,
        y: slotY,
        marked: model.bucketMarks.get(index) ?? null,
        chainEnd:
          chaining && bucket.length > 0
            ? { x: left + bucket.length * (BOX_WIDTH + CHAIN_GAP) + BOX_WIDTH / 2, y: slotY + BOX_HEIGHT / 2 }
            : null,
        indexLabel: { x: left - 6, y: slotY + BOX_HEIGHT / 2, anchor: { x: 1, y: 0.5 } },
      });
      bucket.forEach((cell, depth) =>
        place(cell, chaining ? left + (depth + 1) * (BOX_WIDTH + CHAIN_GAP) : left, slotY),
      );
    }
    y += model.capacity * (BOX_HEIGHT + COLUMN_ROW_GAP) - COLUMN_ROW_GAP + ROW_GAP;
  }

  let pendingCaption: HashSceneLayout['pendingCaption'] = null;
  if (model.pending.length > 0) {
    pendingCaption = { x: SIDE, y };
    const pendingTop = y + PENDING_CAPTION;
    const pendingLeft = Math.max(SIDE, Math.min(left, width - perRow * (BOX_WIDTH + COLUMN_GAP)));
    model.pending.forEach((cell, i) => {
      const x = pendingLeft + (i % perRow) * (BOX_WIDTH + COLUMN_GAP);
      const cellY = pendingTop + Math.floor(i / perRow) * (BOX_HEIGHT + CHAIN_GAP);
      cells.push({
        id: cell.id,
        label: keyLabel(cell.key),
        fontSize: 12,
        style: cellStyle(model.marks.get(cell.id) ?? null, false, palette),
        target: { x, y: cellY, alpha: 1 },
        enter: { x, y: cellY, alpha: 0 },
      });
    });
    y = pendingTop + Math.ceil(model.pending.length / perRow) * (BOX_HEIGHT + CHAIN_GAP) + ROW_GAP;
  }
  return { orientation, buckets, cells, pendingCaption, height: Math.max(y, 90) };
}

/** The canvas height the scene needs at `width`. */
export function hashSceneHeight(model: HashTableModel, width: number): number {
  return layoutHashScene(model, width, NO_COLOURS).height;
}

const NO_COLOURS: ScenePalette = {
  background: 0,
  bar: 0,
  active: 0,
  compare: 0,
  sorted: 0,
  cell: 0,
  target: 0,
  found: 0,
  range: 0,
  label: 0,
  labelOnFill: 0,
  grid: 0,
};
