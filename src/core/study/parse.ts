/**
 * Reading a remote model's reply to the study prompt (docs/product-rules.md#remote-requests): strip json code
 * fences, parse, validate each item with a schema and keep the valid ones. Never throws anything but a
 * StudyError with one of the messages of docs/product-rules.md#study-error-messages.
 */
import { z } from '../schema';
import { noContentMessage, StudyError, STUDY_MESSAGES } from './errors';
import type { Flashcard, QuizQuestion, StudyMaterials } from './types';

/** At most this many of each are kept from a reply (a session uses 5 questions). */
const MAX_REMOTE_QUESTIONS = 30;
const MAX_REMOTE_FLASHCARDS = 50;
const MAX_FIELD_CHARS = 2_000;

/** Removes ```json ... ``` (or bare ```) fences wherever they are, then trims. */
export function stripJsonFences(reply: string): string {
  return reply
    .replace(/```[ \t]*json[ \t]*/gi, '')
    .replace(/```/g, '')
    .trim();
}

const text = z
  .string()
  .transform((value) => value.replace(/\s+/g, ' ').trim())
  .pipe(z.string().min(1).max(MAX_FIELD_CHARS));

const rawQuestion = z.object({
  question: text,
  options: z.array(z.union([text, z.number().transform(String)])).length(4),
  correctAnswer: z.union([z.string(), z.number()]),
  explanation: z
    .string()
    .optional()
    .transform((value) => (value ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_FIELD_CHARS)),
});

const rawFlashcard = z.object({ term: text, definition: text });

const LETTERS = ['a', 'b', 'c', 'd'];

/** The correct option's text: the option itself, its letter ('B', 'b)', 'Option B') or its index. */
function resolveAnswer(options: readonly string[], answer: string | number): string | undefined {
  if (typeof answer === 'number') return Number.isInteger(answer) ? options[answer] : undefined;
  const wanted = answer.replace(/\s+/g, ' ').trim();
  const exact = options.find((option) => option === wanted);
  if (exact !== undefined) return exact;
  const folded = options.find((option) => option.toLowerCase() === wanted.toLowerCase());
  if (folded !== undefined) return folded;
  const letter = /^(?:option\s+)?([a-d])[).:]?$/i.exec(wanted)?.[1]?.toLowerCase();
  if (letter) return options[LETTERS.indexOf(letter)];
  const prefixed = /^([a-d])[).:]\s+(.+)$/i.exec(wanted);
  if (prefixed?.[2]) return options.find((option) => option.toLowerCase() === prefixed[2]?.toLowerCase());
  return undefined;
}

/** A valid question, or undefined: 4 distinct options, and a correct answer that is one of them. */
export function toQuizQuestion(value: unknown): QuizQuestion | undefined {
  const parsed = rawQuestion.safeParse(value);
  if (!parsed.success) return undefined;
  const { question, options, correctAnswer, explanation } = parsed.data;
  if (new Set(options.map((option) => option.toLowerCase())).size !== 4) return undefined;
  const answer = resolveAnswer(options, correctAnswer);
  if (answer === undefined) return undefined;
  return { question, options, correctAnswer: answer, explanation };
}

export function toFlashcard(value: unknown): Flashcard | undefined {
  const parsed = rawFlashcard.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

function uniqueBy<T>(items: readonly T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const k = key(item).toLowerCase();
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** Parses a reply into validated study materials, or throws a StudyError with its message. */
export function parseStudyMaterials(reply: unknown, providerId = 'gemini'): StudyMaterials {
  if (typeof reply !== 'string' || reply.trim() === '') {
    throw new StudyError('no-content', noContentMessage(providerId));
  }
  const cleaned = stripJsonFences(reply);
  let data: unknown;
  try {
    data = JSON.parse(cleaned);
  } catch {
    // Models sometimes wrap the JSON in a sentence; try the outermost braces before giving up.
    const start = cleaned.indexOf('{');
    const end = cleaned.lastIndexOf('}');
    if (start < 0 || end <= start) throw new StudyError('parse', STUDY_MESSAGES.parseFailed);
    try {
      data = JSON.parse(cleaned.slice(start, end + 1));
    } catch {
      throw new StudyError('parse', STUDY_MESSAGES.parseFailed);
    }
  }
  const record = data !== null && typeof data === 'object' && !Array.isArray(data) ? data : {};
  const rawQuiz: unknown = 'quiz' in record ? record.quiz : undefined;
  const rawCards: unknown = 'flashcards' in record ? record.flashcards : undefined;

  const quiz = Array.isArray(rawQuiz)
    ? uniqueBy(
        rawQuiz.slice(0, MAX_REMOTE_QUESTIONS * 2).flatMap((item) => toQuizQuestion(item) ?? []),
        (q) => q.question,
      ).slice(0, MAX_REMOTE_QUESTIONS)
    : [];
  if (quiz.length === 0) throw new StudyError('invalid-quiz', STUDY_MESSAGES.invalidQuiz);

  const flashcards = Array.isArray(rawCards)
    ? uniqueBy(
        rawCards.slice(0, MAX_REMOTE_FLASHCARDS * 2).flatMap((item) => toFlashcard(item) ?? []),
        (card) => card.term,
      ).slice(0, MAX_REMOTE_FLASHCARDS)
    : [];
  if (flashcards.length === 0) throw new StudyError('invalid-flashcards', STUDY_MESSAGES.invalidFlashcards);

  return { quiz, flashcards };
}
