/**
 * The Graphs page's operations, on a graph stored as adjacency lists and recorded step by step: add
 * and remove a vertex or an edge, change a weight, list a vertex's neighbours, ask whether an edge is
 * there, and count a degree. Each step says the code line it runs (the listings in operationListings.ts
 * mark the same ids), what it does in one sentence, and everything a frame draws: the graph, the
 * lists as they are stored at that moment, and which vertices, edges and list entries to highlight.
 *
 * The lists keep edges in the order they were added (the order of `graph.edges`), as the listings'
 * `push`/`append` does, so a scan visits entries in the order the page shows them.
 */
import { edgeKey, type EdgeState, type Graph, type VertexState } from './graph';
import { addEdge, addVertex, removeEdge, removeVertex, setWeight } from './edit';
import { edgeName } from './queries';

export type GraphOperation =
  | { readonly op: 'addVertex'; readonly vertex: string }
  | { readonly op: 'removeVertex'; readonly vertex: string }
  | { readonly op: 'addEdge'; readonly from: string; readonly to: string; readonly weight: number }
  | { readonly op: 'removeEdge'; readonly from: string; readonly to: string }
  | { readonly op: 'setWeight'; readonly from: string; readonly to: string; readonly weight: number }
  | { readonly op: 'neighbours'; readonly vertex: string }
  | { readonly op: 'hasEdge'; readonly from: string; readonly to: string }
  | { readonly op: 'degree'; readonly vertex: string };

export type GraphOperationName = GraphOperation['op'];

/** The operations in the order the Operations panel lists them. */
export const GRAPH_OPERATION_NAMES: readonly GraphOperationName[] = [
  'addVertex',
  'removeVertex',
  'addEdge',
  'removeEdge',
  'setWeight',
  'neighbours',
  'hasEdge',
  'degree',
];

/** Every code-line id a step can carry; each listing marks where they are. */
export const GRAPH_OPERATION_LINES = [
  'add-vertex-check',
  'add-vertex-create',
  'remove-vertex-check',
  'remove-vertex-unlink',
  'remove-vertex-delete',
  'add-edge-check',
  'add-edge-append',
  'add-edge-append-back',
  'scan',
  'remove-edge-remove',
  'remove-edge-remove-back',
  'set-weight-update',
  'set-weight-update-back',
  'neighbours-visit',
  'neighbours-result',
  'has-edge-result',
  'degree-out',
  'degree-in',
  'degree-result',
] as const;

export type GraphOperationLine = (typeof GRAPH_OPERATION_LINES)[number];

/** One entry of a stored list: the neighbour, the edge's weight (1 when unweighted) and the edge's key. */
export interface AdjacencyEntry {
  readonly vertex: string;
  readonly weight: number;
  readonly key: string;
}

/** Every vertex's list, in the graph's vertex order. */
export type StoredAdjacency = ReadonlyMap<string, readonly AdjacencyEntry[]>;

/** The entry a step reads or writes (`index` null: the list as a whole). */
export interface ListFocus {
  readonly vertex: string;
  readonly index: number | null;
}

export interface GraphOperationStep {
  readonly line: GraphOperationLine;
  readonly message: string;
  /** The graph the canvas draws at this step. */
  readonly graph: Graph;
  /** The lists as stored at this step (an undirected edge may be half removed). */
  readonly adjacency: StoredAdjacency;
  readonly vertices: ReadonlyMap<string, VertexState>;
  readonly edges: ReadonlyMap<string, EdgeState>;
  readonly focus: ListFocus | null;
  /** The operation's answer, on the steps from where it is known. */
  readonly result: string | null;
}

export interface GraphOperationRun {
  readonly operation: GraphOperation;
  readonly before: Graph;
  readonly after: Graph;
  readonly steps: readonly GraphOperationStep[];
  /** The answer in a sentence (queries), or what changed (edits). */
  readonly result: string;
}

export type GraphOperationOutcome = { readonly run: GraphOperationRun } | { readonly error: string };

