/**
 * pdf.js for the unit tests, in Node. In Node, pdf.js parses on its in-process "fake worker": fine for
 * tests, while the site always gives it a real Web Worker (src/features/study/pdfReader.ts).
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { PdfDocumentLike } from '@/core/study';

const require = createRequire(import.meta.url);

async function pdfjs() {
  const module = await import('pdfjs-dist/legacy/build/pdf.mjs');
  module.GlobalWorkerOptions.workerSrc = pathToFileURL(
    require.resolve('pdfjs-dist/legacy/build/pdf.worker.mjs'),
  ).href;
  return module;
}

/** Opens `bytes` (copied: pdf.js takes ownership of what it is given) and runs `read` on the document. */
export async function withPdf<T>(
  bytes: Uint8Array,
  read: (document: PdfDocumentLike) => Promise<T>,
): Promise<T> {
  const { getDocument, VerbosityLevel } = await pdfjs();
  const task = getDocument({ data: bytes.slice(), enableXfa: false, verbosity: VerbosityLevel.ERRORS });
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
