import { describe, expect, it } from 'vitest';
import { knowledgeTopics } from '@/core/tutor/knowledgeBase';
import { createOfflineTutor } from '@/core/tutor/offlineTutor';
import { evaluateTutor, loadEvalSet } from '../../bench/tutorEval';

/**
 * The built-in tutor against tests/fixtures/tutor-eval.json (`npm run bench:tutor` prints the same
 * figures with every miss). The floors are what the tutor reaches today: raise them when it gets better,
 * never lower them to let a change through.
 */
const HIT_RATE_FLOOR = 0.99;

describe('tutor evaluation set', () => {
  const set = loadEvalSet();
  const report = evaluateTutor(createOfflineTutor(knowledgeTopics, { random: () => 0 }), set);

  it('is big and varied enough, and names real topics', () => {
    expect(set.questions.length).toBeGreaterThanOrEqual(150);
    expect(set.outOfScope.length).toBeGreaterThanOrEqual(20);
    expect(set.conversations.length).toBeGreaterThanOrEqual(10);
    const ids = new Set(knowledgeTopics.map((t) => t.id));
    for (const { q, topics } of set.questions) {
      expect(topics.length, q).toBeGreaterThan(0);
      for (const id of topics) expect(ids, `${q}: ${id}`).toContain(id);
    }
    for (const { topic } of set.conversations) expect(ids).toContain(topic);
    const questions = set.questions.map((x) => x.q.toLowerCase());
    expect(new Set(questions).size, 'no question twice').toBe(questions.length);
  });

  it(`answers at least ${HIT_RATE_FLOOR * 100}% of the questions from a right topic`, () => {
    expect(report.hitRate, JSON.stringify(report.misses, null, 1)).toBeGreaterThanOrEqual(HIT_RATE_FLOOR);
  });

  it('answers every out-of-scope question with the honest fallback', () => {
    expect(report.outOfScopeMisses).toEqual([]);
    expect(report.fallbackRate).toBe(1);
  });

  it('keeps every follow-up on the topic, and a new question starts a new one', () => {
    expect(report.followUpMisses).toEqual([]);
  });
});
