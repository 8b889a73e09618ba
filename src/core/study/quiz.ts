/**
 * A quiz session: drawing 5 questions from the pool, scoring, and the score messages
 * (docs/product-rules.md#quiz).
 */
import { QUIZ_SESSION_SIZE } from './limits';
import { shuffled, type Random } from '../random';
import type { QuizQuestion } from './types';

/**
 * Draws `count` questions at random. Questions not in `previous` come first, so a Retake on a pool larger
 * than one session shows new questions; a pool of exactly `count` comes back in a new order.
 */
export function drawQuiz(
  pool: readonly QuizQuestion[],
  random: Random,
  previous: readonly QuizQuestion[] = [],
  count = QUIZ_SESSION_SIZE,
): QuizQuestion[] {
  const seen = new Set(previous.map((question) => question.question));
  const fresh = shuffled(
    pool.filter((question) => !seen.has(question.question)),
    random,
  );
  const repeats = shuffled(
    pool.filter((question) => seen.has(question.question)),
    random,
  );
  return [...fresh, ...repeats].slice(0, count);
}

/** Answers by question position; undefined while unanswered. */
export type QuizAnswers = readonly (string | undefined)[];

export function allAnswered(questions: readonly QuizQuestion[], answers: QuizAnswers): boolean {
  return questions.length > 0 && questions.every((_, i) => answers[i] !== undefined);
}

export interface QuizScore {
  score: number;
  total: number;
  /** Rounded percentage. */
  percent: number;
  /** Positions of the questions answered wrongly. */
  wrong: number[];
}

export function scoreQuiz(questions: readonly QuizQuestion[], answers: QuizAnswers): QuizScore {
  const wrong: number[] = [];
  questions.forEach((question, i) => {
    if (answers[i] !== question.correctAnswer) wrong.push(i);
  });
  const total = questions.length;
  const score = total - wrong.length;
  return { score, total, percent: percentOf(score, total), wrong };
}

/** A rounded percentage; 0 when there is nothing to divide by. */
export function percentOf(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 100) : 0;
}

export const SCORE_MESSAGES = {
  excellent: "Excellent! You've mastered this material! 🎉",
  great: 'Great work! You have a solid understanding! 👏',
  good: "Good job! A few more reviews and you'll excel! 📚",
  notBad: 'Not bad! Focus on the areas you missed! 💪',
  keepStudying: 'Keep studying! Review the explanations and try again! 📖',
} as const;

/** The message for a score percentage. */
export function scoreMessage(percent: number): string {
  if (percent >= 90) return SCORE_MESSAGES.excellent;
  if (percent >= 80) return SCORE_MESSAGES.great;
  if (percent >= 70) return SCORE_MESSAGES.good;
  if (percent >= 60) return SCORE_MESSAGES.notBad;
  return SCORE_MESSAGES.keepStudying;
}
