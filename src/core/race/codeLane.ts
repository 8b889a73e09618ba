/**
 * The learner's own sort as a race lane ("Your code"): their recorded run on the race's input, turned
 * into the same kind of trace the built-in lanes race with, so the race paces it by the same rules. A
 * recorded comparison is a compare step, a swap a swap step, any other write a write step; reads are
 * not race operations (the built-in lanes do not count them either).
 */
import { formatCount } from '@/core/formatCount';
import { MAX_SHARED_CODE_CHARS } from '@/core/playground/shareLink';
import { firstOutOfOrder, judge } from '@/core/playground/verdict';
import type { RecordedRun, RunError } from '@/core/playground/recording';
import type { CellState, Step, Trace } from '@/core/trace';
import { createTrace, step } from '@/core/trace';
import { CODE_LANE_ID, CODE_LANE_NAME } from './laneMoves';
import type { RaceLaneSpec } from './race';

/** What a finished lane whose array is not in order shows instead of a place. */
export const NOT_SORTED = 'Not sorted';
/** The race's lanes at most (as many as there are built-in sorts): with the learner's, five built-ins. */
export const MAX_RACE_LANES = 6;

/** Every step of a code lane names this line: the race shows no code. */
const LINE = 'yourCode';

/**
 * The race steps of a recorded sort on `input`: one per comparison, swap and plain write, in order,
 * then 'done'. The array is followed along, as a swap step carries the two values it exchanges.
 */
export function codeLaneSteps(input: readonly number[], run: RecordedRun): Step[] {
  const array = [...input];
  const steps: Step[] = [];
  for (const operation of run.operations) {
    switch (operation.kind) {
      case 'compare': {
        // A side that was not read from the array (a saved key, a literal) highlights nothing.
        const i = operation.leftIndex ?? operation.rightIndex ?? -1;
        const j = operation.rightIndex ?? operation.leftIndex ?? -1;
        steps.push(step.compare(LINE, i, j, operation.left, operation.right));
        break;
      }
      case 'swap': {
        const { i, j } = operation;
        const a = array[i] ?? 0;
        const b = array[j] ?? 0;
        array[i] = b;
        array[j] = a;
        steps.push(step.swap(LINE, i, j, a, b));
        break;
      }
      case 'write':
        if (operation.index >= 0 && operation.index < array.length) array[operation.index] = operation.value;
        steps.push(step.write(LINE, operation.index, operation.value, operation.previous));
        break;
      case 'read':
      case 'visit':
      case 'edge':
        break;
    }
  }
  steps.push(step.done(LINE));
  return steps;
}

export function codeLaneTrace(input: readonly number[], run: RecordedRun): Trace {
  return createTrace(
    { algorithm: CODE_LANE_ID, kind: 'sorting', input, target: null },
    codeLaneSteps(input, run),
  );
}

/** "line 3: TypeError: ..." (the message alone when the line is not known). */
export function runErrorText(error: RunError): string {
  return error.line === null ? error.message : `line ${error.line}: ${error.message}`;
}

/** What the learner's run on the race's input gives the race. */
export type CodeLaneResult =
  /** It ran: the lane races; `verdict` is Your Code's verdict on what it left in the array. */
  | { readonly kind: 'lane'; readonly lane: RaceLaneSpec; readonly sorted: boolean; readonly verdict: string }
  /** It did not finish (an error, a time limit): no lane, and why, as "Your code: line 3: ...". */
  | { readonly kind: 'failed'; readonly message: string };

/** The most characters of code a race lane runs: the most Your Code keeps and shares. */
export const MAX_CODE_LANE_CHARS = MAX_SHARED_CODE_CHARS;

/** Why code too long to race sits out, naming the limit; null for code that fits. */
export function codeTooLongResult(code: string): Extract<CodeLaneResult, { kind: 'failed' }> | null {
  if (code.length <= MAX_CODE_LANE_CHARS) return null;
  return {
    kind: 'failed',
    message: `${CODE_LANE_NAME} is ${formatCount(code.length)} characters long; a race lane takes at most ${formatCount(MAX_CODE_LANE_CHARS)}: shorten it in Your Code.`,
  };
}

/**
 * The lane of a run of the learner's `sort` on `input`. A run that ended in an error races nowhere; a
 * run that left the array out of order races, and is marked 'Not sorted' (no place) once it finishes.
 */
export function codeLaneResult(input: readonly number[], run: RecordedRun): CodeLaneResult {
  if (run.error) return { kind: 'failed', message: `${CODE_LANE_NAME}: ${runErrorText(run.error)}` };
  const judged = judge({ task: 'sort', array: input }, run);
  // A lane plays arr itself: a sort that returned a new sorted array left it as it was.
  const leftUnsorted = judged.ok && firstOutOfOrder(run.finalArray ?? []) !== -1;
  const verdict = leftUnsorted
    ? {
        ok: false,
        message:
          'Your sort returned a new sorted array, and a lane shows arr itself, which it left as it was.',
      }
    : judged;
  return {
    kind: 'lane',
    lane: {
      id: CODE_LANE_ID,
      name: CODE_LANE_NAME,
      trace: codeLaneTrace(input, run),
      wrong: verdict.ok ? null : NOT_SORTED,
    },
    sorted: verdict.ok,
    verdict: verdict.message,
  };
}

/**
 * The item states a finished lane that did not sort shows: nothing marked sorted, and the first pair
 * out of order marked as a swap that is still due.
 */
export function unsortedStates(values: readonly number[]): CellState[] {
  const out = firstOutOfOrder(values);
  return values.map((_, i) => (out >= 0 && (i === out || i === out + 1) ? 'swap' : 'default'));
}
