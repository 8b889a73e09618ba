/**
 * A Fenwick tree (binary indexed tree) for range sums, and its operations recorded step by step. It is
 * 1-based: position i (1..n) holds the sum of the lowbit(i) values ending at array index i−1, where
 * lowbit(i) = i & −i is i's lowest set bit. A prefix sum walks down (i −= i & −i), an update walks up
 * (i += i & −i), and build adds each position into the next one up; every jump is narrated in binary.
 */
import { createModelTrace, type ModelStep, type ModelTrace } from '../trace/modelTrace';

export type FenwickOperation = 'build' | 'query' | 'update';

/** How a step marks a position (the DOM mirror's state words). */
export type FenwickMark = 'active' | 'inside' | 'subtract' | 'updated' | 'computed';

export interface FenwickJump {
  readonly from: number;
  /** Where the jump lands; 0 ends a prefix walk, past n ends an update. */
  readonly to: number;
  readonly direction: 'up' | 'down';
}

export interface FenwickModel {
  readonly values: readonly number[];
  /** tree[i − 1] is position i's sum. */
  readonly tree: readonly number[];
  readonly marks: ReadonlyMap<number, FenwickMark>;
  /** The queried range of array indices (0-based), shown on the array. */
  readonly range: { readonly left: number; readonly right: number } | null;
  readonly jump: FenwickJump | null;
  /** The running sum of a query. */
  readonly partial: number | null;
  readonly result: number | null;
}

export type FenwickLineId =
  | 'build-copy'
  | 'build-push'
  | 'query-add'
  | 'query-subtract'
  | 'query-jump'
  | 'query-answer'
  | 'update-delta'
  | 'update-add'
  | 'update-jump';

export interface FenwickStep extends ModelStep {
  readonly line: FenwickLineId;
  readonly message: string;
  readonly model: FenwickModel;
  /** Lowbit jumps this step makes (the jump counter). */
  readonly jumps: number;
}

export interface FenwickRun {
  readonly values: readonly number[];
  readonly operation: FenwickOperation | null;
  /** Query's range of array indices, both ends included (0-based). */
  readonly left: number | null;
  readonly right: number | null;
  /** Update's array index and new value. */
  readonly index: number | null;
  readonly value: number | null;
}

export type FenwickTrace = ModelTrace<FenwickModel, FenwickStep>;

export const lowbit = (i: number) => i & -i;

/** i in binary, padded to the width of n (at least one digit). */
export function binary(i: number, n: number): string {
  return i.toString(2).padStart(Math.max(1, n.toString(2).length), '0');
}

/** The array indices position i sums: [i − lowbit(i), i − 1]. */
export function coveredRange(position: number): { left: number; right: number } {
  return { left: position - lowbit(position), right: position - 1 };
}

/** Fenwick's O(n) build: each position adds its sum into the next position up. */
export function buildFenwick(values: readonly number[]): number[] {
  const tree = [...values];
  for (let i = 1; i <= tree.length; i++) {
    const up = i + lowbit(i);
    if (up <= tree.length) tree[up - 1] = (tree[up - 1] as number) + (tree[i - 1] as number);
  }
  return tree;
}

