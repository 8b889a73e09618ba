/**
 * Pure layout of the linked-list scene: nodes 'Node i' (value | next pointer) joined by arrows, left
 * to right and wrapping into rows, ending in a null terminator; 'Head' and 'Tail' under the first and
 * last node.
 *
 * A new node waits below the row, in a gap opened at its position; once its pointers are set (the
 * 'Updating next pointers' step, or the add's last step) arrows lead into and out of it, and at the
 * last step it rises into line. A removed node drops out of the row when the pointers around it are
 * updated (the arrow from the node before now skips it) and fades at the last step.
 */
import type { StructureView } from '@/core/structures';
import type { ScenePalette } from '../host/palette';
import type { Placement } from '../host/placementMotion';
import { boxStyle, valueLabel, type BoxStyle } from '../host/boxStyle';

export interface ListGeometry {
  nodeWidth: number;
  pointerWidth: number;
  nodeHeight: number;
  link: number;
  columns: number;
  rowHeight: number;
  labelHeight: number;
  markHeight: number;
  rowGap: number;
  drop: number;
  originX: number;
  top: number;
  height: number;
}

export interface ListNodeLayout {
  id: number;
  value: number;
  label: string;
  fontSize: number;
  /** 'Node 3', or 'New node' for the one being linked in. */
  caption: string;
  /** 'Head', 'Tail' or 'Head · Tail' under the node. */
  tag: string | null;
  style: BoxStyle;
  placeholder: boolean;
  /** The next pointer is set (an arrow leaves the node). */
  linked: boolean;
  target: Placement;
  enter: Placement;
}

export type ArrowKind = 'link' | 'new' | 'bypass' | 'detached';

export interface ListArrow {
  from: number;
  to: number;
  kind: ArrowKind;
}

export interface ListLayout {
  geometry: ListGeometry;
  nodes: ListNodeLayout[];
  /** The null terminator's placement (id NULL_ID). */
  terminator: Placement;
  arrows: ListArrow[];
  empty: boolean;
}

export const NULL_ID = -1;

const PAD = 16;
const MIN_HEIGHT = 170;

export function listGeometry(count: number, width: number): ListGeometry {
  const small = width < 520;
  const nodeWidth = small ? 62 : 74;
  const pointerWidth = small ? 16 : 20;
  const nodeHeight = 40;
  const link = small ? 28 : 34;
  const labelHeight = 18;
  const markHeight = 18;
  const rowGap = 24;
  const drop = 40;
  const slots = count + 2; // the nodes, room for one more, and null
  const usable = Math.max(nodeWidth, width - 2 * PAD);
  const columns = Math.max(1, Math.floor((usable + link) / (nodeWidth + link)));
  const rows = Math.max(1, Math.ceil(slots / columns));
  const rowHeight = labelHeight + nodeHeight + markHeight + rowGap;
  // The whole grid is centred, not the nodes: linking one in never moves the head.
  const gridWidth = columns * (nodeWidth + link) - link;
  const contentHeight = 8 + rows * rowHeight - rowGap - markHeight + drop + 8;
  const height = Math.max(MIN_HEIGHT, contentHeight);
  return {
    nodeWidth,
    pointerWidth,
    nodeHeight,
    link,
    columns,
    rowHeight,
    labelHeight,
    markHeight,
    rowGap,
    drop,
    originX: Math.max(PAD, Math.floor((width - gridWidth) / 2)),
    top: 8 + Math.floor((height - contentHeight) / 2),
    height,
  };
}

/** Top-left of the node box in chain slot `slot`. */
export function listSlot(slot: number, geometry: ListGeometry): { x: number; y: number } {
  const column = slot % geometry.columns;
  const row = Math.floor(slot / geometry.columns);
  return {
    x: geometry.originX + column * (geometry.nodeWidth + geometry.link),
    y: geometry.top + row * geometry.rowHeight + geometry.labelHeight,
  };
}

export function listSceneHeight(view: StructureView, width: number): number {
  return listGeometry(view.items.length, width).height;
}

function tagFor(index: number, length: number): string | null {
  if (length === 1) return 'Head · Tail';
  if (index === 0) return 'Head';
  if (index === length - 1) return 'Tail';
  return null;
}