/** The lists as the listings store them: each edge appended to its lists in the order edges were added. */
export function storedAdjacency(graph: Graph): StoredAdjacency {
  const lists = new Map<string, AdjacencyEntry[]>(graph.vertices.map((v) => [v, []]));
  for (const edge of graph.edges) {
    const key = edgeKey(edge, graph.directed);
    const weight = graph.weighted ? edge.weight : 1;
    lists.get(edge.from)?.push({ vertex: edge.to, weight, key });
    if (!graph.directed) lists.get(edge.to)?.push({ vertex: edge.from, weight, key });
  }
  return lists;
}

/** One row of the adjacency matrix, read from that vertex's stored list: the weight to each column, or null. */
export function matrixRowOf(
  entries: readonly AdjacencyEntry[],
  vertices: readonly string[],
): (number | null)[] {
  const weights = new Map(entries.map((entry) => [entry.vertex, entry.weight]));
  return vertices.map((v) => weights.get(v) ?? null);
}

/** The adjacency matrix read from stored lists: cell [i][j] is the weight of row → column, or null. */
export function matrixOf(adjacency: StoredAdjacency, vertices: readonly string[]): (number | null)[][] {
  return vertices.map((v) => matrixRowOf(adjacency.get(v) ?? [], vertices));
}

/** What an operation is called in narration and in the page's "Ready" line. */
export function describeOperation(operation: GraphOperation, directed: boolean): string {
  switch (operation.op) {
    case 'addVertex':
      return `Add vertex ${operation.vertex}`;
    case 'removeVertex':
      return `Remove vertex ${operation.vertex}`;
    case 'addEdge':
      return `Add edge ${edgeName(operation.from, operation.to, directed)}`;
    case 'removeEdge':
      return `Remove edge ${edgeName(operation.from, operation.to, directed)}`;
    case 'setWeight':
      return `Set the weight of ${edgeName(operation.from, operation.to, directed)} to ${operation.weight}`;
    case 'neighbours':
      return `Neighbours of ${operation.vertex}`;
    case 'hasEdge':
      return `Has edge ${edgeName(operation.from, operation.to, directed)}?`;
    case 'degree':
      return `Degree of ${operation.vertex}`;
  }
}

// ---- Recording ----

/** Builds a run's steps: the current drawing, lists and highlights, each step a snapshot of them. */
class Recorder {
  readonly steps: GraphOperationStep[] = [];
  graph: Graph;
  adjacency: Map<string, readonly AdjacencyEntry[]>;
  vertices = new Map<string, VertexState>();
  edges = new Map<string, EdgeState>();
  result: string | null = null;

  constructor(graph: Graph) {
    this.graph = graph;
    this.adjacency = new Map(storedAdjacency(graph));
  }

  list(vertex: string): readonly AdjacencyEntry[] {
    return this.adjacency.get(vertex) ?? [];
  }

  /** Changes one list (a copy: earlier steps keep theirs). */
  setList(vertex: string, entries: readonly AdjacencyEntry[]) {
    this.adjacency = new Map(this.adjacency).set(vertex, entries);
  }

  step(line: GraphOperationLine, message: string, focus: ListFocus | null = null) {
    this.steps.push({
      line,
      message,
      graph: this.graph,
      adjacency: this.adjacency,
      vertices: new Map(this.vertices),
      edges: new Map(this.edges),
      focus,
      result: this.result,
    });
  }

  /** One step per entry of `owner`'s list compared with `target`, up to the match; its index or -1. */
  scan(owner: string, target: string): number {
    const entries = this.list(owner);
    for (let index = 0; index < entries.length; index++) {
      const entry = entries[index] as AdjacencyEntry;
      const match = entry.vertex === target;
      this.step(
        'scan',
        match
          ? `${owner}'s list, entry ${index + 1}: ${target}, found`
          : `${owner}'s list, entry ${index + 1}: ${entry.vertex}, not ${target}`,
        { vertex: owner, index },
      );
      if (match) return index;
    }
    return -1;
  }
}

