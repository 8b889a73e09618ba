/**
 * A segment tree over an array, and its operations recorded step by step: build (every node from its
 * two children, bottom-up), a range query (nodes fully inside the range answer at once, nodes partly
 * inside split into their children, nodes outside are skipped) and a point update (the leaf, then every
 * ancestor recomputed). The tree keeps either sums or minimums. Node 1 is the root and covers the whole
 * array; node i has children 2i and 2i+1, splitting its range at its middle.
 */
import { createModelTrace, type ModelStep, type ModelTrace } from '../trace/modelTrace';

export type SegmentKind = 'sum' | 'min';
export type SegmentOperation = 'build' | 'query' | 'update';
export const SEGMENT_OPERATIONS: readonly SegmentOperation[] = ['build', 'query', 'update'];

/** The most values the page builds over: a tree of 31 nodes at most, legible at 375 px. */
export const SEGMENT_LIMIT = 16;
export const SEGMENT_VALUE_MIN = -999;
export const SEGMENT_VALUE_MAX = 999;

/**
 * How a step marks a node (the DOM mirror's state words): the node being looked at, a node fully
 * inside the queried range (its value counts), partly inside (split), outside (skipped), one just
 * computed, and the leaf an update changes.
 */
export type SegmentMark = 'active' | 'inside' | 'partial' | 'outside' | 'computed' | 'updated';

export interface SegmentNode {
  /** 1 for the root; children 2·id and 2·id+1. */
  readonly id: number;
  readonly left: number;
  readonly right: number;
  readonly depth: number;
  /** Null until build has computed it. */
  readonly value: number | null;
}

export interface SegmentModel {
  readonly kind: SegmentKind;
  /** The array the tree is built over. */
  readonly values: readonly number[];
  /** Every node, root first, level by level. */
  readonly nodes: readonly SegmentNode[];
  readonly marks: ReadonlyMap<number, SegmentMark>;
  /** The queried range, shown on the array; null outside a query. */
  readonly range: { readonly left: number; readonly right: number } | null;
  /** The answer so far of a query: the sum or minimum of the inside nodes met. */
  readonly partial: number | null;
  /** The query's answer once it is known. */
  readonly result: number | null;
}

export type SegmentLineId =
  | 'build-leaf'
  | 'build-combine'
  | 'query-outside'
  | 'query-inside'
  | 'query-partial'
  | 'query-answer'
  | 'update-descend'
  | 'update-leaf'
  | 'update-combine';

export interface SegmentStep extends ModelStep {
  readonly line: SegmentLineId;
  readonly message: string;
  readonly model: SegmentModel;
  /** Nodes this step reads (the visit counter). */
  readonly visits: number;
}

export interface SegmentRun {
  readonly kind: SegmentKind;
  /** The array before the operation. */
  readonly values: readonly number[];
  readonly operation: SegmentOperation | null;
  /** Query's range, both ends included (0-based). */
  readonly left: number | null;
  readonly right: number | null;
  /** Update's index and new value. */
  readonly index: number | null;
  readonly value: number | null;
}

export type SegmentTrace = ModelTrace<SegmentModel, SegmentStep>;

export const combine = (kind: SegmentKind, a: number, b: number) => (kind === 'sum' ? a + b : Math.min(a, b));
/** What a node outside the range adds: nothing to a sum, nothing below any minimum. */
export const identity = (kind: SegmentKind) => (kind === 'sum' ? 0 : Infinity);
export const formatAnswer = (kind: SegmentKind, value: number) => `${kind} = ${value}`;

/** The nodes of a segment tree over n values (none when n is 0), root first, level by level. */
export function segmentNodes(n: number): { id: number; left: number; right: number; depth: number }[] {
  if (n === 0) return [];
  const nodes: { id: number; left: number; right: number; depth: number }[] = [];
  let level = [{ id: 1, left: 0, right: n - 1, depth: 0 }];
  while (level.length > 0) {
    nodes.push(...level);
    const next: typeof level = [];
    for (const node of level) {
      if (node.left === node.right) continue;
      const mid = Math.floor((node.left + node.right) / 2);
      next.push({ id: 2 * node.id, left: node.left, right: mid, depth: node.depth + 1 });
      next.push({ id: 2 * node.id + 1, left: mid + 1, right: node.right, depth: node.depth + 1 });
    }
    level = next;
  }
  return nodes;
}

