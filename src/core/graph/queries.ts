/**
 * Reading a graph: neighbours in label order, degrees, the adjacency list and matrix, and how edges
 * are named in narration.
 */
import { edgeKey, type Graph, type GraphEdge } from './graph';

/** Label order: shorter labels first ('B' before 'AA', '9' before '10'), then by character. */
export function compareLabels(a: string, b: string): number {
  if (a.length !== b.length) return a.length - b.length;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** A vertex reached along one edge: the edge's key, and its weight (1 on an unweighted graph). */
export interface Neighbour {
  readonly vertex: string;
  readonly weight: number;
  readonly key: string;
}

/** What an edge weighs in a run: its weight, or 1 on an unweighted graph. */
export function weightOf(graph: Graph, edge: GraphEdge): number {
  return graph.weighted ? edge.weight : 1;
}

/** 'A–B' on an undirected graph, 'A→B' on a directed one. */
export function edgeName(from: string, to: string, directed: boolean): string {
  return `${from}${directed ? '→' : '–'}${to}`;
}

/**
 * Every vertex's neighbours in label order: the ends of its outgoing edges on a directed graph, of all
 * its edges on an undirected one. Vertices come in the graph's order.
 */
export function adjacencyList(graph: Graph): Map<string, Neighbour[]> {
  const list = new Map<string, Neighbour[]>(graph.vertices.map((v) => [v, []]));
  for (const edge of graph.edges) {
    const key = edgeKey(edge, graph.directed);
    const weight = weightOf(graph, edge);
    list.get(edge.from)?.push({ vertex: edge.to, weight, key });
    if (!graph.directed) list.get(edge.to)?.push({ vertex: edge.from, weight, key });
  }
  for (const neighbours of list.values()) neighbours.sort((a, b) => compareLabels(a.vertex, b.vertex));
  return list;
}

/** The neighbours of v in label order (see adjacencyList); none for a vertex not in the graph. */
export function neighbours(graph: Graph, v: string): Neighbour[] {
  const found: Neighbour[] = [];
  for (const edge of graph.edges) {
    const key = edgeKey(edge, graph.directed);
    if (edge.from === v) found.push({ vertex: edge.to, weight: weightOf(graph, edge), key });
    else if (!graph.directed && edge.to === v)
      found.push({ vertex: edge.from, weight: weightOf(graph, edge), key });
  }
  return found.sort((a, b) => compareLabels(a.vertex, b.vertex));
}

/** The edge from → to (either way round on an undirected graph), or undefined. */
export function findEdge(graph: Graph, from: string, to: string): GraphEdge | undefined {
  return graph.edges.find(
    (edge) =>
      (edge.from === from && edge.to === to) || (!graph.directed && edge.from === to && edge.to === from),
  );
}

export function hasEdge(graph: Graph, from: string, to: string): boolean {
  return findEdge(graph, from, to) !== undefined;
}

/** Edges leaving v (on an undirected graph, every edge at v). */
export function outDegree(graph: Graph, v: string): number {
  return graph.edges.filter((e) => e.from === v || (!graph.directed && e.to === v)).length;
}

/** Edges arriving at v (on an undirected graph, every edge at v). */
export function inDegree(graph: Graph, v: string): number {
  return graph.edges.filter((e) => e.to === v || (!graph.directed && e.from === v)).length;
}

/** The edges at v: on a directed graph, in-degree plus out-degree. */
export function degree(graph: Graph, v: string): number {
  return graph.directed ? inDegree(graph, v) + outDegree(graph, v) : outDegree(graph, v);
}

/** The adjacency matrix in the graph's vertex order: weights[i][j] is the weight of i → j, or null. */
export function adjacencyMatrix(graph: Graph): {
  readonly labels: readonly string[];
  readonly weights: (number | null)[][];
} {
  const index = new Map(graph.vertices.map((v, i) => [v, i]));
  const weights = graph.vertices.map(() => graph.vertices.map((): number | null => null));
  for (const edge of graph.edges) {
    const i = index.get(edge.from);
    const j = index.get(edge.to);
    if (i === undefined || j === undefined) continue;
    const w = weightOf(graph, edge);
    (weights[i] as (number | null)[])[j] = w;
    if (!graph.directed) (weights[j] as (number | null)[])[i] = w;
  }
  return { labels: graph.vertices, weights };
}
