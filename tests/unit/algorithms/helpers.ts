import fc from 'fast-check';
import type { SortingAlgorithmId } from '@/core/algorithms';
import type { ActiveRange, Counts, Trace } from '@/core/trace';
import { traceSteps } from '@/core/trace';

/** 0..40 values with duplicates and negatives (size 'max': fast-check would otherwise stop at 10). */
export const valuesArb = fc.array(fc.integer({ min: -20, max: 120 }), { maxLength: 40, size: 'max' });
export const sortedValuesArb = valuesArb.map((values) => values.slice().sort((a, b) => a - b));

export const SORTS: readonly SortingAlgorithmId[] = [
  'bubbleSort',
  'selectionSort',
  'insertionSort',
  'mergeSort',
  'quickSort',
  'heapSort',
];

export const ascending = (values: readonly number[]) => values.slice().sort((a, b) => a - b);

export interface NaiveFrame {
  array: number[];
  range: ActiveRange | null;
  foundIndex: number | null;
  counts: Counts;
}

/** Every frame the slow, obvious way: replay the steps one by one from the input, snapshotting each. */
export function naiveFrames(trace: Trace): NaiveFrame[] {
  const array = trace.input.slice();
  let range: ActiveRange | null = null;
  let foundIndex: number | null = null;
  let comparisons = 0;
  let swaps = 0;
  let writes = 0;
  const snapshot = (): NaiveFrame => ({
    array: array.slice(),
    range,
    foundIndex,
    counts: { comparisons, swaps, writes, operations: comparisons + swaps + writes },
  });
  const frames = [snapshot()];
  for (const s of traceSteps(trace)) {
    if (s.type === 'compare' || s.type === 'probe') comparisons++;
    if (s.type === 'swap') {
      swaps++;
      const t = array[s.i] ?? 0;
      array[s.i] = array[s.j] ?? 0;
      array[s.j] = t;
    }
    if (s.type === 'write') {
      writes++;
      array[s.i] = s.value;
    }
    if (s.type === 'range') range = { lo: s.lo, hi: s.hi, mid: s.mid, pivot: s.pivot };
    if (s.type === 'found') foundIndex = s.i;
    if (s.type === 'done' || s.type === 'notFound') range = null;
    frames.push(snapshot());
  }
  return frames;
}

export interface PlainCounts {
  result: number[];
  comparisons: number;
  swaps: number;
  writes: number;
}

