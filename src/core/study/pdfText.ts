/**
 * Text from a PDF, page by page, in reading order. pdf.js does the parsing (in a Web Worker in the
 * browser, together with this module); this module turns its text items into lines and paragraphs,
 * enforces the page and text caps and maps pdf.js failures to the study flow's messages. It takes the
 * loaded document through a tiny structural interface, so it needs neither pdf.js nor a DOM to be tested.
 */
import { StudyError, STUDY_MESSAGES, throwIfCancelled, tooManyPagesMessage } from './errors';
import { createTimeout, systemClock, type Clock } from '@/core/store';
import {
  MAX_DOCUMENT_TEXT_CHARS,
  MAX_PAGE_TEXT_CHARS,
  MAX_PDF_PAGES,
  PAGE_READ_TIME_LIMIT_MS,
} from './limits';
import type { DocumentText, PageText } from './types';

export { PDF_CMAP_PATH } from './cmapPath';

/** Shown with a study set made from part of the text (docs/product-rules.md#study-limits). */
export const TRUNCATED_TEXT_NOTE =
  "Only part of this PDF's text was used: the study tool reads at most 20,000 characters from a page and 500,000 from a whole PDF, and gives each page at most 10 seconds.";

/** The fields of a pdf.js TextItem this module reads. */
export interface PdfTextItemLike {
  readonly str: string;
  /** [a, b, c, d, e, f]: e and f are the baseline origin in PDF units (y grows upwards). */
  readonly transform: readonly number[];
  readonly width: number;
  readonly height: number;
  readonly hasEOL?: boolean;
}

/** pdf.js also yields marked-content markers (when asked); they carry no text. */
export type PdfContentItemLike = PdfTextItemLike | { readonly type: string };

/** The parts of a web ReadableStream reader this module uses. */
export interface TextChunkReader {
  read(): Promise<
    { done: true; value?: unknown } | { done: false; value: { items: readonly PdfContentItemLike[] } }
  >;
  cancel(reason: Error): Promise<void>;
}

export interface PdfPageLike {
  /** pdf.js's page text as a stream of chunks, so reading can stop part-way through a page. */
  streamTextContent(): { getReader(): TextChunkReader };
  cleanup?(): unknown;
}

export interface PdfDocumentLike {
  readonly numPages: number;
  getPage(pageNumber: number): Promise<PdfPageLike>;
}

export interface ReadProgress {
  pagesRead: number;
  pageCount: number;
}

export interface ReadPagesOptions {
  signal?: AbortSignal;
  onProgress?: (progress: ReadProgress) => void;
  maxPages?: number;
  maxPageChars?: number;
  maxDocumentChars?: number;
  /** How long one page's text may take to read (PAGE_READ_TIME_LIMIT_MS). */
  maxPageReadMs?: number;
  /** Times each page's reading (default: the host's timers). */
  clock?: Clock;
}

const isTextItem = (item: PdfContentItemLike): item is PdfTextItemLike => 'str' in item;

interface Line {
  text: string;
  /** Baseline y of the line's first item. */
  y: number;
  /** Font size of the line (largest item height). */
  size: number;
}

const END_PUNCTUATION = /[.!?:;,)\]"'”’]$/;

/**
 * Joins a page's text items into lines, then lines into paragraphs: wrapped lines join with a space
 * (or lose their end-of-line hyphen), while a larger vertical gap or a short heading-like line starts a
 * new paragraph. Paragraphs are separated by '\n'.
 */
