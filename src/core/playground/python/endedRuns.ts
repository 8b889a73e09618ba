import { timeoutMessage } from '../recorder';
import type { RecordedRun, RunError, RunLimits } from '../recording';

/**
 * The runs the page reports itself when it ends the Python worker: the learner pressed Stop, or a run
 * outlasted the time limit inside one long Python call, where the harness's own line-by-line clock never
 * got a look (the worker is ended, so what was recorded is lost and the line is not known).
 */
function endedRun(error: RunError): RecordedRun {
  return {
    operations: [],
    counts: { reads: 0, writes: 0, swaps: 0, comparisons: 0, visits: 0, edges: 0 },
    output: [],
    outputTruncated: false,
    returned: null,
    finalArray: null,
    error,
  };
}

export function stoppedRun(): RecordedRun {
  return endedRun({ kind: 'stopped', message: 'Stopped.', line: null, column: null });
}

export function timedOutRun(limits: RunLimits): RecordedRun {
  return endedRun({
    kind: 'timeout',
    message: timeoutMessage(limits.maxMillis),
    line: null,
    column: null,
  });
}

/**
 * How long past the time limit the page waits for the worker's own answer before ending it: the harness
 * stops a loop at the limit itself (naming the line), and answering takes a moment more.
 */
export const WORKER_GRACE_MILLIS = 1_000;