/** The value of every node of a tree built over `values`, by id. */
export function buildTree(kind: SegmentKind, values: readonly number[]): Map<number, number> {
  const tree = new Map<number, number>();
  const build = (id: number, left: number, right: number): number => {
    const value =
      left === right
        ? (values[left] as number)
        : combine(
            kind,
            build(2 * id, left, Math.floor((left + right) / 2)),
            build(2 * id + 1, Math.floor((left + right) / 2) + 1, right),
          );
    tree.set(id, value);
    return value;
  };
  if (values.length > 0) build(1, 0, values.length - 1);
  return tree;
}

const rangeText = (left: number, right: number) => `[${left}, ${right}]`;

function* segmentSteps(run: SegmentRun): Generator<SegmentStep> {
  const { kind } = run;
  const values = [...run.values];
  const shape = segmentNodes(values.length);
  const built = run.operation === 'build' ? new Map<number, number>() : buildTree(kind, values);
  let range: SegmentModel['range'] = null;
  let partial: number | null = null;
  let result: number | null = null;
  const snapshot = (
    line: SegmentLineId,
    message: string,
    marks: [number, SegmentMark][],
    visits = 1,
  ): SegmentStep => ({
    line,
    message,
    visits,
    model: {
      kind,
      values: [...values],
      nodes: shape.map((node) => ({ ...node, value: built.get(node.id) ?? null })),
      marks: new Map(marks),
      range,
      partial,
      result,
    },
  });
  const word = kind === 'sum' ? 'sum' : 'minimum';
  const how = (a: number, b: number) => (kind === 'sum' ? `${a} + ${b}` : `min(${a}, ${b})`);

  function* build(id: number, left: number, right: number): Generator<SegmentStep, number> {
    if (left === right) {
      const value = values[left] as number;
      built.set(id, value);
      yield snapshot(
        'build-leaf',
        `Leaf ${rangeText(left, right)} holds the value at index ${left}: ${value}.`,
        [[id, 'computed']],
      );
      return value;
    }
    const mid = Math.floor((left + right) / 2);
    const a = yield* build(2 * id, left, mid);
    const b = yield* build(2 * id + 1, mid + 1, right);
    const value = combine(kind, a, b);
    built.set(id, value);
    yield snapshot(
      'build-combine',
      `Node ${rangeText(left, right)} is the ${word} of its children ${rangeText(left, mid)} and ${rangeText(mid + 1, right)}: ${how(a, b)} = ${value}.`,
      [
        [id, 'computed'],
        [2 * id, 'active'],
        [2 * id + 1, 'active'],
      ],
    );
    return value;
  }

  const marksSoFar = new Map<number, SegmentMark>();
  const mark = (id: number, state: SegmentMark): [number, SegmentMark][] => {
    marksSoFar.set(id, state);
    return [...marksSoFar];
  };

  function* query(
    id: number,
    left: number,
    right: number,
    ql: number,
    qr: number,
  ): Generator<SegmentStep, number> {
    const value = built.get(id) as number;
    if (qr < left || right < ql) {
      yield snapshot(
        'query-outside',
        `Node ${rangeText(left, right)} lies outside ${rangeText(ql, qr)}: skip it (${kind === 'sum' ? 'it adds 0' : 'it counts as ∞'}).`,
        mark(id, 'outside'),
      );
      return identity(kind);
    }
    if (ql <= left && right <= qr) {
      partial = combine(kind, partial ?? identity(kind), value);
      yield snapshot(
        'query-inside',
        `Node ${rangeText(left, right)} is fully inside ${rangeText(ql, qr)}: take its ${word} ${value} without going deeper (${word} so far ${partial}).`,
        mark(id, 'inside'),
      );
      return value;
    }
    const mid = Math.floor((left + right) / 2);
    yield snapshot(
      'query-partial',
      `Node ${rangeText(left, right)} is partly inside ${rangeText(ql, qr)}: ask both children, ${rangeText(left, mid)} and ${rangeText(mid + 1, right)}.`,
      mark(id, 'partial'),
    );
    const a = yield* query(2 * id, left, mid, ql, qr);
    const b = yield* query(2 * id + 1, mid + 1, right, ql, qr);
    return combine(kind, a, b);
  }

  function* update(
    id: number,
    left: number,
    right: number,
    at: number,
    value: number,
  ): Generator<SegmentStep> {
    if (left === right) {
      const old = values[at] as number;
      values[at] = value;
      built.set(id, value);
      yield snapshot(
        'update-leaf',
        `Leaf ${rangeText(left, right)}: index ${at} changes from ${old} to ${value}.`,
        [[id, 'updated']],
      );
      return;
    }
    const mid = Math.floor((left + right) / 2);
    const goLeft = at <= mid;
    yield snapshot(
      'update-descend',
      `Index ${at} is in ${goLeft ? rangeText(left, mid) : rangeText(mid + 1, right)}: go down to the ${goLeft ? 'left' : 'right'} child of ${rangeText(left, right)}.`,
      [[id, 'active']],
    );
    if (goLeft) yield* update(2 * id, left, mid, at, value);
    else yield* update(2 * id + 1, mid + 1, right, at, value);
    const a = built.get(2 * id) as number;
    const b = built.get(2 * id + 1) as number;
    const combined = combine(kind, a, b);
    built.set(id, combined);
    yield snapshot(
      'update-combine',
      `Recompute ${rangeText(left, right)} from its children: ${how(a, b)} = ${combined}.`,
      [
        [id, 'computed'],
        [goLeft ? 2 * id : 2 * id + 1, 'updated'],
      ],
      2,
    );
  }

  const n = values.length;
  switch (run.operation) {
    case null:
      return;
    case 'build':
      yield* build(1, 0, n - 1);
      return;
    case 'query': {
      const ql = run.left as number;
      const qr = run.right as number;
      range = { left: ql, right: qr };
      const answer = yield* query(1, 0, n - 1, ql, qr);
      result = answer;
      yield snapshot(
        'query-answer',
        `The ${word} of indices ${ql} to ${qr} is ${answer}: ${formatAnswer(kind, answer)}.`,
        [...marksSoFar],
        0,
      );
      return;
    }
    case 'update':
      yield* update(1, 0, n - 1, run.index as number, run.value as number);
      return;
  }
}

