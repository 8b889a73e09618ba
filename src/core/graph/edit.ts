/**
 * Changing a graph: every edit returns a new graph, or the reason it cannot be made, in words a
 * learner reads next to the control they used.
 */
import { MAX_EDGES, MAX_VERTICES, type Graph, type GraphEdge, type VertexPosition } from './graph';
import { edgeName, findEdge } from './queries';
import { formatCount } from '../formatCount';

/** Weights are whole numbers in this range (negative ones are allowed; Dijkstra's refuses them). */
export const MIN_WEIGHT = -999;
export const MAX_WEIGHT = 999;

export type GraphEdit = { readonly graph: Graph } | { readonly error: string };

/** The longest vertex label, in characters. */
export const MAX_LABEL_LENGTH = 12;

/** Words of letters and digits with single spaces between them. */
const LABEL = /^[A-Za-z0-9]+(?: [A-Za-z0-9]+)*$/;

/**
 * A label as typed, made tidy: the ends trimmed and each run of spaces inside made one space, so
 * "Wake  up " names the vertex "Wake up".
 */
export function normaliseVertexLabel(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}

/**
 * Why a label is not a vertex label, in words that name the rule, or null. A vertex label is 1-12
 * letters, digits or spaces, with no space at either end or two together. Labels are case-sensitive.
 */
export function vertexLabelProblem(label: string): string | null {
  if (label.length > MAX_LABEL_LENGTH)
    return `a vertex label has at most ${MAX_LABEL_LENGTH} characters; "${label}" has ${label.length}`;
  if (!LABEL.test(label))
    return `a vertex label is 1-${MAX_LABEL_LENGTH} letters, digits or spaces, not "${label}"`;
  return null;
}

/** A vertex label is 1-12 letters, digits or spaces inside (see vertexLabelProblem). */
export function isVertexLabel(label: string): boolean {
  return vertexLabelProblem(label) === null;
}

/** Why a weight is not allowed, or null. */
export function weightError(weight: number): string | null {
  if (!Number.isInteger(weight)) return 'weight must be a whole number';
  if (weight < MIN_WEIGHT || weight > MAX_WEIGHT)
    return `weight must be between ${MIN_WEIGHT} and ${MAX_WEIGHT}`;
  return null;
}

/** The first free label in the order A..Z, AA..ZZ, AAA..ZZZ. */
export function nextVertexLabel(graph: Graph): string {
  const taken = new Set(graph.vertices);
  for (let length = 1; length <= 3; length++) {
    const count = 26 ** length;
    for (let n = 0; n < count; n++) {
      let label = '';
      for (let k = 0, rest = n; k < length; k++, rest = Math.floor(rest / 26))
        label = String.fromCharCode(65 + (rest % 26)) + label;
      if (!taken.has(label)) return label;
    }
  }
  throw new RangeError('No free vertex label');
}

/** A drawing coordinate kept in the unit square; a value that is not a finite number becomes 0. */
function clampToUnit(n: number): number {
  return Math.min(1, Math.max(0, Number.isFinite(n) ? n : 0));
}

/** Adds a vertex; its position, if given, is clamped to the unit square like a move's. */
export function addVertex(
  graph: Graph,
  label = nextVertexLabel(graph),
  position?: VertexPosition,
): GraphEdit {
  const problem = vertexLabelProblem(label);
  if (problem !== null) return { error: capitalise(problem) };
  if (graph.vertices.includes(label)) return { error: `Vertex ${label} is already in the graph` };
  if (graph.vertices.length >= MAX_VERTICES) return { error: `A graph has at most ${MAX_VERTICES} vertices` };
  const positions =
    position === undefined
      ? graph.positions
      : { ...graph.positions, [label]: { x: clampToUnit(position.x), y: clampToUnit(position.y) } };
  return { graph: { ...graph, vertices: [...graph.vertices, label], ...(positions && { positions }) } };
}

/** Removes a vertex with every edge at it. */
export function removeVertex(graph: Graph, label: string): GraphEdit {
  if (!graph.vertices.includes(label)) return { error: `Vertex ${label} is not in the graph` };
  const next: Graph = {
    ...graph,
    vertices: graph.vertices.filter((v) => v !== label),
    edges: graph.edges.filter((e) => e.from !== label && e.to !== label),
  };
  if (graph.positions === undefined) return { graph: next };
  const positions = { ...graph.positions };
  delete positions[label];
  return { graph: { ...next, positions } };
}

/** Moves a vertex in the drawing (x and y are clamped to the unit square). */
export function moveVertex(graph: Graph, label: string, position: VertexPosition): GraphEdit {
  if (!graph.vertices.includes(label)) return { error: `Vertex ${label} is not in the graph` };
  return {
    graph: {
      ...graph,
      positions: { ...graph.positions, [label]: { x: clampToUnit(position.x), y: clampToUnit(position.y) } },
    },
  };
}

