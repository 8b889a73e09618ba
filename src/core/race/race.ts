/**
 * The race engine: every selected algorithm runs on the same input, and each tick gives every unfinished lane
 * the same budget of operations (docs/product-rules.md#the-race-is-honest). Progress is operations done over
 * the lane's total; the counts shown are the trace's real counts at the frame reached; a lane's time is the
 * race clock at the tick it finished. Framework-free: time comes from an injected clock, so tests use fake
 * timers and the engine is deterministic given the input, the speed and the clock.
 *
 * The race clock advances 100 ms a tick and stops while paused. When a timer fires late (a busy or
 * background tab), the ticks that were due are all run before publishing, so the clock and the budget
 * handed out always agree.
 */
import { createStore, createTimeout, systemClock, type Clock, type ReadableStore } from '@/core/store';
import type { Trace } from '@/core/trace';
import { countsAt, indexAtOperations } from '@/core/trace';
import type { RaceKind } from './pacing';
import { MILLI, RACE_SPEED_DEFAULT, TICK_MS, clampSpeed, milliOperationsPerTick } from './pacing';

export interface RaceLaneSpec {
  readonly id: string;
  readonly name: string;
  readonly trace: Trace;
  /**
   * What the lane's result gets wrong ('Not sorted': the learner's sort left the array out of order),
   * said once the lane finishes; such a lane takes no place. Null or absent for a lane that is right.
   */
  readonly wrong?: string | null;
}

export interface LaneState {
  readonly id: string;
  readonly name: string;
  /** The trace frame the lane shows: the furthest one within the operations granted so far. */
  readonly frameIndex: number;
  readonly comparisons: number;
  readonly swaps: number;
  readonly writes: number;
  /** Operations done: comparisons + swaps + writes at frameIndex. */
  readonly operations: number;
  readonly totalOperations: number;
  /** operations / totalOperations, 0..100. */
  readonly progress: number;
  readonly completed: boolean;
  /** The race clock when the lane finished, in ms; null until then. */
  readonly timeMs: number | null;
  /** Once finished, what its result gets wrong (see RaceLaneSpec.wrong); null while running or when right. */
  readonly wrong: string | null;
}

export type RaceStatus = 'ready' | 'running' | 'paused' | 'finished';

export interface RaceState {
  readonly status: RaceStatus;
  /** Ticks run so far. */
  readonly ticks: number;
  /** The race clock at the last change, in ms (ticks × 100 plus any part-tick before a pause). */
  readonly elapsedMs: number;
  readonly speed: number;
  /** One per lane, in the order the lanes were given. */
  readonly lanes: readonly LaneState[];
}

/** A store of RaceState: one snapshot per tick (at most) or control change. */
export interface Race extends ReadableStore<RaceState> {
  readonly kind: RaceKind;
  readonly size: number;
  /** The race clock right now (it moves between ticks while running). */
  elapsedNow(): number;
  /** Starts from the beginning (after a finished race too); resumes when paused. */
  start(): void;
  pause(): void;
  resume(): void;
  /** Space: start, pause or resume. */
  toggle(): void;
  /** Back to the start: no operations done, clock at zero, not running. */
  reset(): void;
  setSpeed(speed: number): void;
  /** Stops the timer (a running race is paused); subscribers stay, so a remounted screen can resume. */
  dispose(): void;
}

export interface RaceOptions {
  kind: RaceKind;
  /** The input's length, which sets the budget (see operationsPerTick). */
  size: number;
  lanes: readonly RaceLaneSpec[];
  speed?: number;
  clock?: Clock;
}

interface LaneRuntime {
  readonly spec: RaceLaneSpec;
  /** Operations granted so far, in thousandths. */
  granted: number;
  state: LaneState;
}

function laneAt(spec: RaceLaneSpec, frameIndex: number, timeMs: number | null): LaneState {
  const counts = countsAt(spec.trace, frameIndex);
  const total = spec.trace.totals.operations;
  const completed = timeMs !== null;
  return {
    id: spec.id,
    name: spec.name,
    frameIndex,
    comparisons: counts.comparisons,
    swaps: counts.swaps,
    writes: counts.writes,
    operations: counts.operations,
    totalOperations: total,
    progress: completed ? 100 : total === 0 ? 0 : (100 * counts.operations) / total,
    completed,
    timeMs,
    wrong: completed ? (spec.wrong ?? null) : null,
  };
}

