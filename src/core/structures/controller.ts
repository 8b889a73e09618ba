/**
 * One page's operations end to end, framework-free: validate the dialog, plan, play the script and
 * keep the page state in a store. The UI subscribes to state changes and renders them.
 */
import { createStore, systemClock, type Clock, type ReadableStore } from '@/core/store';
import { enabledOperations, initialOperationState, isIdle, reduceOperation } from './machine';
import type { MachineEvent, OperationState } from './machine';
import { planOperation } from './plan';
import { runScript } from './runner';
import type { CancelRun } from './runner';
import { INITIAL_COLLECTION } from './timing';
import type { InputOf, OperationOf, StructureKind, TimedScript } from './types';
import { validateOperationInput } from './validation';
import type { RawInput, Rejection } from './validation';

export type StartOutcome<K extends StructureKind> =
  { ok: true; script: TimedScript<K> } | { ok: false; rejection: Rejection };

/** A store of the page state: one snapshot per change (a step, a highlight, a data change, the end). */
export interface OperationController<K extends StructureKind> extends ReadableStore<OperationState<K>> {
  readonly structure: K;
  enabledOperations(): Record<OperationOf<K>, boolean>;
  /** Starts an operation from its dialog's raw fields; a rejection means "ignore silently". */
  submit<O extends OperationOf<K>>(op: O, raw?: RawInput): StartOutcome<K>;
  /**
   * Checks and plans an operation as `submit` would, without playing it (practice asks for a prediction
   * first); `play` then plays the planned script, if the page is still idle on the same data.
   */
  plan<O extends OperationOf<K>>(op: O, raw?: RawInput): StartOutcome<K>;
  play(script: TimedScript<K>): StartOutcome<K>;
  /** Starts an operation from already-validated input (same checks, typed). */
  start<O extends OperationOf<K>>(op: O, input: InputOf<K, O>): StartOutcome<K>;
  /** Stops the running operation (if any) and returns to idle, keeping the data as it is now. */
  cancel(): void;
}

export interface ControllerOptions {
  initialData?: readonly number[];
  clock?: Clock;
}

export function createOperationController<K extends StructureKind>(
  structure: K,
  options: ControllerOptions = {},
): OperationController<K> {
  const clock = options.clock ?? systemClock;
  const store = createStore(initialOperationState(structure, options.initialData ?? INITIAL_COLLECTION));
  const state = store.getSnapshot;
  let cancelRun: CancelRun | null = null;

  const apply = (event: MachineEvent<K>): void => {
    const next = reduceOperation(state(), event);
    if (next === state()) return;
    if (isIdle(next)) cancelRun = null;
    store.set(next);
  };

  const play = (script: TimedScript<K>): StartOutcome<K> => {
    apply({ kind: 'start', script });
    cancelRun = runScript(script, { onEvent: apply }, clock);
    return { ok: true, script };
  };

  const start = <O extends OperationOf<K>>(op: O, input: InputOf<K, O>): StartOutcome<K> => {
    // Re-validate typed input through the same rules by turning it back into dialog fields.
    const raw = input as { value?: number; index?: number };
    return submit(op, {
      ...(raw.value === undefined ? {} : { value: String(raw.value) }),
      ...(raw.index === undefined ? {} : { index: String(raw.index) }),
    });
  };

  const plan = <O extends OperationOf<K>>(op: O, raw: RawInput = {}): StartOutcome<K> => {
    const current = state();
    if (!isIdle(current)) return { ok: false, rejection: { kind: 'busy' } };
    const checked = validateOperationInput(structure, op, raw, current.data);
    if (!checked.ok) return checked;
    return { ok: true, script: planOperation(structure, current.data, op, checked.input) };
  };

  const submit = <O extends OperationOf<K>>(op: O, raw: RawInput = {}): StartOutcome<K> => {
    const planned = plan(op, raw);
    return planned.ok ? play(planned.script) : planned;
  };

  const playPlanned = (script: TimedScript<K>): StartOutcome<K> => {
    const current = state();
    if (!isIdle(current)) return { ok: false, rejection: { kind: 'busy' } };
    // A script planned on other data would end on the wrong collection: plan it again.
    if (current.data.join() !== script.initialData.join()) return { ok: false, rejection: { kind: 'busy' } };
    return play(script);
  };

  return {
    structure,
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    enabledOperations: () => enabledOperations(state()),
    submit,
    plan,
    play: playPlanned,
    start,
    cancel() {
      cancelRun?.();
      cancelRun = null;
      apply({ kind: 'cancel' });
    },
  };
}
