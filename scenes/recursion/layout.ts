/**
 * Where the recursion tree draws its calls, in canvas pixels, from the shared tidy layout: the DP page's
 * Fibonacci call tree and the backtracking page's search tree. Pure, so the unit tests check it without
 * a canvas. The tree scales to its box down to a legible size, and then pans and zooms (NodeLinkFrame).
 */
import { tidyTreeLayout, type TidyTreeInput } from '../host/tidyTree';
import { drawingScale, legibleWidth, type ScaleRange } from '../host/nodeLinkView';

const PAD = 12;

export interface CallLike {
  readonly id: string;
  readonly parent: string | null;
}

/** At scale 1: the circle, the return value's line under it, and the room between levels. */
const NODE_RADIUS = 13;
const VALUE_FONT = 10;
/** From a circle's rim to the foot of its return value, where the edges to its children start. */
const VALUE_ROOM = 16;
const LEVEL_GAP = 64;
/** Scale 0.8 keeps the numbers at 9.6 px and more; 1.5 is as large as a call tree is worth. */
export const RECURSION_TREE_SCALE: ScaleRange = { min: 0.8, max: 1.5 };

/**
 * Room kept whatever part of the tree is drawn, so a view that follows a search keeps its scale and
 * height from frame to frame: at least this many leaves side by side and this many levels.
 */
export interface TreeReserve {
  readonly leaves: number;
  readonly levels: number;
}

export interface PlacedCall {
  readonly id: string;
  readonly x: number;
  readonly y: number;
  readonly parent: { x: number; y: number } | null;
}

export interface RecursionTreeLayout {
  readonly nodes: ReadonlyMap<string, PlacedCall>;
  readonly radius: number;
  readonly fontSize: number;
  readonly valueFontSize: number;
  /** How far below a node's centre its return value sits, and its edges down start. */
  readonly valueY: number;
  readonly edgeStartY: number;
  readonly width: number;
  readonly height: number;
  /** The least canvas width at which the tree stays legible. */
  readonly minWidth: number;
}

/**
 * A recursion tree laid out from its calls (`all`): the DP page lays out the whole run's call tree once
 * (the last frame's calls), so nodes do not move as calls are added; the backtracking page lays out the
 * part of the tree it shows. Children are the calls in the order they were made. Neighbouring leaves
 * are far enough apart for their circles and the widest note under a call (`widest` characters: a
 * return value, a remainder) with a gap; a node's note sits under it and its edges start below that, so
 * no edge crosses a note. Drawn at the scale a canvas `width` wide allows, at a zoom.
 */
export function recursionTreeLayout(
  all: readonly CallLike[],
  width: number,
  widest: number,
  zoom = 1,
  reserve: TreeReserve = { leaves: 0, levels: 0 },
): RecursionTreeLayout {
  const children = new Map<string, string[]>();
  let root: string | null = null;
  for (const call of all) {
    if (call.parent === null) root = call.id;
    else {
      const list = children.get(call.parent) ?? [];
      list.push(call.id);
      children.set(call.parent, list);
    }
  }
  const valueWidth = (widest + 1) * VALUE_FONT * 0.62;
  const gap = Math.max(2 * NODE_RADIUS + 12, valueWidth + 10);
  const build = (id: string): TidyTreeInput => ({ id, children: (children.get(id) ?? []).map(build) });
  const tidy = tidyTreeLayout(root === null ? null : build(root), { nodeGap: gap, levelGap: LEVEL_GAP });
  const natural = Math.max(tidy.width, (reserve.leaves - 1) * gap) + gap + 2 * PAD;
  const height = Math.max(tidy.height, (reserve.levels - 1) * LEVEL_GAP);
  const scale = drawingScale(natural, width, RECURSION_TREE_SCALE, zoom);
  const left = (width - tidy.width * scale) / 2;
  const top = (PAD + NODE_RADIUS) * scale;
  const nodes = new Map<string, PlacedCall>();
  for (const node of tidy.nodes) {
    const parent = node.parent === null ? null : (nodes.get(node.parent) ?? null);
    nodes.set(node.id, {
      id: node.id,
      x: left + node.x * scale,
      y: top + node.y * scale,
      parent: parent === null ? null : { x: parent.x, y: parent.y },
    });
  }
  return {
    nodes,
    radius: NODE_RADIUS * scale,
    fontSize: 12 * scale,
    valueFontSize: VALUE_FONT * scale,
    valueY: (NODE_RADIUS + VALUE_ROOM / 2) * scale,
    edgeStartY: (NODE_RADIUS + VALUE_ROOM) * scale,
    width,
    height: Math.ceil((height + 2 * (PAD + NODE_RADIUS) + VALUE_ROOM) * scale),
    minWidth: legibleWidth(natural, RECURSION_TREE_SCALE),
  };
}
