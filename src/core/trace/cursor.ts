import type { Frame } from './frame';
import { frameAt } from './frame';
import type { Trace } from './trace';

/** Anything a player can move through: an array Trace's frames or a ModelTrace's. */
export interface Seekable<F extends { readonly index: number }> {
  readonly stepCount: number;
  frameAt(k: number): F;
}

/** A player's position in a trace. Moves clamp to 0..steps.length instead of throwing. */
export interface TraceCursor<F extends { readonly index: number } = Frame> {
  readonly index: number;
  readonly frame: F;
  readonly atStart: boolean;
  readonly atEnd: boolean;
  seek(k: number): F;
  next(): F;
  prev(): F;
}

const isSeekable = <F extends { readonly index: number }>(
  source: Trace | Seekable<F>,
): source is Seekable<F> => typeof (source as Seekable<F>).frameAt === 'function';

export function createCursor(trace: Trace, start?: number): TraceCursor;
export function createCursor<F extends { readonly index: number }>(
  source: Seekable<F>,
  start?: number,
): TraceCursor<F>;
export function createCursor<F extends { readonly index: number }>(
  source: Trace | Seekable<F>,
  start = 0,
): TraceCursor<F> | TraceCursor {
  const seekable: Seekable<F> | Seekable<Frame> = isSeekable(source)
    ? source
    : { stepCount: source.stepCount, frameAt: (k: number) => frameAt(source, k) };
  return cursorOver(seekable as Seekable<F>, start);
}

function cursorOver<F extends { readonly index: number }>(
  source: Seekable<F>,
  start: number,
): TraceCursor<F> {
  const last = source.stepCount;
  const clamp = (k: number) => (Number.isNaN(k) ? 0 : Math.min(last, Math.max(0, Math.round(k))));
  let frame = source.frameAt(clamp(start));

  const seek = (k: number): F => {
    const target = clamp(k);
    if (target !== frame.index) frame = source.frameAt(target);
    return frame;
  };

  return {
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
