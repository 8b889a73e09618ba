/**
 * Pure layout of the hash table scene: the buckets (or slots) side by side in rows that wrap, each with
 * its index above it; under chaining each bucket's chain hangs below it, one box per key. Keys waiting
 * to be rehashed into a grown table sit in a row of their own underneath. Every key keeps its identity,
 * so a rehash visibly carries each key to its new bucket.
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
  /** Where the chain's link lines run (chaining): from the bucket down through its keys. */
  chainBottom: number;
}

export interface HashSceneLayout {
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
  const rows = Math.ceil(model.capacity / perRow);
  const chaining = model.mode === 'chaining';
  const rowWidth = Math.min(model.capacity, perRow) * (BOX_WIDTH + COLUMN_GAP) - COLUMN_GAP;
  const left = Math.max(SIDE, (width - rowWidth) / 2);

  const buckets: BucketLayout[] = [];
  const cells: HashCellLayout[] = [];
  let y = TOP;
  for (let row = 0; row < rows; row++) {
    const first = row * perRow;
    const last = Math.min(model.capacity, first + perRow);
    const longest = chaining
      ? Math.max(0, ...model.buckets.slice(first, last).map((bucket) => bucket.length))
      : 0;
    const slotY = y + INDEX_ROOM;
    for (let index = first; index < last; index++) {
      const x = left + (index - first) * (BOX_WIDTH + COLUMN_GAP);
      const bucket = model.buckets[index] ?? [];
      buckets.push({
        index,
        x,
        y: slotY,
        marked: model.bucketMarks.get(index) ?? null,
        chainBottom: slotY + BOX_HEIGHT + bucket.length * (BOX_HEIGHT + CHAIN_GAP),
      });
      bucket.forEach((cell, depth) => {
        const cellY = chaining ? slotY + BOX_HEIGHT + CHAIN_GAP + depth * (BOX_HEIGHT + CHAIN_GAP) : slotY;
        const mark = model.marks.get(cell.id) ?? null;
        cells.push({
          id: cell.id,
          label: cell.tombstone ? '†' : keyLabel(cell.key),
          fontSize: 12,
          style: cellStyle(mark, cell.tombstone, palette),
          target: { x, y: cellY, alpha: cell.tombstone ? 0.7 : 1 },
          enter: { x, y: cellY - 18, alpha: 0 },
        });
      });
    }
    y = slotY + BOX_HEIGHT + (chaining ? longest * (BOX_HEIGHT + CHAIN_GAP) : 0) + ROW_GAP;
  }

  let pendingCaption: HashSceneLayout['pendingCaption'] = null;
  if (model.pending.length > 0) {
    pendingCaption = { x: SIDE, y };
    const pendingTop = y + PENDING_CAPTION;
    model.pending.forEach((cell, i) => {
      const x = left + (i % perRow) * (BOX_WIDTH + COLUMN_GAP);
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
  return { buckets, cells, pendingCaption, height: Math.max(y, 90) };
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
