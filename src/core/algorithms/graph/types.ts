/**
 * What a graph algorithm module is: a validated run over a Graph recorded as a model trace, whose
 * frames say, for every vertex and edge, the state the scene draws and the DOM mirror reports.
 */
import type { EdgeState, Graph, VertexState } from '@/core/graph/graph';
import type { GraphPresetId } from '@/core/graph/presets';
import type { ModelStep, ModelTrace } from '@/core/trace';
import type { AlgorithmDescription } from '../types';

export type { EdgeState, VertexState } from '@/core/graph/graph';

/** A distance-matrix cell: being checked, lowered while the current k is the intermediate vertex, or a
 * negative diagonal entry (its vertex lies on a negative cycle). */
export type MatrixCellState = 'default' | 'current' | 'improved' | 'negative';

/** Floyd-Warshall's distance matrix: row i, column j is dist[i][j] (Infinity for no path yet). */
export interface DistanceMatrix {
  /** Rows and columns, in the graph's vertex order. */
  readonly labels: readonly string[];
  readonly value: readonly (readonly number[])[];
  readonly state: readonly (readonly MatrixCellState[])[];
  /** The intermediate vertex k being tried, or null before the first and after the last. */
  readonly through: string | null;
}

/**
 * The state of a graph run after some steps: what one frame of the player shows. The trace keeps it as
 * arrays by vertex and edge index and writes a frame out as these Maps, each in the order its entries
 * were first set (see graphTrace.ts).
 */
export interface GraphRunModel {
  /** Every vertex's state ('default' when absent). */
  readonly vertices: Map<string, VertexState>;
  /** Every edge's state by edgeKey ('default' when absent). */
  readonly edges: Map<string, EdgeState>;
  /** dist[v] (Infinity while unreached) for BFS, Dijkstra and Prim's key; null for the others. */
  readonly dist: Map<string, number> | null;
  /** parent[v] in the search or spanning tree (absent or null for a root or while unreached). */
  readonly parent: Map<string, string | null>;
  /**
   * The waiting list in the order items joined it: BFS's queue, DFS's stack, the priority queue
   * (item → its current priority), Kruskal's edges in sorted order (edge key → weight).
   */
  readonly frontier: Map<string, number | null>;
  /**
   * The vertices in the order they were finished (visited, settled, added to the tree, placed in a
   * topological order); Bellman-Ford's negative cycle, in the order its edges run, once found.
   */
  readonly order: string[];
  /** Kruskal's union-find: each vertex's parent pointer; null for the other algorithms. */
  readonly unionFind: Map<string, string> | null;
  /** Weight of the spanning tree (Prim, Kruskal) or of the path found; null when not meaningful. */
  totalWeight: number | null;
  /** Floyd-Warshall's distance matrix; null (or absent) for the other algorithms. */
  readonly matrix?: DistanceMatrix | null;
}

/** What one step changes; every field is optional and applies in the order listed. */
export interface GraphChange {
  readonly vertices?: readonly (readonly [string, VertexState])[];
  readonly edges?: readonly (readonly [string, EdgeState])[];
  readonly dist?: readonly (readonly [string, number])[];
  readonly parent?: readonly (readonly [string, string | null])[];
  /** Items leaving the frontier, then items joining it (or changing priority) at its end. */
  readonly leave?: readonly string[];
  readonly join?: readonly (readonly [string, number | null])[];
  /** A vertex finished (appended to `order`). */
  readonly finish?: string;
  readonly unionFind?: readonly (readonly [string, string])[];
  readonly totalWeight?: number | null;
  /** Matrix cells given a value (row, column, value), then cells given a state. */
  readonly cells?: readonly (readonly [string, string, number])[];
  readonly cellStates?: readonly (readonly [string, string, MatrixCellState])[];
  /** The intermediate vertex now tried (null when done). */
  readonly through?: string | null;
}

/**
 * A graph algorithm's step: the code line it runs, what it changes and what it says. A run keeps its
 * steps on a compact tape (recorder.ts); a step's change and message are written out when read.
 */
export interface GraphStep<L extends string = string> extends ModelStep {
  readonly line: L;
  readonly change: GraphChange;
  /** The one-line narration, written from the step's facts when first read. */
  readonly message: string;
  /** The counters this step advances, by counter key. */
  readonly counts?: Readonly<Record<string, number>>;
}

export type GraphTrace = ModelTrace<GraphRunModel, GraphStep>;

/** What a run needs besides the graph. */
export interface GraphRunInput {
  readonly source: string | null;
  /** Dijkstra's optional target: its shortest path is marked at the end. */
  readonly target: string | null;
}

/** A counter the page shows under the canvas, e.g. { key: 'relaxations', label: 'Relaxations' }. */
export interface GraphCounter {
  readonly key: string;
  readonly label: string;
}

/** A graph algorithm's waiting list: a queue, a stack, a priority queue, or edges sorted by weight. */
export interface GraphFrontier {
  /** Its title on the page ('Priority queue'). */
  readonly title: string;
  /** How a question names it ('the priority queue'). */
  readonly inQuestion: string;
  /**
   * How it is read: first in first out, from its top (a stack), by priority (the smallest first, ties in
   * label order), or as it was sorted by weight once (Kruskal's edges); the last two show each item's
   * priority beside it.
   */
  readonly order: 'first in first out' | 'last in first out' | 'by priority' | 'sorted by weight';
}

export interface GraphAlgorithm<Id extends string = string, L extends string = string> extends Omit<
  AlgorithmDescription<Id>,
  'code'
> {
  readonly family: 'graph';
  readonly kind: 'graph';
  readonly lineIds: readonly L[];
  /** Whether the run starts from a source vertex (all but Kruskal) and can take a target (Dijkstra). */
  readonly needsSource: boolean;
  readonly acceptsTarget: boolean;
  readonly counters: readonly GraphCounter[];
  /** The list of what waits to be taken next, as the page and its questions name and read it. */
  readonly frontier: GraphFrontier;
  /**
   * What the run builds, listed beside the waiting list: the order it visits vertices, the tree's edges,
   * a topological order (Kahn's: the order vertices leave the queue), the finishing order whose reverse
   * is a topological order (depth-first), or shortest distances that a negative cycle can spoil.
   */
  readonly result:
    | 'visiting order'
    | 'tree edges'
    | 'topological order'
    | 'finishing order'
    | 'distances'
    | 'distance matrix';
  /** The preset a link naming only this algorithm opens on (the textbook graph when absent). */
  readonly opensOn?: GraphPresetId;
  /** The final answer as the page writes it in its result element, read from the last frame's model. */
  answer?(model: GraphRunModel, graph: Graph): string;
  /** The name of the value a relaxation sets per vertex (dist for shortest paths, key for Prim's). */
  readonly distanceName: string;
  /** Why the algorithm cannot run on this input ("Dijkstra's algorithm needs non-negative weights: B–C
   * has weight -2"), or null when it can. */
  validate(graph: Graph, input: GraphRunInput): string | null;
  /** Runs on a valid input (throws a RangeError on an invalid one) and records every step. */
  trace(graph: Graph, input: GraphRunInput): GraphTrace;
}

/** Declares a graph module, keeping its id as a literal type (see defineSorting). */
export function defineGraphAlgorithm<const Id extends string, L extends string>(
  module: GraphAlgorithm<Id, L>,
): GraphAlgorithm<Id, L> {
  return module;
}
