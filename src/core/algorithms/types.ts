import type { Step } from '@/core/trace';
import type { CodeListing, CodeListings, Language } from '../listing';

export type { CodeListing, CodeListings, Language };

export interface Complexity {
  readonly best: string;
  readonly average: string;
  readonly worst: string;
}

/** The families the site groups algorithms into; each has one page (see families.ts). */
export type AlgorithmFamilyId =
  'sorting' | 'searching' | 'graph' | 'dp' | 'greedy' | 'math' | 'patterns' | 'backtracking' | 'strings';

/**
 * What the site says about an algorithm without running it: the text of its cards and Information tab
 * and its complexities. Home, the menus and the route table read only this (catalog.ts), so the first
 * page loads no algorithm code.
 */
export interface AlgorithmMeta<Id extends string = string> {
  readonly id: Id;
  readonly family: AlgorithmFamilyId;
  /** 'Bubble Sort'. */
  readonly name: string;
  /** 'Bubble': how the family's Home card lists it. */
  readonly shortName: string;
  readonly description: string;
  readonly howItWorks: string;
  /** When to reach for it (an interview pattern's signs), shown in the Information tab when given. */
  readonly whenToUse?: string;
  readonly timeComplexity: Complexity;
  readonly spaceComplexity: string;
  /** A sentence on the space figure when it needs one (quick sort's worst case, for example). */
  readonly spaceNote?: string;
  /** The input must be sorted first (binary search); the visualiser and the race sort a copy. */
  readonly requiresSortedInput?: boolean;
  /** It moves values by writing them (merge sort), so its counters show writes instead of swaps. */
  readonly movesAreWrites?: boolean;
  /**
   * How the colour key names a sort's moved (red) bars when it is more than 'Swapped': 'Written', or
   * 'Swapped, or the pivot'.
   */
  readonly movedLabel?: string;
  /** It works on one part of the array at a time (a merge, a partition, the heap, a search window). */
  readonly worksOnAPart?: boolean;
}

/** A runnable algorithm module: its description plus its listings in every language. */
export interface AlgorithmDescription<Id extends string = string> extends AlgorithmMeta<Id> {
  readonly code: CodeListings;
  /** Every code-line id its steps can carry; each listing marks where they are. */
  readonly lineIds: readonly string[];
}

/** A sort: a pure generator over a copy of the input that returns the sorted copy. */
export interface SortingAlgorithm<
  Id extends string = string,
  L extends string = string,
> extends AlgorithmDescription<Id> {
  readonly family: 'sorting';
  readonly kind: 'sorting';
  readonly requiresSortedInput: false;
  readonly lineIds: readonly L[];
  generate(input: readonly number[]): Generator<Step<L>, number[]>;
  narrate(step: Step<L>): string;
}

/** A search: a pure generator over a copy of the input that returns the index found or -1. */
export interface SearchingAlgorithm<
  Id extends string = string,
  L extends string = string,
> extends AlgorithmDescription<Id> {
  readonly family: 'searching';
  readonly kind: 'searching';
  /** Binary search: the visualiser and the race sort the input first (see prepareInput). */
  readonly requiresSortedInput: boolean;
  readonly lineIds: readonly L[];
  /** The listing's function in each language, which its example calls (on the page's array and target). */
  readonly functionNames: Readonly<Record<Language, string>>;
  generate(input: readonly number[], target: number): Generator<Step<L>, number>;
  narrate(step: Step<L>, target: number): string;
}

/** An algorithm over an array of numbers: its steps are recorded in the array Trace (core/trace). */
export type ArrayAlgorithm = SortingAlgorithm | SearchingAlgorithm;

/** Declares a sort module, keeping its id as a literal type so the registry can derive AlgorithmId. */
export function defineSorting<const Id extends string, L extends string>(
  module: SortingAlgorithm<Id, L>,
): SortingAlgorithm<Id, L> {
  return module;
}

/** Declares a search module (see defineSorting). */
export function defineSearching<const Id extends string, L extends string>(
  module: SearchingAlgorithm<Id, L>,
): SearchingAlgorithm<Id, L> {
  return module;
}
