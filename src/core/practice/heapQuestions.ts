/**
 * Practice questions for the Heaps page: before an insert sifts up, at which index the new value
 * settles; before extract moves the last element to the root, where that element settles after sifting
 * down. "What happens next?" fills the gaps.
 */
import { leftOf, parentOf, rightOf, type HeapTrace } from '../heap/heap';
import { narratedSteps, orderOptions, practiceQuestions, type PracticeQuestion } from './questions';

/** Where the element with `id` ends, and every index it passes through from step `from` on. */
function journey(trace: HeapTrace, id: number, from: number): { end: number; passed: number[] } {
  const passed: number[] = [];
  for (let k = from; k < trace.stepCount; k++) {
    const at = trace.steps[k]?.model.ids.indexOf(id) ?? -1;
    if (at >= 0 && !passed.includes(at)) passed.push(at);
  }
  return { end: passed.at(-1) ?? -1, passed };
}

function settleQuestion(
  trace: HeapTrace,
  step: number,
  id: number,
  prompt: string,
  nearby: (end: number, size: number) => number[],
  seed: string,
): PracticeQuestion | null {
  const { end, passed } = journey(trace, id, step);
  const size = trace.steps[step]?.model.values.length ?? 0;
  if (end < 0) return null;
  const indices = [...new Set([end, ...passed, ...nearby(end, size)])].filter((i) => i >= 0 && i < size);
  const choices = indices.slice(0, 4);
  if (choices.length < 2) return null;
  return {
    step,
    prompt,
    options: orderOptions(
      choices.map((i) => ({ id: String(i), label: `index ${i}` })),
      seed,
      step,
    ),
    answer: String(end),
    answerTarget: [String(end)],
  };
}

export function heapTraceQuestions(trace: HeapTrace, seed: string): PracticeQuestion[] {
  const specific: PracticeQuestion[] = [];
  const first = trace.steps[0];
  if (first?.line === 'push') {
    const { values, ids } = first.model;
    const last = values.length - 1;
    // Every ancestor of the new slot is a place sift-up could stop.
    const ancestors = (end: number, size: number) => {
      const out: number[] = [];
      for (let i = size - 1; i > 0; i = parentOf(i)) out.push(parentOf(i));
      return [...out, end];
    };
    const asked = settleQuestion(
      trace,
      0,
      ids[last] as number,
      `Insert ${values[last] as number}: at which index does it settle?`,
      ancestors,
      seed,
    );
    if (asked) specific.push(asked);
  }
  const moveLast = trace.steps.findIndex((step) => step.line === 'move-last');
  const moved = trace.steps[moveLast]?.model;
  if (moved && moved.values.length > 0) {
    // Asked before the move, so the learner first works out which element moves.
    const asked = settleQuestion(
      trace,
      moveLast,
      moved.ids[0] as number,
      `The last element, ${moved.values[0] as number}, moves to the root: at which index does it settle?`,
      (end) => [leftOf(end), rightOf(end), end % 2 === 1 ? end + 1 : end - 1],
      seed,
    );
    if (asked) specific.push(asked);
  }
  return practiceQuestions(narratedSteps(trace.steps), seed, specific);
}
