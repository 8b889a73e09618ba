/**
 * A graph a learner builds or picks: labelled vertices and edges, directed or not, weighted or not.
 * Everything here is plain data so a graph fits in a URL, a preset or a test.
 */

export interface GraphEdge {
  readonly from: string;
  readonly to: string;
  /** 1 on an unweighted graph. */
  readonly weight: number;
}

/** Where a vertex is drawn, in the unit square (0..1 on both axes); the scene scales it. */
export interface VertexPosition {
  readonly x: number;
  readonly y: number;
}

export interface Graph {
  readonly directed: boolean;
  readonly weighted: boolean;
  /** Vertex labels in the order they were added: 'A', 'B', ... */
  readonly vertices: readonly string[];
  readonly edges: readonly GraphEdge[];
  /** Positions for the vertices that have one (a preset's drawing, or where the learner put them). */
  readonly positions?: Readonly<Record<string, VertexPosition>>;
}

/** The most vertices and edges a graph may have. */
export const MAX_VERTICES = 200;
export const MAX_EDGES = 1000;

/** An edge's key: 'A-B' on an undirected graph (ends in the order given), 'A>B' on a directed one. */
export function edgeKey(edge: Pick<GraphEdge, 'from' | 'to'>, directed: boolean): string {
  return `${edge.from}${directed ? '>' : '-'}${edge.to}`;
}

/** How a run draws a vertex: the states a graph algorithm's frames give it. */
export type VertexState = 'default' | 'current' | 'frontier' | 'visited' | 'tree' | 'path';
/** How a run draws an edge: the states a graph algorithm's frames give it. */
export type EdgeState = 'default' | 'current' | 'tree' | 'path' | 'relaxed' | 'rejected';
