/**
 * The model a graph run's frames show, and how a step's change is applied to it, plainly: the trace
 * (graphTrace.ts) keeps the model as arrays and only writes frames out as this model; these are the
 * reference it must match.
 */
import type { Graph } from '@/core/graph/graph';
import { compareLabels } from '@/core/graph/queries';
import type {
  DistanceMatrix,
  GraphAlgorithm,
  GraphChange,
  GraphCounter,
  GraphRunModel,
  MatrixCellState,
} from './types';

export interface GraphModelOptions {
  /** Keep dist[v] (Infinity for every vertex at first): BFS, Dijkstra, Prim's key. */
  readonly dist?: boolean;
  /** Keep union-find parent pointers (each vertex its own root at first): Kruskal. */
  readonly unionFind?: boolean;
  /** Keep a distance matrix (every cell ∞ at first): Floyd-Warshall. */
  readonly matrix?: boolean;
}

export function initialGraphModel(graph: Graph, options: GraphModelOptions = {}): GraphRunModel {
  return {
    vertices: new Map(),
    edges: new Map(),
    dist: options.dist ? new Map(graph.vertices.map((v) => [v, Infinity])) : null,
    parent: new Map(),
    frontier: new Map(),
    order: [],
    unionFind: options.unionFind ? new Map(graph.vertices.map((v) => [v, v])) : null,
    totalWeight: null,
    matrix: options.matrix ? emptyMatrix(graph) : null,
  };
}

/**
 * The vertices in the distance matrix's order: by label (A, B, C, ...; v2 before v10), however the
 * graph lists them (an edge list names its vertices in its edges' order).
 */
export function matrixOrder(graph: Graph): string[] {
  return [...new Set(graph.vertices)].sort(compareLabels);
}

/** A matrix of ∞, its rows and columns in matrixOrder. */
function emptyMatrix(graph: Graph): DistanceMatrix {
  const labels = matrixOrder(graph);
  return {
    labels,
    value: labels.map(() => labels.map(() => Infinity)),
    state: labels.map(() => labels.map(() => 'default' as const)),
    through: null,
  };
}

/** Applies a step's change to the model in place and returns it. */
export function applyGraphChange(model: GraphRunModel, change: GraphChange): GraphRunModel {
  // Guards rather than `?? []`: this runs once per step, and most fields are absent.
  const { vertices, edges, dist, parent, leave, join, unionFind } = change;
  if (vertices) for (const [v, state] of vertices) model.vertices.set(v, state);
  if (edges) for (const [key, state] of edges) model.edges.set(key, state);
  if (dist && model.dist) for (const [v, d] of dist) model.dist.set(v, d);
  if (parent) for (const [v, p] of parent) model.parent.set(v, p);
  if (leave) for (const item of leave) model.frontier.delete(item);
  if (join) for (const [item, priority] of join) model.frontier.set(item, priority);
  if (change.finish !== undefined) model.order.push(change.finish);
  if (unionFind && model.unionFind) for (const [v, p] of unionFind) model.unionFind.set(v, p);
  if (change.totalWeight !== undefined) model.totalWeight = change.totalWeight;
  if (model.matrix) applyMatrixChange(model, change);
  return model;
}

/** Writes a step's matrix cells, cell states and intermediate vertex into the model's matrix. */
function applyMatrixChange(model: GraphRunModel, { cells, cellStates, through }: GraphChange): void {
  const matrix = model.matrix as DistanceMatrix;
  const at = (label: string) => matrix.labels.indexOf(label);
  const value = matrix.value as number[][];
  const state = matrix.state as MatrixCellState[][];
  if (cells) for (const [i, j, d] of cells) (value[at(i)] as number[])[at(j)] = d;
  if (cellStates) for (const [i, j, s] of cellStates) (state[at(i)] as MatrixCellState[])[at(j)] = s;
  if (through !== undefined) (model as { matrix: DistanceMatrix }).matrix = { ...matrix, through };
}

/** Every counter an algorithm shows, with its value at a frame (0 before its first count). */
export function counterValues(
  counters: readonly GraphCounter[],
  counts: Readonly<Record<string, number>>,
): { readonly key: string; readonly label: string; readonly value: number }[] {
  return counters.map(({ key, label }) => ({ key, label, value: counts[key] ?? 0 }));
}

/**
 * Each placed vertex's position (from 1) in the topological order a run builds: Kahn's places vertices
 * in the order they finish; the depth-first sort puts each finished vertex in front of those before it,
 * so the k-th to finish of V goes V - k + 1st. Empty for the other algorithms.
 */
export function topologicalPlaces(
  algorithm: Pick<GraphAlgorithm, 'result'>,
  model: Pick<GraphRunModel, 'order'>,
  vertexCount: number,
): Map<string, number> {
  const places = new Map<string, number>();
  if (algorithm.result === 'topological order') model.order.forEach((v, i) => places.set(v, i + 1));
  if (algorithm.result === 'finishing order') model.order.forEach((v, i) => places.set(v, vertexCount - i));
  return places;
}
