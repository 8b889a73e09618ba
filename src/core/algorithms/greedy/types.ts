/**
 * What a greedy algorithm module is: a run over one text the learner types (a list of activities, a
 * text to encode), read and checked first (nothing runs on an invalid input) and recorded as a model
 * trace whose steps say which code line runs and what just happened.
 */
import type { ModelStep, ModelTrace } from '@/core/trace';
import type { AlgorithmDescription } from '../types';

/** The one text the learner types, with the limits it is held to. */
export interface GreedyInputField {
  /** The URL parameter that carries it, e.g. 'activities'. */
  readonly key: string;
  readonly label: string;
  /** The most characters it accepts. */
  readonly maxLength: number;
  /** Whether it is typed over several lines (a textarea). */
  readonly multiline: boolean;
  readonly placeholder: string;
}

/** A ready-made input the page offers as a button; `random` ones are drawn afresh on every press. */
export interface GreedyPreset {
  readonly id: string;
  readonly label: string;
  /** The text, or null for a random one (see `randomInput`). */
  readonly text: string | null;
}

/** A step: its code line, its one-line narration and the counters it advances. */
export interface GreedyStep extends ModelStep {
  readonly message: string;
  readonly counts?: Readonly<Record<string, number>>;
}

/** A counter the page shows under the canvas, e.g. { key: 'merges', label: 'Merges' }. */
export interface GreedyCounter {
  readonly key: string;
  readonly label: string;
}

/** The input read from the text, or the first problem with it, in one sentence. */
export type GreedyCheck<V> = { readonly value: V } | { readonly error: string };

/** The pictures of greedy runs: intervals on a timeline, a tree built by merging. */
export type GreedyPicture = 'timeline' | 'huffman-tree';

export interface GreedyAlgorithm<
  Id extends string = string,
  L extends string = string,
  V = unknown,
  M = unknown,
  S extends GreedyStep = GreedyStep,
> extends Omit<AlgorithmDescription<Id>, 'code'> {
  readonly family: 'greedy';
  readonly kind: 'greedy';
  readonly lineIds: readonly L[];
  readonly field: GreedyInputField;
  /** The limits and the tie-breaking rule, shown beside the input. */
  readonly limits: string;
  /** The text a fresh run starts from. */
  readonly example: string;
  readonly presets: readonly GreedyPreset[];
  readonly counters: readonly GreedyCounter[];
  /** The kind of picture its run is drawn as: the page draws every run of that kind the same way. */
  readonly picture: GreedyPicture;
  /** Reads the text; every problem gets one clear message. */
  check(text: string): GreedyCheck<V>;
  /** A random valid input, from `random` (a function returning numbers in [0, 1), like Math.random). */
  randomInput(random: () => number): string;
  /** The input in a few words, as the ready line names it ('7 activities', '“abracadabra”'). */
  inputSummary(value: V): string;
  /** Runs on a checked input and records every step. */
  trace(value: V): ModelTrace<M, S>;
  /** The final answer as the page writes it. */
  answer(value: V): string;
}

/** Declares a greedy module, keeping its id as a literal type (see defineMathAlgorithm). */
export function defineGreedyAlgorithm<const Id extends string, L extends string, V, M, S extends GreedyStep>(
  module: GreedyAlgorithm<Id, L, V, M, S>,
): GreedyAlgorithm<Id, L, V, M, S> {
  return module;
}

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
