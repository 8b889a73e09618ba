import { copyNumbers } from './numbers';
import type { Step } from './steps';
import { isTerminal } from './steps';
import type { StepTape } from './tape';
import { StepTapeWriter, TYPE_CODE, decodeStep } from './tape';

export type TraceKind = 'sorting' | 'searching';

/** Operation counters. operations = comparisons + swaps + writes (the race's budget unit). */
export interface Counts {
  readonly comparisons: number;
  readonly swaps: number;
  readonly writes: number;
  readonly operations: number;
}

/** What a frame shows besides the array: the active range's step index and the found index (-1: none). */
export interface ReplayMarks {
  rangeStep: number;
  foundIndex: number;
}

export interface Checkpoint {
  /** Frame index this checkpoint holds: the state after the first `index` steps. */
  readonly index: number;
  readonly array: Float64Array;
  readonly marks: Readonly<ReplayMarks>;
}

/**
 * A recorded run: the steps plus what makes any frame cheap to rebuild.
 *
 * Steps live in a StepTape (typed columns, 26 bytes a step); read them with stepAt.
 * Checkpoint interval K = max(n, 32). A checkpoint holds n numbers and there are about steps / K of
 * them, so checkpoints take at most ~steps numbers in total: memory grows with the number of steps, not
 * steps × n. Rebuilding frame k copies one checkpoint (n values) and replays fewer than K steps, so it
 * is O(n) in either direction, the same order as the array copy the frame returns.
 * Counters are prefix sums (12 bytes a step), so countsAt is O(1).
 */
export interface Trace {
  readonly algorithm: string;
  readonly kind: TraceKind;
  readonly input: readonly number[];
  /** The search target; null for sorts. */
  readonly target: number | null;
  /** Number of steps; frames run from 0 to stepCount. The last step is the only terminal one. */
  readonly stepCount: number;
  readonly tape: StepTape;
  readonly checkpointInterval: number;
  readonly checkpoints: readonly Checkpoint[];
  /** prefix.comparisons[k] = comparisons among the first k steps; the same for swaps and writes. */
  readonly prefix: {
    readonly comparisons: Uint32Array;
    readonly swaps: Uint32Array;
    readonly writes: Uint32Array;
  };
  readonly totals: Counts;
}

export interface TraceMeta {
  readonly algorithm: string;
  readonly kind: TraceKind;
  readonly input: readonly number[];
  readonly target: number | null;
}

const MIN_CHECKPOINT_INTERVAL = 32;

export function checkpointIntervalFor(n: number): number {
  return Math.max(n, MIN_CHECKPOINT_INTERVAL);
}

/**
 * Applies step k of the tape to a working array and its marks (recording and frame rebuilding share it).
 * Always a Float64Array: feeding it plain arrays as well made this hot path polymorphic and recording
 * about 3× slower once frames had been drawn.
 */
export function applyStep(tape: StepTape, k: number, array: Float64Array, marks: ReplayMarks): void {
  switch (tape.type[k]) {
    case TYPE_CODE.swap:
      array[tape.i[k] ?? 0] = tape.b[k] ?? 0;
      array[tape.j[k] ?? 0] = tape.a[k] ?? 0;
      break;
    case TYPE_CODE.write:
      array[tape.i[k] ?? 0] = tape.a[k] ?? 0;
      break;
    case TYPE_CODE.range:
      marks.rangeStep = k;
      break;
    case TYPE_CODE.found:
      marks.foundIndex = tape.i[k] ?? -1;
      break;
    case TYPE_CODE.notFound:
    case TYPE_CODE.done:
      marks.rangeStep = -1;
      break;
  }
}

function recordSteps(steps: Iterable<Step>, sizeHint: number): StepTape {
  const writer = new StepTapeWriter(sizeHint);
  let ended = false;
  for (const s of steps) {
    if (ended) throw new Error('A trace has exactly one terminal step, at the end');
    writer.push(s);
    ended = isTerminal(s);
  }
  if (!ended) throw new Error('A trace must end with a terminal step');
  return writer.finish();
}