const missingVertex = (graph: Graph, vertices: readonly string[]): string | null => {
  const missing = vertices.find((v) => !graph.vertices.includes(v));
  return missing === undefined ? null : `Vertex ${missing} is not in the graph`;
};

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
const entries = (count: number) => `${count} ${count === 1 ? 'entry' : 'entries'}`;

function recordAddVertex(graph: Graph, vertex: string): GraphOperationRun | string {
  const edit = addVertex(graph, vertex);
  if ('error' in edit) return edit.error;
  const r = new Recorder(graph);
  r.step('add-vertex-check', `${vertex} is not a vertex yet, so it can be added`);
  r.graph = edit.graph;
  r.setList(vertex, []);
  r.vertices.set(vertex, 'current');
  r.result = `Vertex ${vertex} added with an empty list`;
  r.step('add-vertex-create', `Give ${vertex} an empty adjacency list`, { vertex, index: null });
  return {
    operation: { op: 'addVertex', vertex },
    before: graph,
    after: edit.graph,
    steps: r.steps,
    result: r.result,
  };
}

function recordRemoveVertex(graph: Graph, vertex: string): GraphOperationRun | string {
  const edit = removeVertex(graph, vertex);
  if ('error' in edit) return edit.error;
  const r = new Recorder(graph);
  r.vertices.set(vertex, 'current');
  r.step(
    'remove-vertex-check',
    `${vertex} is a vertex: take it out of every list that holds it, then drop its own list`,
    { vertex, index: null },
  );
  for (const owner of graph.vertices) {
    if (owner === vertex) continue;
    const entries = r.list(owner);
    const index = entries.findIndex((entry) => entry.vertex === vertex);
    if (index === -1) continue;
    const entry = entries[index] as AdjacencyEntry;
    r.edges.set(entry.key, 'rejected');
    r.setList(
      owner,
      entries.filter((_, i) => i !== index),
    );
    r.step('remove-vertex-unlink', `${owner}'s list holds ${vertex}: remove it`, {
      vertex: owner,
      index: null,
    });
  }
  const outgoing = r.list(vertex).length;
  r.graph = edit.graph;
  r.adjacency = new Map(r.adjacency);
  r.adjacency.delete(vertex);
  r.vertices.delete(vertex);
  r.edges.clear();
  const removedEdges = graph.edges.length - edit.graph.edges.length;
  r.result = `Vertex ${vertex} removed with ${plural(removedEdges, 'edge')}`;
  r.step(
    'remove-vertex-delete',
    graph.directed
      ? `Drop ${vertex}'s list and its ${plural(outgoing, 'edge')} out: ${vertex} is gone`
      : `Drop ${vertex}'s list: ${vertex} is gone with its ${plural(removedEdges, 'edge')}`,
  );
  return {
    operation: { op: 'removeVertex', vertex },
    before: graph,
    after: edit.graph,
    steps: r.steps,
    result: r.result,
  };
}

function recordAddEdge(graph: Graph, from: string, to: string, weight: number): GraphOperationRun | string {
  const edit = addEdge(graph, from, to, weight);
  if ('error' in edit) return edit.error;
  const name = edgeName(from, to, graph.directed);
  const stored = graph.weighted ? weight : 1;
  const r = new Recorder(graph);
  r.vertices.set(from, 'current').set(to, 'frontier');
  r.step('add-edge-check', `${from} and ${to} are two different vertices; is ${name} there already?`, {
    vertex: from,
    index: null,
  });
  r.scan(from, to);
  const key = edgeKey({ from, to }, graph.directed);
  const entry: AdjacencyEntry = { vertex: to, weight: stored, key };
  r.graph = edit.graph;
  r.setList(from, [...r.list(from), entry]);
  r.edges.set(key, 'current');
  const weightText = graph.weighted ? ` with weight ${weight}` : '';
  r.result = `Edge ${name} added${weightText}`;
  r.step('add-edge-append', `Not there: append ${to}${weightText} to ${from}'s list`, {
    vertex: from,
    index: r.list(from).length - 1,
  });
  if (!graph.directed) {
    r.setList(to, [...r.list(to), { vertex: from, weight: stored, key }]);
    r.step('add-edge-append-back', `Undirected: append ${from} to ${to}'s list too`, {
      vertex: to,
      index: r.list(to).length - 1,
    });
  }
  return {
    operation: { op: 'addEdge', from, to, weight: stored },
    before: graph,
    after: edit.graph,
    steps: r.steps,
    result: r.result,
  };
}

