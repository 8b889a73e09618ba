import { describe, expect, it } from 'vitest';
import { traceFenwickRun } from '@/core/fenwick';
import {
  fenwickTraceQuestions,
  rangeSumsQuestions,
  segmentTraceQuestions,
} from '@/core/practice/segmentTreeQuestions';
import { traceRangeSums, traceSegmentRun } from '@/core/segment-tree';

const none = { left: null, right: null, index: null, value: null };

describe('Segment Trees practice', () => {
  it("asks before each queried node whether it is inside, partly inside or outside, answered by the node's own step", () => {
    const trace = traceSegmentRun({
      kind: 'sum',
      values: [1, 3, 5, 7, 9, 11],
      operation: 'query',
      ...none,
      left: 1,
      right: 3,
    });
    const questions = segmentTraceQuestions(trace, 'seed');
    const specific = questions.filter((question) => question.prompt.startsWith('The query asks for [1, 3]'));
    expect(specific.length).toBeGreaterThan(1);
    expect(specific[0]).toMatchObject({
      step: 0,
      prompt: 'The query asks for [1, 3]. Node [0, 5] is next: what does the query do with it?',
      answer: 'partial',
      answerTarget: ['1'],
    });
    for (const question of specific) {
      const step = trace.steps[question.step];
      const id = Number(question.answerTarget?.[0]);
      // The answer is what the step then does with that node.
      expect(step?.model.marks.get(id)).toBe(question.answer);
      expect(question.options.map((option) => option.id).sort()).toEqual(['inside', 'outside', 'partial']);
    }
  });

  it('asks where each Fenwick jump lands, with the landing position among the options', () => {
    const trace = traceFenwickRun({
      values: [1, 3, 5, 7, 9, 11],
      operation: 'update',
      ...none,
      index: 0,
      value: 4,
    });
    const questions = fenwickTraceQuestions(trace, 'seed');
    const jumps = questions.filter((question) => question.prompt.includes('lowbit'));
    expect(jumps.length).toBeGreaterThan(0);
    for (const question of jumps) {
      const jump = trace.steps[question.step]?.model.jump;
      expect(jump).not.toBeNull();
      const landing = jump && jump.to <= 6 && jump.to > 0 ? String(jump.to) : 'none';
      expect(question.answer).toBe(landing);
      expect(question.options.map((option) => option.id)).toContain(landing);
    }
    expect(jumps[0]?.prompt).toBe('i = 1 (001), lowbit 1: where does i += i & −i land?');
    expect(jumps[0]?.answer).toBe('2');
  });
});

describe('Segment Trees practice on range sums', () => {
  it("asks each tree's questions at its own steps, their answers naming the tree", () => {
    const sums = traceRangeSums({
      values: [1, 3, 5, 7, 9, 11],
      operation: 'query',
      ...none,
      left: 1,
      right: 3,
    });
    const questions = rangeSumsQuestions(sums, 'seed');
    const nodes = questions.filter((question) => question.prompt.startsWith('The query asks for [1, 3]'));
    const jumps = questions.filter((question) => question.prompt.includes('lowbit'));
    expect(nodes.length).toBeGreaterThan(1);
    expect(jumps.length).toBeGreaterThan(0);
    for (const question of nodes) {
      const step = sums.trace.steps[question.step];
      expect(step?.tree).toBe('segment');
      const [tree, id] = question.answerTarget?.[0]?.split(':') ?? [];
      expect(tree).toBe('segment');
      expect(step?.model.segment.marks.get(Number(id))).toBe(question.answer);
    }
    for (const question of jumps) {
      const step = sums.trace.steps[question.step];
      expect(step?.tree).toBe('fenwick');
      expect(question.step).toBeGreaterThanOrEqual(sums.fenwickStart);
      const jump = step?.model.fenwick.jump;
      expect(question.answer).toBe(jump && jump.to > 0 && jump.to <= 6 ? String(jump.to) : 'none');
      for (const target of question.answerTarget ?? []) expect(target).toMatch(/^fenwick:\d+$/);
    }
  });
});
