/**
 * Practice questions for the array algorithms, from their recorded steps: before a comparison plays,
 * will it swap the two bars; before a search looks, which index it checks.
 */
import { narrate } from '../algorithms/run';
import { stepAt, type Step, type Trace } from '../trace';
import { orderOptions, practiceQuestions, type PracticeQuestion } from './questions';

const samePair = (a: { i: number; j: number }, b: { i: number; j: number }) =>
  (a.i === b.i && a.j === b.j) || (a.i === b.j && a.j === b.i);

/** At each comparison followed by another step: do the two compared values swap right after? */
function swapQuestion(steps: readonly Step[], k: number, seed: string): PracticeQuestion | null {
  const step = steps[k];
  const next = steps[k + 1];
  if (step?.type !== 'compare' || next === undefined) return null;
  const swaps = next.type === 'swap' && samePair(step, next);
  return {
    step: k,
    prompt: `Next, ${step.a} (index ${step.i}) is compared with ${step.b} (index ${step.j}). Will they swap?`,
    options: orderOptions(
      [
        { id: 'swap', label: 'Yes, they swap' },
        { id: 'stay', label: 'No, they stay where they are' },
      ],
      seed,
      k,
    ),
    answer: swaps ? 'swap' : 'stay',
    answerTarget: [String(step.i), String(step.j)],
  };
}

/**
 * At each probe of a search: which index does it check? Asked before the range step that leads to it
 * (binary search names its middle there), with neighbouring indices as the other choices.
 */
function probeQuestion(
  steps: readonly Step[],
  k: number,
  size: number,
  seed: string,
): PracticeQuestion | null {
  const step = steps[k];
  if (step?.type !== 'probe') return null;
  const before = steps[k - 1];
  const askAt = before?.type === 'range' ? k - 1 : k;
  const candidates = new Set<number>([step.i]);
  const around =
    before?.type === 'range'
      ? [before.lo, before.hi, step.i - 1, step.i + 1]
      : [step.i + 1, step.i - 1, step.i + 2];
  for (const index of around) {
    if (candidates.size >= 4) break;
    if (index >= 0 && index < size) candidates.add(index);
  }
  if (candidates.size < 2) return null;
  return {
    step: askAt,
    prompt: 'Which index does the search check next?',
    options: orderOptions(
      [...candidates].map((index) => ({ id: String(index), label: `Index ${index}` })),
      seed,
      askAt,
    ),
    answer: String(step.i),
    answerTarget: [String(step.i)],
  };
}

/** The array algorithm's own questions over its steps, on an array of `size` values. */
export function arrayQuestions(steps: readonly Step[], size: number, seed: string): PracticeQuestion[] {
  const questions: PracticeQuestion[] = [];
  for (let k = 0; k < steps.length; k++) {
    const question = swapQuestion(steps, k, seed) ?? probeQuestion(steps, k, size, seed);
    if (question) questions.push(question);
  }
  return questions;
}

/** Every question of an array algorithm's run: its own, then "what happens next?" between them. */
export function arrayTraceQuestions(trace: Trace): PracticeQuestion[] {
  const seed = `${trace.algorithm}:${trace.input.join(',')}:${trace.target ?? ''}`;
  const steps = Array.from({ length: trace.stepCount }, (_, k) => stepAt(trace, k));
  return practiceQuestions(
    { stepCount: trace.stepCount, message: (k) => narrate(trace, k + 1) },
    seed,
    arrayQuestions(steps, trace.input.length, seed),
  );
}
