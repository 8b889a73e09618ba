/**
 * What the race screen draws: the engine's state plus, per lane, the array at the lane's frame with a
 * stable identity per item (so a moved bar slides) and the item states, and each finished lane's place
 * (shared by lanes that tie).
 *
 * `createRaceViewStore` wraps a race as an external store: one snapshot per engine change, that is at
 * most once per 100 ms tick. React components read it with useSyncExternalStore (and a selector where
 * they need less); the Pixi scene and the DOM mirror subscribe to it directly, without rendering React.
 */
import type { Trace } from '@/core/trace';
import {
  laneViewAt,
  rankLanes,
  standings,
  type LaneState,
  type LaneView,
  type Race,
  type RaceKind,
  type RaceStatus,
} from '@/core/race';

export interface RaceLaneView extends LaneState {
  readonly view: LaneView;
  /** Place among the finished lanes (1 = winner; lanes that tie share it); null while running. */
  readonly place: number | null;
  /** Finished on the same tick after the same number of operations as another lane. */
  readonly tied: boolean;
}

export interface RaceViewSnapshot {
  readonly kind: RaceKind;
  readonly status: RaceStatus;
  readonly elapsedMs: number;
  readonly ticks: number;
  /** In selection order (the lanes' order on screen). */
  readonly lanes: readonly RaceLaneView[];
  /** The leaderboard: completed by time, then the rest by progress. */
  readonly ranking: readonly RaceLaneView[];
}

export interface RaceViewStore {
  readonly race: Race;
  subscribe(listener: () => void): () => void;
  getSnapshot(): RaceViewSnapshot;
}

export function createRaceViewStore(race: Race, traces: readonly Trace[]): RaceViewStore {
  const listeners = new Set<() => void>();
  let snapshot = build(null);

  function build(previous: RaceViewSnapshot | null): RaceViewSnapshot {
    const state = race.getState();
    const withViews = state.lanes.map((lane, i) => {
      const trace = traces[i];
      if (!trace) throw new Error(`No trace for lane ${lane.id}`);
      const before = previous?.lanes[i]?.view ?? null;
      return {
        ...lane,
        view: laneViewAt(trace, lane.frameIndex, before),
        place: null as number | null,
        tied: false,
      };
    });
    const ranked = rankLanes(withViews);
    // Finished lanes come first in the ranking, so their places count only finished lanes.
    standings(ranked).forEach(({ place, tied }, i) => {
      const lane = ranked[i];
      if (!lane?.completed) return;
      lane.place = place;
      lane.tied = tied;
    });
    return {
      kind: race.kind,
      status: state.status,
      elapsedMs: state.elapsedMs,
      ticks: state.ticks,
      lanes: withViews,
      ranking: ranked,
    };
  }

  race.subscribe(() => {
    snapshot = build(snapshot);
    for (const listener of listeners) listener();
  });

  return {
    race,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
  };
}