function* fenwickSteps(run: FenwickRun): Generator<FenwickStep> {
  const values = [...run.values];
  const n = values.length;
  let tree = run.operation === 'build' ? values.map(() => 0) : buildFenwick(values);
  let range: FenwickModel['range'] = null;
  let jump: FenwickJump | null = null;
  let partial: number | null = null;
  let result: number | null = null;
  const marks = new Map<number, FenwickMark>();
  const snapshot = (line: FenwickLineId, message: string, jumps = 0): FenwickStep => ({
    line,
    message,
    jumps,
    model: { values: [...values], tree: [...tree], marks: new Map(marks), range, jump, partial, result },
  });
  const bits = (i: number) => `${i} (${binary(i, n)})`;

  switch (run.operation) {
    case null:
      return;
    case 'build': {
      tree = [...values];
      yield snapshot(
        'build-copy',
        `Copy the ${n} values into positions 1 to ${n}; each position then passes its sum up.`,
      );
      for (let i = 1; i <= n; i++) {
        const up = i + lowbit(i);
        marks.clear();
        if (up > n) {
          marks.set(i, 'computed');
          jump = { from: i, to: up, direction: 'up' };
          yield snapshot(
            'build-push',
            `Position ${bits(i)} is complete: ${i} + ${lowbit(i)} = ${up} is past ${n}, so it passes its sum nowhere.`,
            1,
          );
          continue;
        }
        tree[up - 1] = (tree[up - 1] as number) + (tree[i - 1] as number);
        marks.set(i, 'computed');
        marks.set(up, 'updated');
        jump = { from: i, to: up, direction: 'up' };
        yield snapshot(
          'build-push',
          `Position ${bits(i)} is complete: i + (i & −i) = ${i} + ${lowbit(i)} = ${bits(up)}, so position ${up} adds ${tree[i - 1] as number} and holds ${tree[up - 1] as number}.`,
          1,
        );
      }
      marks.clear();
      jump = null;
      return;
    }
    case 'query': {
      const ql = run.left as number;
      const qr = run.right as number;
      range = { left: ql, right: qr };
      partial = 0;
      // sum(ql..qr) = prefix(qr + 1) − prefix(ql): walk down from qr + 1 adding, from ql subtracting.
      for (const [start, sign] of [
        [qr + 1, 1],
        [ql, -1],
      ] as const) {
        for (let i = start; i > 0; i -= lowbit(i)) {
          const span = coveredRange(i);
          partial += sign * (tree[i - 1] as number);
          marks.set(i, sign > 0 ? 'inside' : 'subtract');
          jump = null;
          yield snapshot(
            sign > 0 ? 'query-add' : 'query-subtract',
            `${sign > 0 ? 'Add' : 'Subtract'} position ${bits(i)}, the sum of indices ${span.left} to ${span.right}: ${tree[i - 1] as number} (running sum ${partial}).`,
          );
          const next = i - lowbit(i);
          jump = { from: i, to: next, direction: 'down' };
          yield snapshot(
            'query-jump',
            next === 0
              ? `i − (i & −i) = ${i} − ${lowbit(i)} = 0: this prefix is done.`
              : `i − (i & −i) = ${binary(i, n)} − ${binary(lowbit(i), n)} = ${bits(next)}: jump down to position ${next}.`,
            1,
          );
        }
        if (sign > 0 && ql > 0) {
          jump = null;
          yield snapshot(
            'query-jump',
            `That was the sum of indices 0 to ${qr}. Now take away the sum of indices 0 to ${ql - 1}, from position ${ql} down.`,
          );
        }
      }
      jump = null;
      result = partial;
      yield snapshot('query-answer', `The sum of indices ${ql} to ${qr} is ${partial}: sum = ${partial}.`);
      return;
    }
    case 'update': {
      const at = run.index as number;
      const value = run.value as number;
      const delta = value - (values[at] as number);
      values[at] = value;
      yield snapshot(
        'update-delta',
        `Index ${at} changes by ${value} − ${run.values[at] as number} = ${delta}; its position is ${at + 1}, and every position above it that covers it adds ${delta}.`,
      );
      for (let i = at + 1; i <= n; i += lowbit(i)) {
        tree[i - 1] = (tree[i - 1] as number) + delta;
        marks.set(i, 'updated');
        jump = null;
        const span = coveredRange(i);
        yield snapshot(
          'update-add',
          `Position ${bits(i)} covers indices ${span.left} to ${span.right}: it adds ${delta} and holds ${tree[i - 1] as number}.`,
        );
        const next = i + lowbit(i);
        jump = { from: i, to: next, direction: 'up' };
        yield snapshot(
          'update-jump',
          next > n
            ? `i + (i & −i) = ${i} + ${lowbit(i)} = ${next} is past ${n}: the update is done.`
            : `i + (i & −i) = ${binary(i, n)} + ${binary(lowbit(i), n)} = ${bits(next)}: jump up to position ${next}.`,
          1,
        );
      }
      return;
    }
  }
}

/** A run as a trace the player steps through; the counter `jumps` counts the lowbit jumps. */
export function traceFenwickRun(run: FenwickRun): FenwickTrace {
  return createModelTrace<FenwickModel, FenwickStep>({
    algorithm: `fenwick-${run.operation ?? 'none'}`,
    initial: {
      values: [...run.values],
      tree: run.operation === 'build' ? run.values.map(() => 0) : buildFenwick(run.values),
      marks: new Map(),
      range: null,
      jump: null,
      partial: null,
      result: null,
    },
    steps: fenwickSteps(run),
    apply: (_model, step) => step.model,
    counts: (step) => ({ jumps: step.jumps }),
  });
}

/** The sum of indices left..right, without steps: what the listings must agree with. */
export function fenwickRangeSum(values: readonly number[], left: number, right: number): number {
  const trace = traceFenwickRun({ values, operation: 'query', left, right, index: null, value: null });
  return trace.frameAt(trace.stepCount).model.result as number;
}
