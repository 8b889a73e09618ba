/**
 * A binary heap kept in an array, and its operations recorded step by step: insert (sift-up), extract
 * (sift-down), peek and build-heap (Floyd's bottom-up construction). Every step carries the whole heap
 * after it (at most 63 elements, so a step is small) plus what it highlights, and is tagged with the
 * line of the listings (listings.ts) it runs.
 */
import { createModelTrace, type ModelStep, type ModelTrace } from '../trace/modelTrace';

export type HeapKind = 'min' | 'max';
export const HEAP_KINDS: readonly HeapKind[] = ['min', 'max'];
export type HeapOperation = 'insert' | 'extract' | 'peek' | 'build';
export const HEAP_OPERATIONS: readonly HeapOperation[] = ['insert', 'extract', 'peek', 'build'];

/** The most elements a heap on the page holds: a complete tree of depth 5. */
export const HEAP_LIMIT = 63;
export const HEAP_VALUE_MIN = -999;
export const HEAP_VALUE_MAX = 999;

/** How a step marks an element (the DOM mirror's state words). */
export type HeapMark = 'active' | 'compare' | 'swap' | 'new' | 'removing' | 'found';

/** The index arithmetic a step rests on: the node it looks at, its parent and its children. */
export interface HeapArithmetic {
  readonly index: number;
  readonly size: number;
}

export interface HeapModel {
  readonly values: readonly number[];
  /** A stable identity per element, so a swap moves the two elements rather than their values. */
  readonly ids: readonly number[];
  /** Highlighted slots, by index. */
  readonly marks: ReadonlyMap<number, HeapMark>;
  /** The value taken out by extract (shown beside the heap), or the one peek reads. */
  readonly result: number | null;
  readonly arithmetic: HeapArithmetic | null;
}

export type HeapLineId =
  | 'peek'
  | 'push'
  | 'compare-parent'
  | 'swap-up'
  | 'take-root'
  | 'move-last'
  | 'compare-left'
  | 'compare-right'
  | 'settled'
  | 'swap-down'
  | 'copy'
  | 'build-sift';

export interface HeapStep extends ModelStep {
  readonly line: HeapLineId;
  readonly message: string;
  readonly model: HeapModel;
}

export interface HeapRun {
  readonly kind: HeapKind;
  /** The heap before the operation (for build, the values in the order given). */
  readonly values: readonly number[];
  readonly operation: HeapOperation | null;
  /** Insert's value. */
  readonly value: number | null;
}

export type HeapTrace = ModelTrace<HeapModel, HeapStep>;

/** True when `a` belongs above `b`: smaller in a min-heap, larger in a max-heap. Ties stay put. */
export function above(kind: HeapKind, a: number, b: number): boolean {
  return kind === 'min' ? a < b : a > b;
}

/** The depth of index i in the tree (the root is 0). */
export const depthOf = (i: number) => Math.floor(Math.log2(i + 1));
export const parentOf = (i: number) => Math.floor((i - 1) / 2);
export const leftOf = (i: number) => 2 * i + 1;
export const rightOf = (i: number) => 2 * i + 2;

/** Whether every parent belongs above (or level with) its children. */
export function isHeap(kind: HeapKind, values: readonly number[]): boolean {
  for (let i = 1; i < values.length; i++) {
    if (above(kind, values[i] as number, values[parentOf(i)] as number)) return false;
  }
  return true;
}

const kindWord = (kind: HeapKind) => (kind === 'min' ? 'smaller' : 'larger');
const topWord = (kind: HeapKind) => (kind === 'min' ? 'minimum' : 'maximum');

/** The operations themselves, without steps: what the listings must agree with. */
export function heapInsert(kind: HeapKind, values: readonly number[], value: number): number[] {
  return finalValues(traceHeapRun({ kind, values, operation: 'insert', value }));
}
export function heapExtract(kind: HeapKind, values: readonly number[]): number[] {
  return finalValues(traceHeapRun({ kind, values, operation: 'extract', value: null }));
}
export function buildHeap(kind: HeapKind, values: readonly number[]): number[] {
  return finalValues(traceHeapRun({ kind, values, operation: 'build', value: null }));
}

/** The heap after the whole run. */
export function finalValues(trace: HeapTrace): number[] {
  return [...trace.frameAt(trace.stepCount).model.values];
}

