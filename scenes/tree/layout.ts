/**
 * Pure layout of the tree scene: the shared tidy tree (d3-hierarchy's Reingold–Tilford, with a lone
 * right child kept on the right and the keys reading in order from left to right), one circle per key.
 * A key is a node's identity, so between two steps every node glides from where it was to where it is
 * now: a rotation is seen as the nodes turning about the pivot, not as a redrawn tree.
 *
 * One run keeps one geometry (its level gap, width and height are the largest any of its steps needs),
 * so the canvas does not resize mid-run and nothing jumps. A deep tree gets a smaller level gap. The
 * geometry is written at scale 1 and drawn at the scale the canvas's width allows (nodeLinkView): a small
 * tree grows on a wide screen, a big one shrinks down to a legible size and then pans and zooms.
 */
import { nodeFacts, signed, type TreeMark, type TreeModel } from '@/core/tree';
import type { BoxStyle } from '../host/boxStyle';
import { fitLabel } from '../host/boxStyle';
import { readableOn } from '../host/contrast';
import type { ScenePalette } from '../host/palette';
import type { Placement } from '../host/placementMotion';
import { tidyTreeLayout, type TidyTreeInput } from '../host/tidyTree';
import { drawingScale, legibleWidth, type NodePlace, type ScaleRange } from '../host/nodeLinkView';

export const NODE_RADIUS = 14;
/** Centre to centre between two neighbouring leaves, and between two keys next in order. */
const NODE_GAP = 32;
const IN_ORDER_STEP = 30;
const MAX_LEVEL_GAP = 58;
const MIN_LEVEL_GAP = 27;
/** The height a deep tree's levels share before the gap stops shrinking. */
const LEVEL_BUDGET = 440;
/** Room above the root for its balance factor. */
const TOP = NODE_RADIUS + 18;
const BOTTOM = NODE_RADIUS + 10;
const SIDE = NODE_RADIUS + 10;
const EMPTY_HEIGHT = 90;

/** From the smallest scale whose keys stay legible (radius 11, 10 px text) to the largest worth drawing. */
export const TREE_SCALE: ScaleRange = { min: 0.8, max: 1.6 };

/** A node's placement id: keys run from -999 to 999, ids from 1. */
export const nodeId = (key: number) => key + 1000;

export interface TreeGeometry {
  readonly levelGap: number;
  /** The least width the scene needs (the canvas may be wider). */
  readonly width: number;
  readonly height: number;
}

function tidyInput(model: Pick<TreeModel, 'root' | 'links'>): TidyTreeInput | null {
  const build = (key: number | null): TidyTreeInput | null => {
    if (key === null) return null;
    const link = model.links.get(key);
    const left = build(link?.left ?? null);
    const right = build(link?.right ?? null);
    return { id: String(key), children: left === null && right === null ? [] : [left, right] };
  };
  return build(model.root);
}

function tidy(model: Pick<TreeModel, 'root' | 'links'>, levelGap: number) {
  return tidyTreeLayout(tidyInput(model), { nodeGap: NODE_GAP, levelGap, inOrderStep: IN_ORDER_STEP });
}

/** The geometry one run keeps for all its steps (`models`: the first frame and every step's). */
export function treeGeometry(models: readonly Pick<TreeModel, 'root' | 'links'>[]): TreeGeometry {
  const depth = Math.max(0, ...models.map((model) => Math.max(-1, ...nodeFacts(model).map((n) => n.depth))));
  const levelGap =
    depth === 0 ? MAX_LEVEL_GAP : Math.max(MIN_LEVEL_GAP, Math.min(MAX_LEVEL_GAP, LEVEL_BUDGET / depth));
  const empty = models.every((model) => model.root === null);
  // Distinct shapes only: a traversal's steps all share one.
  const seen = new Set<string>();
  let width = 0;
  for (const model of models) {
    const shape = `${model.root}:${[...model.links].map(([k, l]) => `${k}/${l.left}/${l.right}`).join(';')}`;
    if (seen.has(shape)) continue;
    seen.add(shape);
    width = Math.max(width, tidy(model, levelGap).width);
  }
  return {
    levelGap,
    width: Math.ceil(width + 2 * SIDE),
    height: empty ? EMPTY_HEIGHT : Math.ceil(TOP + depth * levelGap + BOTTOM),
  };
}

/** The scale a run's tree is drawn at on a canvas `width` wide, at a zoom (1 as the page opens). */
export const treeScale = (geometry: TreeGeometry, width: number, zoom = 1) =>
  drawingScale(geometry.width, width, TREE_SCALE, zoom);

