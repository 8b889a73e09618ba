import type { PlaygroundTask, RecordedRun, RunError } from '../recording';

/**
 * What the sandbox worker sends the page must survive a structured clone: a function the learner's code
 * leaves in what it returns, in the array or in a graph's lists cannot. These turn such a run into one
 * the page can show, with a message in the learner's terms, and never the clone error's own text (which
 * quotes the interpreter's minified source).
 */

/** The learner's word for a value the page cannot be sent, found anywhere inside `value`, or null. */
export function unsendableIn(value: unknown, seen: Set<object> = new Set()): string | null {
  if (typeof value === 'function') return 'a function';
  if (typeof value === 'symbol') return 'a symbol';
  if (typeof value !== 'object' || value === null || seen.has(value)) return null;
  seen.add(value);
  for (const item of Array.isArray(value) ? (value as unknown[]) : Object.values(value)) {
    const found = unsendableIn(item, seen);
    if (found) return found;
  }
  return null;
}

/** What each task's function should give back, as the end of a message. */
const RETURN_HINT: Readonly<Record<PlaygroundTask, string>> = {
  sort: 'sort arr in place and return nothing, or return arr',
  search: 'return the index of the target, or -1',
  bfs: 'return an array of the vertices in the order it visits them',
};

export const returnedUnsendableMessage = (task: PlaygroundTask, what: string) =>
  `Your ${task} returned ${what}, which can't be shown: ${RETURN_HINT[task]}.`;

export const arrayUnsendableMessage = (task: PlaygroundTask, what: string, index: number) =>
  `Your ${task} left ${what} in arr[${index}], which can't be shown: arr holds numbers only.`;

/** When the page could not be sent the run for a reason no check above foresaw. */
export const unsendableRunMessage = (task: PlaygroundTask) =>
  `Your ${task} left a value the page can't show (a function, or something holding one): keep numbers in arr and return plain values.`;

/**
 * The error for a run whose array or result holds a function or a symbol, or null when both can be
 * sent. The array is looked at first: a sort that returns arr returns what it holds.
 */
export function unsendableError(
  task: PlaygroundTask,
  returned: unknown,
  finalArray: readonly unknown[] | null,
): RunError | null {
  const error = (message: string): RunError => ({ kind: 'exception', message, line: null, column: null });
  if (finalArray)
    for (const [index, value] of finalArray.entries()) {
      const what = unsendableIn(value);
      if (what) return error(arrayUnsendableMessage(task, what, index));
    }
  const what = unsendableIn(returned);
  return what ? error(returnedUnsendableMessage(task, what)) : null;
}

/** The part of a run that is always sent (counts and output), with a message saying why the rest is not. */
export function withoutUnsendable(run: RecordedRun, task: PlaygroundTask): RecordedRun {
  return {
    operations: [],
    counts: run.counts,
    output: run.output,
    outputTruncated: run.outputTruncated,
    returned: null,
    finalArray: null,
    error: { kind: 'exception', message: unsendableRunMessage(task), line: null, column: null },
  };
}

const isCloneError = (caught: unknown) =>
  typeof caught === 'object' && caught !== null && (caught as { name?: unknown }).name === 'DataCloneError';

/**
 * Sends a finished run with `post` (the worker's postMessage); if it cannot be cloned, sends the part
 * that can, with a message in the learner's terms. Any other failure is not the learner's and is thrown.
 */
export function sendRun(
  post: (message: { readonly type: 'done'; readonly run: RecordedRun }) => void,
  run: RecordedRun,
  task: PlaygroundTask,
): void {
  try {
    post({ type: 'done', run });
  } catch (caught) {
    if (!isCloneError(caught)) throw caught;
    post({ type: 'done', run: withoutUnsendable(run, task) });
  }
}

/**
 * The page's words for a sandbox worker that failed outside the learner's code: its first line only,
 * at most 120 characters, and never a clone error's text.
 */
export function sandboxFailureMessage(raw: string, task: PlaygroundTask): string {
  if (/DataCloneError|could not be cloned/.test(raw)) return unsendableRunMessage(task);
  const first = (raw.split('\n')[0] ?? '').trim();
  if (!first) return 'the sandbox failed';
  return `the sandbox failed: ${first.length > 120 ? `${first.slice(0, 119)}…` : first}`;
}