/** Remove an edge or change its weight: find the entry, change it, and on an undirected graph its twin. */
function recordEdgeChange(
  graph: Graph,
  operation: Extract<GraphOperation, { op: 'removeEdge' | 'setWeight' }>,
): GraphOperationRun | string {
  const { from, to } = operation;
  const problem = missingVertex(graph, [from, to]);
  if (problem !== null) return problem;
  const removing = operation.op === 'removeEdge';
  const edit = removing ? removeEdge(graph, from, to) : setWeight(graph, from, to, operation.weight);
  if ('error' in edit) return edit.error;
  const name = edgeName(from, to, graph.directed);
  const r = new Recorder(graph);
  r.vertices.set(from, 'current').set(to, 'frontier');
  const index = r.scan(from, to);
  const entry = r.list(from)[index] as AdjacencyEntry;
  const twin = (owner: string, other: string) => r.list(owner).findIndex((e) => e.vertex === other);
  if (removing) {
    r.edges.set(entry.key, 'rejected');
    r.setList(
      from,
      r.list(from).filter((_, i) => i !== index),
    );
    r.result = `Edge ${name} removed`;
    r.step('remove-edge-remove', `Remove ${to} from ${from}'s list`, { vertex: from, index: null });
    if (!graph.directed) {
      const back = twin(to, from);
      r.setList(
        to,
        r.list(to).filter((_, i) => i !== back),
      );
      r.graph = edit.graph;
      r.edges.delete(entry.key);
      r.step('remove-edge-remove-back', `Undirected: remove ${from} from ${to}'s list too`, {
        vertex: to,
        index: null,
      });
    } else {
      r.graph = edit.graph;
    }
  } else {
    const weight = operation.weight;
    const changed = (owner: string, at: number) =>
      r.list(owner).map((e, i) => (i === at ? { ...e, weight } : e));
    r.graph = edit.graph;
    r.edges.set(entry.key, 'current');
    r.setList(from, changed(from, index));
    r.result = `${name} now weighs ${weight} (was ${entry.weight})`;
    r.step('set-weight-update', `Change the entry's weight from ${entry.weight} to ${weight}`, {
      vertex: from,
      index,
    });
    if (!graph.directed) {
      const back = twin(to, from);
      r.setList(to, changed(to, back));
      r.step('set-weight-update-back', `Undirected: change ${from}'s entry in ${to}'s list too`, {
        vertex: to,
        index: back,
      });
    }
  }
  return { operation, before: graph, after: edit.graph, steps: r.steps, result: r.result };
}

function recordNeighbours(graph: Graph, vertex: string): GraphOperationRun | string {
  const problem = missingVertex(graph, [vertex]);
  if (problem !== null) return problem;
  const r = new Recorder(graph);
  r.vertices.set(vertex, 'current');
  const found: string[] = [];
  r.list(vertex).forEach((entry, index) => {
    found.push(entry.vertex);
    r.vertices.set(entry.vertex, 'visited');
    r.edges.set(entry.key, 'tree');
    const weightText = graph.weighted ? ` (weight ${entry.weight})` : '';
    r.step('neighbours-visit', `${vertex}'s list, entry ${index + 1}: ${entry.vertex}${weightText}`, {
      vertex,
      index,
    });
  });
  r.result =
    found.length === 0 ? `${vertex} has no neighbours` : `Neighbours of ${vertex}: ${found.join(', ')}`;
  r.step('neighbours-result', found.length === 0 ? `${vertex}'s list is empty: no neighbours` : r.result, {
    vertex,
    index: null,
  });
  return {
    operation: { op: 'neighbours', vertex },
    before: graph,
    after: graph,
    steps: r.steps,
    result: r.result,
  };
}

