/**
 * Time, injected: everything in core that runs on timers (the visualiser's player, the race engine, the
 * data-structure scripts, request time limits) takes a Clock, so tests drive time with a fake one and
 * the same code runs in the browser, in Node and in a worker.
 */
export interface Clock {
  /** Milliseconds; only differences matter. */
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/**
 * The host's clock and timers, looked up at every call, so fake timers installed later (Vitest's) apply.
 */
export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

/** One pending timeout at a time, on a clock: starting it again replaces the one still pending. */
export interface Timeout {
  start(callback: () => void, ms: number): void;
  /** Cancels the pending timeout, if any (safe to call at any time). */
  stop(): void;
  /** Whether a timeout is pending. */
  pending(): boolean;
}

export function createTimeout(clock: Clock): Timeout {
  let handle: unknown = null;
  const stop = () => {
    if (handle !== null) clock.clearTimeout(handle);
    handle = null;
  };
  return {
    start(callback, ms) {
      stop();
      handle = clock.setTimeout(() => {
        handle = null;
        callback();
      }, ms);
    },
    stop,
    pending: () => handle !== null,
  };
}
