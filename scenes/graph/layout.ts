/**
 * Pure layout of the graph scene: vertices as circles at their unit-square positions scaled into the
 * canvas, edges as lines between their rims (curved apart when a directed graph has both A→B and
 * B→A), an arrowhead at the head of a directed edge, and each weight on a small plate beside the
 * middle of its edge so it never sits on the line.
 */
import type { EdgeState, VertexState } from '@/core/algorithms/graph/types';
import { edgeKey, type Graph, type VertexPosition } from '@/core/graph/graph';
import type { ScenePalette } from '../host/palette';

/** Where a vertex is drawn. */
export interface VertexLayout {
  id: string;
  x: number;
  y: number;
}

/** Where an edge is drawn; its state comes from the step, separately, so a step never re-lays it out. */
export interface EdgeLayout {
  key: string;
  /** The drawn curve: from, control point, to (a straight edge has its control point on the line). */
  from: { x: number; y: number };
  control: { x: number; y: number };
  to: { x: number; y: number };
  /** The arrowhead's three corners, on a directed graph. */
  arrow: readonly number[] | null;
  /** Where the weight plate is centred, and its text; null on an unweighted graph. */
  weight: { x: number; y: number; text: string } | null;
}

export interface GraphLayout {
  radius: number;
  fontSize: number;
  vertices: VertexLayout[];
  edges: EdgeLayout[];
}

export interface GraphSceneModel {
  graph: Graph;
  positions: Readonly<Record<string, VertexPosition>>;
  vertexStates: ReadonlyMap<string, VertexState>;
  edgeStates: ReadonlyMap<string, EdgeState>;
  dist: ReadonlyMap<string, number> | null;
}

/**
 * Above this many edges the canvas leaves the weights off: a thousand plates cannot be read at any
 * size, and drawing them would cost most of each frame. The page says so, and lists the weights.
 */
export const MAX_DRAWN_WEIGHTS = 150;

const PAD = 14;
const ARROW_LENGTH = 11;
const ARROW_WIDTH = 7;
/** How far a reciprocal pair's curves bow apart, in pixels. */
const BOW = 16;

/** Canvas height for the graph scene at a width: near-square on phones, wide on desktops. */
export function graphSceneHeight(width: number): number {
  return Math.round(Math.min(520, Math.max(300, width * 0.62)));
}

/** Vertex radius for the canvas and the number of vertices: large enough to read, small enough to fit. */
export function vertexRadius(count: number, width: number, height: number): number {
  const room = Math.sqrt((width * height) / Math.max(1, count));
  return Math.round(Math.min(22, Math.max(9, room * 0.22)));
}

export function formatDistance(value: number): string {
  return Number.isFinite(value) ? String(value) : '∞';
}

/** How the unit square maps onto the canvas: inset by a vertex and a margin, with room for notes. */
export interface SceneFrame {
  radius: number;
  inset: number;
  spanX: number;
  spanY: number;
}

export function sceneFrame(
  vertexCount: number,
  width: number,
  height: number,
  withNotes: boolean,
): SceneFrame {
  const radius = vertexRadius(vertexCount, width, height);
  const inset = PAD + radius;
  return {
    radius,
    inset,
    spanX: Math.max(1, width - 2 * inset),
    spanY: Math.max(1, height - 2 * inset - (withNotes ? 14 : 0)),
  };
}

/** The canvas point of a unit-square position. */
export function toCanvas(frame: SceneFrame, at: VertexPosition): { x: number; y: number } {
  return { x: frame.inset + at.x * frame.spanX, y: frame.inset + at.y * frame.spanY };
}

/** The unit-square position of a canvas point, clamped into the square. */
export function toUnit(frame: SceneFrame, x: number, y: number): VertexPosition {
  const clamp = (value: number) => Math.min(1, Math.max(0, value));
  return { x: clamp((x - frame.inset) / frame.spanX), y: clamp((y - frame.inset) / frame.spanY) };
}

/**
 * The scene's geometry: where every vertex and edge goes. It depends on the graph, the places and the
 * canvas only (and whether distance notes need room), never on a step's states.
 */
