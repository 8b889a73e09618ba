import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INPUT_PRESETS, SORTING_ALGORITHM_IDS, traceAlgorithm } from '@/core/algorithms';
import type { Clock } from '@/core/store';
import {
  MILLI,
  TICK_MS,
  createRace,
  milliOperationsPerTick,
  rankLanes,
  type Race,
  type RaceLaneSpec,
} from '@/core/race';
import { countsAt } from '@/core/trace';
import { lanesFor, searchingSetup, sortingSetup } from './helpers';

const presets = INPUT_PRESETS.map((preset) => preset.id);

/** Runs the race until it finishes (fake timers), returning the number of ms that took. */
function runToEnd(race: Race, limitMs = 10 * 60_000): number {
  let ms = 0;
  race.start();
  while (race.getSnapshot().status !== 'finished') {
    if (ms > limitMs) throw new Error('The race did not finish');
    vi.advanceTimersByTime(TICK_MS);
    ms += TICK_MS;
  }
  return ms;
}

/** Ticks needed for a lane of `total` operations with a constant budget: ceil(total / budget). */
const ticksFor = (total: number, budgetMilli: number) =>
  Math.max(1, Math.ceil((total * MILLI) / budgetMilli));

const byTotalThenName = (lanes: readonly RaceLaneSpec[]) =>
  lanes
    .slice()
    .sort(
      (a, b) =>
        a.trace.totals.operations - b.trace.totals.operations ||
        (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
    )
    .map((lane) => lane.id);

describe('race engine', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(0);
  });
  afterEach(() => vi.useRealTimers());

  it('starts ready, with every lane at frame 0 and no operations', () => {
    const race = createRace({ kind: 'sorting', size: 30, lanes: lanesFor(sortingSetup(1, 'random', 30)) });
    const state = race.getSnapshot();
    expect(state).toMatchObject({ status: 'ready', ticks: 0, elapsedMs: 0, speed: 50 });
    expect(state.lanes).toHaveLength(SORTING_ALGORITHM_IDS.length);
    for (const lane of state.lanes) {
      expect(lane).toMatchObject({
        frameIndex: 0,
        operations: 0,
        progress: 0,
        completed: false,
        timeMs: null,
      });
    }
    vi.advanceTimersByTime(1000);
    expect(race.getSnapshot().ticks).toBe(0);
  });

  it('gives every unfinished lane the same budget each tick, and counts are the trace counts at the frame', () => {
    const size = 40;
    const lanes = lanesFor(sortingSetup(7, 'random', size));
    const race = createRace({ kind: 'sorting', size, lanes });
    const budget = milliOperationsPerTick('sorting', size, 50);
    race.start();
    for (let tick = 1; tick <= 30; tick++) {
      vi.advanceTimersByTime(TICK_MS);
      const state = race.getSnapshot();
      expect(state.ticks).toBe(tick);
      expect(state.elapsedMs).toBe(tick * TICK_MS);
      state.lanes.forEach((lane, i) => {
        const trace = lanes[i]?.trace;
        if (!trace) throw new Error('missing lane');
        const granted = Math.floor((tick * budget) / MILLI);
        const counts = countsAt(trace, lane.frameIndex);
        expect(lane.comparisons).toBe(counts.comparisons);
        expect(lane.swaps).toBe(counts.swaps);
        expect(lane.writes).toBe(counts.writes);
        if (lane.completed) {
          expect(lane.operations).toBe(trace.totals.operations);
          expect(granted).toBeGreaterThanOrEqual(trace.totals.operations);
        } else {
          expect(lane.operations).toBe(granted);
          expect(lane.progress).toBeCloseTo((100 * granted) / trace.totals.operations, 10);
        }
      });
    }
  });

  it('finishes each lane at the tick its budget covers its whole trace; counts then equal the trace totals', () => {
    const size = 60;
    const lanes = lanesFor(sortingSetup(99, 'random', size));
    const race = createRace({ kind: 'sorting', size, lanes });
    const budget = milliOperationsPerTick('sorting', size, 50);
    runToEnd(race);
    const state = race.getSnapshot();
    expect(state.status).toBe('finished');
    const slowest = Math.max(...lanes.map((lane) => ticksFor(lane.trace.totals.operations, budget)));
    expect(state.ticks).toBe(slowest);
    state.lanes.forEach((lane, i) => {
      const trace = lanes[i]?.trace;
      if (!trace) throw new Error('missing lane');
      expect(lane).toMatchObject({
        completed: true,
        progress: 100,
        frameIndex: trace.stepCount,
        comparisons: trace.totals.comparisons,
        swaps: trace.totals.swaps,
        writes: trace.totals.writes,
        operations: trace.totals.operations,
        timeMs: ticksFor(trace.totals.operations, budget) * TICK_MS,
      });
      // The same as tracing the algorithm on its own.
      expect(traceAlgorithm(lane.id as never, trace.input).totals).toEqual(trace.totals);
    });
  });

  it('finishing order equals the order of total operations (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 32 - 1 }),
        fc.constantFrom(...presets),
        fc.integer({ min: 5, max: 70 }),
        fc.integer({ min: 10, max: 100 }),
        fc.boolean(),
        (seed, preset, size, speed, searching) => {
          vi.setSystemTime(0);
          const setup = searching
            ? searchingSetup(seed, preset, size, speed)
            : sortingSetup(seed, preset, size, speed);
          const lanes = lanesFor(setup);
          const race = createRace({ kind: setup.kind, size, lanes, speed });
          runToEnd(race);
          const finished = rankLanes(race.getSnapshot().lanes);
          expect(finished.every((lane) => lane.completed)).toBe(true);
          expect(finished.map((lane) => lane.id)).toEqual(byTotalThenName(lanes));
          // Times never decrease down the leaderboard.
          const times = finished.map((lane) => lane.timeMs ?? Number.NaN);
          expect(times).toEqual(times.slice().sort((a, b) => a - b));
          race.dispose();
        },
      ),
      { numRuns: 40 },
    );
  });

  it('pause stops the clock and the lanes; resume continues mid-tick; the race clock excludes pauses', () => {
    const size = 50;
    const lanes = lanesFor(sortingSetup(3, 'reversed', size));
    const race = createRace({ kind: 'sorting', size, lanes });
    race.start();
    vi.advanceTimersByTime(1050);
    expect(race.getSnapshot().ticks).toBe(10);
    expect(race.elapsedNow()).toBe(1050);
    race.pause();
    const paused = race.getSnapshot();
    expect(paused).toMatchObject({ status: 'paused', ticks: 10, elapsedMs: 1050 });
    vi.advanceTimersByTime(60_000);
    expect(race.getSnapshot()).toBe(paused);
    expect(race.elapsedNow()).toBe(1050);
    race.resume();
    expect(race.getSnapshot().status).toBe('running');
    vi.advanceTimersByTime(49);
    expect(race.getSnapshot().ticks).toBe(10);
    vi.advanceTimersByTime(1);
    expect(race.getSnapshot()).toMatchObject({ ticks: 11, elapsedMs: 1100 });
    // Toggle pauses and resumes as well.
    race.toggle();
    expect(race.getSnapshot().status).toBe('paused');
    race.toggle();
    expect(race.getSnapshot().status).toBe('running');
    race.pause();
    // The same lanes after the pauses as in a race never paused.
    const straight = createRace({ kind: 'sorting', size, lanes });
    straight.start();
    vi.advanceTimersByTime(1100);
    expect(straight.getSnapshot().lanes).toEqual(race.getSnapshot().lanes);
  });

  it('reset returns to the start; start after the finish runs the race again from zero', () => {
    const size = 10;
    const lanes = lanesFor(sortingSetup(5, 'random', size));
    const race = createRace({ kind: 'sorting', size, lanes, speed: 100 });
    race.start();
    vi.advanceTimersByTime(500);
    race.reset();
    expect(race.getSnapshot()).toMatchObject({ status: 'ready', ticks: 0, elapsedMs: 0 });
    expect(race.getSnapshot().lanes.every((lane) => lane.operations === 0 && !lane.completed)).toBe(true);
    vi.advanceTimersByTime(5000);
    expect(race.getSnapshot().ticks).toBe(0);
    const first = runToEnd(race);
    const finalLanes = race.getSnapshot().lanes;
    race.start();
    expect(race.getSnapshot()).toMatchObject({ status: 'running', ticks: 0 });
    expect(race.getSnapshot().lanes.every((lane) => lane.operations === 0)).toBe(true);
    const second = runToEnd(race);
    expect(second).toBe(first);
    expect(race.getSnapshot().lanes).toEqual(finalLanes);
  });

  it('runs every tick that was due when a timer fires late', () => {
    let now = 0;
    const pending: { at: number; callback: () => void }[] = [];
    const lateClock: Clock = {
      now: () => now,
      setTimeout: (callback, ms) => {
        const entry = { at: now + ms, callback };
        pending.push(entry);
        return entry;
      },
      clearTimeout: (handle) => {
        const i = pending.indexOf(handle as (typeof pending)[number]);
        if (i >= 0) pending.splice(i, 1);
      },
    };
    const size = 80;
    const lanes = lanesFor(sortingSetup(11, 'random', size));
    const race = createRace({ kind: 'sorting', size, lanes, clock: lateClock });
    const published: number[] = [];
    race.subscribe(() => published.push(race.getSnapshot().ticks));
    race.start();
    // The timer fires a whole second late, as in a background tab.
    now = 1030;
    pending.shift()?.callback();
    expect(race.getSnapshot().ticks).toBe(10);
    expect(published).toEqual([0, 10]); // one publish for the ten ticks
    expect(pending[0]?.at).toBe(1100);
    const reference = createRace({ kind: 'sorting', size, lanes });
    reference.start();
    vi.advanceTimersByTime(1000);
    expect(race.getSnapshot().lanes).toEqual(reference.getSnapshot().lanes);
  });

  it('a new speed changes the budget from the next tick on', () => {
    const size = 100;
    const lanes = lanesFor(sortingSetup(21, 'reversed', size));
    const race = createRace({ kind: 'sorting', size, lanes, speed: 50 });
    race.start();
    vi.advanceTimersByTime(TICK_MS);
    race.setSpeed(100);
    expect(race.getSnapshot().speed).toBe(100);
    vi.advanceTimersByTime(TICK_MS);
    const expected = Math.floor(
      (milliOperationsPerTick('sorting', size, 50) + milliOperationsPerTick('sorting', size, 100)) / MILLI,
    );
    expect(race.getSnapshot().lanes[0]?.operations).toBe(expected);
    race.setSpeed(1000);
    expect(race.getSnapshot().speed).toBe(100);
    race.setSpeed(1);
    expect(race.getSnapshot().speed).toBe(10);
  });

  it('does nothing without lanes, and stops its timer when disposed', () => {
    const empty = createRace({ kind: 'sorting', size: 30, lanes: [] });
    empty.start();
    expect(empty.getSnapshot().status).toBe('ready');
    const race = createRace({
      kind: 'searching',
      size: 20,
      lanes: lanesFor(searchingSetup(2, 'random', 20)),
    });
    race.start();
    race.dispose();
    vi.advanceTimersByTime(10_000);
    expect(race.getSnapshot().ticks).toBe(0);
  });
});
