/**
 * A recorded search as the player reads it: a model trace whose frames and steps are read from the
 * search's typed columns on demand (a step object and its narration are made only when asked for), and
 * whose counters come from checkpoints every CHECKPOINT steps plus the few steps after one.
 */
import type { ModelStep, ModelTrace } from '@/core/trace';
import type { ModelFrame } from '@/core/trace/modelTrace';
import {
  kindAt,
  lowerBound,
  runningAt,
  solutionsBy,
  STEP_KINDS,
  type SearchRecord,
  type StepKind,
} from './search';

export interface BacktrackStep extends ModelStep {
  readonly line: StepKind;
  readonly message: string;
  /** The node the step concerns: the call chosen, the branch pruned, the solution, the call returning. */
  readonly node: number;
}

/** A frame: the whole record, and where the search is after `index` steps. */
export interface SearchFrameModel {
  readonly record: SearchRecord;
  readonly index: number;
  /** The running call; -1 before the first step and after the last. */
  readonly running: number;
  readonly solutions: number;
}

export interface BacktrackingTrace extends ModelTrace<SearchFrameModel, BacktrackStep> {
  readonly record: SearchRecord;
  /** The frame that shows the next solution found after frame `index`, or null when none is left. */
  nextSolutionFrame(index: number): number | null;
}

/** The counters every backtracking run shows. */
export const BACKTRACKING_COUNTERS = [
  { key: 'calls', label: 'Recursive calls' },
  { key: 'choices', label: 'Choices tried (including pruned)' },
  { key: 'pruned', label: 'Pruned' },
  { key: 'solutions', label: 'Solutions' },
] as const;

type Counts = { calls: number; choices: number; pruned: number; solutions: number };

const CHECKPOINT = 256;

function addStep(counts: Counts, kind: StepKind) {
  if (kind === 'call') counts.calls++;
  else if (kind === 'choose') {
    counts.calls++;
    counts.choices++;
  } else if (kind === 'prune') {
    counts.choices++;
    counts.pruned++;
  } else if (kind === 'solution') counts.solutions++;
}

/** An array of `count` steps whose items are made when read. */
function lazySteps(count: number, make: (k: number) => BacktrackStep): readonly BacktrackStep[] {
  const index = (prop: string | symbol) => {
    if (typeof prop !== 'string') return -1;
    const k = Number(prop);
    return Number.isInteger(k) && k >= 0 && k < count && String(k) === prop ? k : -1;
  };
  return new Proxy([] as BacktrackStep[], {
    get(target, prop, receiver) {
      if (prop === 'length') return count;
      const k = index(prop);
      return k >= 0 ? make(k) : Reflect.get(target, prop, receiver);
    },
    has(target, prop) {
      return index(prop) >= 0 || Reflect.has(target, prop);
    },
  });
}

export function searchTrace(
  algorithm: string,
  record: SearchRecord,
  narrate: (k: number) => string,
): BacktrackingTrace {
  const { stepCount } = record;
  const checkpoints: Counts[] = [];
  const running: Counts = { calls: 0, choices: 0, pruned: 0, solutions: 0 };
  for (let k = 0; k <= stepCount; k++) {
    if (k % CHECKPOINT === 0) checkpoints.push({ ...running });
    if (k < stepCount) addStep(running, STEP_KINDS[record.stepKind[k] ?? 0] ?? 'call');
  }
  const totals = { ...running };
  const step = (k: number): BacktrackStep => ({
    line: kindAt(record, k),
    node: record.stepNode[k] ?? 0,
    get message() {
      return narrate(k);
    },
  });
  const steps = lazySteps(stepCount, step);

  const assertIndex = (k: number, last: number, what: string) => {
    if (!Number.isInteger(k) || k < 0 || k > last) throw new RangeError(`${what} ${k} is outside 0..${last}`);
  };

  return {
    algorithm,
    record,
    stepCount,
    steps,
    checkpointInterval: CHECKPOINT,
    totals,
    frameAt(k): ModelFrame<SearchFrameModel, BacktrackStep> {
      assertIndex(k, stepCount, 'Frame index');
      const c = Math.floor(k / CHECKPOINT);
      const counts = { ...(checkpoints[c] as Counts) };
      for (let s = c * CHECKPOINT; s < k; s++) addStep(counts, kindAt(record, s));
      return {
        index: k,
        step: k > 0 ? step(k - 1) : null,
        model: { record, index: k, running: runningAt(record, k), solutions: solutionsBy(record, k) },
        counts,
        progress: stepCount === 0 ? 100 : (100 * k) / stepCount,
        completed: k === stepCount,
      };
    },
    lineAt(k) {
      assertIndex(k, stepCount - 1, 'Step index');
      return kindAt(record, k);
    },
    nextSolutionFrame(index) {
      // A solution step s is shown by frame s + 1; the next one after frame `index` has s + 1 > index.
      const at = lowerBound(record.solutionSteps, index);
      const s = record.solutionSteps[at];
      return s === undefined ? null : s + 1;
    },
  };
}
