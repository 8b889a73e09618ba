import { afterEach, describe, expect, it, vi } from 'vitest';
import { AiError } from '@/core/ai/types';
import {
  createStudySet,
  MIN_EXTRACTED_CHARS,
  MIN_STUDY_CHARS,
  StudyError,
  STUDY_MESSAGES,
  userMessageFor,
  withTimeLimit,
} from '@/core/study';
import type { PipelineProgress, StudySet } from '@/core/study';
import { createManualClock } from '../store/manualClock';
import { deps, fakeFile, httpError, pagesOf, remoteProvider, textOfLength, VALID_MATERIALS } from './helpers';

const messageOf = (promise: Promise<StudySet>): Promise<string> =>
  promise.then(
    () => 'resolved',
    (error: unknown) => userMessageFor(error),
  );

afterEach(() => {
  vi.useRealTimers();
});

describe('the PDF flow, offline', () => {
  it('makes a study set from the document and reports each stage in order', async () => {
    const stages: PipelineProgress[] = [];
    const set = await createStudySet(
      fakeFile(),
      deps({
        pages: pagesOf(
          'A stack is a linear data structure that follows the Last In First Out principle. The push operation adds an element to the top of the stack.',
          'A queue is a linear data structure that follows the First In First Out principle. The enqueue operation adds an element at the rear of the queue.',
          'An array is a collection of elements stored in contiguous memory locations. A heap is a tree that keeps the smallest key at the root.',
        ),
        onProgress: (p) => stages.push(p),
      }),
    );
    expect(set.source).toBe('offline');
    expect(set.pageCount).toBe(3);
    expect(set.readByGemini).toBe(false);
    expect(set.quiz.length).toBeGreaterThan(0);
    expect(set.flashcards.length).toBeGreaterThan(0);
    const order = [...new Set(stages.map((s) => s.stage))];
    expect(order).toEqual(['reading', 'checking', 'quiz', 'flashcards', 'done']);
    expect(stages.filter((s) => s.stage === 'reading').map((s) => s.pagesRead)).toEqual([0, 0, 1, 2, 3]);
  });

  it('applies the 50- and 100-character thresholds at their boundaries', async () => {
    const run = (n: number) =>
      messageOf(createStudySet(fakeFile(), deps({ pages: pagesOf(textOfLength(n)) })));
    expect(await run(0)).toBe('Could not extract sufficient text from the PDF');
    expect(await run(MIN_EXTRACTED_CHARS - 1)).toBe(STUDY_MESSAGES.tooShortExtraction);
    expect(await run(MIN_EXTRACTED_CHARS)).toBe(
      'The PDF appears to contain insufficient readable content. Please try a different PDF with more text.',
    );
    expect(await run(MIN_STUDY_CHARS - 1)).toBe(STUDY_MESSAGES.tooShortToStudy);
    expect(await run(MIN_STUDY_CHARS + 300)).toBe('resolved');
  });

  it('counts characters without whitespace runs (a page of blanks is not text)', async () => {
    const padded = ' \n '.repeat(100) + textOfLength(60) + ' \n\n '.repeat(100);
    expect(await messageOf(createStudySet(fakeFile(), deps({ pages: pagesOf(padded) })))).toBe(
      STUDY_MESSAGES.tooShortToStudy,
    );
  });

  it('refuses files over 10 MB before reading them, and bytes that are not a PDF', async () => {
    const readPages = vi.fn();
    const big = fakeFile(10 * 1024 * 1024 + 1);
    const bytesSpy = vi.spyOn(big, 'bytes');
    expect(await messageOf(createStudySet(big, deps({ readPages })))).toBe(
      'This PDF is larger than 10 MB, the most the study tool can read. Please choose a smaller file.',
    );
    expect(bytesSpy).not.toHaveBeenCalled();
    // Exactly 10 MB is still read.
    expect(await messageOf(createStudySet(fakeFile(10 * 1024 * 1024), deps()))).toBe('resolved');
    const text = fakeFile(200, new TextEncoder().encode('just some text, renamed to .pdf'));
    expect(await messageOf(createStudySet(text, deps({ readPages })))).toBe(STUDY_MESSAGES.notPdf);
    expect(readPages).not.toHaveBeenCalled();
  });

  it('says in the study set when the PDF had more text than the tool reads', async () => {
    expect((await createStudySet(fakeFile(), deps({ truncated: true }))).truncated).toBe(true);
    expect((await createStudySet(fakeFile(), deps())).truncated).toBe(false);
  });

  it('passes extraction errors through (encrypted, corrupt, too many pages)', async () => {
    for (const error of [
      new StudyError('encrypted', STUDY_MESSAGES.encrypted),
      new StudyError('corrupt', STUDY_MESSAGES.corrupt),
    ]) {
      const readPages = async () => {
        throw error;
      };
      expect(await messageOf(createStudySet(fakeFile(), deps({ readPages })))).toBe(error.message);
    }
  });

  it('says so when the built-in generator finds nothing to ask', async () => {
    const generateOffline = async () => ({ quiz: [], flashcards: [] });
    expect(await messageOf(createStudySet(fakeFile(), deps({ generateOffline })))).toBe(
      STUDY_MESSAGES.noQuestions,
    );
  });

  it('gives the generic message for a failure that is not an Error', async () => {
    const generateOffline = async () => {
      throw 'boom';
    };
    expect(await messageOf(createStudySet(fakeFile(), deps({ generateOffline })))).toBe(
      "We couldn't process your PDF. This might be due to the PDF format or content. Please try a different PDF with clear, readable text.",
    );
  });
});

