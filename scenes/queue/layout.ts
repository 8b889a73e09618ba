/**
 * Pure layout of the queue scene: the circular buffer of the queue's listing (core/structures/
 * queue-buffer.ts), its slots in a row wrapping into further rows, each value in its slot, with 'Front'
 * above the front value and 'Rear' below the rear one. A dequeue lifts the front value out of its slot
 * and the front pointer moves on to the next slot: no value moves. An enqueued value waits in the slot
 * after the rear, then joins; when every slot is full the buffer doubles first and the values move to the
 * start of the bigger block, as the listing's grow() copies them.
 */
import {
  enqueuedBuffer,
  queueBufferFor,
  queueSlot,
  type QueueBuffer,
  type StructureView,
} from '@/core/structures';
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
  /** Top-left of every slot of the buffer, drawn as an empty frame under the values. */
  slots: { x: number; y: number }[];
  boxes: QueueBoxLayout[];
  /** Centre-top of the 'Front' label and of the 'Rear' label; transparent when empty. */
  front: Placement;
  rear: Placement;
  empty: boolean;
  /** Centre-top of the 'Empty queue' text, under the first row of slots. */
  emptyLabel: { x: number; y: number };
}

export const FRONT_MARKER_ID = -1;
export const REAR_MARKER_ID = -2;

const PAD = 16;
const LABEL = 20;
const ROW_GAP = 14;
const MIN_HEIGHT = 170;

export function queueGeometry(slots: number, width: number): QueueGeometry {
  const box = boxSizeFor(width);
  const gap = box < 50 ? 10 : 14;
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

/** Top-left of buffer slot `slot`. */
export function slotPosition(slot: number, geometry: QueueGeometry): { x: number; y: number } {
  const column = slot % geometry.columns;
  const row = Math.floor(slot / geometry.columns);
  return {
    x: geometry.originX + column * (geometry.box + geometry.gap),
    y: geometry.top + row * geometry.rowHeight + LABEL,
  };
}

/** The buffer drawn: the view's, already doubled when the value waiting to join needs a bigger block. */
function drawnBuffer(view: StructureView): QueueBuffer {
  const buffer = view.buffer ?? queueBufferFor(view.items.length);
  return view.pending ? enqueuedBuffer(buffer, view.items.length) : buffer;
}

export function queueSceneHeight(view: StructureView, width: number): number {
  return queueGeometry(drawnBuffer(view).capacity, width).height;
}

export function layoutQueue(view: StructureView, width: number, palette: ScenePalette): QueueLayout {
  const { items, pending, landed, state } = view;
  const buffer = drawnBuffer(view);
  const geometry = queueGeometry(buffer.capacity, width);
  const { box } = geometry;
  const at = (position: number) => slotPosition(queueSlot(buffer, position), geometry);
  const label = (value: number) => valueLabel(value, box, box >= 56 ? 20 : 16);
  // A dequeue's second step ('Dequeued v from the queue') lifts the front value out of its slot.
  const leaving = state.phase === 'dequeueing' && !landed && state.stepNumber >= 2;

  const boxes: QueueBoxLayout[] = items.map((item, position) => {
    const slot = at(position);
    const target =
      leaving && position === 0 ? { x: slot.x, y: slot.y - box * 0.6, alpha: 0 } : { ...slot, alpha: 1 };
    return {
      id: item.id,
      value: item.value,
      ...label(item.value),
      style: boxStyle(item.role, palette),
      placeholder: false,
      target,
      enter: { x: slot.x + box * 0.6, y: slot.y, alpha: 0 },
    };
  });
  if (pending) {
    const slot = at(pending.index);
    boxes.push({
      id: pending.id,
      value: pending.value,
      ...label(pending.value),
      style: boxStyle(null, palette, true),
      placeholder: true,
      target: { ...slot, alpha: 1 },
      enter: { x: slot.x + box * 0.6, y: slot.y, alpha: 0 },
    });
  }

  const present = items.length > 0 ? 1 : 0;
  const first = at(0);
  const last = at(Math.max(0, items.length - 1));
  const slots = Array.from({ length: buffer.capacity }, (_, slot) => slotPosition(slot, geometry));
  return {
    geometry,
    slots,
    boxes,
    front: { x: first.x + box / 2, y: first.y - LABEL + 2, alpha: present },
    rear: { x: last.x + box / 2, y: last.y + box + 3, alpha: present },
    empty: items.length === 0 && pending === null,
    emptyLabel: { x: width / 2, y: (slots[0]?.y ?? geometry.top) + box + 3 },
  };
}