/**
 * Builds a Trace from an algorithm's steps. Throws if the input is not all finite numbers or the steps do
 * not end in exactly one terminal step.
 */
export function createTrace(meta: TraceMeta, steps: Iterable<Step>): Trace {
  const input = copyNumbers(meta.input);
  if (!input.every(Number.isFinite)) throw new RangeError('Trace input must be finite numbers');
  const tape = recordSteps(steps, input.length * 4);
  const total = tape.type.length;
  const interval = checkpointIntervalFor(input.length);
  const comparisons = new Uint32Array(total + 1);
  const swaps = new Uint32Array(total + 1);
  const writes = new Uint32Array(total + 1);
  const checkpoints: Checkpoint[] = [];
  const working = Float64Array.from(input);
  const marks: ReplayMarks = { rangeStep: -1, foundIndex: -1 };
  let c = 0;
  let s = 0;
  let w = 0;

  for (let k = 0; k <= total; k++) {
    if (k % interval === 0) checkpoints.push({ index: k, array: working.slice(), marks: { ...marks } });
    if (k === total) break;
    const type = tape.type[k];
    if (type === TYPE_CODE.compare || type === TYPE_CODE.probe) c++;
    else if (type === TYPE_CODE.swap) s++;
    else if (type === TYPE_CODE.write) w++;
    comparisons[k + 1] = c;
    swaps[k + 1] = s;
    writes[k + 1] = w;
    applyStep(tape, k, working, marks);
  }

  return {
    algorithm: meta.algorithm,
    kind: meta.kind,
    input,
    target: meta.target,
    stepCount: total,
    tape,
    checkpointInterval: interval,
    checkpoints,
    prefix: { comparisons, swaps, writes },
    totals: { comparisons: c, swaps: s, writes: w, operations: c + s + w },
  };
}

export function assertFrameIndex(trace: Trace, k: number): void {
  if (!Number.isInteger(k) || k < 0 || k > trace.stepCount) {
    throw new RangeError(`Frame index ${k} is outside 0..${trace.stepCount}`);
  }
}

/** Step k (0-based) as a plain object. */
export function stepAt(trace: Trace, k: number): Step {
  if (!Number.isInteger(k) || k < 0 || k >= trace.stepCount) {
    throw new RangeError(`Step index ${k} is outside 0..${trace.stepCount - 1}`);
  }
  return decodeStep(trace.tape, k);
}

/** All steps as plain objects (for serialising or inspecting a whole run; allocates one object per step). */
export function traceSteps(trace: Trace): Step[] {
  return Array.from({ length: trace.stepCount }, (_, k) => decodeStep(trace.tape, k));
}

/** Code-line id of step k, without building the step object. */
export function lineAt(trace: Trace, k: number): string {
  if (!Number.isInteger(k) || k < 0 || k >= trace.stepCount) {
    throw new RangeError(`Step index ${k} is outside 0..${trace.stepCount - 1}`);
  }
  return trace.tape.lineIds[trace.tape.line[k] ?? 0] ?? '';
}

/** Counters after the first k steps, O(1). */
export function countsAt(trace: Trace, k: number): Counts {
  assertFrameIndex(trace, k);
  const c = trace.prefix.comparisons[k] ?? 0;
  const s = trace.prefix.swaps[k] ?? 0;
  const w = trace.prefix.writes[k] ?? 0;
  return { comparisons: c, swaps: s, writes: w, operations: c + s + w };
}

/**
 * The furthest frame index whose operation count is at most `operations`, O(log steps). A race lane that
 * has been granted a budget of operations shows this frame; once the budget reaches totals.operations it
 * is the last frame.
 */
export function indexAtOperations(trace: Trace, operations: number): number {
  const { comparisons, swaps, writes } = trace.prefix;
  const opsAt = (k: number) => (comparisons[k] ?? 0) + (swaps[k] ?? 0) + (writes[k] ?? 0);
  let lo = 0;
  let hi = trace.stepCount;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (opsAt(mid) <= operations) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
