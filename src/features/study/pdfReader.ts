/**
 * Reads a PDF's text in a dedicated Web Worker (pdfText.worker.ts): pdf.js parses there and the text is
 * assembled and capped there, so the page's thread only receives the capped text. The worker is loaded on
 * demand, so no other route ships pdf.js. Cancelling terminates the worker.
 */
import { cancelledError, MAX_PDF_PAGES, PDF_CMAP_PATH, StudyError, STUDY_MESSAGES } from '@/core/study';
import type { DocumentText, ReadPagesOptions } from '@/core/study';
import type { PdfTextReply, PdfTextRequest } from './pdfText.worker';

const createReader = () =>
  new Worker(new URL('./pdfText.worker.ts', import.meta.url), { type: 'module', name: 'pdf-text' });

let spare: Worker | undefined;

/** Starts a reader while the visitor reaches for Generate, so pdf.js is fetched and ready by then. */
export function prepareReader(): void {
  if (spare) return;
  const worker = createReader();
  spare = worker;
  // A reader that failed to start (its script did not load) is dropped, and Generate starts a new one.
  worker.addEventListener('error', (event) => {
    if (spare !== worker) return;
    event.preventDefault();
    console.warn('The PDF reader could not start; it is started again on Generate', event.message);
    worker.terminate();
    spare = undefined;
  });
}

/** Stops the reader started ahead, when the study screen closes without using it. */
export function releaseReader(): void {
  spare?.terminate();
  spare = undefined;
}

export function readPdfInWorker(
  bytes: Uint8Array,
  { signal, onProgress, maxPages }: ReadPagesOptions & { signal: AbortSignal },
): Promise<DocumentText> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(cancelledError());
      return;
    }
    const worker = spare ?? createReader();
    spare = undefined;
    const finish = () => {
      worker.terminate();
      signal.removeEventListener('abort', onAbort);
    };
    const onAbort = () => {
      finish();
      reject(cancelledError());
    };
    signal.addEventListener('abort', onAbort, { once: true });
    worker.addEventListener('message', (event: MessageEvent<PdfTextReply | { type?: never }>) => {
      const message = event.data;
      // pdf.js's parser also greets whoever started the worker ('ready'); only the reader's replies count.
      if (!message.type) return;
      if (message.type === 'progress') {
        onProgress?.(message.progress);
        return;
      }
      finish();
      if (message.type === 'done') resolve(message.text);
      else reject(new StudyError(message.code, message.message));
    });
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      finish();
      reject(new StudyError('corrupt', STUDY_MESSAGES.generic));
    });
    const request: PdfTextRequest = {
      bytes,
      maxPages: maxPages ?? MAX_PDF_PAGES,
      cMapUrl: new URL(PDF_CMAP_PATH, location.origin).href,
    };
    worker.postMessage(request);
  });
}
