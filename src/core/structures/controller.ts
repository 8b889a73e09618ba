/**
 * One page's operations end to end, framework-free: validate the dialog, plan, play the script and
 * keep the page state. The UI subscribes to state changes and renders them.
 */
import { enabledOperations, initialOperationState, isIdle, reduceOperation } from './machine';
import type { MachineEvent, OperationState } from './machine';
import { planOperation } from './plan';
import { runScript, systemScheduler } from './runner';
import type { CancelRun, Scheduler } from './runner';
import { INITIAL_COLLECTION } from './timing';
import type { InputOf, OperationOf, StructureKind, TimedScript } from './types';
import { validateOperationInput } from './validation';
import type { RawInput, Rejection } from './validation';

export type StartOutcome<K extends StructureKind> =
  { ok: true; script: TimedScript<K> } | { ok: false; rejection: Rejection };

export interface OperationController<K extends StructureKind> {
  readonly structure: K;
  getState(): OperationState<K>;
  /** Called after every change; returns the unsubscribe function. */
  subscribe(listener: (state: OperationState<K>) => void): () => void;
  enabledOperations(): Record<OperationOf<K>, boolean>;
  /** Starts an operation from its dialog's raw fields; a rejection means "ignore silently". */
  submit<O extends OperationOf<K>>(op: O, raw?: RawInput): StartOutcome<K>;
  /** Starts an operation from already-validated input (same checks, typed). */
  start<O extends OperationOf<K>>(op: O, input: InputOf<K, O>): StartOutcome<K>;
  /** Stops the running operation (if any) and returns to idle, keeping the data as it is now. */
  cancel(): void;
}

export interface ControllerOptions {
  initialData?: readonly number[];
  scheduler?: Scheduler;
}

export function createOperationController<K extends StructureKind>(
  structure: K,
  options: ControllerOptions = {},
): OperationController<K> {
  const scheduler = options.scheduler ?? systemScheduler;
  let state = initialOperationState(structure, options.initialData ?? INITIAL_COLLECTION);
  let cancelRun: CancelRun | null = null;
  const listeners = new Set<(state: OperationState<K>) => void>();

  const apply = (event: MachineEvent<K>): void => {
    const next = reduceOperation(state, event);
    if (next === state) return;
    state = next;
    if (isIdle(state)) cancelRun = null;
    for (const listener of listeners) listener(state);
  };

  const play = (script: TimedScript<K>): StartOutcome<K> => {
    apply({ kind: 'start', script });
    cancelRun = runScript(script, { onEvent: apply }, scheduler);
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

  const submit = <O extends OperationOf<K>>(op: O, raw: RawInput = {}): StartOutcome<K> => {
    if (!isIdle(state)) return { ok: false, rejection: { kind: 'busy' } };
    const checked = validateOperationInput(structure, op, raw, state.data);
    if (!checked.ok) return checked;
    return play(planOperation(structure, state.data, op, checked.input));
  };

  return {
    structure,
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    enabledOperations: () => enabledOperations(state),
    submit,
    start,
    cancel() {
      cancelRun?.();
      cancelRun = null;
      apply({ kind: 'cancel' });
    },
  };
}
