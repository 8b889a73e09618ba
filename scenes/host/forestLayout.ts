/**
 * Pure layout of a labelled forest: any number of trees side by side, each node a circle with a short
 * label, children in the order given (the union-find page's sets, the trie's letters). Each tree is the
 * shared tidy tree (tidyTree.ts); the trees hang from an unseen common root, so they sit next to each
 * other without overlapping. A node's id is its identity: between two steps it glides from where it was
 * to where it is now, so a re-pointed element is seen moving up to its new parent.
 *
 * One run keeps one geometry (its level gap, width and height are the largest any step needs), so the
 * canvas does not resize mid-run. The geometry is written at scale 1 and drawn at the scale the canvas's
 * width allows (nodeLinkView).
 */
import type { BoxStyle } from './boxStyle';
import { readableOn } from './contrast';
import { drawingScale, legibleWidth, type NodePlace, type ScaleRange } from './nodeLinkView';
import type { ScenePalette } from './palette';
import type { Placement } from './placementMotion';
import { tidyTreeLayout, type TidyTreeInput } from './tidyTree';

/** How a step marks a node; null is a node at rest. */
export type ForestMark = 'active' | 'compare' | 'found' | 'new' | 'removing' | 'target';

export interface ForestNode {
  readonly id: number;
  readonly label: string;
  readonly parent: number | null;
  readonly mark: ForestMark | null;
  /** Drawn with a second ring: a trie's end of word, a union-find root. */
  readonly ring: boolean;
  /** A small note above the node (a root's rank), or null. */
  readonly note: string | null;
}

export const FOREST_RADIUS = 15;
const NODE_GAP = 46;
const LEVEL_GAP = 52;
const TOP = FOREST_RADIUS + 20;
const BOTTOM = FOREST_RADIUS + 10;
const SIDE = FOREST_RADIUS + 12;
const EMPTY_HEIGHT = 90;

/** From the smallest scale whose labels stay legible to the largest worth drawing. */
export const FOREST_SCALE: ScaleRange = { min: 0.75, max: 1.3 };

export interface ForestGeometry {
  /** The least width the scene needs at scale 1 (the canvas may be wider). */
  readonly width: number;
  readonly height: number;
}

const VIRTUAL_ROOT = 'forest';

function tidy(nodes: readonly ForestNode[]) {
  const children = new Map<number | null, ForestNode[]>();
  for (const node of nodes) {
    const siblings = children.get(node.parent) ?? [];
    siblings.push(node);
    children.set(node.parent, siblings);
  }
  const build = (node: ForestNode): TidyTreeInput => ({
    id: String(node.id),
    children: (children.get(node.id) ?? []).map(build),
  });
  const roots = (children.get(null) ?? []).map(build);
  const layout = tidyTreeLayout(roots.length === 0 ? null : { id: VIRTUAL_ROOT, children: roots }, {
    nodeGap: NODE_GAP,
    levelGap: LEVEL_GAP,
  });
  // The unseen root is one level up: every real node moves up by a level.
  const placed = layout.nodes
    .filter((node) => node.id !== VIRTUAL_ROOT)
    .map((node) => ({ id: Number(node.id), x: node.x, y: node.y - LEVEL_GAP, depth: node.depth - 1 }));
  const left = Math.min(0, ...placed.map((node) => node.x));
  const right = Math.max(0, ...placed.map((node) => node.x));
  return {
    nodes: placed.map((node) => ({ ...node, x: node.x - left })),
    width: placed.length === 0 ? 0 : right - left,
    depth: Math.max(0, ...placed.map((node) => node.depth)),
  };
}

/** The geometry one run keeps for all its steps (every frame's nodes). */
export function forestGeometry(frames: readonly (readonly ForestNode[])[]): ForestGeometry {
  let width = 0;
  let depth = 0;
  let empty = true;
  const seen = new Set<string>();
  for (const nodes of frames) {
    const shape = nodes.map((node) => `${node.id}/${node.parent}`).join(';');
    if (seen.has(shape)) continue;
    seen.add(shape);
    const laid = tidy(nodes);
    width = Math.max(width, laid.width);
    depth = Math.max(depth, laid.depth);
    if (nodes.length > 0) empty = false;
  }
  return {
    width: Math.ceil(width + 2 * SIDE),
    height: empty ? EMPTY_HEIGHT : Math.ceil(TOP + depth * LEVEL_GAP + BOTTOM),
  };
}

