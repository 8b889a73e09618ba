/**
 * Practice on string matching: before a comparison plays (does the text character match the pattern's,
 * and what follows) or before Rabin-Karp weighs a window's hash against the pattern's, the learner
 * predicts it. The steps carry their own question (`ask`), made by the run itself, so its answer is what
 * the run then does; the other steps are asked as "what happens next?".
 */
import type { StringModel, StringStep } from '../algorithms/strings/types';
import type { ModelTrace } from '../trace';
import { narratedSteps, orderOptions, practiceQuestions, type PracticeQuestion } from './questions';

export function stringTraceQuestions(
  trace: ModelTrace<StringModel, StringStep>,
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
