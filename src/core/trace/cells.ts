import type { Frame } from './frame';
import type { Trace } from './trace';

/** Per-item states, the vocabulary of the scenes' DOM mirror (data-state) and their colours. */
export type CellState =
  'default' | 'active' | 'compare' | 'swap' | 'sorted' | 'target' | 'found' | 'range' | 'mid' | 'excluded';

function inRange(frame: Frame, i: number): boolean {
  return frame.range !== null && i >= frame.range.lo && i <= frame.range.hi;
}

/**
 * What each index of a frame looks like. Sorting: compare/swap on the highlighted pair, active on a write,
 * a value kept in place or a quick-sort pivot, range inside the current merge or partition, all sorted
 * once completed.
 * Searching: found, then the probed cell (compare), binary search's mid, the current search range, and
 * the cells binary search has ruled out (excluded). A cell equal to the target looks like any other until
 * the search finds it: marking it earlier would give the answer away.
 */
export function cellStates(trace: Trace, frame: Frame): CellState[] {
  const highlighted = new Set(frame.highlighted);
  return frame.array.map((_value, i): CellState => {
    if (trace.kind === 'sorting') {
      if (frame.completed) return 'sorted';
      if (highlighted.has(i)) return frame.swapping ? 'swap' : frame.comparing ? 'compare' : 'active';
      if (frame.range?.pivot === i) return 'active';
      return inRange(frame, i) ? 'range' : 'default';
    }
    if (frame.foundIndex === i) return 'found';
    if (highlighted.has(i)) return 'compare';
    if (frame.range?.mid === i) return 'mid';
    if (frame.range === null) return 'default';
    return inRange(frame, i) ? 'range' : 'excluded';
  });
}
