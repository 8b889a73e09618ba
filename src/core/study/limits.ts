/** Business constants of the PDF study tool (docs/product-rules.md#study-limits). */
export const MB = 1024 * 1024;

/** The drop zone says 'Supports PDF files up to 10MB'; larger files are refused before reading. */
export const MAX_PDF_BYTES = 10 * MB;
/**
 * The largest PDF sent whole to Gemini when it has no text layer: Gemini takes at most 20 MB of inline
 * data per request, and base64 makes the file a third larger.
 */
export const MAX_INLINE_PDF_BYTES = 14 * MB;
/** Documents with more pages are refused after opening. */
export const MAX_PDF_PAGES = 500;
/** Characters read from one page; the rest of the page is left out. */
export const MAX_PAGE_TEXT_CHARS = 20_000;
/** Characters read from a whole PDF; later pages are left out. */
export const MAX_DOCUMENT_TEXT_CHARS = 500_000;
/** Below this many extracted characters, extraction fails. */
export const MIN_EXTRACTED_CHARS = 50;
/** Below this many characters the study set is not generated. */
export const MIN_STUDY_CHARS = 100;
/**
 * Reading one page's text stops after this long: a content stream of drawing operators with no text
 * (a few kilobytes compressed) can keep the parser busy for minutes. The page keeps what was read.
 */
export const PAGE_READ_TIME_LIMIT_MS = 10_000;
/** Reading every page must finish within this time. */
export const EXTRACTION_TIME_LIMIT_MS = 120_000;
/** Making the study set (built-in or remote) must finish within this time. */
export const GENERATION_TIME_LIMIT_MS = 120_000;
/** Remote models get at most this much document text (the start of the document). */
export const MAX_PROMPT_TEXT_CHARS = 60_000;
/** Questions in one quiz session. */
export const QUIZ_SESSION_SIZE = 5;
/** The built-in generator makes up to this many questions, so Retake can draw a new set. */
export const QUIZ_POOL_SIZE = 15;
/** The built-in generator aims for at least this many flashcards. */
export const FLASHCARD_TARGET = 8;
/** And makes at most this many. */
export const FLASHCARD_MAX = 12;

export interface StudyLimits {
  maxBytes: number;
  maxInlineBytes: number;
  maxPages: number;
  extractionTimeMs: number;
  generationTimeMs: number;
}

export const DEFAULT_LIMITS: StudyLimits = {
  maxBytes: MAX_PDF_BYTES,
  maxInlineBytes: MAX_INLINE_PDF_BYTES,
  maxPages: MAX_PDF_PAGES,
  extractionTimeMs: EXTRACTION_TIME_LIMIT_MS,
  generationTimeMs: GENERATION_TIME_LIMIT_MS,
};

/** '2.4 MB': size in MB to one decimal, as the chosen file shows it. */
export function formatMegabytes(bytes: number): string {
  return `${(bytes / MB).toFixed(1)} MB`;
}

export function isOverSizeLimit(bytes: number): boolean {
  return bytes > MAX_PDF_BYTES;
}
