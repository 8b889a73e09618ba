import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import {
  createRace,
  createRaceViewStore,
  raceInput,
  raceLanes,
  type RaceInput,
  type RaceLaneSpec,
  type RaceSetup,
  type RaceViewSnapshot,
  type RaceViewStore,
} from '@/core/race';

/** The shared input of a setup: a new one only when the tab, selection, size, seed, preset or values change. */
export function useRaceInput(setup: RaceSetup): RaceInput {
  const { kind, algorithms, size, seed, preset, custom } = setup;
  return useMemo(
    () => raceInput({ kind, algorithms, size, seed, preset, custom, speed: 0 }),
    [kind, algorithms, size, seed, preset, custom],
  );
}

/**
 * The race on an input: one trace per lane and the engine, rebuilt when the input, the selection or
 * the learner's lane (`extraLane`, raced last) changes; never for a new speed, which the running race
 * takes from its next tick.
 */
export function useRaceStore(
  input: RaceInput,
  { algorithms, speed }: Pick<RaceSetup, 'algorithms' | 'speed'>,
  extraLane: RaceLaneSpec | null,
) {
  const store = useMemo(() => {
    const lanes = [...raceLanes(input, algorithms), ...(extraLane ? [extraLane] : [])];
    const race = createRace({ kind: input.kind, size: input.values.length, lanes });
    return createRaceViewStore(
      race,
      lanes.map((lane) => lane.trace),
    );
  }, [input, algorithms, extraLane]);

  useEffect(() => store.race.setSpeed(speed), [store, speed]);
  // Leaving the screen, or replacing the race, stops its timer.
  useEffect(() => () => store.race.dispose(), [store]);

  return store;
}

/** A slice of the race view; the component re-renders only when the slice changes. */
export function useRaceView<T>(store: RaceViewStore, select: (snapshot: RaceViewSnapshot) => T): T {
  const getSlice = useCallback(() => select(store.getSnapshot()), [store, select]);
  return useSyncExternalStore(store.subscribe, getSlice, getSlice);
}
