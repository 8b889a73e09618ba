/**
 * Practice questions for a path search on a grid: before a cell is expanded, which open cell it is (the
 * smallest f = g + h; ties to the smaller h, then reading order); before a cell joins the open set,
 * what its f becomes. "What happens next?" fills the gaps.
 */
import { cellName, type Grid } from '../algorithms/graph/grid/grid';
import { CELL_STATE, type GridTrace } from '../algorithms/graph/grid/types';
import {
  narratedSteps,
  orderOptions,
  practiceQuestions,
  QUESTION_SPACING,
  type PracticeQuestion,
} from './questions';

const number = (n: number): string => (Number.isInteger(n) ? String(n) : n.toFixed(2));

export function gridTraceQuestions(grid: Grid, trace: GridTrace, seed: string): PracticeQuestion[] {
  const specific: PracticeQuestion[] = [];
  let last = -QUESTION_SPACING;
  for (let k = 0; k < trace.stepCount; k++) {
    if (k - last < QUESTION_SPACING) continue;
    const step = trace.steps[k];
    if (step === undefined || step.g === undefined || step.h === undefined) continue;
    const name = cellName(grid, step.cell);
    let question: PracticeQuestion | null = null;
    if (step.line === 'expand' || step.line === 'reached') {
      const before = trace.frameAt(k).model;
      const open: number[] = [];
      before.states.forEach((state, cell) => {
        if (state === CELL_STATE.open && cell !== step.cell) open.push(cell);
      });
      // The other open cells nearest the answer in reading order: plausible, and the same every time.
      const others = open
        .sort((a, b) => Math.abs(a - step.cell) - Math.abs(b - step.cell) || a - b)
        .slice(0, 3);
      if (others.length > 0)
        question = {
          step: k,
          prompt:
            'Which open cell is expanded next? (the smallest f = g + h; ties: smaller h, then reading order)',
          options: orderOptions(
            [step.cell, ...others].map((cell) => ({
              id: cellName(grid, cell),
              label: `(${cellName(grid, cell)})`,
            })),
            seed,
            k,
          ),
          answer: name,
          answerTarget: [name],
        };
    } else if (step.line === 'push') {
      const f = step.g + step.h;
      const values = [...new Set([f, f + 1, f - 1, step.g, step.h].filter((v) => v >= 0))].slice(0, 4);
      question = {
        step: k,
        prompt: `(${name}) joins the open set with g = ${number(step.g)} and h = ${number(step.h)}. What is its f?`,
        options: orderOptions(
          values.map((v) => ({ id: number(v), label: number(v) })),
          seed,
          k,
        ),
        answer: number(f),
        answerTarget: [name],
      };
    }
    if (question) {
      specific.push(question);
      last = k;
    }
  }
  return practiceQuestions(narratedSteps(trace.steps), seed, specific);
}
