/**
 * The PDF flow from a chosen file to a study set (docs/product-rules.md#pdf-study-tool):
 * size cap -> PDF header check -> text of every page (pdf.js, in a worker, with a time limit) ->
 * the Gemini fallback for scanned PDFs -> the 50- and 100-character thresholds ->
 * a remote model or the built-in generator -> a validated study set.
 * Every dependency that touches the browser is passed in, so the flow runs in Node under test.
 */
import { createTimeout, systemClock, type Clock } from '@/core/store';
import { AiError, type AiProvider } from '../ai/types';
import {
  apiErrorMessage,
  cancelledError,
  noContentMessage,
  StudyError,
  STUDY_MESSAGES,
  throwIfCancelled,
} from './errors';
import { DEFAULT_LIMITS, MIN_EXTRACTED_CHARS, MIN_STUDY_CHARS, type StudyLimits } from './limits';
import { parseStudyMaterials } from './parse';
import { countedLength, joinPages, looksLikePdf, type ReadPagesOptions } from './pdfText';
import { buildStudyPrompt } from './prompt';
import type { DocumentText, PageText, StudyMaterials, StudySet, StudySource } from './types';

export interface StudyFile {
  readonly name: string;
  readonly size: number;
  bytes(): Promise<Uint8Array>;
  /** The file as base64, for Gemini to read a scanned PDF. */
  base64(): Promise<string>;
}

export type PipelineStage = 'reading' | 'checking' | 'scanning' | 'quiz' | 'flashcards' | 'done';

export interface PipelineProgress {
  readonly stage: PipelineStage;
  readonly pagesRead: number;
  readonly pageCount: number;
}

export type StudyProvider = Pick<
  AiProvider,
  'id' | 'label' | 'generateStudyMaterialsText' | 'extractPdfText'
>;

export interface OfflineGenerateOptions {
  signal: AbortSignal;
  /** Called when the quiz is done and the flashcards start. */
  onFlashcards?: () => void;
}

export interface StudyPipelineDeps {
  /** Text of every page, within the text caps; pdf.js in a Web Worker in the browser. Must stop when `signal` fires. */
  readPages(bytes: Uint8Array, options: ReadPagesOptions & { signal: AbortSignal }): Promise<DocumentText>;
  provider: StudyProvider;
  /** The built-in generator; in the browser it runs in a Web Worker. Must stop when `signal` fires. */
  generateOffline(pages: readonly PageText[], options: OfflineGenerateOptions): Promise<StudyMaterials>;
  onProgress?: (progress: PipelineProgress) => void;
  signal?: AbortSignal;
  limits?: Partial<StudyLimits>;
}

/**
 * Runs `run` with its own abort signal, which fires when `parent` fires or `ms` pass on `clock`. A
 * timeout rejects with a StudyError carrying `message`; a parent abort rejects with the cancellation
 * error, even if `run` ignores its signal.
 */
export async function withTimeLimit<T>(
  run: (signal: AbortSignal) => Promise<T>,
  ms: number,
  message: string,
  parent?: AbortSignal,
  clock: Clock = systemClock,
): Promise<T> {
  throwIfCancelled(parent);
  const controller = new AbortController();
  const timer = createTimeout(clock);
  let onAbort: (() => void) | undefined;
  const stop = new Promise<never>((_, reject) => {
    timer.start(() => {
      controller.abort();
      reject(new StudyError('timeout', message));
    }, ms);
    onAbort = () => {
      controller.abort();
      reject(cancelledError());
    };
    parent?.addEventListener('abort', onAbort, { once: true });
  });
  stop.catch(() => {});
  try {
    return await Promise.race([run(controller.signal), stop]);
  } catch (error) {
    if (parent?.aborted) throw cancelledError();
    if (controller.signal.aborted && !(error instanceof StudyError)) throw new StudyError('timeout', message);
    throw error;
  } finally {
    timer.stop();
    if (onAbort) parent?.removeEventListener('abort', onAbort);
  }
}

const isAbort = (error: unknown): boolean =>
  (error instanceof AiError && error.kind === 'aborted') ||
  (error instanceof Error && error.name === 'AbortError');

