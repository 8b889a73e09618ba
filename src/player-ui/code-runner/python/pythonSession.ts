import type { PyodideAPI } from 'pyodide';
import { PYTHON_HARNESS } from '@/core/playground/python/harness';
import { budgetMessage, timeoutMessage } from '@/core/playground/recorder';
import { recordedRunFromHarness, type HarnessReply } from '@/core/playground/python/harnessReply';
import type { RecordedRun, RunRequest } from '@/core/playground/recording';

/** Pyodide's bridges from Python to JavaScript, taken away before any learner code runs. */
const JAVASCRIPT_MODULES = ['js', 'pyodide_js'] as const;

export interface PythonSession {
  run(request: RunRequest): RecordedRun;
}

/**
 * Makes a loaded Pyodide ready to run learners' code: the harness is defined once, and Pyodide's
 * `js` and `pyodide_js` modules are unregistered and dropped from `sys.modules`, so even Python's own
 * import machinery no longer reaches JavaScript (the harness's import list already refuses them). Pyodide
 * should be loaded with `jsglobals` set to an empty object, so `js` never was the worker's scope.
 * The time limit is measured with the harness's own Python clock: no JavaScript value is handed to
 * Python, so none can be reached from the learner's code. `pythonClock` (Python source defining
 * `_clock()`, in milliseconds) replaces it, for tests that must not wait.
 */
export function createPythonSession(
  pyodide: PyodideAPI,
  options: { pythonClock?: string } = {},
): PythonSession {
  for (const name of JAVASCRIPT_MODULES) pyodide.unregisterJsModule(name);
  pyodide.runPython(`
import sys
for _name in [name for name in sys.modules if name.split(".")[0] in ${JSON.stringify(JAVASCRIPT_MODULES)}]:
    del sys.modules[_name]
del _name, sys
`);
  const namespace = pyodide.toPy({}) as ReturnType<PyodideAPI['toPy']> & { get(name: string): unknown };
  pyodide.runPython(PYTHON_HARNESS, { globals: namespace });
  if (options.pythonClock !== undefined) pyodide.runPython(options.pythonClock, { globals: namespace });
  const harness = namespace.get('_queuebee_run') as (...args: unknown[]) => string;
  // A Python function handed back to Python is the function itself, not a bridge to JavaScript.
  const clock: unknown[] = options.pythonClock === undefined ? [] : [namespace.get('_clock')];
  const runHarness = (code: string, input: string, limits: string) => harness(code, input, limits, ...clock);
  return {
    run(request) {
      const limits = JSON.stringify({
        ...request.limits,
        countOnly: request.countOnly,
        tagOrigins: request.tagOrigins === true,
        entry: request.entry ?? null,
        timeoutMessage: timeoutMessage(request.limits.maxMillis),
        budgetMessage: budgetMessage(request.limits.maxOperations),
      });
      const reply = JSON.parse(
        runHarness(request.code, JSON.stringify(request.input), limits),
      ) as HarnessReply;
      return recordedRunFromHarness(request.code, reply);
    },
  };
}
