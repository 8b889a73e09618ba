/**
 * Collects a run's steps on a tape: typed columns instead of an object, a change and a message string
 * per step, so a run of 100,000 steps allocates a few arrays. Each step keeps its code line, which
 * counters it advances, a few numbers its narration needs (written into words only when it is read,
 * see `describe`) and its changes to the model as ops: (kind, vertex or edge, value).
 */
import type { EdgeState, MatrixCellState, VertexState } from './types';
import type { IndexedGraph } from './indexed';

export const VERTEX_STATES: readonly VertexState[] = [
  'default',
  'current',
  'frontier',
  'visited',
  'tree',
  'path',
];
export const EDGE_STATES: readonly EdgeState[] = [
  'default',
  'current',
  'tree',
  'path',
  'relaxed',
  'rejected',
];

/** A state's code: its place in VERTEX_STATES / EDGE_STATES. */
export const VERTEX = { default: 0, current: 1, frontier: 2, visited: 3, tree: 4, path: 5 } as const;
export const EDGE = { default: 0, current: 1, tree: 2, path: 3, relaxed: 4, rejected: 5 } as const;

/** What an op changes; a step's ops come in GraphChange's field order. */
export const OP = {
  vertex: 0,
  edge: 1,
  dist: 2,
  /** The value is the parent's index, or -1 for null. */
  parent: 3,
  leave: 4,
  join: 5,
  joinNull: 6,
  finish: 7,
  unionFind: 8,
  total: 9,
  totalNull: 10,
  /** A matrix cell (row * V + column) takes the value. */
  cell: 11,
  /** A matrix cell takes the state (a CELL code). */
  cellState: 12,
  /** The intermediate vertex becomes the target (-1 for none). */
  through: 13,
} as const;

export const CELL_STATES: readonly MatrixCellState[] = ['default', 'current', 'improved', 'negative'];
export const CELL = { default: 0, current: 1, improved: 2, negative: 3 } as const;

/** Each line id's index: `lineCodes(['start', 'pop'])` is { start: 0, pop: 1 }. */
export function lineCodes<const L extends string>(lineIds: readonly L[]): { readonly [K in L]: number } {
  const codes: Record<string, number> = {};
  lineIds.forEach((id, i) => (codes[id] = i));
  return codes as { [K in L]: number };
}

/** What a step's narration is written from: which sentence, two vertices and three numbers. */
export interface StepFacts {
  readonly line: number;
  readonly text: number;
  readonly u: number;
  readonly v: number;
  readonly a: number;
  readonly b: number;
  readonly c: number;
}

/** A finished run's steps. */
export interface GraphTape {
  readonly stepCount: number;
  readonly line: Uint8Array;
  readonly text: Uint8Array;
  readonly count: Uint8Array;
  readonly u: Int32Array;
  readonly v: Int32Array;
  /** Three numbers per step. */
  readonly numbers: Float64Array;
  /** Step k's ops are opStart[k] .. opStart[k + 1] - 1. */
  readonly opStart: Int32Array;
  readonly opKind: Uint8Array;
  readonly opTarget: Int32Array;
  readonly opValue: Float64Array;
  /** Messages written when the step was made (rare steps whose words need more than StepFacts). */
  readonly messages: ReadonlyMap<number, string>;
}

function grown<T extends Uint8Array | Int32Array | Float64Array>(array: T, size: number): T {
  const next = new (array.constructor as new (n: number) => T)(size);
  next.set(array);
  return next;
}

/**
 * Records a run. A step is begun with `step` (or `glance`), then its ops are written. It knows every
 * edge's state so far, and holds changes to make at the start of the next step: an edge examined in
 * one step goes back to its state when the next begins.
 */
export class StepRecorder {
  private steps = 0;
  private capacity: number;
  private line: Uint8Array;
  private text: Uint8Array;
  private count: Uint8Array;
  private u: Int32Array;
  private v: Int32Array;
  private numbers: Float64Array;
  private opStart: Int32Array;
  private ops = 0;
  private opCapacity: number;
  private opKind: Uint8Array;
  private opTarget: Int32Array;
  private opValue: Float64Array;
  private readonly messages = new Map<number, string>();
  private readonly edgeStates: Uint8Array;
  /** Changes for the next step, as (vertex or edge, state) pairs: its first ops, vertices then edges. */
  private readonly pendingVertices: number[] = [];
  private pendingVertexCount = 0;
  private readonly pendingEdges: number[] = [];
  private pendingEdgeCount = 0;

  /** `steps` and `ops`: about how many the run will record (the arrays grow past them if needed). */
  constructor(graph: IndexedGraph, { steps = 1024, ops = 4 * steps }: { steps?: number; ops?: number } = {}) {
    this.edgeStates = new Uint8Array(graph.edgeFrom.length);
    this.capacity = Math.max(16, steps);
    this.line = new Uint8Array(this.capacity);
    this.text = new Uint8Array(this.capacity);
    this.count = new Uint8Array(this.capacity);
    this.u = new Int32Array(this.capacity);
    this.v = new Int32Array(this.capacity);
    this.numbers = new Float64Array(3 * this.capacity);
    this.opStart = new Int32Array(this.capacity + 1);
    this.opCapacity = Math.max(16, ops);
    this.opKind = new Uint8Array(this.opCapacity);
    this.opTarget = new Int32Array(this.opCapacity);
    this.opValue = new Float64Array(this.opCapacity);
  }

