/**
 * Reads a PDF's text with pdf.js in a dedicated Web Worker (docs/product-rules.md#pdfs-are-read-locally): the
 * parsing never runs on the page's thread, and never on pdf.js's "fake worker" either, because the worker is
 * created here and handed to pdf.js as its port. XFA is off and no scripting sandbox is ever loaded (that
 * lives in pdf.sandbox, which this code never imports). pdf.js is loaded on demand, so no other route ships
 * it. Cancelling terminates the worker.
 */
import { cancelledError, pdfErrorToStudyError, readPdfPages, StudyError, STUDY_MESSAGES } from '@/core/study';
import type { PageText, ReadPagesOptions } from '@/core/study';
import type * as PdfJsModule from 'pdfjs-dist/legacy/build/pdf.mjs';

type PdfJs = typeof PdfJsModule;

let pdfjsModule: Promise<[PdfJs, string]> | undefined;

/** pdf.js and the URL of its worker script, fetched once (the legacy build also runs on older browsers). */
export function loadPdfJs(): Promise<[PdfJs, string]> {
  pdfjsModule ??= Promise.all([
    import('pdfjs-dist/legacy/build/pdf.mjs'),
    import('pdfjs-dist/legacy/build/pdf.worker.min.mjs?url').then((module) => module.default),
  ]);
  pdfjsModule.catch(() => {
    pdfjsModule = undefined;
  });
  return pdfjsModule;
}

export async function readPdfInWorker(
  bytes: Uint8Array,
  options: ReadPagesOptions & { signal: AbortSignal },
): Promise<PageText[]> {
  const { signal } = options;
  const [pdfjs, workerUrl] = await loadPdfJs();
  if (signal.aborted) throw cancelledError();

  const worker = new Worker(workerUrl, { type: 'module', name: 'pdf.js' });
  const pdfWorker = pdfjs.PDFWorker.create({ port: worker, verbosity: pdfjs.VerbosityLevel.ERRORS });
  const task = pdfjs.getDocument({
    data: bytes,
    worker: pdfWorker,
    enableXfa: false,
    isOffscreenCanvasSupported: false,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
  });

  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    void task.destroy().catch(() => {});
    pdfWorker.destroy();
    worker.terminate();
  };
  let failWorker: (error: Error) => void = () => {};
  const workerFailed = new Promise<never>((_, reject) => {
    failWorker = reject;
  });
  workerFailed.catch(() => {});
  const onWorkerError = (event: Event) => {
    event.preventDefault();
    failWorker(new StudyError('corrupt', STUDY_MESSAGES.generic));
  };
  worker.addEventListener('error', onWorkerError);
  signal.addEventListener('abort', stop, { once: true });

  try {
    const document = await Promise.race([task.promise, workerFailed]).catch((error: unknown) => {
      throw pdfErrorToStudyError(error);
    });
    return await Promise.race([readPdfPages(document, options), workerFailed]);
  } catch (error) {
    if (signal.aborted) throw cancelledError();
    throw error;
  } finally {
    signal.removeEventListener('abort', stop);
    worker.removeEventListener('error', onWorkerError);
    stop();
  }
}