/**
 * Grants one tick's budget to a lane. Returns the lane's new state: the furthest frame within the
 * operations granted, completed (at `timeMs`) once the grant covers the whole trace.
 */
function grantTick(lane: LaneRuntime, budgetMilli: number, timeMs: number): LaneState {
  if (lane.state.completed) return lane.state;
  lane.granted += budgetMilli;
  const total = lane.spec.trace.totals.operations;
  const operations = Math.min(total, Math.floor(lane.granted / MILLI));
  if (operations >= total) return laneAt(lane.spec, lane.spec.trace.stepCount, timeMs);
  const frameIndex = indexAtOperations(lane.spec.trace, operations);
  if (frameIndex === lane.state.frameIndex) return lane.state;
  return laneAt(lane.spec, frameIndex, null);
}

export function createRace({
  kind,
  size,
  lanes: specs,
  speed: initialSpeed = RACE_SPEED_DEFAULT,
  clock = systemClock,
}: RaceOptions): Race {
  let speed = clampSpeed(initialSpeed);
  let budget = milliOperationsPerTick(kind, size, speed);
  let status: RaceStatus = 'ready';
  let ticks = 0;
  /** While running: the clock time the current tick started. */
  let tickStartedAt = 0;
  /** While paused: how far into the current tick the race was paused. */
  let pausedPartial = 0;
  const timer = createTimeout(clock);
  const lanes: LaneRuntime[] = specs.map((spec) => ({ spec, granted: 0, state: laneAt(spec, 0, null) }));
  const store = createStore(snapshot());

  function partialNow(): number {
    if (status === 'running') return Math.min(TICK_MS, Math.max(0, clock.now() - tickStartedAt));
    if (status === 'paused') return pausedPartial;
    return 0;
  }

  function elapsedNow(): number {
    return ticks * TICK_MS + partialNow();
  }

  function snapshot(): RaceState {
    return { status, ticks, elapsedMs: elapsedNow(), speed, lanes: lanes.map((lane) => lane.state) };
  }

  function publish() {
    store.set(snapshot());
  }

  function schedule(delay: number) {
    timer.start(onTimer, Math.max(0, delay));
  }

  const allDone = () => lanes.every((lane) => lane.state.completed);

  function runTick() {
    ticks += 1;
    const timeMs = ticks * TICK_MS;
    for (const lane of lanes) lane.state = grantTick(lane, budget, timeMs);
  }

  function onTimer() {
    if (status !== 'running') return;
    const now = clock.now();
    // Run every tick that is due: at least one, since this timer was set for the next tick's end.
    do {
      tickStartedAt += TICK_MS;
      runTick();
    } while (!allDone() && now - tickStartedAt >= TICK_MS);
    if (allDone()) {
      status = 'finished';
      pausedPartial = 0;
    } else {
      schedule(tickStartedAt + TICK_MS - now);
    }
    publish();
  }

  function rewind() {
    timer.stop();
    ticks = 0;
    pausedPartial = 0;
    for (const lane of lanes) {
      lane.granted = 0;
      lane.state = laneAt(lane.spec, 0, null);
    }
  }

  function run(partial: number) {
    status = 'running';
    tickStartedAt = clock.now() - partial;
    schedule(TICK_MS - partial);
  }

  const race: Race = {
    kind,
    size,
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    elapsedNow,
    start() {
      if (status === 'running' || lanes.length === 0) return;
      if (status === 'paused') return race.resume();
      if (status === 'finished') rewind();
      run(0);
      publish();
    },
    pause() {
      if (status !== 'running') return;
      pausedPartial = Math.min(TICK_MS - 1, partialNow());
      timer.stop();
      status = 'paused';
      publish();
    },
    resume() {
      if (status !== 'paused') return;
      run(pausedPartial);
      pausedPartial = 0;
      publish();
    },
    toggle() {
      if (status === 'running') race.pause();
      else race.start();
    },
    reset() {
      rewind();
      status = 'ready';
      publish();
    },
    setSpeed(next) {
      const clamped = clampSpeed(next);
      if (clamped === speed) return;
      speed = clamped;
      budget = milliOperationsPerTick(kind, size, speed);
      publish();
    },
    dispose() {
      if (status === 'running') race.pause();
      timer.stop();
    },
  };
  return race;
}
