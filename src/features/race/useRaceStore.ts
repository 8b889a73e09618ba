import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import {
  createRace,
  createRaceViewStore,
  raceInput,
  raceLanes,
  type RaceSetup,
  type RaceViewSnapshot,
  type RaceViewStore,
} from '@/core/race';

/**
 * The race for a setup: the shared input, one trace per lane and the engine, rebuilt when the input or
 * the selection changes (never for a new speed, which the running race takes from its next tick).
 */
export function useRaceStore(setup: RaceSetup) {
  const { kind, algorithms, size, seed, preset, custom, speed } = setup;
  const input = useMemo(
    () => raceInput({ kind, algorithms, size, seed, preset, custom, speed: 0 }),
    [kind, algorithms, size, seed, preset, custom],
  );
  const store = useMemo(() => {
    const lanes = raceLanes(input, algorithms);
    const race = createRace({ kind: input.kind, size: input.values.length, lanes });
    return createRaceViewStore(
      race,
      lanes.map((lane) => lane.trace),
    );
  }, [input, algorithms]);

  useEffect(() => store.race.setSpeed(speed), [store, speed]);
  // Leaving the screen, or replacing the race, stops its timer.
  useEffect(() => () => store.race.dispose(), [store]);

  return { input, store };
}

/** A slice of the race view; the component re-renders only when the slice changes. */
export function useRaceView<T>(store: RaceViewStore, select: (snapshot: RaceViewSnapshot) => T): T {
  const getSlice = useCallback(() => select(store.getSnapshot()), [store, select]);
  return useSyncExternalStore(store.subscribe, getSlice, getSlice);
}