/** The canvas height at a width and zoom: the run's geometry at its scale. */
export const treeCanvasHeight = (geometry: TreeGeometry, width: number, zoom = 1) =>
  Math.ceil(geometry.height * treeScale(geometry, width, zoom));

/** The least canvas width at which the run's tree stays legible. */
export const treeMinWidth = (geometry: TreeGeometry) => legibleWidth(geometry.width, TREE_SCALE);

/** Where each key's node is drawn (centre and radius) on a canvas `width` wide. */
export function treeNodePlaces(
  model: Pick<TreeModel, 'root' | 'links'>,
  geometry: TreeGeometry,
  width: number,
  zoom = 1,
): Map<number, NodePlace> {
  const scale = treeScale(geometry, width, zoom);
  const placed = tidy(model, geometry.levelGap);
  const left = Math.max(SIDE * scale, (width - placed.width * scale) / 2);
  return new Map(
    placed.nodes.map((node) => [
      Number(node.id),
      { x: left + node.x * scale, y: (TOP + node.y) * scale, r: NODE_RADIUS * scale },
    ]),
  );
}

export function markColour(mark: TreeMark | null, palette: ScenePalette): number {
  switch (mark) {
    case 'compare':
      return palette.compare;
    case 'swap':
    case 'target':
    case 'removing':
      return palette.active;
    case 'active':
      return palette.target;
    case 'new':
      return palette.sorted;
    case 'found':
      return palette.found;
    case 'range':
      return palette.range;
    case null:
      return palette.cell;
  }
}

export interface TreeNodeLayout {
  id: number;
  key: number;
  label: string;
  /** The AVL balance factor, written with its sign; null on a plain BST. */
  balance: string | null;
  /** True when the balance factor is out of -1..1. */
  unbalanced: boolean;
  fontSize: number;
  style: BoxStyle;
  target: Placement;
  enter: Placement;
}

export interface TreeSceneLayout {
  radius: number;
  /** The scale every length is drawn at (1 is the size the constants above give). */
  scale: number;
  nodes: TreeNodeLayout[];
  /** Parent to child, by placement id; drawn between wherever the two nodes are on each frame. */
  edges: { from: number; to: number; marked: boolean }[];
  empty: { x: number; y: number } | null;
}

export function layoutTreeScene(
  model: TreeModel,
  geometry: TreeGeometry,
  width: number,
  palette: ScenePalette,
  showBalance: boolean,
  zoom = 1,
): TreeSceneLayout {
  const scale = treeScale(geometry, width, zoom);
  const placed = tidy(model, geometry.levelGap);
  const places = treeNodePlaces(model, geometry, width, zoom);
  const facts = new Map(nodeFacts(model).map((node) => [node.key, node]));
  const style = (mark: TreeMark | null): BoxStyle => {
    const colour = markColour(mark, palette);
    return mark === null
      ? { fill: colour, fillAlpha: 0.16, stroke: colour, text: palette.label }
      : {
          fill: colour,
          fillAlpha: 1,
          stroke: colour,
          text: readableOn(colour, [palette.label, palette.labelOnFill]),
        };
  };
  const nodes = placed.nodes.map((node): TreeNodeLayout => {
    const key = Number(node.id);
    const mark = model.marks.get(key) ?? null;
    const place = places.get(key) ?? { x: 0, y: 0 };
    const at = { x: place.x, y: place.y };
    const balance = facts.get(key)?.balance ?? 0;
    const label = fitLabel(key, 4);
    return {
      id: nodeId(key),
      key,
      label,
      balance: showBalance ? signed(balance) : null,
      unbalanced: Math.abs(balance) > 1,
      fontSize: (label.length > 3 ? 9 : label.length > 2 ? 10 : 12) * scale,
      style: style(mark),
      target: { ...at, alpha: 1 },
      // A new node drops into its place.
      enter: { x: at.x, y: at.y - 24 * scale, alpha: 0 },
    };
  });
  const edges = placed.nodes.flatMap((node) => {
    if (node.parent === null) return [];
    const child = Number(node.id);
    const parent = Number(node.parent);
    const childMark = model.marks.get(child);
    const parentMark = model.marks.get(parent);
    // A traversal's walk shows in its nodes; an edge stands out only between two nodes in play (a rotation).
    const marked =
      childMark !== undefined && parentMark !== undefined && childMark !== 'range' && parentMark !== 'range';
    return [{ from: nodeId(parent), to: nodeId(child), marked }];
  });
  return {
    radius: NODE_RADIUS * scale,
    scale,
    nodes,
    edges,
    empty: model.root === null ? { x: width / 2, y: (EMPTY_HEIGHT * scale) / 2 } : null,
  };
}
