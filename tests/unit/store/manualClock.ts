import type { Clock } from '@/core/store';

/** A clock that moves only when the test says so; due timers fire in time order as it advances. */
export function createManualClock(start = 0) {
  let now = start;
  let nextId = 0;
  const timers = new Map<number, { at: number; callback: () => void }>();
  const clock: Clock = {
    now: () => now,
    setTimeout(callback, ms) {
      nextId += 1;
      timers.set(nextId, { at: now + Math.max(0, ms), callback });
      return nextId;
    },
    clearTimeout(handle) {
      timers.delete(handle as number);
    },
  };
  return {
    clock,
    /** Timers set and not yet fired or cleared. */
    pending: () => timers.size,
    advance(ms: number) {
      const end = now + ms;
      for (;;) {
        let due: [number, { at: number; callback: () => void }] | undefined;
        for (const entry of timers) if (entry[1].at <= end && (!due || entry[1].at < due[1].at)) due = entry;
        if (!due) break;
        timers.delete(due[0]);
        now = due[1].at;
        due[1].callback();
      }
      now = end;
    },
  };
}