export function assemblePageText(items: readonly PdfContentItemLike[]): string {
  interface Part {
    x: number;
    width: number;
    size: number;
    text: string;
  }
  const lines: Line[] = [];
  let current: { parts: Part[]; y: number; size: number } | null = null;

  const flush = () => {
    if (!current) return;
    // Items of one line may arrive out of order; left to right is the reading order within a line.
    const parts = current.parts.slice().sort((a, b) => a.x - b.x);
    let text = '';
    let endX = Number.NEGATIVE_INFINITY;
    for (const part of parts) {
      const gap = part.x - endX;
      if (text && gap > part.size * 0.15 && !/\s$/.test(text) && !/^\s/.test(part.text)) text += ' ';
      text += part.text;
      endX = Math.max(endX, part.x + part.width);
    }
    text = text.replace(/\s+/g, ' ').trim();
    if (text) lines.push({ text, y: current.y, size: current.size });
    current = null;
  };

  for (const item of items) {
    if (!isTextItem(item)) continue;
    const x = item.transform[4] ?? 0;
    const y = item.transform[5] ?? 0;
    const size = Math.abs(item.height) || Math.abs(item.transform[3] ?? 0) || 10;
    if (item.str !== '') {
      if (current && Math.abs(y - current.y) > Math.max(size, current.size) * 0.5) flush();
      current ??= { parts: [], y, size };
      current.parts.push({ x, width: item.width, size, text: item.str });
      current.size = Math.max(current.size, size);
    }
    if (item.hasEOL) flush();
  }
  flush();

  let out = '';
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as Line;
    const previous = lines[i - 1];
    if (!previous) {
      out = line.text;
      continue;
    }
    const gap = Math.abs(previous.y - line.y);
    const paragraphBreak =
      gap > Math.max(previous.size, line.size) * 1.8 ||
      Math.abs(previous.size - line.size) > Math.max(previous.size, line.size) * 0.2 ||
      (previous.text.length < 60 && !END_PUNCTUATION.test(previous.text) && /^[A-Z0-9•\-–]/.test(line.text));
    if (paragraphBreak) {
      out += '\n' + line.text;
    } else if (/\p{L}-$/u.test(previous.text) && /^\p{Ll}/u.test(line.text)) {
      out = out.slice(0, -1) + line.text;
    } else {
      out += ' ' + line.text;
    }
  }
  return normalizeText(out);
}

/** Unicode compatibility forms (ligatures such as 'ﬁ'), no soft hyphens, single spaces, trimmed lines. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/\u00ad/g, '')
    .replace(/[^\S\n]+/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join('\n');
}

/** Where pdf.js looks for the header: '%PDF-' within the first 1024 bytes. */
export function looksLikePdf(bytes: Uint8Array): boolean {
  const limit = Math.min(bytes.length, 1024) - 5;
  for (let i = 0; i <= limit; i++) {
    if (
      bytes[i] === 0x25 &&
      bytes[i + 1] === 0x50 &&
      bytes[i + 2] === 0x44 &&
      bytes[i + 3] === 0x46 &&
      bytes[i + 4] === 0x2d
    ) {
      return true;
    }
  }
  return false;
}

/** pdf.js names its exceptions; anything it cannot parse becomes the 'corrupt' message. */
export function pdfErrorToStudyError(error: unknown): StudyError {
  if (error instanceof StudyError) return error;
  const name = error && typeof error === 'object' && 'name' in error ? String(error.name) : '';
  if (name === 'PasswordException') return new StudyError('encrypted', STUDY_MESSAGES.encrypted);
  return new StudyError('corrupt', STUDY_MESSAGES.corrupt);
}

/**
 * A page's text items up to `maxChars` characters of text, read for at most `maxMs`. Past either the
 * stream is cancelled, which also stops pdf.js parsing the rest of the page's content (a small file can
 * hold gigabytes of text, or minutes of drawing operators that yield no text item at all; pdf.js parses
 * in short slices, so the timer gets its turn between them).
 */
