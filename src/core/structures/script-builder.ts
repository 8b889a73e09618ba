/**
 * Turns a planner's list of steps into a timed script: steps start STEP_MS apart, the data changes at
 * the structure's delay, and the script ends after the last step, the end pause and (for peek) the hold.
 */
import {
  DATA_CHANGE_DELAY_MS,
  END_PAUSE_MS,
  OPERATION_PHASES,
  PEEK_HOLD_MS,
  STEP_COUNTS,
  STEP_MS,
} from './timing';
import type {
  Highlight,
  HighlightFrame,
  OperationOf,
  PendingItem,
  PhaseOf,
  ScriptStep,
  StructureKind,
  TimedScript,
} from './types';

export interface StepPlan {
  message: string;
  highlights?: readonly Highlight[];
  pending?: PendingItem | null;
  /**
   * Indices walked one after another during the step, spread evenly over it. When given, it replaces
   * `highlights`: the node being visited is `traversing`, the ones passed are `visited`.
   */
  traversal?: readonly number[];
}

export interface ScriptPlan<K extends StructureKind> {
  structure: K;
  op: OperationOf<K>;
  initialData: readonly number[];
  steps: readonly StepPlan[];
  /** The collection after the operation, and what to highlight once it lands; null when unchanged. */
  dataChange: { data: readonly number[]; highlights?: readonly Highlight[] } | null;
  result?: number | null;
}

function lookup<T>(table: Record<string, Record<string, T>>, structure: StructureKind, op: string): T {
  const value = table[structure]?.[op];
  if (value === undefined) throw new Error(`no ${op} operation for ${structure}`);
  return value;
}

function traversalFrame(path: readonly number[], position: number): Highlight[] {
  return path
    .slice(0, position + 1)
    .map((index, i) => ({ index, role: i === position ? 'traversing' : 'visited' }));
}

function buildStep(plan: StepPlan, number: number): ScriptStep {
  const atMs = (number - 1) * STEP_MS;
  const path = plan.traversal;
  if (path === undefined || path.length === 0) {
    return {
      number,
      atMs,
      message: plan.message,
      highlights: path === undefined ? (plan.highlights ?? []) : [],
      pending: plan.pending ?? null,
      subFrames: [],
    };
  }
  const subFrames: HighlightFrame[] = path.slice(1).map((_, i) => ({
    atMs: atMs + Math.round(((i + 1) * STEP_MS) / path.length),
    highlights: traversalFrame(path, i + 1),
  }));
  return {
    number,
    atMs,
    message: plan.message,
    highlights: traversalFrame(path, 0),
    pending: plan.pending ?? null,
    subFrames,
  };
}

export function buildScript<K extends StructureKind>(plan: ScriptPlan<K>): TimedScript<K> {
  const { structure, op } = plan;
  const expectedSteps = lookup<number>(STEP_COUNTS, structure, op);
  if (plan.steps.length !== expectedSteps) {
    throw new Error(`${structure} ${op} must have ${expectedSteps} steps, got ${plan.steps.length}`);
  }
  const changeAtMs = lookup<number | null>(DATA_CHANGE_DELAY_MS, structure, op);
  if ((changeAtMs === null) !== (plan.dataChange === null)) {
    throw new Error(`${structure} ${op}: data change does not match its delay table`);
  }
  const holdMs = op === 'peek' ? PEEK_HOLD_MS : 0;
  return {
    structure,
    op,
    phase: lookup<string>(OPERATION_PHASES, structure, op) as PhaseOf<K>,
    initialData: plan.initialData,
    steps: plan.steps.map((step, i) => buildStep(step, i + 1)),
    dataChange:
      plan.dataChange === null || changeAtMs === null
        ? null
        : { atMs: changeAtMs, data: plan.dataChange.data, highlights: plan.dataChange.highlights ?? [] },
    endAtMs: plan.steps.length * STEP_MS + END_PAUSE_MS + holdMs,
    result: plan.result ?? null,
  };
}

/** Indices from `from` to `to` inclusive; empty when `from > to`. */
export function indexRange(from: number, to: number): number[] {
  const indices: number[] = [];
  for (let i = from; i <= to; i += 1) indices.push(i);
  return indices;
}

export function highlight(indices: readonly number[], role: Highlight['role']): Highlight[] {
  return indices.map((index) => ({ index, role }));
}