/** Independent, plainly written implementations that only count. */
export const plainSorts: Record<SortingAlgorithmId, (input: readonly number[]) => PlainCounts> = {
  bubbleSort(input) {
    const a = input.slice();
    let comparisons = 0;
    let swaps = 0;
    for (let i = 0; i < a.length - 1; i++) {
      let swapped = false;
      for (let j = 0; j < a.length - 1 - i; j++) {
        comparisons++;
        if ((a[j] ?? 0) > (a[j + 1] ?? 0)) {
          [a[j], a[j + 1]] = [a[j + 1] ?? 0, a[j] ?? 0];
          swaps++;
          swapped = true;
        }
      }
      if (!swapped) break;
    }
    return { result: a, comparisons, swaps, writes: 0 };
  },
  selectionSort(input) {
    const a = input.slice();
    let comparisons = 0;
    let swaps = 0;
    for (let i = 0; i < a.length - 1; i++) {
      let min = i;
      for (let j = i + 1; j < a.length; j++) {
        comparisons++;
        if ((a[j] ?? 0) < (a[min] ?? 0)) min = j;
      }
      if (min !== i) {
        [a[i], a[min]] = [a[min] ?? 0, a[i] ?? 0];
        swaps++;
      }
    }
    return { result: a, comparisons, swaps, writes: 0 };
  },
  insertionSort(input) {
    const a = input.slice();
    let comparisons = 0;
    let swaps = 0;
    for (let i = 1; i < a.length; i++) {
      for (let j = i; j > 0; j--) {
        comparisons++;
        if ((a[j - 1] ?? 0) <= (a[j] ?? 0)) break;
        [a[j - 1], a[j]] = [a[j] ?? 0, a[j - 1] ?? 0];
        swaps++;
      }
    }
    return { result: a, comparisons, swaps, writes: 0 };
  },
  mergeSort(input) {
    const a = input.slice();
    let comparisons = 0;
    let writes = 0;
    const sort = (lo: number, hi: number) => {
      if (lo >= hi) return;
      const mid = Math.floor((lo + hi) / 2);
      sort(lo, mid);
      sort(mid + 1, hi);
      const left = a.slice(lo, mid + 1);
      const right = a.slice(mid + 1, hi + 1);
      let k = lo;
      while (left.length > 0 && right.length > 0) {
        comparisons++;
        a[k++] = ((left[0] ?? 0) <= (right[0] ?? 0) ? left.shift() : right.shift()) ?? 0;
        writes++;
      }
      for (const v of [...left, ...right]) {
        a[k++] = v;
        writes++;
      }
    };
    sort(0, a.length - 1);
    return { result: a, comparisons, swaps: 0, writes };
  },
  quickSort(input) {
    const a = input.slice();
    let comparisons = 0;
    let swaps = 0;
    // Swapping a value with itself is not a swap.
    const swap = (i: number, j: number) => {
      if (i === j) return;
      [a[i], a[j]] = [a[j] ?? 0, a[i] ?? 0];
      swaps++;
    };
    const sort = (lo: number, hi: number) => {
      if (lo >= hi) return;
      const pivot = a[hi] ?? 0;
      let store = lo;
      for (let j = lo; j < hi; j++) {
        comparisons++;
        if ((a[j] ?? 0) < pivot) swap(store++, j);
      }
      swap(store, hi);
      sort(lo, store - 1);
      sort(store + 1, hi);
    };
    sort(0, a.length - 1);
    return { result: a, comparisons, swaps, writes: 0 };
  },
  heapSort(input) {
    const a = input.slice();
    let comparisons = 0;
    let swaps = 0;
    const swap = (i: number, j: number) => {
      [a[i], a[j]] = [a[j] ?? 0, a[i] ?? 0];
      swaps++;
    };
    const larger = (i: number, j: number) => {
      comparisons++;
      return (a[i] ?? 0) > (a[j] ?? 0);
    };
    // Recursive sift-down: the larger of the children that exist, swapped up while it beats the parent.
    const siftDown = (root: number, size: number): void => {
      let largest = root;
      for (const child of [2 * root + 1, 2 * root + 2]) {
        if (child < size && larger(child, largest)) largest = child;
      }
      if (largest === root) return;
      swap(root, largest);
      siftDown(largest, size);
    };
    for (let i = Math.floor(a.length / 2) - 1; i >= 0; i--) siftDown(i, a.length);
    for (let end = a.length - 1; end > 0; end--) {
      swap(0, end);
      siftDown(0, end);
    }
    return { result: a, comparisons, swaps, writes: 0 };
  },
};

/** Probes a plain binary search makes, and its answer. */
export function plainBinarySearch(
  values: readonly number[],
  target: number,
): { index: number; probes: number } {
  let lo = 0;
  let hi = values.length - 1;
  let probes = 0;
  while (lo <= hi) {
    const mid = Math.floor((lo + hi) / 2);
    probes++;
    const v = values[mid] ?? 0;
    if (v === target) return { index: mid, probes };
    if (v < target) lo = mid + 1;
    else hi = mid - 1;
  }
  return { index: -1, probes };
}

/** A search target: usually an element of the array, sometimes not. */
export const searchCaseArb = (sorted: boolean) =>
  (sorted ? sortedValuesArb : valuesArb).chain((values) =>
    fc.record({
      values: fc.constant(values),
      target:
        values.length > 0
          ? fc.oneof(fc.constantFrom(...values), fc.integer({ min: -30, max: 130 }))
          : fc.integer(),
    }),
  );