/** Records the steps of a run. A refused run (refusal(...) not null) has none. */
function* heapSteps(run: HeapRun): Generator<HeapStep> {
  const { kind } = run;
  const values = [...run.values];
  const ids = values.map((_, i) => i);
  let result: number | null = null;
  const snapshot = (
    line: HeapLineId,
    message: string,
    marks: [number, HeapMark][] = [],
    arithmetic: number | null = null,
  ): HeapStep => ({
    line,
    message,
    model: {
      values: [...values],
      ids: [...ids],
      marks: new Map(marks),
      result,
      arithmetic: arithmetic === null ? null : { index: arithmetic, size: values.length },
    },
  });
  const swap = (i: number, j: number) => {
    [values[i], values[j]] = [values[j] as number, values[i] as number];
    [ids[i], ids[j]] = [ids[j] as number, ids[i] as number];
  };

  function* siftDown(start: number): Generator<HeapStep> {
    let i = start;
    for (;;) {
      const n = values.length;
      const left = leftOf(i);
      const right = rightOf(i);
      const at = values[i] as number;
      if (left >= n) {
        yield snapshot(
          'settled',
          `${at} at index ${i} has no children (2·${i}+1 = ${left} is past the last index ${n - 1}): it stays.`,
          [[i, 'active']],
          i,
        );
        return;
      }
      let best = i;
      const leftValue = values[left] as number;
      if (above(kind, leftValue, at)) best = left;
      yield snapshot(
        'compare-left',
        `Left child of index ${i} is 2·${i}+1 = ${left}: ${leftValue} is ${above(kind, leftValue, at) ? '' : 'not '}${kindWord(kind)} than ${at}.`,
        [
          [i, 'active'],
          [left, 'compare'],
        ],
        i,
      );
      if (right < n) {
        const rightValue = values[right] as number;
        const bestValue = values[best] as number;
        const wins = above(kind, rightValue, bestValue);
        yield snapshot(
          'compare-right',
          `Right child is 2·${i}+2 = ${right}: ${rightValue} is ${wins ? '' : 'not '}${kindWord(kind)} than ${bestValue}.`,
          [
            [i, 'active'],
            [best, 'compare'],
            [right, 'compare'],
          ],
          i,
        );
        if (wins) best = right;
      }
      if (best === i) {
        yield snapshot(
          'settled',
          `No child is ${kindWord(kind)} than ${at}: it stays at index ${i}.`,
          [[i, 'active']],
          i,
        );
        return;
      }
      swap(i, best);
      yield snapshot(
        'swap-down',
        `Swap ${at} with its child ${values[i] as number}: ${at} moves down to index ${best}.`,
        [
          [i, 'swap'],
          [best, 'swap'],
        ],
        best,
      );
      i = best;
    }
  }

  switch (run.operation) {
    case null:
      return;
    case 'peek': {
      result = values[0] as number;
      yield snapshot(
        'peek',
        `Peek: the root, index 0, holds the ${topWord(kind)}, ${result}. Nothing changes.`,
        [[0, 'found']],
        0,
      );
      return;
    }
    case 'insert': {
      const value = run.value as number;
      values.push(value);
      ids.push(values.length - 1);
      let i = values.length - 1;
      yield snapshot(
        'push',
        `Put ${value} at the end of the array, index ${i}, the next free place in the tree.`,
        [[i, 'new']],
        i,
      );
      while (i > 0) {
        const p = parentOf(i);
        const parentValue = values[p] as number;
        if (!above(kind, value, parentValue)) {
          yield snapshot(
            'compare-parent',
            `Parent of index ${i} is (${i}−1)/2 = ${p}: ${value} is not ${kindWord(kind)} than ${parentValue}, so it stays at index ${i}.`,
            [
              [i, 'new'],
              [p, 'compare'],
            ],
            i,
          );
          return;
        }
        yield snapshot(
          'compare-parent',
          `Parent of index ${i} is (${i}−1)/2 = ${p}: ${value} is ${kindWord(kind)} than ${parentValue}.`,
          [
            [i, 'new'],
            [p, 'compare'],
          ],
          i,
        );
        swap(i, p);
        yield snapshot(
          'swap-up',
          p === 0
            ? `Swap ${value} and ${parentValue}: ${value} is now the root, the ${topWord(kind)}.`
            : `Swap ${value} and ${parentValue}: ${value} moves up to index ${p}.`,
          [
            [p, 'swap'],
            [i, 'swap'],
          ],
          p,
        );
        i = p;
      }
      return;
    }
    case 'extract': {
      const top = values[0] as number;
      yield snapshot(
        'take-root',
        `Take the root ${top}, the ${topWord(kind)}, out of index 0.`,
        [[0, 'removing']],
        0,
      );
      result = top;
      const last = values.pop() as number;
      const lastId = ids.pop() as number;
      if (values.length === 0) {
        yield snapshot('move-last', `${top} was the only element: the heap is now empty.`);
        return;
      }
      values[0] = last;
      ids[0] = lastId;
      yield snapshot(
        'move-last',
        `Move the last element ${last} from index ${values.length} to the root; then sift it down.`,
        [[0, 'active']],
        0,
      );
      yield* siftDown(0);
      return;
    }
    case 'build': {
      const n = values.length;
      const lastParent = Math.floor(n / 2) - 1;
      yield snapshot(
        'copy',
        lastParent < 0
          ? `Lay out the ${n === 1 ? 'value' : `${n} values`} as a tree: with no parent to fix, it is already a heap.`
          : `Lay out the ${n} values as a tree; the last parent is at index ⌊${n}/2⌋−1 = ${lastParent}.`,
      );
      for (let i = lastParent; i >= 0; i--) {
        yield snapshot(
          'build-sift',
          `Sift down index ${i} (${values[i] as number}); every subtree below it is already a heap.`,
          [[i, 'active']],
          i,
        );
        yield* siftDown(i);
      }
      return;
    }
  }
}

/** A run as a trace the player steps through. */
export function traceHeapRun(run: HeapRun): HeapTrace {
  return createModelTrace<HeapModel, HeapStep>({
    algorithm: `heap-${run.operation ?? 'none'}`,
    initial: {
      values: [...run.values],
      ids: run.values.map((_, i) => i),
      marks: new Map(),
      result: null,
      arithmetic: null,
    },
    steps: heapSteps(run),
    apply: (_model, step) => step.model,
  });
}
