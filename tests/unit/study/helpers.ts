import { AiError } from '@/core/ai/types';
import { generateStudyMaterials } from '@/core/study';
import type { PageText, StudyFile, StudyPipelineDeps, StudyProvider } from '@/core/study';

export const PDF_BYTES = new TextEncoder().encode('%PDF-1.7\n% test bytes\n');

export function fakeFile(size = 1024, bytes: Uint8Array = PDF_BYTES): StudyFile & { base64Reads: number } {
  const file = {
    name: 'notes.pdf',
    size,
    base64Reads: 0,
    bytes: async () => bytes,
    base64: async () => {
      file.base64Reads++;
      return 'JVBERi0xLjc=';
    },
  };
  return file;
}

export const offlineProvider: StudyProvider = { id: 'offline', label: 'Built-in (offline)' };

/** Text of `n` characters made of words, for the thresholds. */
export function textOfLength(n: number): string {
  const words = [
    'An array stores elements in contiguous memory.',
    'A stack keeps the newest element on top.',
    'A queue serves the oldest element first.',
    'A linked list joins its nodes with pointers.',
    'A hash table finds a value from its key.',
  ]
    .join(' ')
    .concat(' ')
    .repeat(20);
  return words.slice(0, n).trimEnd().padEnd(n, 'x');
}

export function pagesOf(...texts: string[]): PageText[] {
  return texts.map((text, i) => ({ page: i + 1, text }));
}

export function deps(
  overrides: Partial<StudyPipelineDeps> & { pages?: PageText[]; truncated?: boolean } = {},
): StudyPipelineDeps {
  const { pages = pagesOf(textOfLength(400)), truncated = false, ...rest } = overrides;
  return {
    provider: offlineProvider,
    readPages: async (_bytes, options) => {
      options.onProgress?.({ pagesRead: 0, pageCount: pages.length });
      pages.forEach((_, i) => options.onProgress?.({ pagesRead: i + 1, pageCount: pages.length }));
      return { pages, truncated };
    },
    generateOffline: async (input, options) =>
      generateStudyMaterials(input, { onFlashcards: options.onFlashcards }),
    ...rest,
  };
}

/** A Gemini-like provider whose calls do what the test says. */
export function remoteProvider(
  behaviour: {
    generate?: (prompt: string, signal?: AbortSignal) => Promise<string>;
    extract?: (pdf: { base64: string; mimeType: string }, signal?: AbortSignal) => Promise<string>;
  },
  id: 'gemini' | 'openai' = 'gemini',
): StudyProvider {
  return {
    id,
    label: id === 'gemini' ? 'Google Gemini' : 'OpenAI-compatible endpoint',
    generateStudyMaterialsText: behaviour.generate ?? (async () => VALID_REPLY),
    ...(behaviour.extract ? { extractPdfText: behaviour.extract } : {}),
  };
}

export const httpError = (status: number) => new AiError(`Gemini API error: ${status}`, 'http', status);

const question = (n: number) => ({
  question: `Question ${n}?`,
  options: [`A${n}`, `B${n}`, `C${n}`, `D${n}`],
  correctAnswer: `B${n}`,
  explanation: `Because B${n}.`,
});

export const VALID_MATERIALS = {
  quiz: [1, 2, 3, 4, 5].map(question),
  flashcards: Array.from({ length: 8 }, (_, i) => ({ term: `Term ${i}`, definition: `Definition ${i}.` })),
};

export const VALID_REPLY = '```json\n' + JSON.stringify(VALID_MATERIALS, null, 2) + '\n```';
