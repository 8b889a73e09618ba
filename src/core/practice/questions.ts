/**
 * Practice questions (docs/product-rules.md#practice-predict-the-next-step): before a step plays, the
 * learner predicts what it will do. Every question is generated from the recorded run, so its answer is
 * what the run then does. Family generators ask about the thing that matters (does this comparison
 * swap, which index is checked, what fills this cell); every other step can be asked as "what happens
 * next?", with the true next narration among narrations of nearby steps.
 */
import { createRandom, hashString, shuffled } from '../random';

export interface PracticeOption {
  readonly id: string;
  readonly label: string;
}

export interface PracticeQuestion {
  /** The frame at which it is asked: the 0-based step it predicts plays next. */
  readonly step: number;
  readonly prompt: string;
  readonly options: readonly PracticeOption[];
  /** The id of the right option. */
  readonly answer: string;
  /**
   * What the right answer refers to in the picture, named as the scene's mirror names its elements
   * (a bar's or cell's index, a table cell's 'row,col', a vertex's label, a tree key, a heap index, a
   * bucket). Absent when the question names no element of the picture.
   */
  readonly answerTarget?: readonly string[];
}

/** What the generic generator reads of a run. */
export interface NarratedRun {
  readonly stepCount: number;
  /** The narration of 0-based step k. */
  message(k: number): string;
}

/** Questions are at least this many steps apart, so practice keeps moving. */
export const QUESTION_SPACING = 3;
/** Options per question at most (the answer and up to three others). */
export const MAX_OPTIONS = 4;
/** How far from the step the generic generator looks for other narrations to offer. */
const NEARBY = 8;

/** The options in an order fixed by the seed and the step, so a question looks the same every time. */
export function orderOptions(
  options: readonly PracticeOption[],
  seed: string,
  step: number,
): PracticeOption[] {
  return shuffled(options, createRandom(hashString(`${seed}:${step}`)));
}

/** "What happens next?" at step k: the true narration among up to three different nearby ones. */
export function nextStepQuestion(run: NarratedRun, k: number, seed: string): PracticeQuestion | null {
  if (k < 0 || k >= run.stepCount) return null;
  const answer = run.message(k);
  const others: string[] = [];
  for (let d = 1; d <= NEARBY && others.length < MAX_OPTIONS - 1; d++) {
    for (const j of [k + d, k - d]) {
      if (j < 0 || j >= run.stepCount || others.length >= MAX_OPTIONS - 1) continue;
      const text = run.message(j);
      if (text !== answer && !others.includes(text)) others.push(text);
    }
  }
  if (others.length === 0) return null;
  const options = [
    { id: String(k), label: answer },
    ...others.map((label, i) => ({ id: `other-${i}`, label })),
  ];
  return {
    step: k,
    prompt: 'What happens next?',
    options: orderOptions(options, seed, k),
    answer: String(k),
  };
}

/**
 * The run's questions, in step order: the family's own questions first, then "what happens next?"
 * wherever no question is within QUESTION_SPACING steps. A question is never asked at the last frame
 * (nothing plays after it).
 */
export function practiceQuestions(
  run: NarratedRun,
  seed: string,
  specific: readonly PracticeQuestion[] = [],
): PracticeQuestion[] {
  const chosen: PracticeQuestion[] = [];
  const taken = (step: number) => chosen.some((q) => Math.abs(q.step - step) < QUESTION_SPACING);
  for (const question of [...specific].sort((a, b) => a.step - b.step)) {
    if (question.step < run.stepCount && !taken(question.step)) chosen.push(question);
  }
  for (let k = 0; k < run.stepCount; k++) {
    if (taken(k)) continue;
    const question = nextStepQuestion(run, k, seed);
    if (question) chosen.push(question);
  }
  return chosen.sort((a, b) => a.step - b.step);
}

/** Whether an option answers the question. */
export function isRight(question: PracticeQuestion, optionId: string): boolean {
  return question.answer === optionId;
}

/** The right option's label. */
export function answerLabel(question: PracticeQuestion): string {
  return question.options.find((option) => option.id === question.answer)?.label ?? '';
}

/** A run whose steps carry their own narration (every model trace's steps do). */
export function narratedSteps(steps: readonly { readonly message: string }[]): NarratedRun {
  return { stepCount: steps.length, message: (k) => steps[k]?.message ?? '' };
}
