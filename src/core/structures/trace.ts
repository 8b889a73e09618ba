/**
 * An operation recorded as a model trace, for the shared step player: frame 0 is the page before the
 * operation, then one frame per moment its timed script changes the page (a step starts, a traversal
 * moves on, the data lands), and the last frame is the page idle again with the new data. Each step
 * carries the whole page state after it (a handful of numbers), the narration and the code line it runs,
 * and how long it stays on screen at the default speed, so the player keeps the documented timings
 * (docs/product-rules.md#data-structure-operations).
 */
import { SPEED_DEFAULT, stepIntervalMs } from '../player/player';
import { createModelTrace, type ModelStep, type ModelTrace } from '../trace/modelTrace';
import { scriptEvents, stateAt } from './events';
import { initialOperationState, type OperationState } from './machine';
import { planOperation } from './plan';
import type { InputOf, OperationOf, StructureKind, TimedScript } from './types';

export interface StructureStep<K extends StructureKind = StructureKind> extends ModelStep {
  /** The operation's method in the listings; '' for the final idle frame (no line runs). */
  readonly line: string;
  /** The status line ('' once the operation is over). */
  readonly message: string;
  /** The page after this step. */
  readonly state: OperationState<K>;
  /** When the step happens, in ms from the start of the operation at the default speed. */
  readonly atMs: number;
}

export interface StructureTrace<K extends StructureKind = StructureKind> extends ModelTrace<
  OperationState<K>,
  StructureStep<K>
> {
  readonly structure: K;
  /** The recorded operation; null for a page with no operation yet. */
  readonly script: TimedScript<K> | null;
  /** The collection once the operation is over: where the next operation starts. */
  readonly finalData: readonly number[];
  /** How long frame `index` stays on screen at the default speed before the next one (0 at the end). */
  durationAt(index: number): number;
}

/**
 * How long frame 0 (the page before the operation) stays when played from the start, e.g. after
 * Reset; an operation started from its button opens at frame 1 and skips it.
 */
export const LEAD_IN_MS = 250;

function traceOf<K extends StructureKind>(
  structure: K,
  initial: OperationState<K>,
  script: TimedScript<K> | null,
  steps: readonly StructureStep<K>[],
): StructureTrace<K> {
  const trace = createModelTrace<OperationState<K>, StructureStep<K>>({
    algorithm: structure,
    initial,
    steps,
    apply: (_, step) => step.state,
  });
  const last = steps.at(-1);
  return {
    ...trace,
    structure,
    script,
    finalData: last ? last.state.data : initial.data,
    durationAt(index) {
      if (index <= 0) return steps.length === 0 ? 0 : LEAD_IN_MS;
      const step = steps[index - 1];
      const next = steps[index];
      return step && next ? next.atMs - step.atMs : 0;
    },
  };
}

/** A page with no operation: its collection, idle. */
export function idleTrace<K extends StructureKind>(structure: K, data: readonly number[]): StructureTrace<K> {
  return traceOf(structure, initialOperationState(structure, data), null, []);
}

/** The frames of a timed script: the page at each moment something changes, up to idle again. */
export function scriptTrace<K extends StructureKind>(script: TimedScript<K>): StructureTrace<K> {
  const moments = [...new Set(scriptEvents(script).map((event) => event.atMs))];
  const steps = moments.map((atMs): StructureStep<K> => {
    const state = stateAt(script, atMs);
    return {
      line: state.phase === 'idle' ? '' : String(script.op),
      message: state.message,
      state,
      atMs,
    };
  });
  return traceOf(
    script.structure,
    initialOperationState(script.structure, script.initialData),
    script,
    steps,
  );
}

/**
 * Records an operation on `data`. Throws InvalidOperationError for input the validators reject
 * (out-of-range index, pop on an empty stack, ...).
 */
export function traceOperation<K extends StructureKind, O extends OperationOf<K>>(
  structure: K,
  data: readonly number[],
  op: O,
  input: InputOf<K, O>,
): StructureTrace<K> {
  return scriptTrace(planOperation(structure, data, op, input));
}

/**
 * How long a frame stays at `speed`: its recorded time at the default speed, scaled as the other step
 * players scale their step interval (twice as fast at 100, five times slower at 10).
 */
export function frameDurationMs(trace: StructureTrace, index: number, speed: number): number {
  return (trace.durationAt(index) * stepIntervalMs(speed)) / stepIntervalMs(SPEED_DEFAULT);
}
