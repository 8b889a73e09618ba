/**
 * The messages between the race page and the worker that draws its scene on an OffscreenCanvas. The
 * page keeps the race, its clock, the DOM mirror and everything React; the worker keeps PixiJS, the
 * frame loop and the bars' glides. Messages are small: a layout when it changes, and at most one
 * snapshot per race tick, in which a lane whose view did not change carries no view.
 */
import type { RaceLaneView, RaceViewSnapshot } from '@/core/race';
import type { ScenePalette } from '../../host/palette';
import type { RendererName } from '../../host/rendererChoice';
import type { LaneBox, LaneMetrics } from '../layout';
import type { RacePalette } from '../palette';

export interface RaceLayoutMessage {
  readonly lanes: readonly { readonly id: string; readonly name: string }[];
  readonly boxes: readonly LaneBox[];
  readonly metrics: LaneMetrics;
  readonly palette: ScenePalette;
  readonly racePalette: RacePalette;
  readonly reducedMotion: boolean;
}

/** A lane as sent: `view` is null when it is the same view the previous snapshot carried. */
export type SentLane = Omit<RaceLaneView, 'view'> & { readonly view: RaceLaneView['view'] | null };

export type SentSnapshot = Omit<RaceViewSnapshot, 'lanes' | 'ranking'> & {
  readonly lanes: readonly SentLane[];
};

export type ToRaceWorker =
  | {
      readonly type: 'start';
      readonly canvas: OffscreenCanvas;
      readonly width: number;
      readonly height: number;
      readonly resolution: number;
      readonly preference: readonly RendererName[];
    }
  | { readonly type: 'resize'; readonly width: number; readonly height: number; readonly resolution: number }
  | ({ readonly type: 'layout' } & RaceLayoutMessage)
  /** `fresh`: a different race (or the first), shown without gliding from the old one. */
  | { readonly type: 'snapshot'; readonly snapshot: SentSnapshot; readonly fresh: boolean };

export type FromRaceWorker =
  | { readonly type: 'started'; readonly renderer: string }
  /** Frames drawn so far (sent at most a few times a second, and once more when drawing stops). */
  | { readonly type: 'frames'; readonly count: number }
  | { readonly type: 'failed'; readonly message: string };

/**
 * What to send for `snapshot` after `previous`: the ranking stays on the page (the scene does not
 * draw it), and unchanged lane views are left out.
 */
export function snapshotToSend(snapshot: RaceViewSnapshot, previous: RaceViewSnapshot | null): SentSnapshot {
  const { ranking: _ranking, lanes, ...rest } = snapshot;
  return {
    ...rest,
    lanes: lanes.map((lane, i) => ({
      ...lane,
      view: previous && previous.lanes[i]?.view === lane.view ? null : lane.view,
    })),
  };
}

/** The snapshot the worker draws: each lane's view is the one sent, or the one it already had. */
export function receivedSnapshot(
  sent: SentSnapshot,
  previous: RaceViewSnapshot | null,
): RaceViewSnapshot | null {
  const lanes: RaceLaneView[] = [];
  for (const [i, lane] of sent.lanes.entries()) {
    const view = lane.view ?? previous?.lanes[i]?.view;
    if (!view) return null;
    lanes.push({ ...lane, view });
  }
  return { ...sent, lanes, ranking: [] };
}
