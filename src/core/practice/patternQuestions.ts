/**
 * Practice on the interview patterns: before a step that decides something plays (which pointer
 * moves, what leaves the deque or the stack, whether a capacity is enough), the learner predicts it.
 * The steps carry their own question (`ask`), made by the run itself, so its answer is what the run
 * then does; the other steps are asked as "what happens next?".
 */
import type { PatternModel, PatternStep } from '../algorithms/patterns/types';
import type { ModelTrace } from '../trace';
import { narratedSteps, orderOptions, practiceQuestions, type PracticeQuestion } from './questions';

export function patternTraceQuestions(
  trace: ModelTrace<PatternModel, PatternStep>,
  seed: string,
): PracticeQuestion[] {
  const specific: PracticeQuestion[] = [];
  trace.steps.forEach((step, k) => {
    const { ask } = step;
    if (!ask || !ask.options.includes(ask.answer)) return;
    const options = ask.options.map((label, i) => ({ id: `option-${i}`, label }));
    specific.push({
      step: k,
      prompt: ask.prompt,
      options: orderOptions(options, seed, k),
      answer: `option-${ask.options.indexOf(ask.answer)}`,
      ...(ask.target ? { answerTarget: ask.target } : {}),
    });
  });
  return practiceQuestions(narratedSteps(trace.steps), seed, specific);
}
