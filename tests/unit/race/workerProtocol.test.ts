import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createRace,
  createRaceViewStore,
  raceInput,
  raceLanes,
  TICK_MS,
  type RaceViewSnapshot,
} from '@/core/race';
import { receivedSnapshot, snapshotToSend } from '@scenes/race/offscreen/protocol';
import { canDrawRaceOffscreen } from '@scenes/race/offscreen/support';
import { sortingSetup } from './helpers';

/** What crosses to the worker: a structured clone, as postMessage makes. */
const cloned = <T>(value: T): T => structuredClone(value);

describe('the race scene worker’s messages', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(0);
  });
  afterEach(() => vi.useRealTimers());

  it('the worker rebuilds every tick’s lanes exactly, though unchanged lanes send no view', () => {
    const setup = sortingSetup(3, 'random', 30, 100);
    const lanes = raceLanes(raceInput(setup), setup.algorithms);
    const race = createRace({ kind: 'sorting', size: 30, lanes, speed: 100 });
    const store = createRaceViewStore(
      race,
      lanes.map((lane) => lane.trace),
    );
    let previous: RaceViewSnapshot = store.getSnapshot();
    let inWorker = receivedSnapshot(cloned(snapshotToSend(previous, null)), null);
    let viewsLeftOut = 0;
    race.start();
    while (store.getSnapshot().status !== 'finished') {
      vi.advanceTimersByTime(TICK_MS);
      const snapshot = store.getSnapshot();
      const sent = cloned(snapshotToSend(snapshot, previous));
      viewsLeftOut += sent.lanes.filter((lane) => lane.view === null).length;
      const rebuilt = receivedSnapshot(sent, inWorker);
      expect(rebuilt?.lanes).toEqual(snapshot.lanes);
      // A lane that did not move keeps the very view object the worker had, so it does not glide.
      rebuilt?.lanes.forEach((lane, i) => {
        if (snapshot.lanes[i]?.view === previous.lanes[i]?.view)
          expect(lane.view).toBe(inWorker?.lanes[i]?.view);
      });
      previous = snapshot;
      inWorker = rebuilt;
    }
    // Quick and merge sort finish long before bubble sort: their finished lanes stop sending views.
    expect(viewsLeftOut).toBeGreaterThan(0);
  });

  it('a snapshot the worker cannot complete (no earlier views) is dropped, not drawn half-empty', () => {
    const setup = sortingSetup(3, 'random', 10, 100);
    const lanes = raceLanes(raceInput(setup), setup.algorithms);
    const store = createRaceViewStore(
      createRace({ kind: 'sorting', size: 10, lanes, speed: 100 }),
      lanes.map((lane) => lane.trace),
    );
    const snapshot = store.getSnapshot();
    expect(receivedSnapshot(snapshotToSend(snapshot, snapshot), null)).toBeNull();
  });
});

describe('where the race is drawn', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('in a worker where the browser has module workers and OffscreenCanvas, unless ?thread=main', () => {
    class FakeCanvas {
      transferControlToOffscreen() {}
    }
    vi.stubGlobal('Worker', class {});
    vi.stubGlobal('OffscreenCanvas', class {});
    vi.stubGlobal('HTMLCanvasElement', FakeCanvas);
    expect(canDrawRaceOffscreen('?renderer=canvas')).toBe(true);
    expect(canDrawRaceOffscreen('?renderer=canvas&thread=main')).toBe(false);
    vi.stubGlobal('OffscreenCanvas', undefined);
    expect(canDrawRaceOffscreen('')).toBe(false);
  });
});
