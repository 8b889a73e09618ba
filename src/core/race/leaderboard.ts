/**
 * Leaderboard ordering (docs/product-rules.md#leaderboard): completed lanes first, by lowest time; the rest
 * by highest progress. Equal times or progress are ordered by the lane's total operations (fewer first: it
 * is the one that is, or will be, done sooner), then by name, so the order never flickers. Because every
 * lane receives the same budget each tick, the completed part of this order is exactly the order of total
 * operations. Lanes that finish on the same tick after the same number of operations tie: they share a
 * place (1st, 1st, 3rd), and only their rows' order comes from their names. A lane that finished with a
 * wrong result (the learner's sort that left the array out of order) comes last and takes no place.
 */
export interface RankableLane {
  readonly name: string;
  readonly completed: boolean;
  readonly timeMs: number | null;
  readonly progress: number;
  readonly totalOperations: number;
  /** Finished with a wrong result: 'Not sorted'. */
  readonly wrong?: string | null;
}

/** Finished right first, then still running, then finished wrong. */
const group = (lane: RankableLane) => (lane.wrong ? 2 : lane.completed ? 0 : 1);

export function compareLanes(a: RankableLane, b: RankableLane): number {
  if (group(a) !== group(b)) return group(a) - group(b);
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

/** Whether two lanes tie: both finished, on the same tick, after the same number of operations. */
export function lanesTie(a: RankableLane, b: RankableLane): boolean {
  return (
    a.completed &&
    b.completed &&
    !a.wrong &&
    !b.wrong &&
    a.timeMs === b.timeMs &&
    a.totalOperations === b.totalOperations
  );
}

export interface Standing {
  /** 1-based: a lane's position, or for lanes that tie the position of the first of them. */
  readonly place: number;
  readonly tied: boolean;
}

/** The place of each lane of a ranking (rankLanes' order): 1st, 1st, 3rd when the first two tie. */
export function standings(ranked: readonly RankableLane[]): Standing[] {
  const places: number[] = [];
  ranked.forEach((lane, i) => {
    const before = ranked[i - 1];
    places.push(before !== undefined && lanesTie(before, lane) ? (places[i - 1] ?? 1) : i + 1);
  });
  return ranked.map((lane, i) => {
    const before = ranked[i - 1];
    const after = ranked[i + 1];
    return {
      place: places[i] ?? i + 1,
      tied:
        (before !== undefined && lanesTie(before, lane)) || (after !== undefined && lanesTie(lane, after)),
    };
  });
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
 * The Rank column: a completed lane shows its finishing place ('1st', '2nd', ...), and '(tie)' when it
 * shares it; a lane still running shows only its current position, so first place reads '1st' only once
 * it has finished. A lane that finished wrong has no place: '–'.
 */
export function rankLabel(position: number, completed: boolean, tied = false, wrong = false): string {
  if (wrong) return '–';
  if (!completed) return String(position);
  return tied ? `${ordinal(position)} (tie)` : ordinal(position);
}

/** 'Bubble Sort', 'Bubble Sort and Insertion Sort', 'A, B and C'. */
export function listNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;
}

/**
 * The Status column: 'Completed', what a finished lane got wrong ('Not sorted'), or 'N% Done' (rounded
 * down, so 100% means completed).
 */
export function statusLabel(lane: Pick<RankableLane, 'completed' | 'progress' | 'wrong'>): string {
  if (lane.wrong) return lane.wrong;
  return lane.completed ? 'Completed' : `${Math.min(99, Math.floor(lane.progress))}% Done`;
}

/** Seconds with two decimals, e.g. '4.20s'. */
export function formatSeconds(ms: number): string {
  return `${(ms / 1000).toFixed(2)}s`;
}
