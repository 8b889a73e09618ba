/**
 * What a mathematical algorithm module is: a run over one or two whole numbers the learner types,
 * checked first (nothing runs on an invalid input) and recorded as a model trace whose steps say which
 * code line runs and what just happened.
 */
import type { ModelStep, ModelTrace } from '@/core/trace';
import type { AlgorithmDescription } from '../types';

/** One number the learner types, with the limits it is held to. */
export interface MathInputField {
  /** The URL parameter and the key of the value, e.g. 'a'. */
  readonly key: string;
  readonly label: string;
  readonly min: number;
  readonly max: number;
  /** The example a fresh run starts from. */
  readonly example: number;
}

/** A step: its code line, its one-line narration and the counters it advances. */
export interface MathStep extends ModelStep {
  readonly message: string;
  readonly counts?: Readonly<Record<string, number>>;
}

/** A counter the page shows under the canvas, e.g. { key: 'divisions', label: 'Divisions' }. */
export interface MathCounter {
  readonly key: string;
  readonly label: string;
}

/** The checked values of a run, by field key. */
export type MathValues = Readonly<Record<string, number>>;

/** The pictures of mathematical runs: Euclid's squares tiling a rectangle, a grid of numbers, a factor tree. */
export type MathPicture = 'square-tiling' | 'number-grid' | 'factor-tree';

export interface MathAlgorithm<
  Id extends string = string,
  L extends string = string,
  M = unknown,
  S extends MathStep = MathStep,
> extends Omit<AlgorithmDescription<Id>, 'code'> {
  readonly family: 'math';
  readonly kind: 'math';
  readonly lineIds: readonly L[];
  readonly fields: readonly MathInputField[];
  /** The limits in one sentence, shown beside the inputs. */
  readonly limits: string;
  readonly counters: readonly MathCounter[];
  /** The kind of picture its run is drawn as: the page draws every run of that kind the same way. */
  readonly picture: MathPicture;
  /** Runs on checked values (see checkMathInput) and records every step. */
  trace(values: MathValues): ModelTrace<M, S>;
  /** The final answer as the page writes it ('gcd(48, 18) = 6'). */
  answer(values: MathValues): string;
}

/** Declares a mathematical module, keeping its id as a literal type (see defineSorting). */
export function defineMathAlgorithm<const Id extends string, L extends string, M, S extends MathStep>(
  module: MathAlgorithm<Id, L, M, S>,
): MathAlgorithm<Id, L, M, S> {
  return module;
}
