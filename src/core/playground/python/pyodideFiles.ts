/**
 * Where the site serves Pyodide from. The build copies these files out of the `pyodide` package into
 * PYODIDE_PATH, a folder named after the version, so a cached copy is never mistaken for another version's
 * (the service worker caches them on first use, not with the site). A unit test keeps the version in step
 * with the installed package.
 */
export const PYODIDE_VERSION = '314.0.7';

export const PYODIDE_PATH = `/pyodide/${PYODIDE_VERSION}/`;

/** What the runner needs: the loader, the runtime, the standard library and the package lock. */
export const PYODIDE_FILES = [
  'pyodide.mjs',
  'pyodide.asm.mjs',
  'pyodide.asm.wasm',
  'python_stdlib.zip',
  'pyodide-lock.json',
] as const;

/** Beside them, the list of the files with their sizes, so loading can report progress in bytes. */
export const PYODIDE_MANIFEST = 'files.json';

export interface PyodideManifest {
  readonly files: readonly { readonly name: string; readonly bytes: number }[];
}
