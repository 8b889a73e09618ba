/** pdf.js's parser, run in the study reader's own worker (pdfText.worker.ts). */
declare module 'pdfjs-dist/legacy/build/pdf.worker.min.mjs' {
  export const WorkerMessageHandler: unknown;
}
