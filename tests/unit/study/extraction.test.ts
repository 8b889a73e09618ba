import { deflateSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  assemblePageText,
  countedLength,
  joinPages,
  looksLikePdf,
  MAX_PDF_PAGES,
  PAGE_READ_TIME_LIMIT_MS,
  pdfErrorToStudyError,
  readPdfPages,
  StudyError,
  STUDY_MESSAGES,
} from '@/core/study';
import type { PdfTextItemLike, ReadProgress } from '@/core/study';
import { dataStructures } from '../../fixtures/documents';
import {
  CJK_TEXT,
  cjkTextPdf,
  denseTextPdf,
  makeFixturePdfs,
  type FixtureName,
} from '../../fixtures/make-pdfs';
import { createManualClock } from '../store/manualClock';
import { openError, withPdf } from './pdfjsNode';

let fixtures: Record<FixtureName, Uint8Array>;

beforeAll(async () => {
  fixtures = await makeFixturePdfs();
});

const item = (str: string, x: number, y: number, extra: Partial<PdfTextItemLike> = {}): PdfTextItemLike => ({
  str,
  transform: [11, 0, 0, 11, x, y],
  width: str.length * 5,
  height: 11,
  hasEOL: false,
  ...extra,
});

describe('assembling page text from pdf.js items', () => {
  it('joins wrapped lines of a paragraph with spaces and starts a paragraph after a heading', () => {
    const text = assemblePageText([
      item('Stacks', 50, 700, { height: 15, transform: [15, 0, 0, 15, 50, 700], hasEOL: true }),
      item('A stack is a linear data structure that', 50, 680, { hasEOL: true }),
      item('follows the LIFO principle.', 50, 665, { hasEOL: true }),
    ]);
    expect(text).toBe('Stacks\nA stack is a linear data structure that follows the LIFO principle.');
  });

  it('puts the items of one line in left-to-right order and inserts the spaces gaps stand for', () => {
    const text = assemblePageText([item('world.', 120, 700), item('Hello', 50, 700)]);
    expect(text).toBe('Hello world.');
  });

  it('rejoins words hyphenated across lines, and keeps real hyphens', () => {
    const text = assemblePageText([
      item('A doubly-linked list stores a pointer to the pre-', 50, 700, { hasEOL: true }),
      item('vious node as well as the next one.', 50, 686, { hasEOL: true }),
    ]);
    expect(text).toBe('A doubly-linked list stores a pointer to the previous node as well as the next one.');
  });

  it('starts a new paragraph after a large vertical gap, skips marked content and normalises ligatures', () => {
    const text = assemblePageText([
      item('First paragraph ends here.', 50, 700, { hasEOL: true }),
      { type: 'beginMarkedContent' },
      item('Second paragraph is ﬁne.', 50, 640, { hasEOL: true }),
    ]);
    expect(text).toBe('First paragraph ends here.\nSecond paragraph is fine.');
  });

  it('gives an empty string for a page without text', () => {
    expect(assemblePageText([])).toBe('');
    expect(assemblePageText([item('', 0, 0, { hasEOL: true })])).toBe('');
  });
});

