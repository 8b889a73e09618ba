import type { CellState, Trace } from '@/core/trace';
import { cellStates, frameAt, stepAt } from '@/core/trace';

/** What a lane draws and mirrors at one frame. */
export interface LaneView {
  readonly frameIndex: number;
  readonly values: readonly number[];
  /**
   * Which item is where: ids[i] is the identity of the value at index i, starting as i. A swap exchanges
   * two ids, so a bar that moves slides to its new place; a write (merge sort) keeps the id and changes
   * the value, so the bar grows or shrinks in place.
   */
  readonly ids: readonly number[];
  readonly states: readonly CellState[];
  /** The sub-array being worked on (a merge, a partition, binary search's window), if any. */
  readonly range: { readonly lo: number; readonly hi: number } | null;
  readonly completed: boolean;
}

function replaySwaps(trace: Trace, ids: number[], from: number, to: number): void {
  for (let k = from; k < to; k++) {
    const s = stepAt(trace, k);
    if (s.type !== 'swap') continue;
    const a = ids[s.i];
    const b = ids[s.j];
    if (a === undefined || b === undefined) continue;
    ids[s.i] = b;
    ids[s.j] = a;
  }
}

/**
 * The lane's view at frame k. Given the previous view of the same trace, identities are carried forward
 * by replaying only the steps in between (a tick's worth); otherwise they are rebuilt from frame 0.
 */
export function laneViewAt(trace: Trace, k: number, previous: LaneView | null = null): LaneView {
  if (previous && previous.frameIndex === k) return previous;
  const frame = frameAt(trace, k);
  const forward = previous !== null && previous.frameIndex < k && previous.ids.length === frame.array.length;
  const ids = forward ? previous.ids.slice() : frame.array.map((_, i) => i);
  replaySwaps(trace, ids, forward ? previous.frameIndex : 0, k);
  return {
    frameIndex: k,
    values: frame.array,
    ids,
    states: cellStates(trace, frame),
    range: frame.range ? { lo: frame.range.lo, hi: frame.range.hi } : null,
    completed: frame.completed,
  };
}
