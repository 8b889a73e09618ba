/**
 * The page state machine: idle, or one operation's phase (adding, pushing, dequeueing, ...) with its
 * current step, message, highlights and pending item. A script's events drive it; its state at each
 * moment is a frame of the operation's trace (trace.ts).
 */
import { OPERATION_RULES, STRUCTURE_OPERATIONS } from './operations';
import { INITIAL_COLLECTION } from './timing';
import type {
  DataChange,
  Highlight,
  OperationOf,
  PendingItem,
  PhaseOf,
  ScriptStep,
  StructureKind,
  TimedScript,
} from './types';

export interface OperationState<K extends StructureKind = StructureKind> {
  structure: K;
  phase: PhaseOf<K> | 'idle';
  /** The running operation; null when idle. */
  op: OperationOf<K> | null;
  data: readonly number[];
  /** 1-based number of the current step; 0 when idle. */
  stepNumber: number;
  totalSteps: number;
  /** The status line; '' when idle. */
  message: string;
  highlights: readonly Highlight[];
  pending: PendingItem | null;
}

/** The timed events a script is made of, in the order the runner fires them. */
export type ScriptEvent =
  | { kind: 'data'; atMs: number; change: DataChange }
  | { kind: 'step'; atMs: number; step: ScriptStep }
  | { kind: 'highlight'; atMs: number; highlights: readonly Highlight[] }
  | { kind: 'end'; atMs: number };

export type MachineEvent<K extends StructureKind = StructureKind> =
  | { kind: 'start'; script: TimedScript<K> }
  | ScriptEvent
  /** Stops the operation where it is: the data stays as it is at that moment. */
  | { kind: 'cancel' };

export function initialOperationState<K extends StructureKind>(
  structure: K,
  data: readonly number[] = INITIAL_COLLECTION,
): OperationState<K> {
  return {
    structure,
    phase: 'idle',
    op: null,
    data,
    stepNumber: 0,
    totalSteps: 0,
    message: '',
    highlights: [],
    pending: null,
  };
}

function toIdle<K extends StructureKind>(state: OperationState<K>): OperationState<K> {
  return initialOperationState(state.structure, state.data);
}

export function isIdle(state: OperationState): boolean {
  return state.phase === 'idle';
}

export function reduceOperation<K extends StructureKind>(
  state: OperationState<K>,
  event: MachineEvent<K>,
): OperationState<K> {
  if (event.kind === 'start') {
    // A second operation cannot start while one runs (its buttons are disabled).
    if (!isIdle(state)) return state;
    const { script } = event;
    return {
      ...toIdle(state),
      phase: script.phase,
      op: script.op,
      data: script.initialData,
      totalSteps: script.steps.length,
    };
  }
  if (isIdle(state)) return state;
  switch (event.kind) {
    case 'step':
      return {
        ...state,
        stepNumber: event.step.number,
        message: event.step.message,
        highlights: event.step.highlights,
        pending: event.step.pending,
      };
    case 'highlight':
      return { ...state, highlights: event.highlights };
    case 'data':
      return { ...state, data: event.change.data, highlights: event.change.highlights, pending: null };
    case 'end':
    case 'cancel':
      return toIdle(state);
  }
}

/**
 * Which of the structure's operations can be started on `data`: none while `busy` (an operation
 * playing, a prediction asked for), and not the ones that need an element while it is empty.
 */
export function enabledOperations<K extends StructureKind>(
  structure: K,
  data: readonly number[],
  busy: boolean,
): Record<OperationOf<K>, boolean> {
  const rules: Record<string, { requiresItems: boolean }> = OPERATION_RULES[structure];
  const ops: readonly string[] = STRUCTURE_OPERATIONS[structure];
  const enabled: Record<string, boolean> = {};
  for (const op of ops) {
    enabled[op] = !busy && !(rules[op]?.requiresItems === true && data.length === 0);
  }
  return enabled as Record<OperationOf<K>, boolean>;
}
