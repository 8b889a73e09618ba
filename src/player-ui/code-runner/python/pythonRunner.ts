import { stoppedRun, timedOutRun, WORKER_GRACE_MILLIS } from '@/core/playground/python/endedRuns';
import type { CodeRunner, RecordedRun, RunRequest } from '@/core/playground/recording';
import type { PythonWorkerReply, PythonWorkerRequest } from './python.worker';

interface PendingRun {
  readonly request: RunRequest;
  readonly resolve: (run: RecordedRun) => void;
  readonly reject: (error: Error) => void;
  deadline: ReturnType<typeof setTimeout> | null;
}

export interface PythonRunnerOptions {
  /** Pyodide's first load, in bytes; only while it downloads. */
  onProgress(loadedBytes: number, totalBytes: number): void;
}

/**
 * Runs learners' Python in a worker of its own (python.worker.ts), started on the first run: Pyodide
 * loads then, not with the page. Stop ends the worker at once; the next run starts a new one (Pyodide
 * then comes from the cache). A run still going well past the time limit is ended the same way.
 */
export function createPythonRunner(options: PythonRunnerOptions): CodeRunner {
  let worker: Worker | null = null;
  let pending: PendingRun | null = null;

  const settle = (finish: (run: PendingRun) => void) => {
    const run = pending;
    if (run === null) return;
    pending = null;
    if (run.deadline !== null) clearTimeout(run.deadline);
    finish(run);
  };

  const endWorker = () => {
    worker?.terminate();
    worker = null;
  };

  const onReply = (reply: PythonWorkerReply) => {
    switch (reply.type) {
      case 'progress':
        options.onProgress(reply.loadedBytes, reply.totalBytes);
        return;
      case 'started': {
        const run = pending;
        if (run === null) return;
        run.deadline = setTimeout(() => {
          endWorker();
          settle((ended) => ended.resolve(timedOutRun(ended.request.limits)));
        }, run.request.limits.maxMillis + WORKER_GRACE_MILLIS);
        return;
      }
      case 'done':
        settle((run) => run.resolve(reply.run));
        return;
      case 'failed':
        endWorker();
        settle((run) =>
          run.reject(new Error(`Python could not start: ${reply.message}`, { cause: reply.message })),
        );
        return;
    }
  };

  const startWorker = (): Worker => {
    const started = new Worker(new URL('./python.worker.ts', import.meta.url), {
      type: 'module',
      name: 'python-runner',
    });
    started.addEventListener('message', (event: MessageEvent<PythonWorkerReply>) => onReply(event.data));
    started.addEventListener('error', (event) => {
      event.preventDefault();
      endWorker();
      settle((run) => run.reject(new Error('Python stopped unexpectedly.', { cause: event.message })));
    });
    return started;
  };

  const stop = () => {
    if (pending === null) return;
    endWorker();
    settle((run) => run.resolve(stoppedRun()));
  };

  return {
    run(request) {
      stop();
      return new Promise<RecordedRun>((resolve, reject) => {
        pending = { request, resolve, reject, deadline: null };
        worker ??= startWorker();
        const message: PythonWorkerRequest = { type: 'run', request };
        worker.postMessage(message);
      });
    },
    stop,
    dispose() {
      stop();
      endWorker();
    },
  };
}
