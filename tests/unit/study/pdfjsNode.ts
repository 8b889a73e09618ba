/**
 * pdf.js for the unit tests, in Node. In Node, pdf.js parses on its in-process "fake worker": fine for
 * tests, while the site always gives it a real Web Worker (src/features/study/pdfReader.ts).
 */
import { createRequire } from 'node:module';
import { dirname, join, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { pdfDocumentOptions, type PdfDocumentLike } from '@/core/study';

const require = createRequire(import.meta.url);

/** pdf.js 6 expects Node 22's `Promise.withResolvers`; Node 20 lacks it. */
function provideWithResolvers(): void {
  if ('withResolvers' in Promise) return;
  Object.defineProperty(Promise, 'withResolvers', {
    configurable: true,
    writable: true,
    value<T>() {
      let resolve!: (value: T | PromiseLike<T>) => void;
      let reject!: (reason?: unknown) => void;
      const promise = new Promise<T>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      return { promise, resolve, reject };
    },
  });
}

async function pdfjs() {
  provideWithResolvers();
  const module = await import('pdfjs-dist/legacy/build/pdf.mjs');
  module.GlobalWorkerOptions.workerSrc = pathToFileURL(
    require.resolve('pdfjs-dist/legacy/build/pdf.worker.mjs'),
  ).href;
  return module;
}

/** The CMaps pdfjs-dist ships, which the build copies to the site (scripts/pdfjsCMaps.ts). */
export const CMAP_DIR = join(dirname(require.resolve('pdfjs-dist/package.json')), 'cmaps') + sep;

/**
 * Opens `bytes` (copied: pdf.js takes ownership of what it is given) with the site's options and runs
 * `read` on the document.
 */
export async function withPdf<T>(
  bytes: Uint8Array,
  read: (document: PdfDocumentLike) => Promise<T>,
  cMapUrl: string = CMAP_DIR,
): Promise<T> {
  const { getDocument, VerbosityLevel } = await pdfjs();
  const task = getDocument({
    ...pdfDocumentOptions(bytes.slice(), cMapUrl),
    verbosity: VerbosityLevel.ERRORS,
  });
  try {
    return await read(await task.promise);
  } finally {
    await task.destroy();
  }
}

/** Opening errors as they come out of pdf.js (named PasswordException, InvalidPDFException, ...). */
export async function openError(bytes: Uint8Array): Promise<unknown> {
  try {
    await withPdf(bytes, async () => undefined);
    return undefined;
  } catch (error) {
    return error;
  }
}
