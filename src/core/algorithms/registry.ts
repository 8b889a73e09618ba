import type { Step, Trace } from '@/core/trace';
import { assertFrameIndex, createTrace, lineAt, stepAt } from '@/core/trace';
import { CATALOG } from './catalog';
import { binarySearchAlgorithm } from './searching/binarySearch';
import { linearSearchAlgorithm } from './searching/linearSearch';
import { bubbleSortAlgorithm } from './sorting/bubbleSort';
import { insertionSortAlgorithm } from './sorting/insertionSort';
import { mergeSortAlgorithm } from './sorting/mergeSort';
import { quickSortAlgorithm } from './sorting/quickSort';
import { selectionSortAlgorithm } from './sorting/selectionSort';
import type { Algorithm, AlgorithmId, Language } from './types';
import { isSortedAscending } from './values';

export const ALGORITHMS: Readonly<Record<AlgorithmId, Algorithm>> = {
  bubbleSort: bubbleSortAlgorithm,
  selectionSort: selectionSortAlgorithm,
  insertionSort: insertionSortAlgorithm,
  mergeSort: mergeSortAlgorithm,
  quickSort: quickSortAlgorithm,
  linearSearch: linearSearchAlgorithm,
  binarySearch: binarySearchAlgorithm,
};

/** The steps of one run, without recording a trace (the generator runs on its own copy of input). */
export function algorithmSteps(
  id: AlgorithmId,
  input: readonly number[],
  target: number | null = null,
): Iterable<Step> {
  const algorithm = ALGORITHMS[id];
  if (algorithm.kind === 'sorting') return algorithm.generate(input);
  if (target === null) throw new TypeError(`${id} needs a target`);
  return algorithm.generate(input, target);
}

/**
 * Runs an algorithm and records its trace. Searches need a target; binary search throws a RangeError on
 * unsorted input (use prepareInput first).
 */
export function traceAlgorithm(
  id: AlgorithmId,
  input: readonly number[],
  target: number | null = null,
): Trace {
  const algorithm = ALGORITHMS[id];
  return createTrace(
    { algorithm: id, kind: algorithm.kind, input, target: algorithm.kind === 'searching' ? target : null },
    algorithmSteps(id, input, target),
  );
}

/**
 * The input an algorithm can run on: binary search gets a sorted copy, and `sorted` says so, so the UI
 * can show the spec's notice ("Binary Search requires a sorted array. ...").
 */
export function prepareInput(
  id: AlgorithmId,
  values: readonly number[],
): { values: number[]; sorted: boolean } {
  if (!CATALOG[id].requiresSortedInput || isSortedAscending(values))
    return { values: values.slice(), sorted: false };
  return { values: values.slice().sort((a, b) => a - b), sorted: true };
}

function isAlgorithmId(id: string): id is AlgorithmId {
  return Object.hasOwn(ALGORITHMS, id);
}

function algorithmOf(trace: Trace): Algorithm {
  if (!isAlgorithmId(trace.algorithm)) throw new Error(`Unknown algorithm ${trace.algorithm}`);
  return ALGORITHMS[trace.algorithm];
}

/** One-line narration of a single step. */
export function narrateStep(id: AlgorithmId, s: Step, target: number | null = null): string {
  const algorithm = ALGORITHMS[id];
  if (algorithm.kind === 'sorting') return algorithm.narrate(s);
  if (target === null) throw new TypeError(`${id} needs a target`);
  return algorithm.narrate(s, target);
}

/** One-line narration of frame k: the step it shows, or what is about to happen for frame 0. */
export function narrate(trace: Trace, k: number): string {
  assertFrameIndex(trace, k);
  const algorithm = algorithmOf(trace);
  const n = trace.input.length;
  if (k === 0) {
    return trace.target === null
      ? `Ready to sort ${n} values`
      : `Ready to search for ${trace.target} among ${n} values`;
  }
  return narrateStep(algorithm.id, stepAt(trace, k - 1), trace.target);
}

/** The 1-based lines of `language`'s listing that frame k highlights (none for frame 0). */
export function codeLinesAt(trace: Trace, k: number, language: Language): readonly number[] {
  assertFrameIndex(trace, k);
  if (k === 0) return [];
  return CATALOG[algorithmOf(trace).id].code[language].lines[lineAt(trace, k - 1)] ?? [];
}
