/**
 * Pure layout of the array scene: one box per element in index order, wrapping into rows, each slot
 * labelled with its index underneath. While an insert shifts, the elements from the index on sit one
 * slot to the right (the gap the new value drops into); while a remove shifts, the elements after the
 * index sit one slot to the left and the removed element fades out where it was.
 */
import type { StructureView } from '@/core/structures';
import type { ScenePalette } from '../host/palette';
import { valueLabel } from '../host/boxStyle';
import { boxFontSize, boxGrid, gridSlot, type BoxGrid } from '../host/boxGrid';
import { layoutValueBoxes, type ValueBoxLayout } from '../host/valueBoxes';

export interface ArraySlot {
  index: number;
  x: number;
  y: number;
}

export interface ArrayLayout {
  geometry: BoxGrid;
  /** The index slots drawn (frames and index labels), including the one being made. */
  slots: ArraySlot[];
  boxes: ValueBoxLayout[];
  empty: boolean;
}

/** Each row: the boxes, then their index labels underneath. */
const ARRAY_SPACING = {
  gap: { small: 8, large: 10 },
  above: 0,
  below: 20,
  rowGap: 18,
  padTop: 18,
  padBottom: 10,
};

/** Box size, columns and height for `count` elements (plus one slot of room to grow). */
export function arrayGeometry(count: number, width: number): BoxGrid {
  return boxGrid(count + 1, width, ARRAY_SPACING);
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

  const boxes = layoutValueBoxes(view, palette, {
    label: (value) => valueLabel(value, box, boxFontSize(box)),
    element: (item, index) => {
      const slot = moving && item.role === 'shifting' ? index + direction : index;
      const at = gridSlot(Math.max(0, slot), geometry);
      const leaving = moving && item.role === 'removing';
      return {
        target: leaving ? { x: at.x, y: at.y + box * 0.45, alpha: 0 } : { ...at, alpha: 1 },
        enter: { x: at.x, y: at.y - box * 0.5, alpha: 0 },
      };
    },
    pending: (index) => {
      const at = gridSlot(index, geometry);
      return { target: { ...at, alpha: 1 }, enter: { x: at.x, y: at.y - box * 0.5, alpha: 0 } };
    },
  });

  // An insert makes its slot at the first step, before the value exists; an add shows its slot with
  // the waiting value.
  const making = pending !== null || (shifting && state.phase === 'inserting');
  const slotCount = items.length + (making ? 1 : 0);
  const slots: ArraySlot[] = [];
  for (let index = 0; index < slotCount; index += 1) slots.push({ index, ...gridSlot(index, geometry) });

  return { geometry, slots, boxes, empty: items.length === 0 && pending === null };
}
