/**
 * Plays a timed script on a clock. Events due at 0 ms fire synchronously, the rest from one timer per
 * distinct time, each measured from the start (no drift from chained timers). The returned function
 * cancels every timer still pending; it is safe to call more than once and after the end.
 */
import { systemClock, type Clock } from '@/core/store';
import { scriptEvents } from './events';
import type { ScriptEvent } from './machine';
import type { DataChange, Highlight, ScriptStep, StructureKind, TimedScript } from './types';

export interface ScriptHandlers {
  /** Every event, in order; the other handlers are conveniences over it. */
  onEvent?(event: ScriptEvent): void;
  onStep?(step: ScriptStep): void;
  onHighlight?(highlights: readonly Highlight[]): void;
  onDataChange?(data: readonly number[], change: DataChange): void;
  /** The end pause is over: back to idle, message and highlights cleared. */
  onEnd?(): void;
}

export type CancelRun = () => void;

function dispatch(event: ScriptEvent, handlers: ScriptHandlers): void {
  handlers.onEvent?.(event);
  switch (event.kind) {
    case 'step':
      handlers.onStep?.(event.step);
      break;
    case 'highlight':
      handlers.onHighlight?.(event.highlights);
      break;
    case 'data':
      handlers.onDataChange?.(event.change.data, event.change);
      break;
    case 'end':
      handlers.onEnd?.();
      break;
  }
}

export function runScript<K extends StructureKind>(
  script: TimedScript<K>,
  handlers: ScriptHandlers,
  clock: Clock = systemClock,
): CancelRun {
  const batches = new Map<number, ScriptEvent[]>();
  for (const event of scriptEvents(script)) {
    const batch = batches.get(event.atMs) ?? [];
    batch.push(event);
    batches.set(event.atMs, batch);
  }

  let cancelled = false;
  const pending = new Set<unknown>();
  const fire = (batch: readonly ScriptEvent[]): void => {
    for (const event of batch) {
      if (cancelled) return; // a handler may cancel part-way through a batch
      dispatch(event, handlers);
    }
  };
  const cancel: CancelRun = () => {
    cancelled = true;
    for (const handle of pending) clock.clearTimeout(handle);
    pending.clear();
  };

  for (const [atMs, batch] of batches) {
    if (atMs > 0) {
      const handle = clock.setTimeout(() => {
        pending.delete(handle);
        fire(batch);
      }, atMs);
      pending.add(handle);
    }
  }
  const immediate = batches.get(0);
  if (immediate !== undefined) fire(immediate);
  return cancel;
}
