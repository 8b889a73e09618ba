/**
 * A graph numbered for a run: vertices and edges by index, and every vertex's neighbours in label
 * order as flat arrays, so a run over 10,000 vertices and 50,000 edges looks nothing up by string.
 */
import { edgeKey, type Graph } from '@/core/graph/graph';
import { compareLabels, edgeName } from '@/core/graph/queries';

export interface IndexedGraph {
  readonly graph: Graph;
  readonly directed: boolean;
  /** The vertex labels, each once, in the graph's order; a vertex's index is its place here. */
  readonly labels: readonly string[];
  readonly indexOf: ReadonlyMap<string, number>;
  /** Each vertex's place in label order (compareLabels), and the vertices in that order. */
  readonly rank: Int32Array;
  readonly byLabel: Int32Array;
  /** Per edge of graph.edges: its ends, its weight in a run (1 on an unweighted graph), its key's id. */
  readonly edgeFrom: Int32Array;
  readonly edgeTo: Int32Array;
  readonly edgeWeight: Float64Array;
  /**
   * The id of the edge's key: the index of the first edge with the same key (a repeated edge shares
   * its key, and so its state, with the first), which `edgeKeyOf` turns into the key.
   */
  readonly edgeKeyId: Int32Array;
  /**
   * The adjacency list, flat: vertex u's neighbours are entries first[u] .. first[u + 1] - 1, in label
   * order (ties in the order the edges come), each with the neighbour, the edge's key id and weight.
   * The ends of its outgoing edges on a directed graph, of all its edges on an undirected one.
   */
  readonly first: Int32Array;
  readonly neighbour: Int32Array;
  readonly neighbourEdge: Int32Array;
  readonly neighbourWeight: Float64Array;
  /** An edge key ('A-B' or 'A>B') by key id; made on first use. */
  edgeKeyOf(id: number): string;
  /** 'A–B' or 'A→B' for two vertex indices. */
  edgeName(u: number, v: number): string;
}

/** Adds 1 to counts[i] and returns what it was. */
function bump(counts: Int32Array, i: number): number {
  const was = counts[i] as number;
  counts[i] = was + 1;
  return was;
}

export function indexGraph(graph: Graph): IndexedGraph {
  const { directed } = graph;
  const indexOf = new Map<string, number>();
  const labels: string[] = [];
  for (const label of graph.vertices)
    if (!indexOf.has(label)) {
      indexOf.set(label, labels.length);
      labels.push(label);
    }
  const n = labels.length;
  const byLabel = Int32Array.from(
    Array.from({ length: n }, (_, i) => i).sort((a, b) =>
      compareLabels(labels[a] as string, labels[b] as string),
    ),
  );
  const rank = new Int32Array(n);
  for (let r = 0; r < n; r++) rank[byLabel[r] as number] = r;

  const m = graph.edges.length;
  const edgeFrom = new Int32Array(m);
  const edgeTo = new Int32Array(m);
  const edgeWeight = new Float64Array(m);
  for (let e = 0; e < m; e++) {
    const edge = graph.edges[e] as Graph['edges'][number];
    edgeFrom[e] = indexOf.get(edge.from) ?? -1;
    edgeTo[e] = indexOf.get(edge.to) ?? -1;
    edgeWeight[e] = graph.weighted ? edge.weight : 1;
  }

  // Adjacency entries in the order adjacencyList pushes them: each edge gives one at its `from` and,
  // undirected, then one at its `to`. Two stable counting sorts, by the neighbour's rank and then by
  // the vertex, leave each vertex's entries in label order of the neighbour, ties in push order.
  const entries = directed ? m : 2 * m;
  const entryAt = new Int32Array(entries);
  const entryTo = new Int32Array(entries);
  const entryEdge = new Int32Array(entries);
  for (let e = 0, x = 0; e < m; e++) {
    const from = edgeFrom[e] as number;
    const to = edgeTo[e] as number;
    entryAt[x] = from;
    entryTo[x] = to;
    entryEdge[x++] = e;
    if (directed) continue;
    entryAt[x] = to;
    entryTo[x] = from;
    entryEdge[x++] = e;
  }
  const slots = new Int32Array(n + 1);
  for (let x = 0; x < entries; x++) bump(slots, (rank[entryTo[x] as number] as number) + 1);
  for (let r = 0; r < n; r++) slots[r + 1] = (slots[r + 1] as number) + (slots[r] as number);
  const byRank = new Int32Array(entries);
  for (let x = 0; x < entries; x++) byRank[bump(slots, rank[entryTo[x] as number] as number)] = x;
  const first = new Int32Array(n + 1);
  for (let x = 0; x < entries; x++) bump(first, (entryAt[x] as number) + 1);
  for (let v = 0; v < n; v++) first[v + 1] = (first[v + 1] as number) + (first[v] as number);
  const fill = first.slice(0, n);
  const neighbour = new Int32Array(entries);
  const neighbourEdgeIndex = new Int32Array(entries);
  const neighbourWeight = new Float64Array(entries);
  for (let i = 0; i < entries; i++) {
    const x = byRank[i] as number;
    const at = bump(fill, entryAt[x] as number);
    const e = entryEdge[x] as number;
    neighbour[at] = entryTo[x] as number;
    neighbourEdgeIndex[at] = e;
    neighbourWeight[at] = edgeWeight[e] as number;
  }

  // A repeated edge (same from and to) sits at its `from` among the entries for the same neighbour.
  const edgeKeyId = new Int32Array(m);
  for (let e = 0; e < m; e++) edgeKeyId[e] = e;
  for (let u = 0; u < n; u++) {
    let runVertex = -1;
    let runEdge = -1;
    for (let at = first[u] as number; at < (first[u + 1] as number); at++) {
      const e = neighbourEdgeIndex[at] as number;
      if (neighbour[at] !== runVertex) {
        runVertex = neighbour[at] as number;
        runEdge = -1;
      }
      if (edgeFrom[e] !== u || edgeTo[e] !== runVertex) continue;
      if (runEdge === -1) runEdge = e;
      else edgeKeyId[e] = runEdge;
    }
  }
  const neighbourEdge = new Int32Array(entries);
  for (let at = 0; at < entries; at++)
    neighbourEdge[at] = edgeKeyId[neighbourEdgeIndex[at] as number] as number;

  let keys: (string | undefined)[] | null = null;
  return {
    graph,
    directed,
    labels,
    indexOf,
    rank,
    byLabel,
    edgeFrom,
    edgeTo,
    edgeWeight,
    edgeKeyId,
    first,
    neighbour,
    neighbourEdge,
    neighbourWeight,
    edgeKeyOf(id) {
      keys ??= Array.from({ length: m }, () => undefined);
      let key = keys[id];
      if (key === undefined) {
        key = edgeKey(graph.edges[id] as Graph['edges'][number], directed);
        keys[id] = key;
      }
      return key;
    },
    edgeName(u, v) {
      return edgeName(labels[u] as string, labels[v] as string, directed);
    },
  };
}
