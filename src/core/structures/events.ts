/** A script as a flat, time-ordered list of events, and the page state at any moment of it. */
import { initialOperationState, reduceOperation } from './machine';
import type { OperationState, ScriptEvent } from './machine';
import type { StructureKind, TimedScript } from './types';

// At equal times the data lands first, so the step that starts with it highlights the new data.
const ORDER: Record<ScriptEvent['kind'], number> = { data: 0, step: 1, highlight: 2, end: 3 };

export function scriptEvents<K extends StructureKind>(script: TimedScript<K>): ScriptEvent[] {
  const events: ScriptEvent[] = [];
  for (const step of script.steps) {
    events.push({ kind: 'step', atMs: step.atMs, step });
    for (const frame of step.subFrames) {
      events.push({ kind: 'highlight', atMs: frame.atMs, highlights: frame.highlights });
    }
  }
  if (script.dataChange !== null) {
    events.push({ kind: 'data', atMs: script.dataChange.atMs, change: script.dataChange });
  }
  events.push({ kind: 'end', atMs: script.endAtMs });
  return events.sort((a, b) => a.atMs - b.atMs || ORDER[a.kind] - ORDER[b.kind]);
}

/** The page state `atMs` after the script started (idle again from `script.endAtMs` on). */
export function stateAt<K extends StructureKind>(script: TimedScript<K>, atMs: number): OperationState<K> {
  let state = reduceOperation(initialOperationState(script.structure, script.initialData), {
    kind: 'start',
    script,
  });
  for (const event of scriptEvents(script)) {
    if (event.atMs > atMs) break;
    state = reduceOperation(state, event);
  }
  return state;
}