async function readPageItems(
  page: PdfPageLike,
  maxChars: number,
  maxMs: number,
  clock: Clock,
): Promise<{ items: PdfContentItemLike[]; cut: boolean }> {
  const reader = page.streamTextContent().getReader();
  const items: PdfContentItemLike[] = [];
  let chars = 0;
  let outOfTime = false;
  const timer = createTimeout(clock);
  timer.start(() => {
    outOfTime = true;
    // The read in progress then ends as done; the page keeps the items read so far.
    reader.cancel(new Error('The page takes longer to read than the study tool allows')).catch(() => {
      // Cancelling a stream that has already closed or failed changes nothing.
    });
  }, maxMs);
  try {
    for (;;) {
      const chunk = await reader.read();
      if (outOfTime) return { items, cut: true };
      if (chunk.done) return { items, cut: false };
      for (const item of chunk.value.items) {
        if (!isTextItem(item)) {
          items.push(item);
          continue;
        }
        const room = maxChars - chars;
        if (item.str.length > room) {
          if (room > 0) items.push({ ...item, str: item.str.slice(0, room) });
          await reader.cancel(new Error('The page has more text than the study tool reads'));
          return { items, cut: true };
        }
        items.push(item);
        chars += item.str.length;
      }
    }
  } finally {
    timer.stop();
  }
}

/**
 * Reads every page's text in order, reporting progress after each page. Refuses documents over the page
 * cap before reading any page; stops between pages when `signal` fires. Keeps at most `maxPageChars`
 * of a page's text and `maxDocumentChars` of the document's, reads a page for at most `maxPageReadMs`,
 * and says whether it left text out.
 */
export async function readPdfPages(
  pdf: PdfDocumentLike,
  {
    signal,
    onProgress,
    maxPages = MAX_PDF_PAGES,
    maxPageChars = MAX_PAGE_TEXT_CHARS,
    maxDocumentChars = MAX_DOCUMENT_TEXT_CHARS,
    maxPageReadMs = PAGE_READ_TIME_LIMIT_MS,
    clock = systemClock,
  }: ReadPagesOptions = {},
): Promise<DocumentText> {
  const pageCount = pdf.numPages;
  if (pageCount > maxPages) throw new StudyError('too-many-pages', tooManyPagesMessage(pageCount));
  onProgress?.({ pagesRead: 0, pageCount });
  const pages: PageText[] = [];
  let documentChars = 0;
  let truncated = false;
  for (let page = 1; page <= pageCount; page++) {
    throwIfCancelled(signal);
    const room = Math.min(maxPageChars, maxDocumentChars - documentChars);
    if (room <= 0) {
      truncated = true;
      break;
    }
    let text: string;
    try {
      const proxy = await pdf.getPage(page);
      const { items, cut } = await readPageItems(proxy, room, maxPageReadMs, clock);
      // Assembly can add a space between items, so the cap applies to the page's text as well.
      text = assemblePageText(items).slice(0, room);
      truncated ||= cut;
      proxy.cleanup?.();
    } catch (error) {
      throwIfCancelled(signal);
      throw pdfErrorToStudyError(error);
    }
    pages.push({ page, text });
    documentChars += text.length;
    onProgress?.({ pagesRead: page, pageCount });
  }
  throwIfCancelled(signal);
  return { pages, truncated };
}

/** The whole document as one string, pages separated by blank lines. */
export function joinPages(pages: readonly PageText[]): string {
  return pages
    .map((page) => page.text)
    .filter((text) => text !== '')
    .join('\n\n');
}

/** Characters that count towards the thresholds: the text without its whitespace runs. */
export function countedLength(text: string): number {
  return text.replace(/\s+/g, ' ').trim().length;
}

/**
 * pdf.js's options for reading a PDF's text: no XFA forms, no WebAssembly (text needs none, so the
 * site's policy allows none), no fonts or canvases built, and the packed CMaps at `cMapUrl`.
 */
export function pdfDocumentOptions(data: Uint8Array, cMapUrl: string) {
  return {
    data,
    cMapUrl,
    cMapPacked: true,
    enableXfa: false,
    useWasm: false,
    disableFontFace: true,
    useSystemFonts: false,
    isOffscreenCanvasSupported: false,
    isImageDecoderSupported: false,
  } as const;
}
