import { cx } from '@/ui/cx';
import { lazy, memo, Suspense, useCallback, useLayoutEffect, useRef } from 'react';
import { SceneCanvasPlaceholder } from '@scenes/host/SceneCanvas';
import { raceSceneHeight, type RaceLayoutOptions } from '@scenes/race/layout';
import { formatSeconds, listNames, ordinal } from '@/core/race';
import type { RaceLaneView, RaceViewSnapshot, RaceViewStore } from '@/core/race';
import { LaneMirror, mirrorDue } from './laneMirror';
import { useRaceView } from './useRaceStore';

const RaceCanvas = lazy(() => import('./RaceCanvas'));

export interface RaceFigureProps {
  store: RaceViewStore;
  lanes: readonly { id: string; name: string }[];
  size: number;
  options: RaceLayoutOptions;
}

/** 'Quick Sort finished 1st', or 'Bubble Sort and Insertion Sort finished tied for 1st'. */
function finishers(lanes: readonly RaceLaneView[]): string {
  const names = listNames(lanes.map((lane) => lane.name));
  const place = ordinal(lanes[0]?.place ?? 1);
  return lanes.length > 1 ? `${names} finished tied for ${place}` : `${names} finished ${place}`;
}

/** What the live region says: the race's start, each finish, a pause, the winner (or the winners of a tie). */
export function raceNarration(snapshot: RaceViewSnapshot): string {
  // A lane that finished with its array out of order takes no place: it is not announced as a finisher.
  const finished = snapshot.ranking.filter((lane) => lane.completed && !lane.wrong);
  const lastPlace = Math.max(0, ...finished.map((lane) => lane.place ?? 0));
  const latest = finished.filter((lane) => lane.place === lastPlace);
  const winners = finished.filter((lane) => lane.place === 1);
  const time = formatSeconds(snapshot.elapsedMs);
  switch (snapshot.status) {
    case 'ready':
      return snapshot.lanes.length === 0
        ? 'Select algorithms to race.'
        : `Ready: ${snapshot.lanes.map((lane) => lane.name).join(', ')}.`;
    case 'running':
      return latest.length > 0
        ? `${finishers(latest)} in ${formatSeconds(latest[0]?.timeMs ?? 0)}.`
        : `Race started with ${snapshot.lanes.length} ${snapshot.lanes.length === 1 ? 'algorithm' : 'algorithms'}.`;
    case 'paused':
      return `Race paused at ${time}.`;
    case 'finished': {
      const names = listNames(winners.map((lane) => lane.name));
      const winningTime = formatSeconds(winners[0]?.timeMs ?? 0);
      if (winners.length > 1) return `Race finished. ${names} tie for 1st in ${winningTime}.`;
      return winners.length === 1 ? `Race finished. ${names} wins in ${winningTime}.` : 'Race finished.';
    }
  }
}

/**
 * The race's scene with its DOM mirror: one hidden list per lane (data-lane), each item's value and
 * state, kept in step at the tick rate without React rendering the items; and a polite live region.
 */
export const RaceFigure = memo(function RaceFigure({ store, lanes, size, options }: RaceFigureProps) {
  const listsRef = useRef<HTMLDivElement>(null);
  const narration = useRaceView(store, raceNarration);
  const height = useCallback(
    (width: number) => raceSceneHeight(lanes.length, width, options),
    [lanes.length, options],
  );

  useLayoutEffect(() => {
    const container = listsRef.current;
    if (!container) return;
    // React renders the empty lists; their items belong to the mirrors.
    const mirrors = [...container.children].map((list) => new LaneMirror(list as HTMLOListElement));
    let mirrored: RaceViewSnapshot | null = null;
    const sync = () => {
      const snapshot = store.getSnapshot();
      if (!mirrorDue(mirrored, snapshot)) return;
      mirrored = snapshot;
      snapshot.lanes.forEach((lane, i) => mirrors[i]?.sync(lane));
    };
    sync();
    return store.subscribe(sync);
  }, [store, lanes]);

  const label = `Race of ${lanes.length} ${lanes.length === 1 ? 'algorithm' : 'algorithms'} on ${size} values`;
  return (
    <figure data-scene="race" aria-label={label} className="min-w-0">
      <div aria-hidden="true">
        <Suspense fallback={<SceneCanvasPlaceholder height={height} />}>
          <RaceCanvas height={height} store={store} lanes={lanes} options={options} />
        </Suspense>
      </div>
      <div ref={listsRef} className="sr-only [contain:strict]">
        {lanes.map((lane) => (
          <ol key={lane.id} data-lane={lane.id} aria-label={lane.name} />
        ))}
      </div>
      <p
        aria-live="polite"
        className={cx('mt-2 min-h-6 text-muted', options.presenter ? 'text-lg' : 'text-sm')}
        data-narration
      >
        {narration}
      </p>
    </figure>
  );
});
