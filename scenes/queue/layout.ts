/**
 * Pure layout of the queue scene: the circular buffer of the queue's listing (core/structures/
 * queue-buffer.ts), its slots in one row (shrunk to fit a phone; only a long buffer wraps), each value
 * in its slot, with 'Front' above the front value and 'Rear' below the rear one. A dequeue lifts the front value out of its slot
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
import type { Placement } from '../host/placementMotion';
import { valueLabel } from '../host/boxStyle';
import { boxFontSize, boxGrid, gridRoom, gridSlot, type BoxGrid } from '../host/boxGrid';
import { layoutValueBoxes, type ValueBoxLayout } from '../host/valueBoxes';

export interface QueueLayout {
  geometry: BoxGrid;
  /** Top-left of every slot of the buffer, drawn as an empty frame under the values. */
  slots: { x: number; y: number }[];
  boxes: ValueBoxLayout[];
  /** Centre-top of the 'Front' label and of the 'Rear' label; transparent when empty. */
  front: Placement;
  rear: Placement;
  empty: boolean;
  /** Centre-top of the 'Empty queue' text, under the first row of slots. */
  emptyLabel: { x: number; y: number };
}

export const FRONT_MARKER_ID = -1;
export const REAR_MARKER_ID = -2;

/** Each row: 'Front' above the boxes, 'Rear' below them. */
const LABEL = 20;
const QUEUE_SPACING = {
  gap: { small: 10, large: 14 },
  above: LABEL,
  below: LABEL,
  rowGap: 14,
  padTop: 8,
  padBottom: 8,
};

/** The smallest box a queue shrinks to, and the gap between such boxes, to keep its slots on one row. */
const MIN_FITTED_BOX = 26;
const FITTED_GAP = 6;

/**
 * The buffer's slots on one row, as one structure: at the width's box size when they fit, else shrunk
 * (down to 26 px) to fit; only a buffer too long even for that wraps into further rows.
 */
export function queueGeometry(slots: number, width: number): BoxGrid {
  const standard = boxGrid(slots, width, QUEUE_SPACING);
  if (standard.columns >= slots) return standard;
  const fitted = Math.floor((gridRoom(width) + FITTED_GAP) / slots) - FITTED_GAP;
  return fitted >= MIN_FITTED_BOX
    ? boxGrid(slots, width, QUEUE_SPACING, { box: Math.min(fitted, standard.box), gap: FITTED_GAP })
    : standard;
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
  const at = (position: number) => gridSlot(queueSlot(buffer, position), geometry);
  // A dequeue's second step ('Dequeued v from the queue') lifts the front value out of its slot.
  const leaving = state.phase === 'dequeueing' && !landed && state.stepNumber >= 2;
  const enterFromRight = (slot: { x: number; y: number }) => ({ x: slot.x + box * 0.6, y: slot.y, alpha: 0 });

  const boxes = layoutValueBoxes(view, palette, {
    label: (value) => valueLabel(value, box, boxFontSize(box)),
    element: (_item, position) => {
      const slot = at(position);
      return {
        target:
          leaving && position === 0 ? { x: slot.x, y: slot.y - box * 0.6, alpha: 0 } : { ...slot, alpha: 1 },
        enter: enterFromRight(slot),
      };
    },
    pending: (index) => {
      const slot = at(index);
      return { target: { ...slot, alpha: 1 }, enter: enterFromRight(slot) };
    },
  });

  const present = items.length > 0 ? 1 : 0;
  const first = at(0);
  const last = at(Math.max(0, items.length - 1));
  const slots = Array.from({ length: buffer.capacity }, (_, slot) => gridSlot(slot, geometry));
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
