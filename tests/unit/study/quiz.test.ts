import { describe, expect, it } from 'vitest';
import { allAnswered, drawQuiz, percentOf, scoreMessage, scoreQuiz, SCORE_MESSAGES } from '@/core/study';
import { createRandom } from '@/core/random';
import type { QuizQuestion } from '@/core/study';

const question = (n: number): QuizQuestion => ({
  question: `Q${n}?`,
  options: ['a', 'b', 'c', 'd'],
  correctAnswer: 'b',
  explanation: '',
});
const pool = Array.from({ length: 15 }, (_, i) => question(i));

describe('drawing a quiz session', () => {
  it('draws 5 distinct questions from the pool', () => {
    const drawn = drawQuiz(pool, createRandom(1));
    expect(drawn).toHaveLength(5);
    expect(new Set(drawn.map((q) => q.question)).size).toBe(5);
    for (const q of drawn) expect(pool).toContain(q);
  });

  it('retakes with questions not in the last session while the pool has them', () => {
    const random = createRandom(2);
    const first = drawQuiz(pool, random);
    const second = drawQuiz(pool, random, first);
    const third = drawQuiz(pool, random, [...first, ...second]);
    const seen = [...first, ...second, ...third].map((q) => q.question);
    expect(new Set(seen).size).toBe(15);
  });

  it('reorders a pool of exactly 5, and takes what there is from a smaller pool', () => {
    const five = pool.slice(0, 5);
    const again = drawQuiz(five, createRandom(3), five);
    expect(again.map((q) => q.question).sort()).toEqual(five.map((q) => q.question).sort());
    expect(drawQuiz(pool.slice(0, 3), createRandom(4))).toHaveLength(3);
  });

  it('differs between draws (random), within the same pool', () => {
    const draws = new Set(
      Array.from({ length: 20 }, (_, seed) =>
        drawQuiz(pool, createRandom(seed))
          .map((q) => q.question)
          .join('|'),
      ),
    );
    expect(draws.size).toBeGreaterThan(15);
  });
});

describe('scoring', () => {
  const five = pool.slice(0, 5);

  it('needs every question answered to submit', () => {
    expect(allAnswered(five, ['b', 'b', 'b', 'b', undefined])).toBe(false);
    expect(allAnswered(five, ['a', 'b', 'c', 'd', 'a'])).toBe(true);
    expect(allAnswered([], [])).toBe(false);
  });

  it('counts right answers and lists the wrong ones', () => {
    expect(scoreQuiz(five, ['b', 'a', 'b', 'c', 'b'])).toEqual({
      score: 3,
      total: 5,
      percent: 60,
      wrong: [1, 3],
    });
    expect(scoreQuiz(five, ['b', 'b', 'b', 'b', 'b'])).toEqual({
      score: 5,
      total: 5,
      percent: 100,
      wrong: [],
    });
  });

  it('rounds percentages', () => {
    expect(percentOf(2, 3)).toBe(67);
    expect(percentOf(1, 8)).toBe(13);
    expect(percentOf(0, 0)).toBe(0);
  });

  it.each([
    [100, SCORE_MESSAGES.excellent],
    [90, "Excellent! You've mastered this material! 🎉"],
    [89, 'Great work! You have a solid understanding! 👏'],
    [80, SCORE_MESSAGES.great],
    [79, "Good job! A few more reviews and you'll excel! 📚"],
    [70, SCORE_MESSAGES.good],
    [69, 'Not bad! Focus on the areas you missed! 💪'],
    [60, SCORE_MESSAGES.notBad],
    [59, 'Keep studying! Review the explanations and try again! 📖'],
    [0, SCORE_MESSAGES.keepStudying],
  ])('gives %i%% the message "%s"', (percent, message) => {
    expect(scoreMessage(percent)).toBe(message);
  });
});
