/**
 * A backtracking search recorded compactly: every step and every node of the recursion tree is a row
 * of typed columns, not an object, so a search of hundreds of thousands of steps (10-Queens) records in
 * milliseconds and any frame is read in constant time. A node's state at a frame follows from when it
 * was made and when its call returned; the working state (the choices on the current path) follows from
 * the running node's parents.
 */

/** What a step does: the first call, a choice explored, a choice pruned, a solution, a return. */
export const STEP_KINDS = ['call', 'choose', 'prune', 'solution', 'unchoose', 'done'] as const;
export type StepKind = (typeof STEP_KINDS)[number];

const KIND_CODE: Readonly<Record<StepKind, number>> = {
  call: 0,
  choose: 1,
  prune: 2,
  solution: 3,
  unchoose: 4,
  done: 5,
};

/** How an algorithm's search tells the recorder what it does. */
export interface SearchRecorder {
  /** Choose `choice` and explore it: a recursive call, now the running one. */
  choose(choice: number): void;
  /** `choice` cannot lead to a solution: a pruned branch, never called. */
  prune(choice: number): void;
  /** The running call's choices are a solution. */
  solution(): void;
  /** The running call returns; its choice is taken back. */
  unchoose(): void;
}

/** The recorded search: read it only through the functions below. */
export interface SearchRecord {
  readonly stepCount: number;
  readonly nodeCount: number;
  /** Per step: its kind (STEP_KINDS index) and the node it concerns. */
  readonly stepKind: Uint8Array;
  readonly stepNode: Int32Array;
  /** Per node: parent (-1 for the root), depth, the choice that made it, the step that made it and the step that ended it. */
  readonly parent: Int32Array;
  readonly depth: Uint8Array;
  readonly choice: Int32Array;
  readonly madeAt: Int32Array;
  readonly endedAt: Int32Array;
  /** 1 for a pruned branch. */
  readonly pruned: Uint8Array;
  /** The step at which each solution was found, in order, and its node. */
  readonly solutionSteps: Int32Array;
  readonly solutionNodes: Int32Array;
  /** Each node's children, in the order made: children of node v are childList[childStart[v] .. childStart[v + 1]). */
  readonly childStart: Int32Array;
  readonly childList: Int32Array;
}

class Column<T extends Int32Array | Uint8Array> {
  data: T;
  length = 0;
  constructor(private readonly make: (size: number) => T) {
    this.data = make(1024);
  }
  push(value: number) {
    if (this.length === this.data.length) {
      const bigger = this.make(this.data.length * 2);
      bigger.set(this.data);
      this.data = bigger;
    }
    this.data[this.length++] = value;
  }
  done(): T {
    return this.data.subarray(0, this.length) as T;
  }
}

const int32 = (size: number) => new Int32Array(size);
const uint8 = (size: number) => new Uint8Array(size);

/**
 * Runs `search` from the root call and records it. The search calls the recorder in the order its
 * recursion does; it must leave every call it chooses (one unchoose per choose).
 */
export function recordSearch(search: (recorder: SearchRecorder) => void): SearchRecord {
  const stepKind = new Column(uint8);
  const stepNode = new Column(int32);
  const parent = new Column(int32);
  const depth = new Column(uint8);
  const choice = new Column(int32);
  const madeAt = new Column(int32);
  const endedAt = new Column(int32);
  const pruned = new Column(uint8);
  const solutionSteps = new Column(int32);
  const solutionNodes = new Column(int32);

  const step = (kind: StepKind, node: number) => {
    stepKind.push(KIND_CODE[kind]);
    stepNode.push(node);
  };
  const node = (from: number, value: number, isPruned: boolean) => {
    const id = parent.length;
    parent.push(from);
    depth.push(from < 0 ? 0 : (depth.data[from] ?? 0) + 1);
    choice.push(value);
    madeAt.push(stepKind.length);
    endedAt.push(isPruned ? stepKind.length : -1);
    pruned.push(isPruned ? 1 : 0);
    return id;
  };

  let running = node(-1, -1, false);
  step('call', running);
  search({
    choose(value) {
      running = node(running, value, false);
      step('choose', running);
    },
    prune(value) {
      step('prune', node(running, value, true));
    },
    solution() {
      solutionSteps.push(stepKind.length);
      solutionNodes.push(running);
      step('solution', running);
    },
    unchoose() {
      endedAt.data[running] = stepKind.length;
      step('unchoose', running);
      running = parent.data[running] ?? -1;
      if (running < 0) throw new RangeError('The search left the root call');
    },
  });
  if (running !== 0) throw new RangeError('The search ended inside a call it did not leave');
  endedAt.data[0] = stepKind.length;
  step('done', 0);

  const parents = parent.done();
  const nodeCount = parents.length;
  // Children in the order made, as one flat list (a counting sort by parent; ids grow with time).
  const childStart = new Int32Array(nodeCount + 1);
  for (let v = 1; v < nodeCount; v++) {
    const slot = (parents[v] ?? 0) + 1;
    childStart[slot] = (childStart[slot] ?? 0) + 1;
  }
  for (let v = 0; v < nodeCount; v++) childStart[v + 1] = (childStart[v + 1] ?? 0) + (childStart[v] ?? 0);
  const fill = childStart.slice(0, nodeCount);
  const childList = new Int32Array(Math.max(0, nodeCount - 1));
  for (let v = 1; v < nodeCount; v++) {
    const p = parents[v] ?? 0;
    childList[fill[p] ?? 0] = v;
    fill[p] = (fill[p] ?? 0) + 1;
  }

  return {
    stepCount: stepKind.length,
    nodeCount,
    stepKind: stepKind.done(),
    stepNode: stepNode.done(),
    parent: parents,
    depth: depth.done(),
    choice: choice.done(),
    madeAt: madeAt.done(),
    endedAt: endedAt.done(),
    pruned: pruned.done(),
    solutionSteps: solutionSteps.done(),
    solutionNodes: solutionNodes.done(),
    childStart,
    childList,
  };
}

