/** How long Python's load may go without a new byte before it counts as stalled. */
export const LOAD_STALL_MILLIS = 20_000;

/** The clock the watchdog waits on: the global timers, or fake ones in tests. */
export interface WatchdogTimers {
  setTimeout(callback: () => void, millis: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface LoadWatchdog {
  /**
   * Bytes loaded so far, of `totalBytes` when known: more than before restarts the wait, the same count
   * does not. Once every byte has arrived the watch ends: compiling and starting Python send no
   * progress, and take as long as the device needs (far more than the wait on a slow phone).
   */
  progress(loadedBytes: number, totalBytes?: number): void;
  /** The load ended (loaded or failed): the watchdog stops and never fires. */
  finish(): void;
}

const GLOBAL_TIMERS: WatchdogTimers = {
  setTimeout: (callback, millis) => globalThis.setTimeout(callback, millis),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Watches a load from the moment it is created: `onStall` is called once if no new bytes arrive for
 * `stallMillis` and the load has not finished.
 */
export function createLoadWatchdog(
  onStall: () => void,
  options: { stallMillis?: number; timers?: WatchdogTimers } = {},
): LoadWatchdog {
  const stallMillis = options.stallMillis ?? LOAD_STALL_MILLIS;
  const timers = options.timers ?? GLOBAL_TIMERS;
  let loaded = -1;
  let done = false;
  let handle: unknown = null;
  const arm = () => {
    if (handle !== null) timers.clearTimeout(handle);
    handle = timers.setTimeout(() => {
      handle = null;
      done = true;
      onStall();
    }, stallMillis);
  };
  const finish = () => {
    done = true;
    if (handle !== null) timers.clearTimeout(handle);
    handle = null;
  };
  arm();
  return {
    progress(loadedBytes, totalBytes = 0) {
      if (done || loadedBytes <= loaded) return;
      loaded = loadedBytes;
      if (totalBytes > 0 && loadedBytes >= totalBytes) finish();
      else arm();
    },
    finish,
  };
}

/** Shown when a load stalls. */
export const LOAD_STALLED_MESSAGE = `Python is taking too long to load (no progress for ${LOAD_STALL_MILLIS / 1000} s).`;

const MAX_REASON_CHARS = 120;

/** "Python could not load: <reason>." with the reason's first line, cut short if it is long. */
export function loadFailedMessage(reason: string): string {
  const line = (reason.trim().split('\n')[0] ?? '').trim();
  const short = line.length > MAX_REASON_CHARS ? `${line.slice(0, MAX_REASON_CHARS)}…` : line;
  const text = short === '' ? 'its worker stopped' : short;
  return `Python could not load: ${text.replace(/\.$/, '')}.`;
}
