import { useEffect, useRef, useState } from 'react';
import {
  DEFAULT_RUN_LIMITS,
  type CodeRunner,
  type PlaygroundLanguage,
  type RunRequest,
} from '@/core/playground/recording';
import {
  createLoadWatchdog,
  LOAD_STALLED_MESSAGE,
  loadFailedMessage,
} from '@/core/playground/python/loadWatchdog';
import { createJavaScriptRunner } from './javascript/javascriptRunner';

interface PythonRunnerModule {
  createPythonRunner(options: { onProgress(loadedBytes: number, totalBytes: number): void }): CodeRunner;
}

/** The Python runner's module, when it is part of the build: loaded only when the learner picks Python. */
const pythonModules = import.meta.glob<PythonRunnerModule>('./python/pythonRunner.ts');

/** A run that loads Pyodide and records nothing. */
const PYTHON_WARM_UP: RunRequest = {
  language: 'python',
  code: 'def sort(arr):\n    pass\n',
  input: { task: 'sort', array: [0] },
  limits: DEFAULT_RUN_LIMITS,
  countOnly: true,
};

export type PythonState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'loading'; readonly loaded: number; readonly total: number }
  | { readonly kind: 'ready' }
  | { readonly kind: 'unavailable' }
  /** The load failed or stalled: why, and the learner may try again. */
  | { readonly kind: 'failed'; readonly message: string };

/** A failed load's reason: the worker's own words when it sent them, else the error's. */
function failureReason(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return typeof error.cause === 'string' ? error.cause : error.message;
}

/**
 * The runner of the language chosen: JavaScript's sandbox worker from the start, Python's only once
 * the learner picks Python (with the download's progress). Each is ended when the page is left.
 */
export function usePlaygroundRunner(language: PlaygroundLanguage) {
  const runners = useRef<Partial<Record<PlaygroundLanguage, CodeRunner>>>({});
  const [python, setPython] = useState<PythonState>({ kind: 'idle' });

  useEffect(() => {
    const held = runners.current;
    return () => {
      for (const runner of Object.values(held)) runner.dispose();
    };
  }, []);

  /** Which load is current: a stalled or failed load's late answers are ignored. */
  const loads = useRef(0);

  /**
   * Starts loading Python the first time the learner picks it (or again after a failed load): the
   * runner's module, then Pyodide itself through a first run of a function that does nothing, so the
   * learner's first Run does not wait for the download and the progress shows from the moment Python
   * is picked. A load with no new bytes for 20 s is ended as stalled.
   */
  const loadPython = () => {
    if (runners.current.python || (python.kind !== 'idle' && python.kind !== 'failed')) return;
    const load = pythonModules['./python/pythonRunner.ts'];
    if (!load) {
      setPython({ kind: 'unavailable' });
      return;
    }
    const current = ++loads.current;
    const isCurrent = () => loads.current === current;
    const fail = (message: string) => {
      watchdog.finish();
      loads.current++;
      runners.current.python?.dispose();
      delete runners.current.python;
      setPython({ kind: 'failed', message });
    };
    const watchdog = createLoadWatchdog(() => {
      if (isCurrent()) fail(LOAD_STALLED_MESSAGE);
    });
    setPython({ kind: 'loading', loaded: 0, total: 0 });
    load()
      .then((module) => {
        if (!isCurrent()) return;
        // After Stop a new worker loads Pyodide again, from the cache: that is not shown as loading.
        let ready = false;
        const created = module.createPythonRunner({
          onProgress: (loaded, total) => {
            if (ready || !isCurrent()) return;
            watchdog.progress(loaded, total);
            setPython({ kind: 'loading', loaded, total });
          },
        });
        runners.current.python = created;
        return created.run(PYTHON_WARM_UP).then(() => {
          if (!isCurrent()) return;
          watchdog.finish();
          ready = true;
          setPython({ kind: 'ready' });
        });
      })
      .catch((error: unknown) => {
        if (!isCurrent()) return;
        console.error('Python could not be loaded', error);
        fail(loadFailedMessage(failureReason(error)));
      });
  };

  const runner = (): CodeRunner | null => {
    if (language === 'javascript') return (runners.current.javascript ??= createJavaScriptRunner());
    return runners.current.python ?? null;
  };
  return { runner, python, loadPython };
}
