/**
 * A graph run's trace, made from its tape: the model as flat arrays by vertex and edge index, with
 * checkpoints far enough apart to keep their copies to a few megabytes, and any frame rebuilt from the
 * nearest one. A frame's model comes out as the GraphRunModel the page reads (Maps by label and key,
 * each in the order its entries were first set, as applying every change to Maps would leave them).
 */
import type { IndexedGraph } from './indexed';
import {
  CELL_STATES as CELL_STATE_NAMES,
  EDGE_STATES as EDGE_STATE_NAMES,
  OP as OP_CODES,
  VERTEX_STATES as VERTEX_STATE_NAMES,
  type GraphTape,
  type StepFacts,
} from './recorder';
import type {
  EdgeState,
  GraphChange,
  GraphRunModel,
  GraphStep,
  GraphTrace,
  MatrixCellState,
  VertexState,
} from './types';

// Read once here: where modules are compiled to CommonJS (tsx, as the benchmark runs), every read of an
// imported binding is a call, and these are read for every op and every entry of a frame.
const OP = OP_CODES;
const VERTEX_STATES = VERTEX_STATE_NAMES;
const EDGE_STATES = EDGE_STATE_NAMES;
const CELL_STATES = CELL_STATE_NAMES;

export interface GraphTraceSpec<L extends string> {
  readonly algorithm: string;
  readonly graph: IndexedGraph;
  readonly lineIds: readonly L[];
  readonly tape: GraphTape;
  /** What each count code counts; code 0 counts nothing. */
  readonly counts: readonly (Readonly<Record<string, number>> | undefined)[];
  /** A step's narration from its facts (steps that said their message when made do not come here). */
  describe(facts: StepFacts, graph: IndexedGraph): string;
  /**
   * Keep dist (Infinity for every vertex at first), keep union-find, whether the frontier holds edges, and
   * keep a distance matrix (every cell Infinity at first).
   */
  readonly model: {
    readonly dist?: boolean;
    readonly unionFind?: boolean;
    readonly edgeFrontier?: boolean;
    readonly matrix?: boolean;
  };
  /**
   * The matrix cell (row * V + column) step k shows as being checked until the next step, or -1. Read
   * from the tape rather than written as ops, since a run on 100 vertices checks a million cells.
   */
  checkedCell?(k: number): number;
}

const ABSENT = -2;

/** The model as arrays: a state code + 1 (0 while absent) per vertex and edge, and so on. */
interface RunState {
  readonly vertex: Uint8Array;
  vertexKeys: number;
  readonly edge: Uint8Array;
  edgeKeys: number;
  readonly dist: Float64Array | null;
  /** A parent's index, -1 for null, ABSENT while unset. */
  readonly parent: Int32Array;
  parentKeys: number;
  /** The frontier as a list linked in the order items joined: 0 absent, 1 with a priority, 2 with null. */
  readonly inFrontier: Uint8Array;
  readonly priority: Float64Array;
  readonly next: Int32Array;
  readonly previous: Int32Array;
  head: number;
  tail: number;
  orderLength: number;
  readonly unionFind: Int32Array | null;
  totalWeight: number | null;
  /** The distance matrix row by row, each cell's state code, and the intermediate vertex (-1 for none). */
  readonly matrix: Float64Array | null;
  readonly cellState: Uint8Array | null;
  through: number;
}

function cloneState(s: RunState): RunState {
  return {
    vertex: s.vertex.slice(),
    vertexKeys: s.vertexKeys,
    edge: s.edge.slice(),
    edgeKeys: s.edgeKeys,
    dist: s.dist && s.dist.slice(),
    parent: s.parent.slice(),
    parentKeys: s.parentKeys,
    inFrontier: s.inFrontier.slice(),
    priority: s.priority.slice(),
    next: s.next.slice(),
    previous: s.previous.slice(),
    head: s.head,
    tail: s.tail,
    orderLength: s.orderLength,
    unionFind: s.unionFind && s.unionFind.slice(),
    totalWeight: s.totalWeight,
    matrix: s.matrix && s.matrix.slice(),
    cellState: s.cellState && s.cellState.slice(),
    through: s.through,
  };
}

