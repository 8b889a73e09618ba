import { copyNumbers } from './numbers';
import type { Step } from './steps';
import type { Counts, ReplayMarks, Trace } from './trace';
import { applyStep, assertFrameIndex, countsAt, stepAt } from './trace';

/** The sub-array an algorithm is working on: binary search's window, a merge or a partition. */
export interface ActiveRange {
  readonly lo: number;
  readonly hi: number;
  /** Binary search's middle index or merge sort's split point. */
  readonly mid: number | null;
  /** Quick sort's pivot index. */
  readonly pivot: number | null;
}

/**
 * An animation step: what the screen shows after the first `index` steps have run.
 * Frame 0 is the input; frame stepCount is the finished run.
 */
export interface Frame {
  readonly index: number;
  /** The step this frame shows (step index - 1); null for frame 0. */
  readonly step: Step | null;
  readonly array: readonly number[];
  /**
   * Indices the step touches (drawn as active): both sides of a compare or swap, a write, probe, find or
   * keep.
   */
  readonly highlighted: readonly number[];
  readonly comparing: boolean;
  readonly swapping: boolean;
  readonly writing: boolean;
  /** A search has found its target (from the found step on). */
  readonly found: boolean;
  readonly foundIndex: number | null;
  readonly range: ActiveRange | null;
  readonly counts: Counts;
  /** Share of steps done, 0..100. */
  readonly progress: number;
  /** The last frame: a sort is fully sorted, a search has found or not found. */
  readonly completed: boolean;
}

function highlightedBy(s: Step | null): number[] {
  if (s === null) return [];
  switch (s.type) {
    case 'compare':
    case 'swap':
      return [s.i, s.j];
    case 'write':
    case 'probe':
    case 'found':
    case 'keep':
      return [s.i];
    case 'range':
    case 'notFound':
    case 'done':
      return [];
  }
}

function rangeOf(trace: Trace, rangeStep: number): ActiveRange | null {
  if (rangeStep < 0) return null;
  const s = stepAt(trace, rangeStep);
  return s.type === 'range' ? { lo: s.lo, hi: s.hi, mid: s.mid, pivot: s.pivot } : null;
}

/** Frame k for any k in 0..stepCount: one checkpoint copy plus fewer than K replayed steps. */
export function frameAt(trace: Trace, k: number): Frame {
  assertFrameIndex(trace, k);
  const checkpoint = trace.checkpoints[Math.floor(k / trace.checkpointInterval)];
  if (checkpoint === undefined) throw new Error(`No checkpoint covers frame ${k}`);
  const working = checkpoint.array.slice();
  const marks: ReplayMarks = { ...checkpoint.marks };
  for (let s = checkpoint.index; s < k; s++) applyStep(trace.tape, s, working, marks);

  const current = k > 0 ? stepAt(trace, k - 1) : null;
  return {
    index: k,
    step: current,
    array: copyNumbers(working),
    highlighted: highlightedBy(current),
    comparing: current?.type === 'compare' || current?.type === 'probe',
    swapping: current?.type === 'swap',
    writing: current?.type === 'write',
    found: marks.foundIndex >= 0,
    foundIndex: marks.foundIndex >= 0 ? marks.foundIndex : null,
    range: rangeOf(trace, marks.rangeStep),
    counts: countsAt(trace, k),
    progress: (100 * k) / trace.stepCount,
    completed: k === trace.stepCount,
  };
}
