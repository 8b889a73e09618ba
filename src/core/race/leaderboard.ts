/**
 * Leaderboard ordering (docs/product-rules.md#leaderboard): completed lanes first, by lowest time; the rest
 * by highest progress. Ties are broken by the lane's total operations (fewer first: on equal time or progress
 * it is the one that is, or will be, done sooner), then by name, so the order never flickers. Because every
 * lane receives the same budget each tick, the completed part of this order is exactly the order of total
 * operations.
 */
export interface RankableLane {
  readonly name: string;
  readonly completed: boolean;
  readonly timeMs: number | null;
  readonly progress: number;
  readonly totalOperations: number;
}

export function compareLanes(a: RankableLane, b: RankableLane): number {
  if (a.completed !== b.completed) return a.completed ? -1 : 1;
  if (a.completed) {
    const byTime = (a.timeMs ?? 0) - (b.timeMs ?? 0);
    if (byTime !== 0) return byTime;
  } else if (a.progress !== b.progress) {
    return b.progress - a.progress;
  }
  if (a.totalOperations !== b.totalOperations) return a.totalOperations - b.totalOperations;
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
}

/** A sorted copy; the input is not changed. */
export function rankLanes<T extends RankableLane>(lanes: readonly T[]): T[] {
  return lanes.slice().sort(compareLanes);
}

/** 1st, 2nd, 3rd, 4th, ..., 11th, 12th, 13th, 21st, ... */
export function ordinal(position: number): string {
  const mod100 = position % 100;
  const mod10 = position % 10;
  const suffix =
    mod100 >= 11 && mod100 <= 13 ? 'th' : mod10 === 1 ? 'st' : mod10 === 2 ? 'nd' : mod10 === 3 ? 'rd' : 'th';
  return `${position}${suffix}`;
}

/**
 * The Rank column: a completed lane shows its finishing place ('1st', '2nd', ...); a lane still running
 * shows only its current position, so first place reads '1st' only once it has finished.
 */
export function rankLabel(position: number, completed: boolean): string {
  return completed ? ordinal(position) : String(position);
}

/** The Status column: 'Completed' or 'N% Done' (rounded down, so 100% means completed). */
export function statusLabel(lane: Pick<RankableLane, 'completed' | 'progress'>): string {
  return lane.completed ? 'Completed' : `${Math.min(99, Math.floor(lane.progress))}% Done`;
}

// One formatter for every count: toLocaleString builds a new one on each call, several times a tick.
const countFormat = new Intl.NumberFormat('en-US');

/** A count with thousands separators, e.g. '1,234'. */
export function formatCount(n: number): string {
  return countFormat.format(n);
}

/** Seconds with two decimals, e.g. '4.20s'. */
export function formatSeconds(ms: number): string {
  return `${(ms / 1000).toFixed(2)}s`;
}