describe('reading the fixture PDFs with pdf.js', () => {
  it('reads the multi-page document back exactly, page by page, with page numbers and progress', async () => {
    const progress: ReadProgress[] = [];
    const { pages, truncated } = await withPdf(fixtures['data-structures'], (document) =>
      readPdfPages(document, { onProgress: (p) => progress.push(p) }),
    );
    expect(truncated).toBe(false);
    expect(pages.map((page) => page.page)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(pages.map((page) => page.text)).toEqual(dataStructures.pages);
    expect(progress[0]).toEqual({ pagesRead: 0, pageCount: 6 });
    expect(progress.at(-1)).toEqual({ pagesRead: 6, pageCount: 6 });
    expect(progress.map((p) => p.pagesRead)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('finds a one-line document too short, and an image-only page empty', async () => {
    const { pages: short } = await withPdf(fixtures['one-line'], (document) => readPdfPages(document));
    expect(joinPages(short)).toBe('Stacks are LIFO.');
    expect(countedLength(joinPages(short))).toBeLessThan(50);
    const scan = await withPdf(fixtures['image-only'], (document) => readPdfPages(document));
    expect(scan).toEqual({ pages: [{ page: 1, text: '' }], truncated: false });
  });

  it('maps an encrypted PDF to the password message and a corrupt one to the damaged message', async () => {
    const encrypted = await openError(fixtures.encrypted);
    expect(pdfErrorToStudyError(encrypted).message).toBe(STUDY_MESSAGES.encrypted);
    const corrupt = await openError(fixtures.corrupt);
    expect(corrupt).toBeDefined();
    expect(pdfErrorToStudyError(corrupt).message).toBe(STUDY_MESSAGES.corrupt);
  });

  it('tells PDF bytes from other bytes by the header', () => {
    expect(looksLikePdf(fixtures['data-structures'])).toBe(true);
    expect(looksLikePdf(fixtures.corrupt)).toBe(true);
    expect(looksLikePdf(fixtures['not-a-pdf'])).toBe(false);
    expect(looksLikePdf(new Uint8Array())).toBe(false);
    // pdf.js accepts a header after some leading junk, within the first 1024 bytes.
    const late = new Uint8Array(600);
    late.set(new TextEncoder().encode('%PDF-1.4'), 500);
    expect(looksLikePdf(late)).toBe(true);
  });

  it('refuses more than 500 pages before reading any', async () => {
    const progress: ReadProgress[] = [];
    const error = await withPdf(fixtures['too-many-pages'], (document) =>
      readPdfPages(document, { onProgress: (p) => progress.push(p) }),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StudyError);
    expect((error as StudyError).code).toBe('too-many-pages');
    expect((error as StudyError).message).toBe(
      `This PDF has 501 pages; the study tool reads at most ${MAX_PDF_PAGES}. Please split it into smaller parts.`,
    );
    expect(progress).toEqual([]);
  });

  it('stops between pages when cancelled', async () => {
    const controller = new AbortController();
    const error = await withPdf(fixtures['data-structures'], (document) =>
      readPdfPages(document, {
        signal: controller.signal,
        onProgress: (p) => {
          if (p.pagesRead === 2) controller.abort();
        },
      }),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StudyError);
    expect((error as StudyError).code).toBe('cancelled');
  });

  it('turns a page that fails to parse into the damaged-PDF error', async () => {
    const broken = {
      numPages: 2,
      getPage: async (n: number) => ({
        streamTextContent: () => {
          let sent = false;
          return {
            getReader: () => ({
              read: async () => {
                if (n === 2) throw Object.assign(new Error('bad xref'), { name: 'UnknownErrorException' });
                if (sent) return { done: true as const };
                sent = true;
                return { done: false as const, value: { items: [item('Fine.', 0, 0)] } };
              },
              cancel: async () => undefined,
            }),
          };
        },
      }),
    };
    await expect(readPdfPages(broken)).rejects.toMatchObject({
      code: 'corrupt',
      message: STUDY_MESSAGES.corrupt,
    });
  });
});

describe('the text caps', () => {
  it('keeps at most 20,000 characters of a page and says text was left out', async () => {
    const pdf = await denseTextPdf(2, 60_000);
    const { pages, truncated } = await withPdf(pdf, (document) => readPdfPages(document));
    expect(truncated).toBe(true);
    expect(pages.map((page) => page.page)).toEqual([1, 2]);
    for (const page of pages) {
      expect(page.text.length).toBeLessThanOrEqual(20_000);
      expect(page.text.length).toBeGreaterThan(19_900);
    }
    expect(pages[0]?.text.startsWith('Arrays An array is a collection of elements')).toBe(true);
  });

  it('stops reading a PDF at 500,000 characters, leaving the later pages out', async () => {
    const pdf = await denseTextPdf(30, 20_000);
    const progress: ReadProgress[] = [];
    const { pages, truncated } = await withPdf(pdf, (document) =>
      readPdfPages(document, { onProgress: (p) => progress.push(p) }),
    );
    expect(truncated).toBe(true);
    const total = pages.reduce((sum, page) => sum + page.text.length, 0);
    expect(total).toBeLessThanOrEqual(500_000);
    expect(total).toBeGreaterThan(499_000);
    expect(pages.length).toBeLessThan(30);
    expect(progress[0]).toEqual({ pagesRead: 0, pageCount: 30 });
  });

  it('reads a PDF just under the caps whole', async () => {
    const pdf = await denseTextPdf(1, 19_000);
    const { pages, truncated } = await withPdf(pdf, (document) => readPdfPages(document));
    expect(truncated).toBe(false);
    expect(pages[0]?.text.length).toBeGreaterThan(18_500);
    expect(pages[0]?.text.length).toBeLessThan(20_000);
  });
});

describe('CJK text', () => {
  it('reads Japanese text in a font that is not embedded, with the CMaps the site serves', async () => {
    const { pages } = await withPdf(await cjkTextPdf(), (document) => readPdfPages(document));
    expect(pages).toEqual([{ page: 1, text: CJK_TEXT }]);
  });
});

/**
 * A PDF whose first page is `operators` of drawing (no text) in a compressed content stream, and whose
 * second page shows `text` in Helvetica.
 */
function drawingThenTextPdf(operators: number, text: string): Uint8Array {
  const encoder = new TextEncoder();
  const chunks: Uint8Array[] = [];
  const offsets: number[] = [];
  let length = 0;
  const write = (part: string | Uint8Array) => {
    const bytes = typeof part === 'string' ? encoder.encode(part) : part;
    chunks.push(bytes);
    length += bytes.length;
  };
  const object = (id: number, ...body: (string | Uint8Array)[]) => {
    offsets[id] = length;
    write(`${id} 0 obj\n`);
    body.forEach(write);
    write('\nendobj\n');
  };
  const stream = (id: number, content: string) => {
    const packed = deflateSync(encoder.encode(content));
    object(id, `<< /Length ${packed.length} /Filter /FlateDecode >>\nstream\n`, packed, '\nendstream');
  };
  write('%PDF-1.7\n');
  object(1, '<< /Type /Catalog /Pages 2 0 R >>');
  object(2, '<< /Type /Pages /Kids [3 0 R 4 0 R] /Count 2 >>');
  object(3, '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 5 0 R >>');
  object(
    4,
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 6 0 R /Resources << /Font << /F1 7 0 R >> >> >>',
  );
  stream(5, '0 0 m\n'.repeat(operators));
  stream(6, `BT /F1 12 Tf 72 700 Td (${text}) Tj ET`);
  object(7, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  const xref = length;
  const entries = [1, 2, 3, 4, 5, 6, 7].map((id) => `${String(offsets[id]).padStart(10, '0')} 00000 n \n`);
  write(`xref\n0 8\n0000000000 65535 f \n${entries.join('')}trailer\n<< /Size 8 /Root 1 0 R >>\n`);
  write(`startxref\n${xref}\n%%EOF\n`);
  const bytes = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return bytes;
}

describe('a page that draws without text', () => {
  it('is read for at most 10 seconds, keeping what was read, and the next page is still read', async () => {
    expect(PAGE_READ_TIME_LIMIT_MS).toBe(10_000);
    const time = createManualClock();
    const cancelled: string[] = [];
    const endless = {
      numPages: 2,
      getPage: async (n: number) => ({
        streamTextContent: () => {
          let step = 0;
          let stop: (() => void) | null = null;
          return {
            getReader: () => ({
              // Page 1: one text chunk, then operators that yield no text until the stream is cancelled.
              read: () => {
                step += 1;
                if (n === 2 && step === 1)
                  return Promise.resolve({
                    done: false as const,
                    value: { items: [item('Next page.', 0, 0)] },
                  });
                if (n === 1 && step === 1)
                  return Promise.resolve({ done: false as const, value: { items: [item('Start.', 0, 0)] } });
                if (n === 2) return Promise.resolve({ done: true as const });
                return new Promise<{ done: true }>((resolve) => {
                  stop = () => resolve({ done: true });
                });
              },
              cancel: async (reason: Error) => {
                cancelled.push(reason.message);
                stop?.();
              },
            }),
          };
        },
      }),
    };
    const progress: ReadProgress[] = [];
    const reading = readPdfPages(endless, { clock: time.clock, onProgress: (p) => progress.push(p) });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(progress).toEqual([{ pagesRead: 0, pageCount: 2 }]);
    time.advance(9_999);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(cancelled).toEqual([]);
    time.advance(1);
    await expect(reading).resolves.toEqual({
      pages: [
        { page: 1, text: 'Start.' },
        { page: 2, text: 'Next page.' },
      ],
      truncated: true,
    });
    expect(cancelled).toEqual(['The page takes longer to read than the study tool allows']);
    expect(time.pending()).toBe(0);
  });

  it('stops pdf.js parsing a compressed stream of two million drawing operators when its time is up', async () => {
    const pdf = drawingThenTextPdf(2_000_000, 'After the drawing.');
    expect(pdf.length).toBeLessThan(30_000);
    const time = createManualClock();
    const { pages, truncated } = await withPdf(pdf, (document) => {
      const reading = readPdfPages(document, { clock: time.clock });
      // The page's time runs out while pdf.js is still parsing the first page (seconds of work).
      setTimeout(() => time.advance(PAGE_READ_TIME_LIMIT_MS), 50);
      return reading;
    });
    expect(pages).toEqual([
      { page: 1, text: '' },
      { page: 2, text: 'After the drawing.' },
    ]);
    expect(truncated).toBe(true);
  });
});
