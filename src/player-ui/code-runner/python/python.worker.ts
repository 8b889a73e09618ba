/**
 * The Python runner's worker: loads Pyodide from the site on the first run (reporting progress in bytes),
 * seals its own scope, then runs each learner's function it is sent. It is a worker of its own, so a
 * runaway run never blocks the page, and the page can end it at once with `terminate()`.
 */
import type { loadPyodide as LoadPyodide } from 'pyodide';
import { PYODIDE_MANIFEST, PYODIDE_PATH, type PyodideManifest } from '@/core/playground/python/pyodideFiles';
import type { RecordedRun, RunRequest } from '@/core/playground/recording';
import { countingFetch } from './countingFetch';
import { createPythonSession, type PythonSession } from './pythonSession';
import { sealWorkerScope } from './sealWorkerScope';

export type PythonWorkerRequest = { type: 'run'; request: RunRequest };
export type PythonWorkerReply =
  | { type: 'progress'; loadedBytes: number; totalBytes: number }
  /** Pyodide is ready and the learner's code is starting: the page's own deadline starts now. */
  | { type: 'started' }
  | { type: 'done'; run: RecordedRun }
  | { type: 'failed'; message: string };

/** The worker's global scope, typed by hand: the project's DOM typings describe a window. */
const scope = self as unknown as {
  postMessage(message: PythonWorkerReply): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<PythonWorkerRequest>) => void): void;
  fetch: typeof fetch;
};
// Taken before the scope is sealed: the learner's code finds postMessage refused.
const reply: (message: PythonWorkerReply) => void = scope.postMessage.bind(scope);

/** Fetched before loading, so they count in the progress and wait in the cache for Pyodide's imports. */
const IMPORTED_FILES = ['pyodide.mjs', 'pyodide.asm.mjs'];

async function startPython(): Promise<PythonSession> {
  const base = new URL(PYODIDE_PATH, self.location.href).href;
  const manifest = (await (await scope.fetch(base + PYODIDE_MANIFEST)).json()) as PyodideManifest;
  const totalBytes = manifest.files.reduce((sum, file) => sum + file.bytes, 0);
  let loadedBytes = 0;
  const fetchAll = scope.fetch.bind(scope);
  const counted = countingFetch(fetchAll, (bytes) => {
    loadedBytes += bytes;
    reply({ type: 'progress', loadedBytes: Math.min(loadedBytes, totalBytes), totalBytes });
  });
  await Promise.all(IMPORTED_FILES.map(async (name) => (await counted(base + name)).arrayBuffer()));
  scope.fetch = counted;
  let pyodide: Awaited<ReturnType<typeof LoadPyodide>>;
  try {
    const { loadPyodide } = (await import(/* @vite-ignore */ `${base}pyodide.mjs`)) as {
      loadPyodide: typeof LoadPyodide;
    };
    // `js` in Python is an empty object rather than this worker's scope.
    pyodide = await loadPyodide({ indexURL: base, jsglobals: Object.create(null) as object });
  } finally {
    scope.fetch = fetchAll;
  }
  reply({ type: 'progress', loadedBytes: totalBytes, totalBytes });
  const session = createPythonSession(pyodide);
  sealWorkerScope(self);
  return session;
}

let python: Promise<PythonSession> | null = null;

scope.addEventListener('message', (event: MessageEvent<PythonWorkerRequest>) => {
  python ??= startPython();
  python.then(
    (session) => {
      reply({ type: 'started' });
      reply({ type: 'done', run: session.run(event.data.request) });
    },
    (error: unknown) => {
      reply({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
    },
  );
});
