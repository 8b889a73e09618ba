/**
 * Pure layout of the array scene: one box per element in index order, wrapping into rows, each slot
 * labelled with its index underneath. While an insert shifts, the elements from the index on sit one
 * slot to the right (the gap the new value drops into); while a remove shifts, the elements after the
 * index sit one slot to the left and the removed element fades out where it was.
 */
import type { StructureView } from '@/core/structures';
import type { ScenePalette } from '../host/palette';
import type { Placement } from '../host/placementMotion';
import { boxStyle, valueLabel, type BoxStyle } from '../host/boxStyle';

export interface ArrayGeometry {
  box: number;
  gap: number;
  columns: number;
  rowHeight: number;
  originX: number;
  top: number;
  height: number;
}

export interface ArraySlot {
  index: number;
  x: number;
  y: number;
}

export interface ArrayBoxLayout {
  id: number;
  value: number;
  label: string;
  fontSize: number;
  style: BoxStyle;
  /** The value is waiting to be added (drawn as an outline). */
  placeholder: boolean;
  target: Placement;
  /** Where it appears from when it is new to the scene. */
  enter: Placement;
}

export interface ArrayLayout {
  geometry: ArrayGeometry;
  /** The index slots drawn (frames and index labels), including the one being made. */
  slots: ArraySlot[];
  boxes: ArrayBoxLayout[];
  empty: boolean;
}

const PAD = 16;
const TOP = 18;
const INDEX_HEIGHT = 20;
const ROW_GAP = 18;
const BOTTOM = 10;
/** Short arrays sit in the middle of a canvas at least this tall. */
const MIN_HEIGHT = 170;

/** Box size for the canvas width: large on desktops, small enough for six per row on phones. */
export function boxSizeFor(width: number): number {
  return width < 420 ? 44 : width < 700 ? 52 : 60;
}

/** Box size, columns and height for `count` elements (plus one slot of room to grow). */
export function arrayGeometry(count: number, width: number): ArrayGeometry {
  const box = boxSizeFor(width);
  const gap = box < 50 ? 8 : 10;
  const slots = count + 1;
  const usable = Math.max(box, width - 2 * PAD);
  const columns = Math.max(1, Math.floor((usable + gap) / (box + gap)));
  const rows = Math.max(1, Math.ceil(slots / columns));
  const rowHeight = box + INDEX_HEIGHT + ROW_GAP;
  // The whole grid is centred, not the elements: adding or removing one never moves the others.
  const gridWidth = columns * (box + gap) - gap;
  const contentHeight = TOP + rows * rowHeight - ROW_GAP + BOTTOM;
  const height = Math.max(MIN_HEIGHT, contentHeight);
  return {
    box,
    gap,
    columns,
    rowHeight,
    originX: Math.max(PAD, Math.floor((width - gridWidth) / 2)),
    top: TOP + Math.floor((height - contentHeight) / 2),
    height,
  };
}

export function slotPosition(slot: number, geometry: ArrayGeometry): { x: number; y: number } {
  const column = slot % geometry.columns;
  const row = Math.floor(slot / geometry.columns);
  return {
    x: geometry.originX + column * (geometry.box + geometry.gap),
    y: geometry.top + row * geometry.rowHeight,
  };
}

export function arraySceneHeight(view: StructureView, width: number): number {
  return arrayGeometry(view.items.length, width).height;
}

export function layoutArray(view: StructureView, width: number, palette: ScenePalette): ArrayLayout {
  const { items, pending, landed, state } = view;
  const geometry = arrayGeometry(items.length, width);
  const { box } = geometry;
  const shifting = !landed && (state.phase === 'inserting' || state.phase === 'removing');
  const direction = state.phase === 'inserting' ? 1 : -1;
  // The remove's elements move at its second step ('Shifting elements to fill the gap').
  const moving = shifting && (state.phase === 'inserting' || state.stepNumber >= 2);

  const boxes: ArrayBoxLayout[] = items.map((item, index) => {
    const slot = moving && item.role === 'shifting' ? index + direction : index;
    const at = slotPosition(Math.max(0, slot), geometry);
    const leaving = moving && item.role === 'removing';
    const target = leaving ? { x: at.x, y: at.y + box * 0.45, alpha: 0 } : { ...at, alpha: 1 };
    return {
      id: item.id,
      value: item.value,
      ...valueLabel(item.value, box, box >= 56 ? 20 : 16),
      style: boxStyle(item.role, palette),
      placeholder: false,
      target,
      enter: { x: at.x, y: at.y - box * 0.5, alpha: 0 },
    };
  });

  if (pending) {
    const at = slotPosition(pending.index, geometry);
    boxes.push({
      id: pending.id,
      value: pending.value,
      ...valueLabel(pending.value, box, box >= 56 ? 20 : 16),
      style: boxStyle(null, palette, true),
      placeholder: true,
      target: { ...at, alpha: 1 },
      enter: { x: at.x, y: at.y - box * 0.5, alpha: 0 },
    });
  }

  // An insert makes its slot at the first step, before the value exists; an add shows its slot with
  // the waiting value.
  const making = pending !== null || (shifting && state.phase === 'inserting');
  const slotCount = items.length + (making ? 1 : 0);
  const slots: ArraySlot[] = [];
  for (let index = 0; index < slotCount; index += 1) slots.push({ index, ...slotPosition(index, geometry) });

  return { geometry, slots, boxes, empty: items.length === 0 && pending === null };
}