export const forestScale = (geometry: ForestGeometry, width: number, zoom = 1) =>
  drawingScale(geometry.width, width, FOREST_SCALE, zoom);

export const forestCanvasHeight = (geometry: ForestGeometry, width: number, zoom = 1) =>
  Math.ceil(geometry.height * forestScale(geometry, width, zoom));

export const forestMinWidth = (geometry: ForestGeometry) => legibleWidth(geometry.width, FOREST_SCALE);

/** Where each node is drawn (centre and radius) on a canvas `width` wide. */
export function forestNodePlaces(
  nodes: readonly ForestNode[],
  geometry: ForestGeometry,
  width: number,
  zoom = 1,
): Map<number, NodePlace> {
  const scale = forestScale(geometry, width, zoom);
  const laid = tidy(nodes);
  const left = Math.max(SIDE * scale, (width - laid.width * scale) / 2);
  return new Map(
    laid.nodes.map((node) => [
      node.id,
      { x: left + node.x * scale, y: (TOP + node.y) * scale, r: FOREST_RADIUS * scale },
    ]),
  );
}

export function forestMarkColour(mark: ForestMark | null, palette: ScenePalette): number {
  switch (mark) {
    case 'compare':
      return palette.compare;
    case 'active':
      return palette.target;
    case 'found':
      return palette.found;
    case 'new':
      return palette.sorted;
    case 'removing':
    case 'target':
      return palette.active;
    case null:
      return palette.cell;
  }
}

export interface ForestNodeLayout {
  id: number;
  label: string;
  note: string | null;
  ring: boolean;
  fontSize: number;
  style: BoxStyle;
  target: Placement;
  enter: Placement;
}

export interface ForestSceneLayout {
  radius: number;
  scale: number;
  nodes: ForestNodeLayout[];
  /** Child to parent, by id; drawn between wherever the two nodes are on each frame. */
  edges: { from: number; to: number; marked: boolean }[];
  empty: { x: number; y: number } | null;
}

export function layoutForestScene(
  nodes: readonly ForestNode[],
  geometry: ForestGeometry,
  width: number,
  palette: ScenePalette,
  zoom = 1,
): ForestSceneLayout {
  const scale = forestScale(geometry, width, zoom);
  const places = forestNodePlaces(nodes, geometry, width, zoom);
  const style = (mark: ForestMark | null): BoxStyle => {
    const colour = forestMarkColour(mark, palette);
    return mark === null
      ? { fill: colour, fillAlpha: 0.16, stroke: colour, text: palette.label }
      : {
          fill: colour,
          fillAlpha: 1,
          stroke: colour,
          text: readableOn(colour, [palette.label, palette.labelOnFill]),
        };
  };
  const marks = new Map(nodes.map((node) => [node.id, node.mark]));
  return {
    radius: FOREST_RADIUS * scale,
    scale,
    nodes: nodes.map((node): ForestNodeLayout => {
      const place = places.get(node.id) ?? { x: 0, y: 0 };
      return {
        id: node.id,
        label: node.label,
        note: node.note,
        ring: node.ring,
        fontSize: (node.label.length > 2 ? 10 : 13) * scale,
        style: style(node.mark),
        target: { x: place.x, y: place.y, alpha: 1 },
        // A new node drops into its place.
        enter: { x: place.x, y: place.y - 24 * scale, alpha: 0 },
      };
    }),
    edges: nodes.flatMap((node) =>
      node.parent === null
        ? []
        : [
            {
              from: node.id,
              to: node.parent,
              marked: (marks.get(node.id) ?? null) !== null && (marks.get(node.parent) ?? null) !== null,
            },
          ],
    ),
    empty: nodes.length === 0 ? { x: width / 2, y: (EMPTY_HEIGHT * scale) / 2 } : null,
  };
}
