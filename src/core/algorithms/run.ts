import type { Step, Trace } from '@/core/trace';
import { assertFrameIndex, createTrace, lineAt, stepAt } from '@/core/trace';
import { isArrayAlgorithmId, type ArrayAlgorithmId } from './catalog';
import { ARRAY_ALGORITHMS as ALGORITHMS } from './registry';
import type { ArrayAlgorithm, Language } from './types';
import { isSortedAscending } from './values';
import { listingLines } from '@/core/listing';

/** The Code tab's language buttons, in order; the first is the default. */
export const LANGUAGES: readonly { readonly id: Language; readonly label: string }[] = [
  { id: 'javascript', label: 'JavaScript' },
  { id: 'python', label: 'Python' },
  { id: 'java', label: 'Java' },
];

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.some((entry) => entry.id === value);
}

const arrayAlgorithm = (id: ArrayAlgorithmId): ArrayAlgorithm => ALGORITHMS[id];

/** The steps of one run, without recording a trace (the generator runs on its own copy of input). */
export function algorithmSteps(
  id: ArrayAlgorithmId,
  input: readonly number[],
  target: number | null = null,
): Iterable<Step> {
  const algorithm = arrayAlgorithm(id);
  if (algorithm.kind === 'sorting') return algorithm.generate(input);
  if (target === null) throw new TypeError(`${id} needs a target`);
  return algorithm.generate(input, target);
}

/**
 * Runs an algorithm and records its trace. Searches need a target; binary search throws a RangeError on
 * unsorted input (use prepareInput first).
 */
export function traceAlgorithm(
  id: ArrayAlgorithmId,
  input: readonly number[],
  target: number | null = null,
): Trace {
  const algorithm = arrayAlgorithm(id);
  return createTrace(
    { algorithm: id, kind: algorithm.kind, input, target: algorithm.kind === 'searching' ? target : null },
    algorithmSteps(id, input, target),
  );
}

/**
 * The input an algorithm can run on: binary search gets a sorted copy, and `sorted` says so, so the UI
 * can show its notice ("Binary Search requires a sorted array. ...").
 */
export function prepareInput(
  id: ArrayAlgorithmId,
  values: readonly number[],
): { values: number[]; sorted: boolean } {
  if (!arrayAlgorithm(id).requiresSortedInput || isSortedAscending(values))
    return { values: values.slice(), sorted: false };
  return { values: values.slice().sort((a, b) => a - b), sorted: true };
}

function algorithmOf(trace: Trace): ArrayAlgorithm {
  if (!isArrayAlgorithmId(trace.algorithm)) throw new Error(`Unknown algorithm ${trace.algorithm}`);
  return arrayAlgorithm(trace.algorithm);
}

/** One-line narration of a single step. */
export function narrateStep(id: ArrayAlgorithmId, s: Step, target: number | null = null): string {
  const algorithm = arrayAlgorithm(id);
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
  return narrateStep(algorithm.id as ArrayAlgorithmId, stepAt(trace, k - 1), trace.target);
}

/** The 1-based lines of `language`'s listing that frame k highlights (none for frame 0). */
export function codeLinesAt(trace: Trace, k: number, language: Language): readonly number[] {
  assertFrameIndex(trace, k);
  return listingLines(algorithmOf(trace).code, language, k === 0 ? null : lineAt(trace, k - 1));
}
