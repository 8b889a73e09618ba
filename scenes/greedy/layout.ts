/**
 * Where the greedy scenes draw things, in canvas pixels: the activities' timeline and the Huffman
 * forest as it merges into one tree. Pure, so the unit tests check them without a canvas.
 */
import { tidyTreeLayout, type TidyTreeInput } from '../host/tidyTree';
import { drawingScale, legibleWidth, type ScaleRange } from '../host/nodeLinkView';

export const PAD = 14;

// ---- Activity selection: one row per activity on a time axis ----

export interface TimelineActivity {
  readonly id: number;
  readonly start: number;
  readonly finish: number;
}

export interface TimelineRow {
  readonly id: number;
  /** The row's top. */
  readonly y: number;
  /** The bar's ends. */
  readonly x0: number;
  readonly x1: number;
}

export interface TimelineTick {
  readonly time: number;
  readonly x: number;
}

export interface TimelineLayout {
  readonly rows: readonly TimelineRow[];
  readonly rowHeight: number;
  readonly barHeight: number;
  /** Where the bars start: left of it, each row's number. */
  readonly left: number;
  readonly axisY: number;
  readonly ticks: readonly TimelineTick[];
  readonly x: (time: number) => number;
  readonly height: number;
}

/** The label gutter on the left, the caption above the rows, the axis below them. */
const GUTTER = 30;
const CAPTION = 20;
const AXIS = 26;
const TICK_STEPS = [1, 2, 5, 10, 20, 25, 50];

export const timelineRowHeight = (width: number) => (width < 500 ? 24 : 28);

export function timelineHeight(count: number, width: number): number {
  return 2 * PAD + CAPTION + count * timelineRowHeight(width) + AXIS;
}

/** The last time on the axis: the latest finish rounded up to a multiple of 5, at least 10. */
export function timelineEnd(activities: readonly TimelineActivity[]): number {
  const latest = activities.reduce((most, activity) => Math.max(most, activity.finish), 0);
  return Math.max(10, Math.ceil(latest / 5) * 5);
}

/** Rows in `order` (ids), bars to scale from 0 to the axis's end, ticks at least 30 px apart. */
export function layoutTimeline(
  activities: readonly TimelineActivity[],
  order: readonly number[],
  width: number,
): TimelineLayout {
  const end = timelineEnd(activities);
  const left = PAD + GUTTER;
  const right = width - PAD - 6;
  const scale = Math.max(0, right - left) / end;
  const x = (time: number) => left + time * scale;
  const rowHeight = timelineRowHeight(width);
  const top = PAD + CAPTION;
  const byId = new Map(activities.map((activity) => [activity.id, activity]));
  const rows = order.flatMap((id, i) => {
    const activity = byId.get(id);
    return activity ? [{ id, y: top + i * rowHeight, x0: x(activity.start), x1: x(activity.finish) }] : [];
  });
  const step = TICK_STEPS.find((candidate) => candidate * scale >= 30) ?? end;
  const ticks: TimelineTick[] = [];
  for (let time = 0; time <= end; time += step) ticks.push({ time, x: x(time) });
  const axisY = top + order.length * rowHeight + 4;
  return {
    rows,
    rowHeight,
    barHeight: rowHeight - 8,
    left,
    axisY,
    ticks,
    x,
    height: timelineHeight(order.length, width),
  };
}

// ---- Huffman: the forest in the priority queue's order, merging into one tree ----

export interface ForestNode {
  readonly id: string;
  readonly order: number;
  readonly weight: number;
  readonly symbol: string | null;
  readonly left: string | null;
  readonly right: string | null;
}

export interface PlacedForestNode {
  readonly id: string;
  readonly order: number;
  readonly x: number;
  readonly y: number;
  readonly parent: string | null;
  /** 0 for a left child, 1 for a right child, null for a root. */
  readonly bit: 0 | 1 | null;
  /** Where the parent is, from this node (0, 0 for a root): the 0 or 1 sits halfway up the edge. */
  readonly toParent: { readonly x: number; readonly y: number };
}

export interface ForestLayout {
  readonly nodes: readonly PlacedForestNode[];
  readonly radius: number;
  /** Whether there is room for the weights in the nodes, the symbols under the leaves, the 0/1 on edges. */
  readonly showWeights: boolean;
  readonly showSymbols: boolean;
  readonly showBits: boolean;
}

/** At scale 1, neighbouring leaves are this far apart and a node's radius is 16. */
const MAX_GAP = 46;
const RADIUS = 16;
const SYMBOL_ROOM = 18;
/** Scale 0.6 keeps a radius of 9.6, the weights legible; 1.4 is as large as the forest is worth. */
export const HUFFMAN_SCALE: ScaleRange = { min: 0.6, max: 1.4 };

