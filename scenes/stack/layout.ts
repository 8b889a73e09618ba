/**
 * Pure layout of the stack scene: boxes stacked bottom-up in an open-topped container, with a 'Top'
 * marker beside the top element. A pushed value first waits above the container, then drops onto the
 * top; a popped one lifts off and fades. Tall stacks continue in further columns (each labelled with
 * the positions it holds), and when the width runs out the columns grow taller instead.
 */
import type { StructureView } from '@/core/structures';
import type { ScenePalette } from '../host/palette';
import type { Placement } from '../host/placementMotion';
import { valueLabel } from '../host/boxStyle';
import { layoutValueBoxes, type ValueBoxLayout } from '../host/valueBoxes';

export interface StackGeometry {
  columns: number;
  perColumn: number;
  columnWidth: number;
  columnGap: number;
  boxWidth: number;
  boxHeight: number;
  originX: number;
  hoverY: number;
  bucketTop: number;
  bucketBottom: number;
  height: number;
}

export interface StackColumn {
  x: number;
  width: number;
  /** 'positions 0–7' under a column, when there is more than one. */
  caption: string | null;
}

export interface StackLayout {
  geometry: StackGeometry;
  columns: StackColumn[];
  boxes: ValueBoxLayout[];
  /** The 'Top' marker: beside the top element, transparent when the stack is empty. */
  topMarker: Placement;
  empty: boolean;
}

export const TOP_MARKER_ID = -1;

const PAD = 16;
const BOX_HEIGHT = 34;
const GAP = 4;
const PER_COLUMN = 8;
const COLUMN_GAP = 28;
const MARKER_WIDTH = 64;
const MIN_COLUMN_WIDTH = 76;
const MAX_COLUMN_WIDTH = 170;
const WALL = 6;
const HOVER_Y = 12;
const CAPTION_HEIGHT = 22;

export function stackGeometry(count: number, width: number): StackGeometry {
  const slots = count + 1;
  const room = Math.max(MIN_COLUMN_WIDTH, width - 2 * PAD - MARKER_WIDTH);
  const maxColumns = Math.max(1, Math.floor((room + COLUMN_GAP) / (MIN_COLUMN_WIDTH + COLUMN_GAP)));
  const columns = Math.min(Math.max(1, Math.ceil(slots / PER_COLUMN)), maxColumns);
  const perColumn = Math.max(PER_COLUMN, Math.ceil(slots / columns));
  const columnWidth = Math.min(MAX_COLUMN_WIDTH, Math.floor((room - (columns - 1) * COLUMN_GAP) / columns));
  const contentWidth = columns * columnWidth + (columns - 1) * COLUMN_GAP + MARKER_WIDTH;
  const bucketTop = HOVER_Y + BOX_HEIGHT + 16;
  const bucketBottom = bucketTop + perColumn * (BOX_HEIGHT + GAP) + GAP;
  return {
    columns,
    perColumn,
    columnWidth,
    columnGap: COLUMN_GAP,
    boxWidth: columnWidth - 2 * WALL,
    boxHeight: BOX_HEIGHT,
    originX: Math.max(PAD, Math.floor((width - contentWidth) / 2)),
    hoverY: HOVER_Y,
    bucketTop,
    bucketBottom,
    height: bucketBottom + (columns > 1 ? CAPTION_HEIGHT : 0) + 12,
  };
}

function columnX(column: number, geometry: StackGeometry): number {
  return geometry.originX + column * (geometry.columnWidth + geometry.columnGap);
}

/** Where the element at `position` (0 = bottom) sits. */
export function stackSlot(position: number, geometry: StackGeometry): { x: number; y: number } {
  const column = Math.floor(position / geometry.perColumn);
  const level = position % geometry.perColumn;
  return {
    x: columnX(column, geometry) + WALL,
    y: geometry.bucketBottom - GAP - (level + 1) * geometry.boxHeight - level * GAP,
  };
}

/** Above the container that `position` belongs to: where a value waits before it is pushed. */
function hoverSlot(position: number, geometry: StackGeometry): { x: number; y: number } {
  return { x: stackSlot(position, geometry).x, y: geometry.hoverY };
}

export function stackSceneHeight(view: StructureView, width: number): number {
  return stackGeometry(view.items.length, width).height;
}

export function layoutStack(view: StructureView, width: number, palette: ScenePalette): StackLayout {
  const { items, landed, state } = view;
  const geometry = stackGeometry(items.length, width);
  const top = items.length - 1;
  // A pop's second step ('Popped v from the stack') lifts the element off before it is gone.
  const lifting = state.phase === 'popping' && !landed && state.stepNumber >= 2;

  const boxes = layoutValueBoxes(view, palette, {
    label: (value) => valueLabel(value, geometry.boxWidth, 17),
    element: (_item, position) => ({
      target:
        lifting && position === top
          ? { ...hoverSlot(position, geometry), alpha: 0 }
          : { ...stackSlot(position, geometry), alpha: 1 },
      enter: { ...hoverSlot(position, geometry), alpha: 0 },
    }),
    pending: (index) => {
      const hover = hoverSlot(index, geometry);
      return { target: { ...hover, alpha: 1 }, enter: { x: hover.x, y: hover.y - 10, alpha: 0 } };
    },
  });

  const columns: StackColumn[] = [];
  for (let column = 0; column < geometry.columns; column += 1) {
    const first = column * geometry.perColumn;
    columns.push({
      x: columnX(column, geometry),
      width: geometry.columnWidth,
      caption: geometry.columns > 1 ? `${first}–${first + geometry.perColumn - 1}` : null,
    });
  }

  const markerSlot = stackSlot(Math.max(0, top), geometry);
  const topMarker: Placement = {
    x: markerSlot.x + geometry.boxWidth + WALL + 8,
    y: markerSlot.y + geometry.boxHeight / 2,
    alpha: items.length > 0 ? 1 : 0,
  };

  return { geometry, columns, boxes, topMarker, empty: items.length === 0 };
}