function recordHasEdge(graph: Graph, from: string, to: string): GraphOperationRun | string {
  const problem = missingVertex(graph, [from, to]);
  if (problem !== null) return problem;
  const name = edgeName(from, to, graph.directed);
  const r = new Recorder(graph);
  r.vertices.set(from, 'current').set(to, 'frontier');
  const index = r.scan(from, to);
  if (index === -1) {
    r.result = `No: there is no edge ${name}`;
    r.step('has-edge-result', `${to} is not in ${from}'s list: no edge ${name}`, {
      vertex: from,
      index: null,
    });
  } else {
    const entry = r.list(from)[index] as AdjacencyEntry;
    r.edges.set(entry.key, 'path');
    r.result = `Yes: ${name} is an edge${graph.weighted ? ` of weight ${entry.weight}` : ''}`;
    r.step('has-edge-result', r.result, { vertex: from, index });
  }
  return {
    operation: { op: 'hasEdge', from, to },
    before: graph,
    after: graph,
    steps: r.steps,
    result: r.result,
  };
}

function recordDegree(graph: Graph, vertex: string): GraphOperationRun | string {
  const problem = missingVertex(graph, [vertex]);
  if (problem !== null) return problem;
  const r = new Recorder(graph);
  r.vertices.set(vertex, 'current');
  const out = r.list(vertex);
  for (const entry of out) r.edges.set(entry.key, 'tree');
  if (!graph.directed) {
    r.result = `Degree of ${vertex}: ${out.length}`;
    r.step('degree-out', `${vertex}'s list has ${entries(out.length)}`, {
      vertex,
      index: null,
    });
    r.step('degree-result', `Undirected: the degree is the length of the list, ${out.length}`, {
      vertex,
      index: null,
    });
  } else {
    r.step('degree-out', `${vertex}'s list has ${entries(out.length)}: out-degree ${out.length}`, {
      vertex,
      index: null,
    });
    let incoming = 0;
    for (const owner of graph.vertices) {
      const index = r.list(owner).findIndex((entry) => entry.vertex === vertex);
      if (index === -1) continue;
      incoming += 1;
      r.vertices.set(owner, 'visited');
      r.edges.set((r.list(owner)[index] as AdjacencyEntry).key, 'path');
      r.step('degree-in', `${owner}'s list holds ${vertex}: in-degree ${incoming} so far`, {
        vertex: owner,
        index,
      });
    }
    r.result = `Degree of ${vertex}: ${incoming + out.length} (in ${incoming}, out ${out.length})`;
    r.step(
      'degree-result',
      `Every list checked: in-degree ${incoming} + out-degree ${out.length} = ${incoming + out.length}`,
      { vertex, index: null },
    );
  }
  return {
    operation: { op: 'degree', vertex },
    before: graph,
    after: graph,
    steps: r.steps,
    result: r.result,
  };
}

/**
 * Runs an operation on a graph and records its steps, or says why it cannot run (the same words the
 * editor uses: "Vertex F is not in the graph", "The edge A–B is already there") and changes nothing.
 */
export function runGraphOperation(graph: Graph, operation: GraphOperation): GraphOperationOutcome {
  const run = (() => {
    switch (operation.op) {
      case 'addVertex':
        return recordAddVertex(graph, operation.vertex);
      case 'removeVertex':
        return recordRemoveVertex(graph, operation.vertex);
      case 'addEdge':
        return recordAddEdge(graph, operation.from, operation.to, operation.weight);
      case 'removeEdge':
      case 'setWeight':
        return recordEdgeChange(graph, operation);
      case 'neighbours':
        return recordNeighbours(graph, operation.vertex);
      case 'hasEdge':
        return recordHasEdge(graph, operation.from, operation.to);
      case 'degree':
        return recordDegree(graph, operation.vertex);
    }
  })();
  return typeof run === 'string' ? { error: run } : { run };
}
