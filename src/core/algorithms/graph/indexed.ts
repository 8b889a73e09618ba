/**
 * A graph numbered for a run: vertices and edges by index, and every vertex's neighbours in label
 * order as flat arrays, so a run over 10,000 vertices and 50,000 edges looks nothing up by string.
 */
import { edgeKey as graphEdgeKey, type Graph } from '@/core/graph/graph';
import { compareLabels as labelOrder, edgeName } from '@/core/graph/queries';

// Read once here: where modules are compiled to CommonJS (tsx, as the benchmark runs), every read of an
// imported binding is a call, and these are called once per vertex or edge.
const edgeKey = graphEdgeKey;
const compareLabels = labelOrder;

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

/**
 * Sorts entries start .. end - 1 of `vertex` (and `edge` with them) by the vertex's rank, stably: by
 * insertion for a few, by one numeric sort of (rank, place) keys for many.
 */
function sortByRank(
  start: number,
  end: number,
  vertex: Int32Array,
  edge: Int32Array,
  rank: Int32Array,
): void {
  const size = end - start;
  if (size <= 24) {
    for (let i = start + 1; i < end; i++) {
      const v = vertex[i] as number;
      const e = edge[i] as number;
      const r = rank[v] as number;
      let j = i - 1;
      for (; j >= start && (rank[vertex[j] as number] as number) > r; j--) {
        vertex[j + 1] = vertex[j] as number;
        edge[j + 1] = edge[j] as number;
      }
      vertex[j + 1] = v;
      edge[j + 1] = e;
    }
    return;
  }
  const keys = new Float64Array(size);
  for (let i = 0; i < size; i++) keys[i] = (rank[vertex[start + i] as number] as number) * size + i;
  keys.sort();
  const vertices = vertex.slice(start, end);
  const edges = edge.slice(start, end);
  for (let i = 0; i < size; i++) {
    const from = (keys[i] as number) % size;
    vertex[start + i] = vertices[from] as number;
    edge[start + i] = edges[from] as number;
  }
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
  // Often the vertices come in label order already (A, B, C, ...; v0, v1, ..., v10, ...).
  let sorted = true;
  for (let v = 1; v < n && sorted; v++)
    sorted = compareLabels(labels[v - 1] as string, labels[v] as string) < 0;
  const byLabel = sorted
    ? Int32Array.from({ length: n }, (_, i) => i)
    : Int32Array.from(
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

  // Adjacency entries in the order adjacencyList pushes them (each edge gives one at its `from` and,
  // undirected, then one at its `to`), placed by vertex, then each vertex's sorted by the neighbour's
  // rank, ties kept in push order.
  const first = new Int32Array(n + 1);
  for (let e = 0; e < m; e++) {
    bump(first, (edgeFrom[e] as number) + 1);
    if (!directed) bump(first, (edgeTo[e] as number) + 1);
  }
  for (let v = 0; v < n; v++) first[v + 1] = (first[v + 1] as number) + (first[v] as number);
  const entries = first[n] as number;
  const fill = first.slice(0, n);
  const neighbour = new Int32Array(entries);
  const neighbourEdgeIndex = new Int32Array(entries);
  for (let e = 0; e < m; e++) {
    const from = edgeFrom[e] as number;
    const to = edgeTo[e] as number;
    let at = bump(fill, from);
    neighbour[at] = to;
    neighbourEdgeIndex[at] = e;
    if (directed) continue;
    at = bump(fill, to);
    neighbour[at] = from;
    neighbourEdgeIndex[at] = e;
  }
  for (let u = 0; u < n; u++)
    sortByRank(first[u] as number, first[u + 1] as number, neighbour, neighbourEdgeIndex, rank);
  const neighbourWeight = new Float64Array(entries);
  for (let at = 0; at < entries; at++)
    neighbourWeight[at] = edgeWeight[neighbourEdgeIndex[at] as number] as number;

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
