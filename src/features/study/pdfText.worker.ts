/**
 * Reads a PDF's text off the page's thread (docs/product-rules.md#pdfs-are-read-locally): pdf.js parses
 * here, in this worker, and the text is assembled and capped here too, so the page receives at most the
 * capped text. pdf.js's parser runs in this same worker (its "fake worker"), which is why it is imported
 * beside pdf.js. XFA is off and no scripting sandbox is ever loaded (that lives in pdf.sandbox, which
 * this code never imports).
 */
import { getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';
import * as pdfjsParser from 'pdfjs-dist/legacy/build/pdf.worker.min.mjs';
import { pdfDocumentOptions, pdfErrorToStudyError, readPdfPages } from '@/core/study/pdfText';
import type { ReadProgress } from '@/core/study/pdfText';
import type { StudyErrorCode } from '@/core/study/errors';
import type { DocumentText } from '@/core/study/types';

export type PdfTextRequest = { bytes: Uint8Array; maxPages: number; cMapUrl: string };
export type PdfTextReply =
  | { type: 'progress'; progress: ReadProgress }
  | { type: 'done'; text: DocumentText }
  | { type: 'error'; code: StudyErrorCode; message: string };

(globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = pdfjsParser;

/** The worker's global scope, typed by hand: the project's DOM typings describe a window. */
const scope = self as unknown as {
  postMessage(message: PdfTextReply): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<PdfTextRequest>) => void): void;
};
const reply = (message: PdfTextReply) => scope.postMessage(message);

scope.addEventListener('message', (event: MessageEvent<PdfTextRequest>) => {
  const { bytes, maxPages, cMapUrl } = event.data;
  const task = getDocument({ ...pdfDocumentOptions(bytes, cMapUrl), verbosity: VerbosityLevel.ERRORS });
  task.promise
    .then((document) =>
      readPdfPages(document, { maxPages, onProgress: (progress) => reply({ type: 'progress', progress }) }),
    )
    // The page terminates this worker once it has the reply, which ends pdf.js with it.
    .then(
      (text) => reply({ type: 'done', text }),
      (error: unknown) => {
        const failure = pdfErrorToStudyError(error);
        reply({ type: 'error', code: failure.code, message: failure.message });
      },
    );
});
