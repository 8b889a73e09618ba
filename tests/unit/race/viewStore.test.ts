import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createRace,
  createRaceViewStore,
  formatSeconds,
  raceInput,
  raceLanes,
  rankLabel,
  TICK_MS,
} from '@/core/race';
import { raceNarration } from '@/features/race/RaceFigure';
import { sortingSetup } from './helpers';

function storeFor(seed: number, size: number) {
  const setup = sortingSetup(seed, 'random', size, 100);
  const lanes = raceLanes(raceInput(setup), setup.algorithms);
  const race = createRace({ kind: 'sorting', size, lanes, speed: 100 });
  return {
    race,
    lanes,
    store: createRaceViewStore(
      race,
      lanes.map((lane) => lane.trace),
    ),
  };
}

const sorted20 = Array.from({ length: 20 }, (_, i) => (i + 1) * 5);

describe('race view store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(0);
  });
  afterEach(() => vi.useRealTimers());

  it('publishes one snapshot per tick, with each lane’s array at its frame', () => {
    const { race, store } = storeFor(4, 25);
    const seen: number[] = [];
    store.subscribe(() => seen.push(store.getSnapshot().ticks));
    race.start();
    vi.advanceTimersByTime(5 * TICK_MS);
    expect(seen).toEqual([0, 1, 2, 3, 4, 5]);
    for (const lane of store.getSnapshot().lanes) {
      expect(lane.view.frameIndex).toBe(lane.frameIndex);
      expect(lane.view.values).toHaveLength(25);
    }
  });

  it('ranks the lanes and gives finished lanes their places; identities follow the values', () => {
    const { race, store, lanes } = storeFor(8, 15);
    const input = lanes[0]?.trace.input ?? [];
    race.start();
    let previous = store.getSnapshot();
    while (store.getSnapshot().status !== 'finished') {
      vi.advanceTimersByTime(TICK_MS);
      const snapshot = store.getSnapshot();
      for (const lane of snapshot.lanes) {
        if (lane.id === 'mergeSort') continue; // writes change values in place
        expect(lane.view.values).toEqual(lane.view.ids.map((id) => input[id]));
      }
      // A finished lane keeps its place.
      for (const lane of previous.lanes) {
        if (lane.place !== null)
          expect(snapshot.lanes.find((next) => next.id === lane.id)?.place).toBe(lane.place);
      }
      previous = snapshot;
    }
    const final = store.getSnapshot();
    expect(final.ranking.map((lane) => lane.place)).toEqual(final.ranking.map((_, index) => index + 1));
    expect(final.ranking.map((lane) => lane.totalOperations)).toEqual(
      final.ranking.map((lane) => lane.totalOperations).sort((a, b) => a - b),
    );
  });

  it('gives lanes that tie the same place: bubble and insertion sort on sorted input both make n - 1 comparisons', () => {
    const setup = { ...sortingSetup(1, 'random', 20), custom: { values: sorted20, target: null } };
    const lanes = raceLanes(raceInput(setup), setup.algorithms);
    const race = createRace({ kind: 'sorting', size: 20, lanes, speed: 100 });
    const store = createRaceViewStore(
      race,
      lanes.map((lane) => lane.trace),
    );
    race.start();
    while (store.getSnapshot().status !== 'finished') vi.advanceTimersByTime(TICK_MS);
    const rows = store
      .getSnapshot()
      .ranking.map((lane) => [lane.id, lane.totalOperations, rankLabel(lane.place ?? 0, true, lane.tied)]);
    expect(rows.slice(0, 2)).toEqual([
      ['bubbleSort', 19, '1st (tie)'],
      ['insertionSort', 19, '1st (tie)'],
    ]);
    expect(rows[2]?.[2]).toBe('3rd');
    const winner = store.getSnapshot().ranking[0];
    expect(raceNarration(store.getSnapshot())).toBe(
      `Race finished. Bubble Sort and Insertion Sort tie for 1st in ${formatSeconds(winner?.timeMs ?? 0)}.`,
    );
  });

  it('reuses a lane’s view when its frame did not change (a new speed, a pause)', () => {
    const { race, store } = storeFor(1, 20);
    const before = store.getSnapshot();
    race.setSpeed(30);
    const after = store.getSnapshot();
    expect(after).not.toBe(before);
    after.lanes.forEach((lane, i) => expect(lane.view).toBe(before.lanes[i]?.view));
  });
});