  get stepCount(): number {
    return this.steps;
  }

  /** An edge's state (an EDGE code) so far. */
  edgeState(id: number): number {
    return this.edgeStates[id] as number;
  }

  /**
   * Begins a step on code line `line` (an index into the module's line ids), narrated by sentence
   * `text` from u, v, a, b, c; `count` picks what it counts (an index into the module's count table).
   */
  step(line: number, text: number, count = 0, u = -1, v = -1, a = 0, b = 0, c = 0): void {
    const k = this.steps;
    if (k === this.capacity) this.grow();
    this.line[k] = line;
    this.text[k] = text;
    this.count[k] = count;
    this.u[k] = u;
    this.v[k] = v;
    this.numbers[3 * k] = a;
    this.numbers[3 * k + 1] = b;
    this.numbers[3 * k + 2] = c;
    this.opStart[k] = this.ops;
    this.steps = k + 1;
    if (this.pendingVertexCount > 0) {
      const pending = this.pendingVertices;
      for (let i = 0; i < this.pendingVertexCount; i += 2)
        this.op(OP.vertex, pending[i] as number, pending[i + 1] as number);
      this.pendingVertexCount = 0;
    }
    if (this.pendingEdgeCount > 0) {
      const pending = this.pendingEdges;
      for (let i = 0; i < this.pendingEdgeCount; i += 2)
        this.edge(pending[i] as number, pending[i + 1] as number);
      this.pendingEdgeCount = 0;
    }
  }

  /** The step just begun says `message`, written now instead of from its facts. */
  say(message: string): void {
    this.messages.set(this.steps - 1, message);
  }

  /** Begins a step that examines edge `id`: it shows as current, then returns to the state it had. */
  glance(
    line: number,
    text: number,
    count: number,
    id: number,
    u: number,
    v: number,
    a = 0,
    b = 0,
    c = 0,
  ): void {
    // The state before this step's pending changes, as the recorder has always read it (it differs only
    // when the same edge is glanced at twice running: a repeated edge or a loop).
    const before = this.edgeStates[id] as number;
    this.step(line, text, count, u, v, a, b, c);
    this.edge(id, EDGE.current);
    this.pendingEdges[this.pendingEdgeCount++] = id;
    this.pendingEdges[this.pendingEdgeCount++] = before;
  }

  /** Vertex v takes state `state` at the start of the next step. */
  laterVertex(v: number, state: number): void {
    this.pendingVertices[this.pendingVertexCount++] = v;
    this.pendingVertices[this.pendingVertexCount++] = state;
  }

  private op(kind: number, target: number, value: number): void {
    const i = this.ops;
    if (i === this.opCapacity) {
      this.opCapacity *= 2;
      this.opKind = grown(this.opKind, this.opCapacity);
      this.opTarget = grown(this.opTarget, this.opCapacity);
      this.opValue = grown(this.opValue, this.opCapacity);
    }
    this.opKind[i] = kind;
    this.opTarget[i] = target;
    this.opValue[i] = value;
    this.ops = i + 1;
  }

  vertex(v: number, state: number): void {
    this.op(OP.vertex, v, state);
  }

  edge(id: number, state: number): void {
    this.edgeStates[id] = state;
    this.op(OP.edge, id, state);
  }

  dist(v: number, d: number): void {
    this.op(OP.dist, v, d);
  }

  /** parent[v] = p, or null for p = -1. */
  parent(v: number, p: number): void {
    this.op(OP.parent, v, p);
  }

  leave(item: number): void {
    this.op(OP.leave, item, 0);
  }

  /** The item joins the frontier (or changes priority); priority null when `priority` is null. */
  join(item: number, priority: number | null): void {
    if (priority === null) this.op(OP.joinNull, item, 0);
    else this.op(OP.join, item, priority);
  }

  finish(v: number): void {
    this.op(OP.finish, v, 0);
  }

  unionFind(v: number, p: number): void {
    this.op(OP.unionFind, v, p);
  }

  totalWeight(total: number | null): void {
    if (total === null) this.op(OP.totalNull, 0, 0);
    else this.op(OP.total, 0, total);
  }

  /** dist[i][j] = d, cell i * V + j. */
  cell(cell: number, d: number): void {
    this.op(OP.cell, cell, d);
  }

  cellState(cell: number, state: number): void {
    this.op(OP.cellState, cell, state);
  }

  /** The intermediate vertex k, or -1 for none. */
  through(k: number): void {
    this.op(OP.through, k, 0);
  }

  private grow(): void {
    this.capacity *= 2;
    this.line = grown(this.line, this.capacity);
    this.text = grown(this.text, this.capacity);
    this.count = grown(this.count, this.capacity);
    this.u = grown(this.u, this.capacity);
    this.v = grown(this.v, this.capacity);
    this.numbers = grown(this.numbers, 3 * this.capacity);
    this.opStart = grown(this.opStart, this.capacity + 1);
  }

  /** The steps so far; the recorder is not used after this. */
  tape(): GraphTape {
    const n = this.steps;
    this.opStart[n] = this.ops;
    return {
      stepCount: n,
      line: this.line,
      text: this.text,
      count: this.count,
      u: this.u,
      v: this.v,
      numbers: this.numbers,
      opStart: this.opStart,
      opKind: this.opKind,
      opTarget: this.opTarget,
      opValue: this.opValue,
      messages: this.messages,
    };
  }
}
