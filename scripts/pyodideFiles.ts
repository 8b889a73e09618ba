import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import {
  PYODIDE_FILES,
  PYODIDE_MANIFEST,
  PYODIDE_PATH,
  type PyodideManifest,
} from '../src/core/playground/python/pyodideFiles.ts';
import { PYTHON_WORKER_CONTENT_SECURITY_POLICY, PYTHON_WORKER_SCRIPT } from '../src/app/securityHeaders.ts';

/** The folder of the installed `pyodide` package. */
export function pyodidePackageDir(): string {
  return dirname(createRequire(import.meta.url).resolve('pyodide/package.json'));
}

export function pyodideManifest(dir: string = pyodidePackageDir()): PyodideManifest {
  return { files: PYODIDE_FILES.map((name) => ({ name, bytes: statSync(join(dir, name)).size })) };
}

const CONTENT_TYPES: Record<string, string> = {
  '.mjs': 'text/javascript',
  '.wasm': 'application/wasm',
  '.zip': 'application/zip',
  '.json': 'application/json',
};

/**
 * Serves Pyodide's files at PYODIDE_PATH from the `pyodide` package (nothing is downloaded: the package
 * ships them), with a manifest of their sizes. The Python runner's worker loads them when a learner first
 * picks Python. `vite preview` also serves that worker's script with the worker's own policy, the site's
 * plus 'wasm-unsafe-eval', which Pyodide needs to compile its WebAssembly; the page keeps the strict one.
 */
export function pyodideFiles(dir: string = pyodidePackageDir()): Plugin {
  const manifest = () => JSON.stringify(pyodideManifest(dir));
  return {
    name: 'queuebee:pyodide-files',
    configureServer(server) {
      server.middlewares.use(PYODIDE_PATH, (request, response, next) => {
        const name = decodeURIComponent((request.url ?? '').replace(/^\//, '').split('?')[0] ?? '');
        if (name === PYODIDE_MANIFEST) {
          response.setHeader('Content-Type', 'application/json');
          response.end(manifest());
          return;
        }
        if (!(PYODIDE_FILES as readonly string[]).includes(name)) return next();
        response.setHeader(
          'Content-Type',
          CONTENT_TYPES[name.slice(name.lastIndexOf('.'))] ?? 'application/octet-stream',
        );
        response.end(readFileSync(join(dir, name)));
      });
    },
    configurePreviewServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = (request.url ?? '').split('?')[0] ?? '';
        if (PYTHON_WORKER_SCRIPT.test(path)) {
          // The preview's own headers are set after this; the worker's script keeps its policy.
          const setHeader = response.setHeader.bind(response);
          response.setHeader = (name, value) =>
            setHeader(
              name,
              name.toLowerCase() === 'content-security-policy'
                ? PYTHON_WORKER_CONTENT_SECURITY_POLICY
                : value,
            );
        }
        next();
      });
    },
    generateBundle() {
      if (this.environment.name !== 'client') return;
      const folder = PYODIDE_PATH.slice(1);
      for (const name of PYODIDE_FILES) {
        this.emitFile({ type: 'asset', fileName: `${folder}${name}`, source: readFileSync(join(dir, name)) });
      }
      this.emitFile({ type: 'asset', fileName: `${folder}${PYODIDE_MANIFEST}`, source: manifest() });
    },
  };
}
