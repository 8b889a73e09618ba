import type { Step, TraceKind } from '@/core/trace';

export type SortingAlgorithmId = 'bubbleSort' | 'selectionSort' | 'insertionSort' | 'mergeSort' | 'quickSort';
export type SearchingAlgorithmId = 'linearSearch' | 'binarySearch';
export type AlgorithmId = SortingAlgorithmId | SearchingAlgorithmId;

/** A sort: a pure generator over a copy of the input; it returns the sorted copy. */
export interface SortingAlgorithm<L extends string = string> {
  readonly id: SortingAlgorithmId;
  readonly kind: Extract<TraceKind, 'sorting'>;
  /** Every code-line id its steps can carry. */
  readonly lineIds: readonly L[];
  generate(input: readonly number[]): Generator<Step<L>, number[]>;
  narrate(step: Step<L>): string;
}

/** A search: a pure generator over a copy of the input; it returns the index found or -1. */
export interface SearchingAlgorithm<L extends string = string> {
  readonly id: SearchingAlgorithmId;
  readonly kind: Extract<TraceKind, 'searching'>;
  readonly lineIds: readonly L[];
  generate(input: readonly number[], target: number): Generator<Step<L>, number>;
  narrate(step: Step<L>, target: number): string;
}

export type Algorithm = SortingAlgorithm | SearchingAlgorithm;

export type Language = 'javascript' | 'python' | 'java';

/** A code listing shown to learners, with where each abstract code-line id sits in it (1-based). */
export interface CodeListing {
  readonly language: Language;
  readonly code: string;
  readonly lines: Readonly<Record<string, readonly number[]>>;
}

export type CodeListings = Readonly<Record<Language, CodeListing>>;