/** A remote provider's failure as the study flow reports it (docs/product-rules.md#study-error-messages). */
export function remoteGenerationError(error: unknown, providerId: string): unknown {
  if (error instanceof StudyError) return error;
  if (isAbort(error)) return cancelledError();
  if (error instanceof AiError) {
    if (error.kind === 'http') return new StudyError('api', apiErrorMessage(providerId, error.status ?? 0));
    if (error.kind === 'empty' || error.kind === 'malformed') {
      return new StudyError('no-content', noContentMessage(providerId));
    }
    return new StudyError('provider', error.message);
  }
  // Errors keep their message, as the original showed it; anything else gets the generic message.
  return error;
}

/** The Gemini extraction fallback's failure: the extraction-failed message, except for a missing key. */
function extractionError(error: unknown): unknown {
  if (error instanceof StudyError) return error;
  if (isAbort(error)) return cancelledError();
  if (error instanceof AiError && error.kind === 'config') return new StudyError('provider', error.message);
  return new StudyError('extraction-failed', STUDY_MESSAGES.extractionFailed);
}

export async function createStudySet(file: StudyFile, deps: StudyPipelineDeps): Promise<StudySet> {
  const limits = { ...DEFAULT_LIMITS, ...deps.limits };
  const { provider, signal } = deps;
  let pageCount = 0;
  const report = (stage: PipelineStage, pagesRead = pageCount) =>
    deps.onProgress?.({ stage, pagesRead, pageCount });

  if (file.size > limits.maxBytes) throw new StudyError('too-large', STUDY_MESSAGES.tooLarge);
  report('reading', 0);
  const bytes = await file.bytes();
  throwIfCancelled(signal);
  if (!looksLikePdf(bytes)) throw new StudyError('not-pdf', STUDY_MESSAGES.notPdf);

  const read = await withTimeLimit(
    (inner) =>
      deps.readPages(bytes, {
        signal: inner,
        maxPages: limits.maxPages,
        onProgress: (progress) => {
          pageCount = progress.pageCount;
          report('reading', progress.pagesRead);
        },
      }),
    limits.extractionTimeMs,
    STUDY_MESSAGES.extractionTimeout,
    signal,
  );
  report('checking', pageCount);
  let pages = read.pages;
  let text = joinPages(pages);
  let readByGemini = false;

  if (countedLength(text) < MIN_STUDY_CHARS && provider.extractPdfText) {
    // Too thin a text layer (a scanned PDF): Gemini reads the whole file, sent inline in the request.
    if (file.size > limits.maxInlineBytes) throw new StudyError('too-large', STUDY_MESSAGES.scanTooLarge);
    report('scanning');
    const extract = provider.extractPdfText.bind(provider);
    const scanned = await withTimeLimit(
      async (inner) => {
        try {
          return await extract({ base64: await file.base64(), mimeType: 'application/pdf' }, inner);
        } catch (error) {
          throw extractionError(error);
        }
      },
      limits.generationTimeMs,
      STUDY_MESSAGES.extractionTimeout,
      signal,
    );
    text = scanned.trim();
    pages = [{ page: 1, text }];
    readByGemini = true;
  }

  const length = countedLength(text);
  if (length < MIN_EXTRACTED_CHARS)
    throw new StudyError('too-short-extraction', STUDY_MESSAGES.tooShortExtraction);
  if (length < MIN_STUDY_CHARS) throw new StudyError('too-short-to-study', STUDY_MESSAGES.tooShortToStudy);

  report('quiz');
  let materials: StudyMaterials;
  let source: StudySource;
  if (provider.generateStudyMaterialsText) {
    const generate = provider.generateStudyMaterialsText.bind(provider);
    source = provider.id;
    const reply = await withTimeLimit(
      async (inner) => {
        try {
          return await generate(buildStudyPrompt(text), inner);
        } catch (error) {
          throw remoteGenerationError(error, provider.id);
        }
      },
      limits.generationTimeMs,
      STUDY_MESSAGES.generationTimeout,
      signal,
    );
    report('flashcards');
    materials = parseStudyMaterials(reply, provider.id);
  } else {
    source = 'offline';
    materials = await withTimeLimit(
      (inner) => deps.generateOffline(pages, { signal: inner, onFlashcards: () => report('flashcards') }),
      limits.generationTimeMs,
      STUDY_MESSAGES.generationTimeout,
      signal,
    );
    if (materials.quiz.length === 0 || materials.flashcards.length === 0) {
      throw new StudyError('invalid-quiz', STUDY_MESSAGES.noQuestions);
    }
  }
  throwIfCancelled(signal);
  report('done');
  return { ...materials, source, pageCount, textLength: length, readByGemini, truncated: read.truncated };
}
