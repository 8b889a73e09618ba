/**
 * What a backtracking module is: a search over one input the learner types (a list of numbers, a board
 * size), read and checked first (nothing runs on an invalid input), recorded compactly (search.ts) and
 * played as a model trace whose steps choose, explore, prune, collect a solution and un-choose.
 */
import type { AlgorithmDescription } from '../types';
import type { SearchRecorder } from './search';
import type { BacktrackingTrace } from './trace';
export { plural } from '../../formatCount';

/** The one text the learner types, with the limits it is held to. */
export interface BacktrackingField {
  /** The URL parameter that carries it, e.g. 'nums'. */
  readonly key: string;
  readonly label: string;
  /** The most characters it accepts. */
  readonly maxLength: number;
  readonly placeholder: string;
}

/** A ready-made input the page offers as a button. */
export interface BacktrackingPreset {
  readonly id: string;
  readonly label: string;
  readonly text: string;
}

/** The input read from the text, or the first problem with it, in one sentence. */
export type BacktrackingCheck<V> = { readonly value: V } | { readonly error: string };

/** How a run is drawn beside its recursion tree: the choices as a list, or queens on a board. */
export type BacktrackingPicture = 'choices' | 'board';

export interface BacktrackingAlgorithm<Id extends string = string, V = unknown> extends Omit<
  AlgorithmDescription<Id>,
  'code'
> {
  readonly family: 'backtracking';
  readonly kind: 'backtracking';
  readonly field: BacktrackingField;
  /** The limits, shown beside the input. */
  readonly limits: string;
  /** The text a fresh run starts from: the classic interview example. */
  readonly example: string;
  readonly presets: readonly BacktrackingPreset[];
  readonly picture: BacktrackingPicture;
  /** Reads the text; every problem gets one clear message. */
  check(text: string): BacktrackingCheck<V>;
  /** The input in a few words, as the ready line names it ('[1, 2, 3]', 'an 8 × 8 board'). */
  inputSummary(value: V): string;
  /** The search itself, told to the recorder in the order it runs (the listings' order). */
  search(value: V, recorder: SearchRecorder): void;
  /** A choice as the recursion tree labels it ('2', 'c3'). */
  choiceLabel(value: V, choice: number): string;
  /** The working state of a call from its choices, in words ('[1, 2]', 'queens in columns 1, 3'). */
  stateText(value: V, choices: readonly number[]): string;
  /** What a step says, given the choices before it (see trace.ts for the step's fields). */
  narrate(value: V, step: NarrationInput): string;
  /** A choice tried after `choices`, as a question names it ('3 after [2, 2]', 'square (1, 2)'). */
  tryName(value: V, choices: readonly number[], choice: number): string;
  /** The question of which choice comes next after `choices` ('Which column gets row 1's queen?'). */
  nextQuestion(value: V, choices: readonly number[]): string;
  /** A solution as the answer lists it ('[2, 2, 3]'). */
  solutionText(value: V, choices: readonly number[]): string;
  /** The whole answer, from the solutions in the order found. */
  answerText(value: V, solutions: readonly (readonly number[])[], count: number): string;
  /** What the tree writes under a call, if anything (combination sum's remaining target). */
  nodeNote?(value: V, choices: readonly number[]): string | null;
  /** Records the whole search. */
  trace(value: V): BacktrackingTrace;
  /** The final answer as the page writes it. */
  answer(value: V): string;
}

/** What a step's narration is made from. */
export interface NarrationInput {
  readonly kind: 'call' | 'choose' | 'prune' | 'solution' | 'unchoose' | 'done';
  /** The choices of the call the step happens in (for unchoose, the call returning, its choice last). */
  readonly choices: readonly number[];
  /** The choice chosen or pruned. */
  readonly choice: number;
  /** Solutions found once this step is done. */
  readonly solutions: number;
}

/** A list of numbers as the answers write it: [2, 2, 3]. */
export const listText = (values: readonly number[]) => `[${values.join(', ')}]`;
