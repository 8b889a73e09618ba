/**
 * Pure layout of the queue scene: elements in a row from the front (left) to the rear (right),
 * wrapping into further rows, with 'Front' above the first element and 'Rear' below the last. An
 * enqueued value waits in the slot after the rear, then joins; a dequeued one slides out past the
 * front and the rest move up one place.
 */
import type { StructureView } from '@/core/structures';
import type { ScenePalette } from '../host/palette';
import { boxSizeFor } from '../array/layout';
import type { Placement } from '../host/placementMotion';
import { boxStyle, valueLabel, type BoxStyle } from '../host/boxStyle';

export interface QueueGeometry {
  box: number;
  gap: number;
  columns: number;
  rowHeight: number;
  originX: number;
  top: number;
  height: number;
}

export interface QueueBoxLayout {
  id: number;
  value: number;
  label: string;
  fontSize: number;
  style: BoxStyle;
  placeholder: boolean;
  target: Placement;
  enter: Placement;
}

export interface QueueLayout {
  geometry: QueueGeometry;
  boxes: QueueBoxLayout[];
  /** Centre-top of the 'Front' label and of the 'Rear' label; transparent when empty. */
  front: Placement;
  rear: Placement;
  empty: boolean;
}

export const FRONT_MARKER_ID = -1;
export const REAR_MARKER_ID = -2;

const PAD = 16;
const LABEL = 20;
const ROW_GAP = 14;
const MIN_HEIGHT = 170;

export function queueGeometry(count: number, width: number): QueueGeometry {
  const box = boxSizeFor(width);
  const gap = box < 50 ? 10 : 14;
  const slots = count + 1;
  const usable = Math.max(box, width - 2 * PAD);
  const columns = Math.max(1, Math.floor((usable + gap) / (box + gap)));
  const rows = Math.max(1, Math.ceil(slots / columns));
  const rowHeight = LABEL + box + LABEL + ROW_GAP;
  // The whole grid is centred, not the elements: the front stays put as the queue changes.
  const gridWidth = columns * (box + gap) - gap;
  const contentHeight = 8 + rows * rowHeight - ROW_GAP + 8;
  const height = Math.max(MIN_HEIGHT, contentHeight);
  return {
    box,
    gap,
    columns,
    rowHeight,
    originX: Math.max(PAD, Math.floor((width - gridWidth) / 2)),
    top: 8 + Math.floor((height - contentHeight) / 2),
    height,
  };
}

/** Top-left of the box in queue position `slot` (0 = front). */
export function queueSlot(slot: number, geometry: QueueGeometry): { x: number; y: number } {
  const column = slot % geometry.columns;
  const row = Math.floor(slot / geometry.columns);
  return {
    x: geometry.originX + column * (geometry.box + geometry.gap),
    y: geometry.top + row * geometry.rowHeight + LABEL,
  };
}

export function queueSceneHeight(view: StructureView, width: number): number {
  return queueGeometry(view.items.length, width).height;
}

export function layoutQueue(view: StructureView, width: number, palette: ScenePalette): QueueLayout {
  const { items, pending, landed, state } = view;
  const geometry = queueGeometry(items.length, width);
  const { box, gap } = geometry;
  const label = (value: number) => valueLabel(value, box, box >= 56 ? 20 : 16);
  // A dequeue's second step ('Dequeued v from the queue') sends the front element out to the left.
  const leaving = state.phase === 'dequeueing' && !landed && state.stepNumber >= 2;

  const boxes: QueueBoxLayout[] = items.map((item, slot) => {
    const at = queueSlot(slot, geometry);
    const target =
      leaving && slot === 0 ? { x: at.x - (box + gap) * 0.8, y: at.y, alpha: 0 } : { ...at, alpha: 1 };
    return {
      id: item.id,
      value: item.value,
      ...label(item.value),
      style: boxStyle(item.role, palette),
      placeholder: false,
      target,
      enter: { x: at.x + box * 0.6, y: at.y, alpha: 0 },
    };
  });
  if (pending) {
    const at = queueSlot(pending.index, geometry);
    boxes.push({
      id: pending.id,
      value: pending.value,
      ...label(pending.value),
      style: boxStyle(null, palette, true),
      placeholder: true,
      target: { ...at, alpha: 1 },
      enter: { x: at.x + box * 0.6, y: at.y, alpha: 0 },
    });
  }

  const present = items.length > 0 ? 1 : 0;
  const first = queueSlot(0, geometry);
  const last = queueSlot(Math.max(0, items.length - 1), geometry);
  return {
    geometry,
    boxes,
    front: { x: first.x + box / 2, y: first.y - LABEL + 2, alpha: present },
    rear: { x: last.x + box / 2, y: last.y + box + 3, alpha: present },
    empty: items.length === 0 && pending === null,
  };
}