describe('time limits and cancelling', () => {
  it('stops reading after the extraction time limit, aborting the reader', async () => {
    vi.useFakeTimers();
    let readerSignal: AbortSignal | undefined;
    const readPages = (_bytes: Uint8Array, options: { signal: AbortSignal }) => {
      readerSignal = options.signal;
      return new Promise<never>(() => {});
    };
    const result = messageOf(
      createStudySet(fakeFile(), deps({ readPages, limits: { extractionTimeMs: 5_000 } })),
    );
    await vi.advanceTimersByTimeAsync(4_999);
    expect(readerSignal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toBe(STUDY_MESSAGES.extractionTimeout);
    expect(readerSignal?.aborted).toBe(true);
  });

  it('stops generating after the generation time limit', async () => {
    vi.useFakeTimers();
    const generateOffline = () => new Promise<never>(() => {});
    const result = messageOf(
      createStudySet(fakeFile(), deps({ generateOffline, limits: { generationTimeMs: 1_000 } })),
    );
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await result).toBe(STUDY_MESSAGES.generationTimeout);
  });

  it('rejects with the cancellation error at once when the visitor cancels, and aborts the worker', async () => {
    const controller = new AbortController();
    let generatorSignal: AbortSignal | undefined;
    const generateOffline = (_pages: unknown, options: { signal: AbortSignal }) => {
      generatorSignal = options.signal;
      queueMicrotask(() => controller.abort());
      return new Promise<never>(() => {});
    };
    const error = await createStudySet(
      fakeFile(),
      deps({ generateOffline, signal: controller.signal }),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StudyError);
    expect((error as StudyError).code).toBe('cancelled');
    expect(generatorSignal?.aborted).toBe(true);
  });

  it('withTimeLimit passes results and own errors through and clears its timer', async () => {
    vi.useFakeTimers();
    await expect(withTimeLimit(async () => 42, 10, 'late')).resolves.toBe(42);
    await expect(
      withTimeLimit(
        async () => {
          throw new Error('own');
        },
        10,
        'late',
      ),
    ).rejects.toThrow('own');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('withTimeLimit times out on the clock it is given, aborting the work', async () => {
    const time = createManualClock();
    let signal: AbortSignal | undefined;
    const running = withTimeLimit(
      (s) => {
        signal = s;
        return new Promise<never>(() => {});
      },
      1000,
      'too slow',
      undefined,
      time.clock,
    ).catch((e: unknown) => e);
    time.advance(999);
    expect(signal?.aborted).toBe(false);
    time.advance(1);
    const error = await running;
    expect(error).toBeInstanceOf(StudyError);
    expect((error as StudyError).message).toBe('too slow');
    expect(signal?.aborted).toBe(true);
  });
});

describe('the PDF flow with a remote provider (docs/product-rules.md#study-error-messages)', () => {
  it('sends the document text in the call-4 prompt and validates the reply', async () => {
    let prompt = '';
    const provider = remoteProvider({
      generate: async (p) => {
        prompt = p;
        return '```json\n' + JSON.stringify(VALID_MATERIALS) + '\n```';
      },
    });
    const set = await createStudySet(
      fakeFile(),
      deps({ provider, pages: pagesOf('Page one text. '.repeat(20)) }),
    );
    expect(set.source).toBe('gemini');
    expect(set.quiz).toEqual(VALID_MATERIALS.quiz);
    expect(set.flashcards).toEqual(VALID_MATERIALS.flashcards);
    expect(prompt).toContain('Page one text.');
    expect(prompt).toMatch(/exactly 5 multiple-choice questions/i);
    expect(prompt).toMatch(/exactly 4 options/i);
    expect(prompt).toMatch(/exactly 8 flashcards/i);
    expect(prompt).toMatch(/"correctAnswer"/);
    expect(prompt).toMatch(/only valid JSON/i);
  });

  it.each([
    [httpError(500), 'Gemini API error: 500'],
    [httpError(429), 'Gemini API error: 429'],
    [
      new AiError('No content generated by Gemini (empty study materials)', 'empty'),
      'No content generated by Gemini',
    ],
    [
      new AiError('Gemini API sent a reply that is not valid JSON', 'malformed'),
      'No content generated by Gemini',
    ],
    [
      new AiError('Could not reach https://example.test (Failed to fetch)', 'network'),
      'Could not reach https://example.test (Failed to fetch)',
    ],
    [
      new AiError('No Gemini API key is set: add yours in AI settings.', 'config'),
      'No Gemini API key is set: add yours in AI settings.',
    ],
    ['a bare string', STUDY_MESSAGES.generic],
  ])('maps a generation failure %# to its message', async (failure, message) => {
    const provider = remoteProvider({
      generate: async () => {
        throw failure;
      },
    });
    expect(await messageOf(createStudySet(fakeFile(), deps({ provider })))).toBe(message);
  });

  it.each([
    ['', 'No content generated by Gemini'],
    ['not json at all', 'Failed to parse generated study materials'],
    [JSON.stringify({ quiz: [], flashcards: VALID_MATERIALS.flashcards }), 'Invalid quiz data generated'],
    [JSON.stringify({ quiz: VALID_MATERIALS.quiz, flashcards: [] }), 'Invalid flashcard data generated'],
  ])('maps the reply %j to its message', async (reply, message) => {
    const provider = remoteProvider({ generate: async () => reply });
    expect(await messageOf(createStudySet(fakeFile(), deps({ provider })))).toBe(message);
  });

  it('names an OpenAI-compatible endpoint instead of Gemini', async () => {
    const provider = remoteProvider(
      {
        generate: async () => {
          throw httpError(502);
        },
      },
      'openai',
    );
    expect(await messageOf(createStudySet(fakeFile(), deps({ provider })))).toBe('AI endpoint error: 502');
  });

  it('reads a scanned PDF with Gemini when the text layer is too thin', async () => {
    const file = fakeFile();
    let sent: { base64: string; mimeType: string } | undefined;
    const provider = remoteProvider({
      extract: async (pdf) => {
        sent = pdf;
        return textOfLength(500);
      },
    });
    const stages: string[] = [];
    const set = await createStudySet(
      file,
      deps({ provider, pages: pagesOf(''), onProgress: (p) => stages.push(p.stage) }),
    );
    expect(sent).toEqual({ base64: 'JVBERi0xLjc=', mimeType: 'application/pdf' });
    expect(set.readByGemini).toBe(true);
    expect(stages).toContain('scanning');
  });

  it('sends a scanned PDF to Gemini only within its 14 MB inline limit', async () => {
    const extract = vi.fn(async () => textOfLength(500));
    const provider = remoteProvider({ extract });
    // The 10 MB file cap keeps every file within the limit; raised here to reach it.
    const limits = { maxBytes: 100 * 1024 * 1024 };
    const over = fakeFile(14 * 1024 * 1024 + 1);
    expect(await messageOf(createStudySet(over, deps({ provider, pages: pagesOf(''), limits })))).toBe(
      'This PDF has no readable text layer and is too large (over 14 MB) to send to Gemini for reading. Please choose a smaller file.',
    );
    expect(extract).not.toHaveBeenCalled();
    const within = fakeFile(14 * 1024 * 1024);
    expect(await messageOf(createStudySet(within, deps({ provider, pages: pagesOf(''), limits })))).toBe(
      'resolved',
    );
    expect(extract).toHaveBeenCalledOnce();
  });

  it('does not call Gemini for a PDF with enough text', async () => {
    const extract = vi.fn(async () => 'never');
    await createStudySet(fakeFile(), deps({ provider: remoteProvider({ extract }) }));
    expect(extract).not.toHaveBeenCalled();
  });

  it.each([
    [httpError(500), STUDY_MESSAGES.extractionFailed],
    [httpError(403), 'Failed to analyze PDF content. Please ensure the PDF contains readable text.'],
    [
      new AiError('No content generated by Gemini (no text extracted)', 'empty'),
      STUDY_MESSAGES.extractionFailed,
    ],
    [new Error('socket hang up'), STUDY_MESSAGES.extractionFailed],
    [
      new AiError('No Gemini API key is set: add yours in AI settings.', 'config'),
      'No Gemini API key is set: add yours in AI settings.',
    ],
  ])('wraps an extraction failure %# in the extraction-failed message', async (failure, message) => {
    const provider = remoteProvider({
      extract: async () => {
        throw failure;
      },
    });
    expect(await messageOf(createStudySet(fakeFile(), deps({ provider, pages: pagesOf('') })))).toBe(message);
  });

  it('applies the thresholds to the text Gemini read', async () => {
    const tooShort = remoteProvider({ extract: async () => textOfLength(49) });
    expect(
      await messageOf(createStudySet(fakeFile(), deps({ provider: tooShort, pages: pagesOf('') }))),
    ).toBe(STUDY_MESSAGES.tooShortExtraction);
    const thin = remoteProvider({ extract: async () => textOfLength(99) });
    expect(await messageOf(createStudySet(fakeFile(), deps({ provider: thin, pages: pagesOf('') })))).toBe(
      STUDY_MESSAGES.tooShortToStudy,
    );
  });

  it('treats an aborted request as the visitor cancelling', async () => {
    const controller = new AbortController();
    const provider = remoteProvider({
      generate: async () => {
        controller.abort();
        throw new AiError('The request was cancelled.', 'aborted');
      },
    });
    const error = await createStudySet(fakeFile(), deps({ provider, signal: controller.signal })).catch(
      (e: unknown) => e,
    );
    expect((error as StudyError).code).toBe('cancelled');
  });
});
