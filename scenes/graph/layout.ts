/**
 * Pure layout of the graph scene: vertices as circles at their unit-square positions scaled into the
 * canvas, edges as lines between their rims (curved apart when a directed graph has both A→B and
 * B→A), an arrowhead at the head of a directed edge, and each weight on a small plate over the middle
 * of its edge (the line passes under it), moved along the edge when a vertex is in the way.
 *
 * The radius shrinks with the canvas and with how close the closest two vertices are drawn, so no two
 * circles ever touch, and grows on a wide canvas up to a cap.
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
  /** Where the weight plate is centred, its size and its text; null on an unweighted graph. */
  weight: { x: number; y: number; width: number; height: number; text: string } | null;
}

export interface GraphLayout {
  radius: number;
  fontSize: number;
  /** Each vertex's label as drawn in its circle. */
  labels: ReadonlyMap<string, VertexLabelFit>;
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

/** The least gap between two vertices' circles, in pixels. */
export const VERTEX_GAP = 6;
const MIN_RADIUS = 7;

/** Vertex radius for the canvas and the number of vertices: large enough to read, small enough to fit. */
export function vertexRadius(count: number, width: number, height: number): number {
  const room = Math.sqrt((width * height) / Math.max(1, count));
  const cap = Math.min(28, Math.max(18, width / 50));
  return Math.round(Math.min(cap, Math.max(9, room * 0.22)));
}

/** The closest two of `points` (unit-square positions) once stretched by spanX and spanY. */
function closestPair(points: readonly VertexPosition[], spanX: number, spanY: number): number {
  let least = Infinity;
  for (let i = 0; i < points.length; i++) {
    const a = points[i] as VertexPosition;
    for (let j = i + 1; j < points.length; j++) {
      const b = points[j] as VertexPosition;
      least = Math.min(least, Math.hypot((a.x - b.x) * spanX, (a.y - b.y) * spanY));
    }
  }
  return least;
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
  points: readonly VertexPosition[],
  width: number,
  height: number,
  withNotes: boolean,
  labels: readonly string[] = [],
): SceneFrame {
  const frameFor = (radius: number): SceneFrame => {
    const inset = PAD + radius;
    return {
      radius,
      inset,
      spanX: Math.max(1, width - 2 * inset),
      spanY: Math.max(1, height - 2 * inset - (withNotes ? 14 : 0)),
    };
  };
  // Long labels ask for a larger circle (up to a cap); the closest pair still bounds it below.
  const first = frameFor(Math.max(vertexRadius(points.length, width, height), labelRadius(labels)));
  // A smaller radius only widens the spans, so the closest pair measured at the first one stays clear.
  const closest = closestPair(points, first.spanX, first.spanY);
  const clear = Math.floor((closest - VERTEX_GAP) / 2);
  return clear >= first.radius ? first : frameFor(Math.max(MIN_RADIUS, clear));
}

/** The font a vertex's label is drawn in at a radius. */
export const vertexFontSize = (radius: number) => Math.round(Math.max(9, Math.min(16, radius * 0.72)));

/** The smallest font a vertex's label is drawn in; below it the label is cut short with an ellipsis. */
export const MIN_LABEL_FONT = 8;
/** The font a long label is given a larger circle to be read in. */
const READABLE_LABEL_FONT = 10;
/** The largest radius a long label asks for. */
const LABEL_RADIUS_CAP = 36;
/** Bold labels are at most this many ems wide a character, on average (caps and digits). */
const LABEL_EM = 0.64;
/** Lines of a two-line label are this many ems apart. */
export const LABEL_LINE_HEIGHT = 1.1;

/** How a vertex's label is drawn inside its circle: one or two lines, and the font. */
export interface VertexLabelFit {
  lines: string[];
  fontSize: number;
}

const textWidth = (text: string, fontSize: number) => text.length * LABEL_EM * fontSize;

/** A label with spaces, split at the space that makes its longer line shortest; null without spaces. */
function twoLines(label: string): [string, string] | null {
  let best: [string, string] | null = null;
  for (let at = label.indexOf(' '); at !== -1; at = label.indexOf(' ', at + 1)) {
    const split: [string, string] = [label.slice(0, at), label.slice(at + 1)];
    if (
      best === null ||
      Math.max(...split.map((line) => line.length)) < Math.max(...best.map((l) => l.length))
    )
      best = split;
  }
  return best;
}

/** Whether these lines, centred, stay inside a circle of this radius at this font. */
function linesFit(lines: readonly string[], radius: number, fontSize: number): boolean {
  // A line's widest point is its top or bottom edge farthest from the centre.
  const reach = (lines.length * LABEL_LINE_HEIGHT * fontSize) / 2;
  if (reach >= radius) return false;
  const chord = 2 * Math.sqrt(radius * radius - reach * reach) - 4;
  return lines.every((line) => textWidth(line, fontSize) <= chord);
}

/**
 * A label of four or more characters fitted inside its vertex's circle: at the radius's font if it fits, else at the largest font
 * down to MIN_LABEL_FONT at which it fits on one line or, split at a space, on two; else on one line at
 * MIN_LABEL_FONT cut short with '…' (the page's text names every vertex in full).
 */
export function fitVertexLabel(label: string, radius: number): VertexLabelFit {
  // Up to three characters are drawn at the radius's font, as they always were.
  if (label.length <= 3) return { lines: [label], fontSize: vertexFontSize(radius) };
  const split = twoLines(label);
  for (let fontSize = vertexFontSize(radius); fontSize >= MIN_LABEL_FONT; fontSize--) {
    if (linesFit([label], radius, fontSize)) return { lines: [label], fontSize };
    if (split !== null && linesFit(split, radius, fontSize)) return { lines: split, fontSize };
  }
  let kept = label.length - 1;
  while (kept > 1 && !linesFit([`${label.slice(0, kept).trimEnd()}…`], radius, MIN_LABEL_FONT)) kept--;
  return { lines: [`${label.slice(0, kept).trimEnd()}…`], fontSize: MIN_LABEL_FONT };
}

/** The radius at which every label fits at a readable font without being cut (capped); 0 for none. */
export function labelRadius(labels: readonly string[]): number {
  const fitsAt = (radius: number) =>
    labels.every((label) => {
      const fit = fitVertexLabel(label, radius);
      return fit.fontSize >= READABLE_LABEL_FONT && !(fit.lines[0] ?? '').endsWith('…');
    });
  const longest = labels.reduce((most, label) => Math.max(most, label.length), 0);
  // Short labels (A, B, CS1) fit in any circle the scene draws.
  if (longest <= 3) return 0;
  for (let radius = MIN_RADIUS; radius < LABEL_RADIUS_CAP; radius++) if (fitsAt(radius)) return radius;
  return LABEL_RADIUS_CAP;
}

/** The size of a weight's plate for its text. */
export const weightPlateSize = (text: string) => ({ width: Math.max(18, 8 + text.length * 7.5), height: 18 });

/** The point at `t` (0 to 1) along a quadratic curve. */
function alongCurve(
  from: { x: number; y: number },
  control: { x: number; y: number },
  to: { x: number; y: number },
  t: number,
) {
  const u = 1 - t;
  return {
    x: u * u * from.x + 2 * u * t * control.x + t * t * to.x,
    y: u * u * from.y + 2 * u * t * control.y + t * t * to.y,
  };
}

/** True when a plate centred at `at` stays at least 2 px clear of every circle. */
export function plateClears(
  at: { x: number; y: number },
  size: { width: number; height: number },
  circles: readonly { x: number; y: number }[],
  radius: number,
): boolean {
  return circles.every((circle) => {
    const dx = Math.max(0, Math.abs(circle.x - at.x) - size.width / 2);
    const dy = Math.max(0, Math.abs(circle.y - at.y) - size.height / 2);
    return Math.hypot(dx, dy) >= radius + 2;
  });
}

/** Where along an edge its weight plate goes: the middle, or the nearest spot clear of every vertex. */
const PLATE_SPOTS = [0.5, 0.42, 0.58, 0.34, 0.66, 0.26, 0.74];

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
  const frame = sceneFrame(
    graph.vertices.map((vertex) => positions[vertex] ?? { x: 0.5, y: 0.5 }),
    width,
    height,
    withNotes,
    graph.vertices,
  );
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
    const control = { x: 2 * mid.x - (from.x + to.x) / 2, y: 2 * mid.y - (from.y + to.y) / 2 };
    let weight: EdgeLayout['weight'] = null;
    if (drawWeights) {
      const text = String(edge.weight);
      const size = weightPlateSize(text);
      // Along the edge first, then just beside it (either side) where a vertex sits on every spot.
      const onEdge = PLATE_SPOTS.map((t) => alongCurve(from, control, to, t));
      const aside = [size.height / 2 + 3, -(size.height / 2 + 3)].flatMap((off) =>
        onEdge.map((spot) => ({ x: spot.x + nx * off, y: spot.y + ny * off })),
      );
      const spots = [...onEdge, ...aside];
      const at = spots.find((spot) => plateClears(spot, size, vertices, radius)) ?? spots[0] ?? mid;
      weight = { x: at.x, y: at.y, ...size, text };
    }
    edges.push({ key, from, control, to, arrow, weight });
  }
  return {
    radius,
    fontSize: vertexFontSize(radius),
    labels: new Map(graph.vertices.map((vertex) => [vertex, fitVertexLabel(vertex, radius)])),
    vertices,
    edges,
  };
}

/** Where each vertex is drawn (centre and radius) on a canvas `width` wide. */
export function graphNodePlaces(
  graph: Graph,
  positions: Readonly<Record<string, VertexPosition>>,
  width: number,
  withNotes: boolean,
): Map<string, { x: number; y: number; r: number }> {
  if (width <= 0) return new Map();
  const frame = sceneFrame(
    graph.vertices.map((vertex) => positions[vertex] ?? { x: 0.5, y: 0.5 }),
    width,
    graphSceneHeight(width),
    withNotes,
    graph.vertices,
  );
  return new Map(
    graph.vertices.map((vertex) => {
      const at = toCanvas(frame, positions[vertex] ?? { x: 0.5, y: 0.5 });
      return [vertex, { ...at, r: frame.radius }];
    }),
  );
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