/** Why the edge from → to cannot be added, or null (weight is checked on a weighted graph only). */
function newEdgeError(graph: Graph, from: string, to: string, weight: number): string | null {
  for (const v of [from, to]) if (!graph.vertices.includes(v)) return `Vertex ${v} is not in the graph`;
  if (from === to) return 'An edge from a vertex to itself is not allowed';
  if (findEdge(graph, from, to)) return `The edge ${edgeName(from, to, graph.directed)} is already there`;
  if (graph.edges.length >= MAX_EDGES) return `A graph has at most ${formatCount(MAX_EDGES)} edges`;
  const weightProblem = graph.weighted ? weightError(weight) : null;
  return weightProblem === null ? null : capitalise(weightProblem);
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Adds from → to (from–to on an undirected graph); the weight is 1 on an unweighted graph. */
export function addEdge(graph: Graph, from: string, to: string, weight = 1): GraphEdit {
  const error = newEdgeError(graph, from, to, weight);
  if (error !== null) return { error };
  const edge: GraphEdge = { from, to, weight: graph.weighted ? weight : 1 };
  return { graph: { ...graph, edges: [...graph.edges, edge] } };
}

export function removeEdge(graph: Graph, from: string, to: string): GraphEdit {
  const edge = findEdge(graph, from, to);
  if (edge === undefined) return { error: `There is no edge ${edgeName(from, to, graph.directed)}` };
  return { graph: { ...graph, edges: graph.edges.filter((e) => e !== edge) } };
}

export function setWeight(graph: Graph, from: string, to: string, weight: number): GraphEdit {
  if (!graph.weighted) return { error: 'The graph is unweighted: its edges have no weights to change' };
  const edge = findEdge(graph, from, to);
  if (edge === undefined) return { error: `There is no edge ${edgeName(from, to, graph.directed)}` };
  const problem = weightError(weight);
  if (problem !== null) return { error: capitalise(problem) };
  return { graph: { ...graph, edges: graph.edges.map((e) => (e === edge ? { ...e, weight } : e)) } };
}

/**
 * The graph made directed or undirected. Making it undirected fails when both A→B and B→A are there,
 * since they would become the same edge.
 */
export function setDirected(graph: Graph, directed: boolean): GraphEdit {
  if (directed || !graph.directed) return { graph: { ...graph, directed } };
  const seen = new Set<string>();
  for (const { from, to } of graph.edges) {
    if (seen.has(`${to} ${from}`))
      return { error: `${to}→${from} and ${from}→${to} would become the same edge ${to}–${from}` };
    seen.add(`${from} ${to}`);
  }
  return { graph: { ...graph, directed } };
}

/** The graph weighted or not: an unweighted graph's edges weigh 1, and keep 1 when weights come back. */
export function setWeighted(graph: Graph, weighted: boolean): Graph {
  if (weighted === graph.weighted) return graph;
  return {
    ...graph,
    weighted,
    edges: weighted ? graph.edges : graph.edges.map((e) => ({ ...e, weight: 1 })),
  };
}

/**
 * Everything wrong with a graph built outside the editor (a decoded link, a preset): labels, edges
 * between unknown vertices, self-loops, duplicate edges, weights and the size limits. Empty when valid.
 */
export function graphErrors(graph: Graph): string[] {
  const errors: string[] = [];
  if (graph.vertices.length > MAX_VERTICES) errors.push(`A graph has at most ${MAX_VERTICES} vertices`);
  if (graph.edges.length > MAX_EDGES) errors.push(`A graph has at most ${formatCount(MAX_EDGES)} edges`);
  const vertices = new Set<string>();
  for (const v of graph.vertices) {
    const problem = vertexLabelProblem(v);
    if (problem !== null) errors.push(capitalise(problem));
    if (vertices.has(v)) errors.push(`Vertex ${v} appears twice`);
    vertices.add(v);
  }
  const edges = new Set<string>();
  for (const { from, to, weight } of graph.edges) {
    const name = edgeName(from, to, graph.directed);
    if (!vertices.has(from) || !vertices.has(to)) errors.push(`Edge ${name} names a vertex not in the graph`);
    if (from === to) errors.push(`Edge ${name} goes from a vertex to itself`);
    const key = graph.directed || from < to ? `${from} ${to}` : `${to} ${from}`;
    if (edges.has(key)) errors.push(`Duplicate edge ${name}`);
    edges.add(key);
    const problem = graph.weighted ? weightError(weight) : weight === 1 ? null : 'weight must be 1';
    if (problem !== null) errors.push(`Edge ${name}: ${problem}`);
  }
  for (const [v, p] of Object.entries(graph.positions ?? {})) {
    if (!vertices.has(v)) errors.push(`A position is given for ${v}, which is not in the graph`);
    else if (!(p.x >= 0 && p.x <= 1 && p.y >= 0 && p.y <= 1))
      errors.push(`Vertex ${v} is placed outside the unit square`);
  }
  return errors;
}
