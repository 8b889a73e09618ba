import { sandboxFailureMessage } from '@/core/playground/javascript/sendable';
import { timeoutMessage } from '@/core/playground/recorder';
import type { CodeRunner, RecordedRun, RunError, RunRequest } from '@/core/playground/recording';
import type { RunnerMessage } from './protocol';

/**
 * Time the page gives a run beyond its own limit before it ends the worker itself: the worker stops a
 * run at the limit, unless the learner's code is stuck where no hook is reached.
 */
const GRACE_MS = 500;

const emptyRun = (error: RunError): RecordedRun => ({
  operations: [],
  counts: { reads: 0, writes: 0, swaps: 0, comparisons: 0, visits: 0, edges: 0 },
  output: [],
  outputTruncated: false,
  returned: null,
  finalArray: null,
  error,
});

const stoppedRun = () => emptyRun({ kind: 'stopped', message: 'stopped', line: null, column: null });

const startWorker = () =>
  new Worker(new URL('./jsRunner.worker.ts', import.meta.url), { type: 'module', name: 'your-code' });

/** A sandbox worker and what it has said so far; it says 'ready' once, perhaps before it is used. */
interface Sandbox {
  readonly worker: Worker;
  ready: boolean;
  listener: ((message: RunnerMessage) => void) | null;
}

function prepare(createWorker: () => Worker): Sandbox {
  const sandbox: Sandbox = { worker: createWorker(), ready: false, listener: null };
  sandbox.worker.addEventListener('message', (event: MessageEvent<RunnerMessage>) => {
    if (event.data.type === 'ready') sandbox.ready = true;
    sandbox.listener?.(event.data);
  });
  return sandbox;
}

/**
 * Runs JavaScript in a fresh sandbox worker per run (the next one starts while the learner reads the
 * last run, so a run does not wait for it). Stop terminates the worker at once, whatever the learner's
 * code is doing, and settles the run with a 'stopped' error.
 */
export function createJavaScriptRunner(createWorker: () => Worker = startWorker): CodeRunner {
  let spare: Sandbox | null = prepare(createWorker);
  let settleCurrent: ((run: RecordedRun) => void) | null = null;

  return {
    run(request: RunRequest) {
      settleCurrent?.(stoppedRun());
      const sandbox = spare ?? prepare(createWorker);
      spare = null;
      return new Promise<RecordedRun>((resolve) => {
        let line: number | null = null;
        let timer: ReturnType<typeof setTimeout> | undefined;
        const settle = (run: RecordedRun) => {
          clearTimeout(timer);
          sandbox.listener = null;
          sandbox.worker.terminate();
          if (settleCurrent === settle) settleCurrent = null;
          spare ??= prepare(createWorker);
          resolve(run);
        };
        settleCurrent = settle;
        const start = () => {
          timer = setTimeout(
            () =>
              settle(
                emptyRun({
                  kind: 'timeout',
                  message: timeoutMessage(request.limits.maxMillis),
                  line,
                  column: null,
                }),
              ),
            request.limits.maxMillis + GRACE_MS,
          );
          sandbox.worker.postMessage(request);
        };
        sandbox.listener = (message) => {
          if (message.type === 'ready') start();
          else if (message.type === 'line') line = message.line;
          else settle(message.run);
        };
        sandbox.worker.addEventListener('error', (event) => {
          event.preventDefault();
          settle(
            emptyRun({
              kind: 'exception',
              message: sandboxFailureMessage(event.message, request.input.task),
              line: null,
              column: null,
            }),
          );
        });
        if (sandbox.ready) start();
      });
    },
    stop() {
      settleCurrent?.(stoppedRun());
    },
    dispose() {
      settleCurrent?.(stoppedRun());
      spare?.worker.terminate();
      spare = null;
    },
  };
}
