/**
 * The interview patterns as a learner meets them: the classic examples' answers, the messages of bad
 * input, the pictures' named pointers and windows, the counters, and practice questions whose answers
 * are what the run then does.
 */
import { describe, expect, it } from 'vitest';
import type { PatternAlgorithmId } from '@/core/algorithms/catalog';
import { PATTERN_ALGORITHM_MODULES, PATTERN_ALGORITHMS } from '@/core/algorithms/patterns/registry';
import { decodePatternRunConfig, encodePatternRunConfig } from '@/core/algorithms/patterns/runConfig';
import { roleState, type PatternAlgorithm } from '@/core/algorithms/patterns/types';
import { patternTraceQuestions } from '@/core/practice/patternQuestions';
import { createRandom } from '@/core/random';

const moduleOf = (id: PatternAlgorithmId): PatternAlgorithm => PATTERN_ALGORITHMS[id];

function run(id: PatternAlgorithmId, texts: readonly string[]) {
  const module = moduleOf(id);
  const checked = module.check(texts);
  if ('error' in checked) throw new Error(checked.error);
  const trace = module.trace(checked.value);
  return { module, value: checked.value, trace, last: trace.frameAt(trace.stepCount) };
}

const problem = (id: PatternAlgorithmId, texts: readonly string[]) => {
  const checked = moduleOf(id).check(texts);
  return 'error' in checked ? checked : null;
};

describe('the classic interview examples', () => {
  it.each([
    ['pairSum', ['2, 7, 11, 15', '9'], '[0, 1]'],
    ['mostWater', ['1, 8, 6, 2, 5, 4, 8, 3, 7'], '49'],
    ['windowMax', ['1, 3, -1, -3, 5, 3, 6, 7', '3'], '[3, 3, 5, 5, 6, 7]'],
    ['maxSubarray', ['-2, 1, -3, 4, -1, 2, 1, -5, 4'], '6'],
    ['nextGreater', ['2, 1, 2, 4, 3'], '[4, 2, 4, -1, -1]'],
    ['longestUnique', ['abcabcbb'], '3'],
    ['rangeSum', ['-2, 0, 3, -5, 2, -1', '0-2, 2-5, 0-5'], '[1, -1, -3]'],
    ['subarraySumK', ['1, 1, 1', '2'], '2'],
    ['shipCapacity', ['1, 2, 3, 4, 5, 6, 7, 8, 9, 10', '5'], '15'],
    ['mergeIntervals', ['[[1,3],[2,6],[8,10],[15,18]]'], '[[1, 6], [8, 10], [15, 18]]'],
  ] as const)('%s on %j answers %s', (id, texts, answer) => {
    const { module, value } = run(id, texts);
    expect(module.answer(value)).toBe(answer);
    expect(module.example).toEqual(texts);
  });
});

describe('every pattern', () => {
  it.each(PATTERN_ALGORITHM_MODULES.map((m) => m.id))(
    '%s records narrated steps, shares its link and asks questions its run answers',
    (id) => {
      const module = moduleOf(id);
      const random = createRandom(3);
      for (const texts of [module.example, ...Array.from({ length: 10 }, () => module.randomInput(random))]) {
        const { trace } = run(id, texts);
        expect(trace.stepCount).toBeGreaterThan(1);
        for (const step of trace.steps) expect(step.message.length).toBeGreaterThan(10);
        for (const key of Object.keys(trace.totals)) expect(module.counters.map((c) => c.key)).toContain(key);
        const questions = patternTraceQuestions(trace, 'seed');
        expect(questions.length).toBeGreaterThan(0);
        for (const question of questions) {
          expect(question.options.map((o) => o.id)).toContain(question.answer);
          const ask = trace.steps[question.step]?.ask;
          if (ask && question.prompt === ask.prompt)
            expect(question.options.find((o) => o.id === question.answer)?.label).toBe(ask.answer);
        }
      }
      const link = encodePatternRunConfig({ algorithm: id, inputs: module.example, speed: 20, step: 3 });
      expect(decodePatternRunConfig(link)).toEqual({
        algorithm: id,
        inputs: module.example,
        speed: 20,
        step: 3,
      });
      expect(module.check(module.fields.map(() => ''))).toMatchObject({ field: 0 });
    },
  );
});

describe('two pointers', () => {
  it('names L and R on the array and moves the one the sum rules out', () => {
    const { trace } = run('pairSum', ['2, 7, 11, 15', '9']);
    const first = trace.steps[0]?.frame;
    expect(first?.pointers).toEqual([
      { label: 'L', index: 0 },
      { label: 'R', index: 3 },
    ]);
    expect(first?.roles.map(roleState)).toEqual(['left window', 'window', 'window', 'right window']);
    expect(trace.steps.map((s) => s.line)).toEqual([
      'start',
      'sum',
      'move-r',
      'sum',
      'move-r',
      'sum',
      'found',
    ]);
    expect(trace.totals).toEqual({ sums: 3, moves: 2 });
    const found = trace.steps.at(-1)?.frame;
    expect(found?.roles[0]).toContain('found');
    expect(found?.roles[1]).toContain('found');
    expect(trace.steps[2]?.ask).toMatchObject({ answer: 'R moves left' });
  });

  it('says when no pair sums to the target', () => {
    const { module, value, trace } = run('pairSum', ['1, 2, 4, 8, 16', '7']);
    expect(module.answer(value)).toBe('No pair sums to 7');
    expect(trace.steps.at(-1)?.line).toBe('none');
  });

  it('explains bad input in one sentence, naming the field', () => {
    expect(problem('pairSum', ['2, 11, 7', '9'])).toEqual({
      error: 'Two pointers need a sorted array: 7 comes after 11 (sort it in ascending order)',
      field: 0,
    });
    expect(problem('pairSum', ['2, x', '9'])).toEqual({
      error: '"x" in the array is not a whole number',
      field: 0,
    });
    expect(problem('pairSum', ['2, 7', ''])).toEqual({
      error: 'Enter the target: a whole number from -200 to 200',
      field: 1,
    });
    expect(problem('pairSum', ['5', '9'])?.error).toBe('The array needs at least 2 numbers (it has 1)');
    expect(problem('pairSum', [Array.from({ length: 17 }, (_, i) => i).join(','), '9'])?.error).toBe(
      'The array has 17 numbers: at most 16',
    );
    expect(problem('mostWater', ['1, 100'])?.error).toBe(
      '100 in the heights is out of range: numbers go from 0 to 99',
    );
  });

  it('keeps the best container of most water marked', () => {
    const { trace } = run('mostWater', ['1, 8, 6, 2, 5, 4, 8, 3, 7']);
    const roles = trace.frameAt(trace.stepCount).model.roles;
    expect(roles[1]).toContain('best');
    expect(roles[8]).toContain('best');
    expect(trace.totals.moves).toBe(8);
  });
});
