/**
 * Plays a trace one step per interval: the shared visualiser's Visualize / Pause / Resume, step back,
 * step forward and scrubbing. Framework-free; time comes from an injected clock so tests use fake timers.
 *
 * Status follows the specification: idle, then running after play; pause sets paused and play resumes;
 * reaching the last step returns to idle. Moving by hand while running pauses first.
 */
import { createStore, createTimeout, systemClock, type Clock, type ReadableStore } from '@/core/store';

export type PlayerStatus = 'idle' | 'running' | 'paused';

export interface PlayerState {
  /** The frame shown, 0..stepCount. */
  readonly index: number;
  readonly stepCount: number;
  readonly status: PlayerStatus;
  /** Time spent running this run (pauses excluded), in ms. */
  readonly elapsedMs: number;
  readonly completed: boolean;
}

export const SPEED_MIN = 10;
export const SPEED_MAX = 100;
export const SPEED_DEFAULT = 50;

/** The specification's step interval: 1000 / (speed / 10) ms, so speed 50 is 200 ms and 100 is 100 ms. */
export function stepIntervalMs(speed: number): number {
  const clamped = Math.min(SPEED_MAX, Math.max(SPEED_MIN, speed));
  return 1000 / (clamped / 10);
}

/**
 * Whether `next` is the step a running player's own timer took after `previous` (the last step of a run
 * included, which leaves it idle), rather than a change someone asked for: play, pause, a step by hand or
 * a seek, each of which pauses a running player first.
 */
export function isTimerStep(previous: PlayerState, next: PlayerState): boolean {
  return previous.status === 'running' && next.status !== 'paused' && next.index === previous.index + 1;
}

/** A store of PlayerState: one snapshot per step or control change. */
export interface Player extends ReadableStore<PlayerState> {
  /** Elapsed run time right now (it grows between steps while running). */
  elapsedNow(): number;
  play(): void;
  pause(): void;
  /** Play when not running, pause when running (the Space shortcut). */
  toggle(): void;
  stepForward(): void;
  stepBack(): void;
  seek(index: number): void;
  setIntervalMs(ms: number): void;
  dispose(): void;
}

export interface PlayerOptions {
  stepCount: number;
  intervalMs: number;
  clock?: Clock;
  startIndex?: number;
  /**
   * The run is to play at once: its first snapshot already says running, and the first play() starts
   * its timer without a new snapshot. A view that starts an operation then draws it running in one
   * render instead of drawing it idle and again running.
   */
  playing?: boolean;
}

export function createPlayer({
  stepCount,
  intervalMs,
  clock = systemClock,
  startIndex = 0,
  playing = false,
}: PlayerOptions): Player {
  const clampIndex = (k: number) => Math.min(stepCount, Math.max(0, Math.round(Number.isFinite(k) ? k : 0)));
  let index = clampIndex(startIndex);
  let status: PlayerStatus = playing && index < stepCount ? 'running' : 'idle';
  let elapsedBeforeRun = 0;
  let runStartedAt = clock.now();
  let interval = intervalMs;
  const timer = createTimeout(clock);
  const store = createStore(snapshot());

  function elapsed(): number {
    return status === 'running' ? elapsedBeforeRun + (clock.now() - runStartedAt) : elapsedBeforeRun;
  }

  function snapshot(): PlayerState {
    return { index, stepCount, status, elapsedMs: elapsed(), completed: index === stepCount };
  }

  function publish() {
    store.set(snapshot());
  }

  function schedule() {
    timer.start(tick, interval);
  }

  function stopRunning(next: PlayerStatus) {
    if (status === 'running') elapsedBeforeRun += clock.now() - runStartedAt;
    timer.stop();
    status = next;
  }

  function tick() {
    if (status !== 'running') return;
    index = Math.min(stepCount, index + 1);
    if (index === stepCount) stopRunning('idle');
    else schedule();
    publish();
  }

  function moveTo(k: number) {
    if (status === 'running') stopRunning('paused');
    index = clampIndex(k);
    publish();
  }

  const player: Player = {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    elapsedNow: elapsed,
    play() {
      if (status === 'running') {
        // A player created playing: its run starts now, already shown as running.
        if (!timer.pending()) {
          runStartedAt = clock.now();
          schedule();
        }
        return;
      }
      if (index === stepCount) {
        // Visualize after the end replays the run from the start.
        index = 0;
        elapsedBeforeRun = 0;
      }
      if (status === 'idle' && index === 0) elapsedBeforeRun = 0;
      if (stepCount === 0) return;
      status = 'running';
      runStartedAt = clock.now();
      schedule();
      publish();
    },
    pause() {
      if (status !== 'running') return;
      stopRunning('paused');
      publish();
    },
    toggle() {
      if (status === 'running') player.pause();
      else player.play();
    },
    stepForward: () => moveTo(index + 1),
    stepBack: () => moveTo(index - 1),
    seek: (k) => moveTo(k),
    setIntervalMs(ms) {
      interval = ms;
      if (timer.pending()) schedule();
    },
    dispose() {
      timer.stop();
      store.clear();
    },
  };
  return player;
}