export function layoutLinkedList(view: StructureView, width: number, palette: ScenePalette): ListLayout {
  const { items, pending, landed, state } = view;
  const n = items.length;
  const geometry = listGeometry(n, width);
  const { drop } = geometry;
  const label = (value: number) =>
    valueLabel(value, geometry.nodeWidth - geometry.pointerWidth, geometry.nodeWidth > 70 ? 18 : 15);
  const step = state.stepNumber;

  // Insert/add: pointers set from step 3; the node rises into line at the last step.
  const pendingLinked = pending !== null && step >= 3;
  const pendingRisen = pending !== null && step >= state.totalSteps;
  // Remove: the node is unlinked from step 2 and fades at step 3.
  const unlinking = state.phase === 'removing' && !landed && step >= 2;
  const removing = unlinking ? items.findIndex((item) => item.role === 'removing') : -1;

  const slotOf = (index: number) => (pending && index >= pending.index ? index + 1 : index);

  const nodes: ListNodeLayout[] = items.map((item, index) => {
    const at = listSlot(slotOf(index), geometry);
    const dropped = index === removing;
    const target = dropped ? { x: at.x, y: at.y + drop, alpha: step >= 3 ? 0.3 : 1 } : { ...at, alpha: 1 };
    return {
      id: item.id,
      value: item.value,
      ...label(item.value),
      caption: `Node ${index}`,
      tag: tagFor(index, n),
      style: boxStyle(item.role, palette),
      placeholder: false,
      linked: true,
      target,
      enter: { x: at.x, y: at.y + drop, alpha: 0 },
    };
  });

  // The chain as drawn, in slot order: what each arrow joins.
  const chain: { id: number; slot: number }[] = nodes
    .map((node, index) => ({ id: node.id, slot: slotOf(index) }))
    .filter((_, index) => index !== removing);

  if (pending) {
    const at = listSlot(pending.index, geometry);
    nodes.push({
      id: pending.id,
      value: pending.value,
      ...label(pending.value),
      caption: 'New node',
      tag: null,
      style: boxStyle(null, palette, true),
      placeholder: true,
      linked: pendingLinked,
      target: { x: at.x, y: pendingRisen ? at.y : at.y + drop, alpha: 1 },
      enter: { x: at.x, y: at.y + drop + 12, alpha: 0 },
    });
    if (pendingLinked) chain.push({ id: pending.id, slot: pending.index });
  }
  chain.sort((a, b) => a.slot - b.slot);

  const arrows: ListArrow[] = [];
  chain.forEach((link, i) => {
    const next = chain[i + 1]?.id ?? NULL_ID;
    const touchesNew = pending !== null && (link.id === pending.id || next === pending.id);
    const skips = removing >= 0 && link.id === items[removing - 1]?.id;
    arrows.push({ from: link.id, to: next, kind: touchesNew ? 'new' : skips ? 'bypass' : 'link' });
  });
  const removed = items[removing];
  if (removed) {
    // The unlinked node still points where it did until it is gone.
    arrows.push({ from: removed.id, to: items[removing + 1]?.id ?? NULL_ID, kind: 'detached' });
  }

  const nullSlot = listSlot(n + (pending ? 1 : 0), geometry);
  return {
    geometry,
    nodes,
    terminator: { ...nullSlot, alpha: n > 0 || pending ? 1 : 0 },
    arrows,
    empty: n === 0 && pending === null,
  };
}

/**
 * The polyline of an arrow from node `from` (starting at its pointer) to `to` (a node or the null
 * terminator, ending at its left edge): straight when the target is to the right (even if lower or
 * higher), otherwise around through the gap below the source row (a wrap to the next row).
 */
export function arrowPath(from: Placement, to: Placement, geometry: ListGeometry): number[] {
  const { nodeWidth, pointerWidth, nodeHeight, markHeight, rowGap } = geometry;
  const startX = from.x + nodeWidth - pointerWidth / 2;
  const startY = from.y + nodeHeight / 2;
  const endX = to.x - 2;
  const endY = to.y + nodeHeight / 2;
  if (endX >= from.x + nodeWidth + 6) return [startX, startY, endX, endY];
  const turn = Math.min(geometry.link / 2, 14);
  const outX = from.x + nodeWidth + turn;
  const laneY = from.y + nodeHeight + markHeight + rowGap / 2;
  const inX = to.x - turn;
  return [startX, startY, outX, startY, outX, laneY, inX, laneY, inX, endY, endX, endY];
}