/** A run as a trace the player steps through; the counter `nodesVisited` counts the nodes read. */
export function traceSegmentRun(run: SegmentRun): SegmentTrace {
  const built = run.operation === 'build' ? new Map<number, number>() : buildTree(run.kind, run.values);
  return createModelTrace<SegmentModel, SegmentStep>({
    algorithm: `segment-${run.kind}-${run.operation ?? 'none'}`,
    initial: {
      kind: run.kind,
      values: [...run.values],
      nodes: segmentNodes(run.values.length).map((node) => ({ ...node, value: built.get(node.id) ?? null })),
      marks: new Map(),
      range: null,
      partial: null,
      result: null,
    },
    steps: segmentSteps(run),
    apply: (_model, step) => step.model,
    counts: (step) => ({ nodesVisited: step.visits }),
  });
}

/** The answer of a range query, without steps: what the listings must agree with. */
export function segmentQuery(
  kind: SegmentKind,
  values: readonly number[],
  left: number,
  right: number,
): number {
  const trace = traceSegmentRun({ kind, values, operation: 'query', left, right, index: null, value: null });
  return trace.frameAt(trace.stepCount).model.result as number;
}

/** The array and the tree after a run. */
export function finalModel(trace: SegmentTrace): SegmentModel {
  return trace.frameAt(trace.stepCount).model;
}
