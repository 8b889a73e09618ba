import type { Frame } from './frame';
import { frameAt } from './frame';
import type { Trace } from './trace';

/** A player's position in a trace. Moves clamp to 0..steps.length instead of throwing. */
export interface TraceCursor {
  readonly trace: Trace;
  readonly index: number;
  readonly frame: Frame;
  readonly atStart: boolean;
  readonly atEnd: boolean;
  seek(k: number): Frame;
  next(): Frame;
  prev(): Frame;
}

export function createCursor(trace: Trace, start = 0): TraceCursor {
  const last = trace.stepCount;
  const clamp = (k: number) => (Number.isNaN(k) ? 0 : Math.min(last, Math.max(0, Math.round(k))));
  let frame = frameAt(trace, clamp(start));

  const seek = (k: number): Frame => {
    const target = clamp(k);
    if (target !== frame.index) frame = frameAt(trace, target);
    return frame;
  };

  return {
    trace,
    get index() {
      return frame.index;
    },
    get frame() {
      return frame;
    },
    get atStart() {
      return frame.index === 0;
    },
    get atEnd() {
      return frame.index === last;
    },
    seek,
    next: () => seek(frame.index + 1),
    prev: () => seek(frame.index - 1),
  };
}
