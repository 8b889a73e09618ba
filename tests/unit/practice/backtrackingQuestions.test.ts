/**
 * The backtracking practice questions are answered by what the run then does: "will this branch be
 * pruned?" by the step's kind, "which choice comes next?" by the call the step chooses. A large search
 * asks a bounded number of questions, spread over the whole run.
 */
import { describe, expect, it } from 'vitest';
import { combinationSumModule, nQueensModule, permutationsModule } from '@/core/algorithms/backtracking';
import { kindAt } from '@/core/algorithms/backtracking/search';
import type { BacktrackingTrace } from '@/core/algorithms/backtracking/trace';
import type { BacktrackingAlgorithm } from '@/core/algorithms/backtracking/types';
import { backtrackingQuestions } from '@/core/practice/backtrackingQuestions';
import { QUESTION_SPACING } from '@/core/practice/questions';

function questionsOf<V>(module: BacktrackingAlgorithm<string, V>, value: V) {
  const trace = module.trace(value);
  const questions = backtrackingQuestions(
    trace,
    {
      label: (choice) => module.choiceLabel(value, choice),
      tryName: (choices, choice) => module.tryName(value, choices, choice),
      nextQuestion: (choices) => module.nextQuestion(value, choices),
    },
    `${module.id}:test`,
  );
  return { trace, questions };
}

function checkAnswers(trace: BacktrackingTrace, questions: ReturnType<typeof questionsOf>['questions']) {
  let pruneQuestions = 0;
  let choiceQuestions = 0;
  for (const question of questions) {
    expect(question.options.map((option) => option.id)).toContain(question.answer);
    if (question.prompt.endsWith('will this branch be pruned?')) {
      pruneQuestions++;
      expect(question.answer).toBe(kindAt(trace.record, question.step) === 'prune' ? 'pruned' : 'explored');
    } else if (question.prompt.startsWith('Which')) {
      choiceQuestions++;
      expect(kindAt(trace.record, question.step)).toBe('choose');
      expect(question.answer).toBe(String(trace.record.stepNode[question.step]));
    } else {
      expect(question.prompt).toBe('What happens next?');
      expect(question.options.find((o) => o.id === question.answer)?.label).toBe(
        trace.steps[question.step]?.message,
      );
    }
  }
  return { pruneQuestions, choiceQuestions };
}

describe('backtracking practice', () => {
  it('asks whether a branch is pruned and which choice comes next, answered by the run', () => {
    const { trace, questions } = questionsOf(nQueensModule, 4);
    const asked = checkAnswers(trace, questions);
    expect(asked.pruneQuestions).toBeGreaterThan(3);
    expect(asked.choiceQuestions).toBeGreaterThan(1);
    expect(questions.find((q) => q.prompt.startsWith('Which column gets row'))).toBeDefined();
    const steps = questions.map((q) => q.step);
    steps
      .slice(1)
      .forEach((step, i) => expect(step - (steps[i] ?? 0)).toBeGreaterThanOrEqual(QUESTION_SPACING));
    expect(Math.max(...steps)).toBeLessThan(trace.stepCount);
  });

  it('words the questions in each search’s own terms', () => {
    const combination = questionsOf(combinationSumModule, { candidates: [2, 3, 6, 7], target: 7 });
    checkAnswers(combination.trace, combination.questions);
    expect(combination.questions.map((q) => q.prompt)).toContain(
      'Next the search tries 6 after [2, 2] (3 left): will this branch be pruned?',
    );
    const permutations = questionsOf(permutationsModule, [1, 2, 3]);
    checkAnswers(permutations.trace, permutations.questions);
  });

  it('spreads a bounded number of questions over 10-Queens’ whole search', () => {
    const { trace, questions } = questionsOf(nQueensModule, 10);
    expect(questions.length).toBeGreaterThan(1000);
    expect(questions.length).toBeLessThanOrEqual(4000);
    expect(questions.at(-1)?.step).toBeGreaterThan(trace.stepCount * 0.99);
    checkAnswers(trace, questions.slice(0, 300));
  });
});