export const kindAt = (record: SearchRecord, k: number): StepKind =>
  STEP_KINDS[record.stepKind[k] ?? 0] ?? 'call';

/** The children of node v, in the order made. */
export function childrenOf(record: SearchRecord, v: number): Int32Array {
  return record.childList.subarray(record.childStart[v] ?? 0, record.childStart[v + 1] ?? 0);
}

/** The node running after the first `k` steps: -1 before the first call and after the last return. */
export function runningAt(record: SearchRecord, k: number): number {
  if (k <= 0 || k >= record.stepCount) return -1;
  const last = k - 1;
  const node = record.stepNode[last] ?? 0;
  switch (kindAt(record, last)) {
    case 'prune':
      return record.parent[node] ?? -1;
    case 'unchoose':
      return record.parent[node] ?? -1;
    default:
      return node;
  }
}

/** The calls from the root to `node`, root first. */
export function pathTo(record: SearchRecord, node: number): number[] {
  const path: number[] = [];
  for (let v = node; v >= 0; v = record.parent[v] ?? -1) path.push(v);
  return path.reverse();
}

/** The choices that lead from the root to `node`. */
export function choicesTo(record: SearchRecord, node: number): number[] {
  return pathTo(record, node)
    .slice(1)
    .map((v) => record.choice[v] ?? 0);
}

/** A node as a frame shows it. */
export type NodeState = 'unmade' | 'active' | 'done' | 'pruned' | 'solution';

/**
 * Node v's state after the first `k` steps: not made yet; pruned; a solution once found; returned
 * (done); else on the stack of running calls (active). The root is active from the start.
 */
export function nodeStateAt(record: SearchRecord, v: number, k: number): NodeState {
  const made = record.madeAt[v] ?? 0;
  if (v !== 0 && made >= k) return 'unmade';
  if (record.pruned[v] === 1) return 'pruned';
  if (solutionStepOf(record, v) < k) return 'solution';
  const ended = record.endedAt[v] ?? 0;
  return ended < k ? 'done' : 'active';
}

/** The step at which node v was found to be a solution, or Infinity. */
function solutionStepOf(record: SearchRecord, v: number): number {
  const at = lowerBound(record.solutionNodes, v);
  return record.solutionNodes[at] === v ? (record.solutionSteps[at] ?? Infinity) : Infinity;
}

/** The first index of a sorted column whose value is at least `value`. */
export function lowerBound(sorted: Int32Array, value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((sorted[mid] ?? 0) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** How many solutions are found in the first `k` steps. */
export const solutionsBy = (record: SearchRecord, k: number) => lowerBound(record.solutionSteps, k);

/** How many nodes of v's subtree (v included) are made in the first `k` steps. */
export function madeUnder(record: SearchRecord, v: number, k: number): number {
  if (record.pruned[v] === 1) return (record.madeAt[v] ?? 0) < k ? 1 : 0;
  // Ids are given in the order made (madeAt grows with the id) and the search is depth first, so v's
  // subtree is v and the ids after it made before v's call ended.
  const end = lowerBound(record.madeAt, Math.min(record.endedAt[v] ?? 0, k));
  return Math.max(v === 0 ? 1 : 0, end - v);
}