/** Bytes a checkpoint copies. */
function stateBytes(s: RunState): number {
  return (
    s.vertex.byteLength +
    s.edge.byteLength +
    (s.dist?.byteLength ?? 0) +
    s.parent.byteLength +
    s.inFrontier.byteLength +
    s.priority.byteLength +
    s.next.byteLength +
    s.previous.byteLength +
    (s.unionFind?.byteLength ?? 0) +
    (s.matrix?.byteLength ?? 0) +
    (s.cellState?.byteLength ?? 0) +
    64
  );
}

/** Bytes of checkpoint copies a run keeps, summed: more spaces checkpoints further apart. */
const CHECKPOINT_BUDGET = 8_000_000;

/**
 * Frames between checkpoints: 32 on a small graph; on a large one, as many as keep the checkpoints'
 * copies to about CHECKPOINT_BUDGET bytes (a frame then replays at most that many steps' ops, each a
 * few array writes).
 */
export function graphCheckpointInterval(checkpointBytes: number, stepCount: number): number {
  return Math.max(32, Math.ceil((stepCount * checkpointBytes) / CHECKPOINT_BUDGET));
}

export function createGraphTrace<L extends string>(spec: GraphTraceSpec<L>): GraphTrace {
  const { graph, tape, lineIds } = spec;
  const { labels } = graph;
  const n = labels.length;
  const edgeCount = graph.edgeFrom.length;
  const { stepCount, opStart, opKind, opTarget, opValue } = tape;
  const frontierSize = spec.model.edgeFrontier ? edgeCount : n;

  // Entries in the order they were first set: a frame's Maps hold a prefix of each list.
  const vertexFirst: number[] = [];
  const edgeFirst: number[] = [];
  const parentFirst: number[] = [];
  const order: number[] = [];

  function initial(): RunState {
    const state: RunState = {
      vertex: new Uint8Array(n),
      vertexKeys: 0,
      edge: new Uint8Array(edgeCount),
      edgeKeys: 0,
      dist: spec.model.dist ? new Float64Array(n).fill(Infinity) : null,
      parent: new Int32Array(n).fill(ABSENT),
      parentKeys: 0,
      inFrontier: new Uint8Array(frontierSize),
      priority: new Float64Array(frontierSize),
      next: new Int32Array(frontierSize),
      previous: new Int32Array(frontierSize),
      head: -1,
      tail: -1,
      orderLength: 0,
      unionFind: spec.model.unionFind ? new Int32Array(n) : null,
      totalWeight: null,
      matrix: spec.model.matrix ? new Float64Array(n * n).fill(Infinity) : null,
      cellState: spec.model.matrix ? new Uint8Array(n * n) : null,
      through: -1,
    };
    if (state.unionFind) for (let v = 0; v < n; v++) state.unionFind[v] = v;
    return state;
  }

  function join(s: RunState, item: number, flag: number, priority: number) {
    if (s.inFrontier[item] === 0) {
      s.previous[item] = s.tail;
      s.next[item] = -1;
      if (s.tail === -1) s.head = item;
      else s.next[s.tail] = item;
      s.tail = item;
    }
    s.inFrontier[item] = flag;
    s.priority[item] = priority;
  }

  function leave(s: RunState, item: number) {
    if (s.inFrontier[item] === 0) return;
    s.inFrontier[item] = 0;
    const before = s.previous[item] as number;
    const after = s.next[item] as number;
    if (before === -1) s.head = after;
    else s.next[before] = after;
    if (after === -1) s.tail = before;
    else s.previous[after] = before;
  }

  function apply(s: RunState, k: number) {
    const end = opStart[k + 1] as number;
    for (let i = opStart[k] as number; i < end; i++) {
      const target = opTarget[i] as number;
      const value = opValue[i] as number;
      switch (opKind[i]) {
        case OP.vertex:
          if (s.vertex[target] === 0) {
            if (s.vertexKeys === vertexFirst.length) vertexFirst.push(target);
            s.vertexKeys++;
          }
          s.vertex[target] = value + 1;
          break;
        case OP.edge:
          if (s.edge[target] === 0) {
            if (s.edgeKeys === edgeFirst.length) edgeFirst.push(target);
            s.edgeKeys++;
          }
          s.edge[target] = value + 1;
          break;
        case OP.dist:
          if (s.dist) s.dist[target] = value;
          break;
        case OP.parent:
          if (s.parent[target] === ABSENT) {
            if (s.parentKeys === parentFirst.length) parentFirst.push(target);
            s.parentKeys++;
          }
          s.parent[target] = value;
          break;
        case OP.leave:
          leave(s, target);
          break;
        case OP.join:
          join(s, target, 1, value);
          break;
        case OP.joinNull:
          join(s, target, 2, 0);
          break;
        case OP.finish:
          if (s.orderLength === order.length) order.push(target);
          s.orderLength++;
          break;
        case OP.unionFind:
          if (s.unionFind) s.unionFind[target] = value;
          break;
        case OP.total:
          s.totalWeight = value;
          break;
        case OP.totalNull:
          s.totalWeight = null;
          break;
        case OP.cell:
          if (s.matrix) s.matrix[target] = value;
          break;
        case OP.cellState:
          if (s.cellState) s.cellState[target] = value;
          break;
        case OP.through:
          s.through = target;
          break;
      }
    }
  }

  // Counters: each key's running total, and the keys in the order they first count (a frame's counts
  // list the keys counted so far in that order, as adding each step's counts to an object would).
  const keys: string[] = [];
  const keyIndex = new Map<string, number>();
  const increments = spec.counts.map((counts) => {
    const add: number[] = [];
    if (counts)
      for (const key in counts) {
        let i = keyIndex.get(key);
        if (i === undefined) {
          i = keys.length;
          keys.push(key);
          keyIndex.set(key, i);
        }
        add.push(i, counts[key] as number);
      }
    return add;
  });
  const keyFirstStep: number[] = keys.map(() => Infinity);
  const keyOrder: number[] = [];
  function countsObject(totals: Float64Array, k: number): Record<string, number> {
    const counts: Record<string, number> = {};
    for (const i of keyOrder)
      if ((keyFirstStep[i] as number) < k) counts[keys[i] as string] = totals[i] as number;
    return counts;
  }
  function addCounts(totals: Float64Array, k: number) {
    const add = increments[tape.count[k] as number];
    if (add === undefined) return;
    for (let j = 0; j < add.length; j += 2) (totals[add[j] as number] as number) += add[j + 1] as number;
  }

  let state = initial();
  const interval = graphCheckpointInterval(stateBytes(state), stepCount);
  const checkpoints: RunState[] = [];
  const countsAtCheckpoint: Float64Array[] = [];
  const running = new Float64Array(keys.length);
  for (let k = 0; ; k++) {
    if (k % interval === 0) {
      checkpoints.push(k === 0 ? state : cloneState(state));
      countsAtCheckpoint.push(running.slice());
      if (k === 0) state = cloneState(state);
    }
    if (k === stepCount) break;
    apply(state, k);
    const add = increments[tape.count[k] as number];
    if (add !== undefined && add.length > 0) {
      for (let j = 0; j < add.length; j += 2) {
        const i = add[j] as number;
        if (keyFirstStep[i] === Infinity) {
          keyFirstStep[i] = k;
          keyOrder.push(i);
        }
        (running[i] as number) += add[j + 1] as number;
      }
    }
  }
  const totals = countsObject(running, stepCount + 1);

  const itemLabel = spec.model.edgeFrontier
    ? (id: number) => graph.edgeKeyOf(id)
    : (v: number) => labels[v] as string;

  const checkedCell = spec.checkedCell ?? (() => -1);

  /** The model after `k` steps. */
  function model(s: RunState, k: number): GraphRunModel {
    const vertices = new Map<string, VertexState>();
    for (let i = 0; i < s.vertexKeys; i++) {
      const v = vertexFirst[i] as number;
      vertices.set(labels[v] as string, VERTEX_STATES[(s.vertex[v] as number) - 1] as VertexState);
    }
    const edges = new Map<string, EdgeState>();
    for (let i = 0; i < s.edgeKeys; i++) {
      const id = edgeFirst[i] as number;
      edges.set(graph.edgeKeyOf(id), EDGE_STATES[(s.edge[id] as number) - 1] as EdgeState);
    }
    let dist: Map<string, number> | null = null;
    if (s.dist) {
      dist = new Map();
      for (let v = 0; v < n; v++) dist.set(labels[v] as string, s.dist[v] as number);
    }
    const parent = new Map<string, string | null>();
    for (let i = 0; i < s.parentKeys; i++) {
      const v = parentFirst[i] as number;
      const p = s.parent[v] as number;
      parent.set(labels[v] as string, p === -1 ? null : (labels[p] as string));
    }
    const frontier = new Map<string, number | null>();
    for (let item = s.head; item !== -1; item = s.next[item] as number)
      frontier.set(itemLabel(item), s.inFrontier[item] === 2 ? null : (s.priority[item] as number));
    const finished: string[] = [];
    for (let i = 0; i < s.orderLength; i++) finished.push(labels[order[i] as number] as string);
    let unionFind: Map<string, string> | null = null;
    if (s.unionFind) {
      unionFind = new Map();
      for (let v = 0; v < n; v++)
        unionFind.set(labels[v] as string, labels[s.unionFind[v] as number] as string);
    }
    return {
      vertices,
      edges,
      dist,
      parent,
      frontier,
      order: finished,
      unionFind,
      totalWeight: s.totalWeight,
      matrix: matrixOf(s, k > 0 ? checkedCell(k - 1) : -1),
    };
  }

  // The matrix's rows and columns in the vertices' label order (A, B, C, ...; v2 before v10), however
  // the graph lists them (an edge list names vertices in its edges' order).
  const byLabel = graph.byLabel;
  const matrixLabels = Array.from(byLabel, (v) => labels[v] as string);

  function matrixOf(s: RunState, checked: number): GraphRunModel['matrix'] {
    const { matrix, cellState } = s;
    if (!matrix || !cellState) return null;
    const value: number[][] = [];
    const state: MatrixCellState[][] = [];
    for (const i of byLabel) {
      value.push(Array.from(byLabel, (j) => matrix[i * n + j] as number));
      state.push(Array.from(byLabel, (j) => CELL_STATES[cellState[i * n + j] as number] as MatrixCellState));
    }
    if (checked !== -1) {
      const { rank } = graph;
      const row = rank[Math.floor(checked / n)] as number;
      (state[row] as MatrixCellState[])[rank[checked % n] as number] = 'current';
    }
    return {
      labels: matrixLabels,
      value,
      state,
      through: s.through === -1 ? null : (labels[s.through] as string),
    };
  }

  const facts = (k: number): StepFacts => ({
    line: tape.line[k] as number,
    text: tape.text[k] as number,
    u: tape.u[k] as number,
    v: tape.v[k] as number,
    a: tape.numbers[3 * k] as number,
    b: tape.numbers[3 * k + 1] as number,
    c: tape.numbers[3 * k + 2] as number,
  });

  /** Step k's change as the lists of labels and keys GraphChange holds (only the kinds it has). */
  function change(k: number): GraphChange {
    const vertices: [string, VertexState][] = [];
    const edges: [string, EdgeState][] = [];
    const dist: [string, number][] = [];
    const parent: [string, string | null][] = [];
    const leaving: string[] = [];
    const joining: [string, number | null][] = [];
    const unionFind: [string, string][] = [];
    const cells: [string, string, number][] = [];
    const cellStates: [string, string, MatrixCellState][] = [];
    const found: { -readonly [K in keyof GraphChange]: GraphChange[K] } = {};
    const cellName = (cell: number) =>
      [labels[Math.floor(cell / n)] as string, labels[cell % n] as string] as const;
    // The cell the step before showed as checked goes back to its state (default: a checked cell was
    // not improved through this k), unless this step checks it again.
    const before = k > 0 ? checkedCell(k - 1) : -1;
    const checked = checkedCell(k);
    if (before !== -1 && before !== checked) cellStates.push([...cellName(before), 'default']);
    for (let i = opStart[k] as number; i < (opStart[k + 1] as number); i++) {
      const target = opTarget[i] as number;
      const value = opValue[i] as number;
      const vertex = labels[target] as string;
      switch (opKind[i]) {
        case OP.vertex:
          vertices.push([vertex, VERTEX_STATES[value] as VertexState]);
          break;
        case OP.edge:
          edges.push([graph.edgeKeyOf(target), EDGE_STATES[value] as EdgeState]);
          break;
        case OP.dist:
          dist.push([vertex, value]);
          break;
        case OP.parent:
          parent.push([vertex, value === -1 ? null : (labels[value] as string)]);
          break;
        case OP.leave:
          leaving.push(itemLabel(target));
          break;
        case OP.join:
          joining.push([itemLabel(target), value]);
          break;
        case OP.joinNull:
          joining.push([itemLabel(target), null]);
          break;
        case OP.finish:
          found.finish = vertex;
          break;
        case OP.unionFind:
          unionFind.push([vertex, labels[value] as string]);
          break;
        case OP.total:
          found.totalWeight = value;
          break;
        case OP.totalNull:
          found.totalWeight = null;
          break;
        case OP.cell:
          cells.push([labels[Math.floor(target / n)] as string, labels[target % n] as string, value]);
          break;
        case OP.cellState:
          cellStates.push([
            labels[Math.floor(target / n)] as string,
            labels[target % n] as string,
            CELL_STATES[value] as MatrixCellState,
          ]);
          break;
        case OP.through:
          found.through = target === -1 ? null : vertex;
          break;
      }
    }
    return {
      ...(vertices.length > 0 && { vertices }),
      ...(edges.length > 0 && { edges }),
      ...(dist.length > 0 && { dist }),
      ...(parent.length > 0 && { parent }),
      ...(leaving.length > 0 && { leave: leaving }),
      ...(joining.length > 0 && { join: joining }),
      ...found,
      ...(unionFind.length > 0 && { unionFind }),
      ...(cells.length > 0 && { cells }),
      ...(checked !== -1 && { cellStates: [...cellStates, [...cellName(checked), 'current'] as const] }),
      ...(checked === -1 && cellStates.length > 0 && { cellStates }),
    };
  }

  /** A step as the page and tests read it; its message and change are written when first read. */
  class TapeStep implements GraphStep<L> {
    private text: string | undefined;
    constructor(readonly index: number) {}
    get line(): L {
      return lineIds[tape.line[this.index] as number] as L;
    }
    get message(): string {
      this.text ??= tape.messages.get(this.index) ?? spec.describe(facts(this.index), graph);
      return this.text;
    }
    get change(): GraphChange {
      return change(this.index);
    }
    get counts(): Readonly<Record<string, number>> | undefined {
      return spec.counts[tape.count[this.index] as number];
    }
  }

  // Step objects are made when asked for: a frame's step, or all of them through `steps`.
  const made = new Map<number, TapeStep>();
  function stepAt(k: number): TapeStep {
    let step = made.get(k);
    if (step === undefined) {
      step = new TapeStep(k);
      made.set(k, step);
    }
    return step;
  }
  let allSteps: TapeStep[] | null = null;

  const assertIndex = (k: number, last: number, what: string) => {
    if (!Number.isInteger(k) || k < 0 || k > last) throw new RangeError(`${what} ${k} is outside 0..${last}`);
  };

  return {
    algorithm: spec.algorithm,
    stepCount,
    get steps() {
      allSteps ??= Array.from({ length: stepCount }, (_, k) => stepAt(k));
      return allSteps;
    },
    checkpointInterval: interval,
    totals,
    frameAt(k) {
      assertIndex(k, stepCount, 'Frame index');
      const c = Math.floor(k / interval);
      const current = cloneState(checkpoints[c] as RunState);
      const counts = (countsAtCheckpoint[c] as Float64Array).slice();
      for (let s = c * interval; s < k; s++) {
        apply(current, s);
        addCounts(counts, s);
      }
      return {
        index: k,
        step: k > 0 ? stepAt(k - 1) : null,
        model: model(current, k),
        counts: countsObject(counts, k),
        progress: stepCount === 0 ? 100 : (100 * k) / stepCount,
        completed: k === stepCount,
      };
    },
    lineAt(k) {
      assertIndex(k, stepCount - 1, 'Step index');
      return lineIds[tape.line[k] as number] as L;
    },
  };
}