function forestInput(nodes: readonly ForestNode[], roots: readonly string[]): TidyTreeInput {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const input = (id: string): TidyTreeInput => {
    const node = byId.get(id);
    const children =
      node && node.left !== null && node.right !== null ? [input(node.left), input(node.right)] : [];
    return { id, children };
  };
  return { id: '', children: roots.map(input) };
}

/** The forest's width at scale 1, margins included. */
function naturalWidth(nodes: readonly ForestNode[], roots: readonly string[]): number {
  const tidy = tidyTreeLayout(forestInput(nodes, roots), { nodeGap: 1, levelGap: 1 });
  return tidy.width * MAX_GAP + 2 * PAD + 2 * RADIUS;
}

/**
 * The least canvas width at which a whole run stays legible: the widest of its first forest (the
 * leaves side by side) and its last (the one tree).
 */
export function huffmanMinWidth(
  first: { nodes: readonly ForestNode[]; roots: readonly string[] },
  last: { nodes: readonly ForestNode[]; roots: readonly string[] },
): number {
  return legibleWidth(
    Math.max(naturalWidth(first.nodes, first.roots), naturalWidth(last.nodes, last.roots)),
    HUFFMAN_SCALE,
  );
}

export const forestLevel = (width: number) => (width < 500 ? 56 : 64);

/** The forest's depth: the most edges from a root down to a leaf. */
export function forestDepth(nodes: readonly ForestNode[]): number {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const depth = (id: string | null): number => {
    const node = id === null ? undefined : byId.get(id);
    if (!node || node.left === null) return 0;
    return 1 + Math.max(depth(node.left), depth(node.right));
  };
  const children = new Set(nodes.flatMap((node) => [node.left, node.right]));
  return nodes.reduce((most, node) => (children.has(node.id) ? most : Math.max(most, depth(node.id))), 0);
}

/** The canvas height that holds the whole tree of `depth` levels (the last frame's). */
export function huffmanHeight(depth: number, width: number): number {
  return Math.max(150, 2 * PAD + 2 * RADIUS * HUFFMAN_SCALE.max + depth * forestLevel(width) + SYMBOL_ROOM);
}

/**
 * The trees in `roots` order (the priority queue's), side by side under one invisible root, laid out
 * by the shared tidy tree and drawn at the scale the width allows (up to a cap, times the frame's zoom):
 * neighbouring leaves 46 px apart at scale 1, each circle 16 px across.
 */
export function layoutForest(
  nodes: readonly ForestNode[],
  roots: readonly string[],
  width: number,
  height: number,
  zoom = 1,
): ForestLayout {
  const empty = { nodes: [], radius: RADIUS, showWeights: true, showSymbols: true, showBits: true };
  if (roots.length === 0) return empty;
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const VIRTUAL = '';
  const tidy = tidyTreeLayout(forestInput(nodes, roots), { nodeGap: 1, levelGap: 1 });
  const scale = drawingScale(naturalWidth(nodes, roots), width, HUFFMAN_SCALE, zoom);
  const gap = MAX_GAP * scale;
  const radius = Math.max(4, RADIUS * scale);
  const depth = Math.max(1, tidy.height - 1);
  const level = Math.min(
    Math.max(forestLevel(width), radius * 4),
    (height - 2 * PAD - 2 * radius - SYMBOL_ROOM) / depth,
  );
  const drawnWidth = tidy.width * gap;
  const offsetX = (width - drawnWidth) / 2;
  const parentOf = new Map<string, { id: string; bit: 0 | 1 }>();
  for (const node of nodes) {
    if (node.left !== null) parentOf.set(node.left, { id: node.id, bit: 0 });
    if (node.right !== null) parentOf.set(node.right, { id: node.id, bit: 1 });
  }
  const at = new Map(
    tidy.nodes.map((node) => [
      node.id,
      { x: offsetX + node.x * gap, y: PAD + radius + (node.depth - 1) * level },
    ]),
  );
  const placed = tidy.nodes
    .filter((node) => node.id !== VIRTUAL)
    .map((node): PlacedForestNode => {
      const parent = parentOf.get(node.id) ?? null;
      const here = at.get(node.id) ?? { x: 0, y: 0 };
      const there = parent === null ? here : (at.get(parent.id) ?? here);
      return {
        id: node.id,
        order: byId.get(node.id)?.order ?? 0,
        ...here,
        parent: parent?.id ?? null,
        bit: parent?.bit ?? null,
        toParent: { x: there.x - here.x, y: there.y - here.y },
      };
    });
  return {
    nodes: placed,
    radius,
    showWeights: radius >= 9,
    showSymbols: gap >= 13,
    showBits: gap >= 24 && level >= 30,
  };
}