export function layoutGraphGeometry(
  graph: Graph,
  positions: Readonly<Record<string, VertexPosition>>,
  width: number,
  height: number,
  withNotes: boolean,
): GraphLayout {
  const frame = sceneFrame(graph.vertices.length, width, height, withNotes);
  const { radius } = frame;
  const place = (vertex: string) => toCanvas(frame, positions[vertex] ?? { x: 0.5, y: 0.5 });
  const centres = new Map(graph.vertices.map((vertex) => [vertex, place(vertex)]));
  const vertices: VertexLayout[] = graph.vertices.map((vertex) => ({
    id: vertex,
    ...(centres.get(vertex) ?? { x: 0, y: 0 }),
  }));

  const drawWeights = graph.weighted && graph.edges.length <= MAX_DRAWN_WEIGHTS;
  const keys = new Set(graph.edges.map((edge) => edgeKey(edge, graph.directed)));
  const edges: EdgeLayout[] = [];
  for (const edge of graph.edges) {
    const a = centres.get(edge.from);
    const b = centres.get(edge.to);
    if (!a || !b) continue;
    const key = edgeKey(edge, graph.directed);
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const length = Math.hypot(dx, dy) || 1;
    const ux = dx / length;
    const uy = dy / length;
    // The normal to the left of from→to: a reciprocal pair bows to opposite sides.
    const nx = -uy;
    const ny = ux;
    const reciprocal = graph.directed && keys.has(edgeKey({ from: edge.to, to: edge.from }, true));
    const bow = reciprocal ? BOW : 0;
    const mid = { x: (a.x + b.x) / 2 + nx * bow, y: (a.y + b.y) / 2 + ny * bow };
    const from = { x: a.x + ux * radius, y: a.y + uy * radius };
    const tip = { x: b.x - ux * radius, y: b.y - uy * radius };
    // The line stops at the arrowhead's base so its end does not show through the point.
    const to = graph.directed
      ? { x: tip.x - ux * ARROW_LENGTH * 0.6, y: tip.y - uy * ARROW_LENGTH * 0.6 }
      : tip;
    const arrow = graph.directed
      ? [
          tip.x,
          tip.y,
          tip.x - ux * ARROW_LENGTH + nx * ARROW_WIDTH * 0.5,
          tip.y - uy * ARROW_LENGTH + ny * ARROW_WIDTH * 0.5,
          tip.x - ux * ARROW_LENGTH - nx * ARROW_WIDTH * 0.5,
          tip.y - uy * ARROW_LENGTH - ny * ARROW_WIDTH * 0.5,
        ]
      : null;
    // The weight sits off the line: beyond a reciprocal edge's bow, or above a straight edge.
    const side = ny > 0 || (ny === 0 && nx > 0) ? -1 : 1;
    const away = reciprocal ? bow + 10 : 11 * side;
    const weight = drawWeights
      ? { x: (a.x + b.x) / 2 + nx * away, y: (a.y + b.y) / 2 + ny * away, text: String(edge.weight) }
      : null;
    edges.push({
      key,
      from,
      control: { x: 2 * mid.x - (from.x + to.x) / 2, y: 2 * mid.y - (from.y + to.y) / 2 },
      to,
      arrow,
      weight,
    });
  }
  return { radius, fontSize: radius >= 16 ? 14 : 11, vertices, edges };
}

/**
 * The colour a vertex is filled with in each state. A vertex not reached yet is hollow (the background,
 * ringed in the text colour), so it never looks like a finished one, which is solid indigo.
 */
export function vertexColour(state: VertexState, palette: ScenePalette): number {
  switch (state) {
    case 'default':
      return palette.background;
    case 'current':
      return palette.active;
    case 'frontier':
      return palette.compare;
    case 'visited':
      return palette.range;
    case 'tree':
      return palette.sorted;
    case 'path':
      // The path stands out from the (green) tree in the strongest colour there is: the text colour.
      return palette.label;
  }
}

/** The colour and width of an edge in each state. */
export function edgeStroke(
  state: EdgeState,
  palette: ScenePalette,
): { colour: number; width: number; alpha: number } {
  switch (state) {
    case 'default':
      return { colour: palette.label, width: 1.5, alpha: 0.45 };
    case 'current':
      return { colour: palette.active, width: 3.5, alpha: 1 };
    case 'relaxed':
      return { colour: palette.compare, width: 3, alpha: 1 };
    case 'tree':
      return { colour: palette.sorted, width: 3.5, alpha: 1 };
    case 'path':
      return { colour: palette.label, width: 5, alpha: 1 };
    case 'rejected':
      return { colour: palette.active, width: 1.5, alpha: 0.35 };
  }
}
