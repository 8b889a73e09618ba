/**
 * What the race screen draws: the engine's state plus, per lane, the array at the lane's frame with a
 * stable identity per item (so a moved bar slides) and the item states, and each finished lane's place
 * (shared by lanes that tie).
 *
 * `createRaceViewStore` derives a store from the race's: one snapshot per engine change, that is at
 * most once per 100 ms tick. React components read it with useSyncExternalStore (and a selector where
 * they need less); the Pixi scene and the DOM mirror subscribe to it directly, without rendering React.
 */
import { deriveStore, type ReadableStore } from '@/core/store';
import type { Trace } from '@/core/trace';
import { unsortedStates } from './codeLane';
import { rankLanes, standings } from './leaderboard';
import { laneViewAt, type LaneView } from './laneView';
import type { RaceKind } from './pacing';
import type { LaneState, Race, RaceState, RaceStatus } from './race';

export interface RaceLaneView extends LaneState {
  readonly view: LaneView;
  /** Place among the finished lanes (1 = winner; lanes that tie share it); null while running or wrong. */
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

export interface RaceViewStore extends ReadableStore<RaceViewSnapshot> {
  readonly race: Race;
}

export function createRaceViewStore(race: Race, traces: readonly Trace[]): RaceViewStore {
  function build(state: RaceState, previous: RaceViewSnapshot | null): RaceViewSnapshot {
    const withViews = state.lanes.map((lane, i) => {
      const trace = traces[i];
      if (!trace) throw new Error(`No trace for lane ${lane.id}`);
      const before = previous?.lanes[i]?.view ?? null;
      const view = laneViewAt(trace, lane.frameIndex, before);
      return {
        ...lane,
        // A lane that finished wrong is not drawn as sorted: its first pair out of order is marked.
        view: lane.wrong && view.completed ? { ...view, states: unsortedStates(view.values) } : view,
        place: null as number | null,
        tied: false,
      };
    });
    const ranked = rankLanes(withViews);
    // Finished lanes come first in the ranking, so their places count only finished lanes.
    standings(ranked).forEach(({ place, tied }, i) => {
      const lane = ranked[i];
      if (!lane?.completed || lane.wrong) return;
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

  return { race, ...deriveStore(race, build) };
}
