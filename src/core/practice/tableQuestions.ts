/**
 * Practice questions for table-filling runs (dynamic programming): before a step fills a cell, what
 * value goes in? The other choices are values a learner might confuse it with: the cells it reads,
 * and one more or one less.
 */
import { orderOptions, type PracticeQuestion } from './questions';
import { formatCount } from '../formatCount';

/** What a step did to the table: the cell it filled (if it filled one), its value and what it read. */
export interface CellFill {
  /** How the cell is named, e.g. 'dp[2][3]'. */
  readonly name: string;
  readonly value: number;
  /** The values of the cells it read. */
  readonly reads: readonly number[];
  /** The cell in the picture, as 'row,col'. */
  readonly cell?: string;
}

export function tableQuestions(
  stepCount: number,
  fillAt: (k: number) => CellFill | null,
  seed: string,
): PracticeQuestion[] {
  const questions: PracticeQuestion[] = [];
  for (let k = 0; k < stepCount; k++) {
    const fill = fillAt(k);
    if (fill === null) continue;
    const values = new Set<number>([fill.value]);
    for (const candidate of [...fill.reads, fill.value + 1, fill.value - 1, fill.value + 2]) {
      if (values.size >= 4) break;
      if (candidate >= 0) values.add(candidate);
    }
    if (values.size < 2) continue;
    questions.push({
      step: k,
      prompt: `What value goes into ${fill.name}?`,
      options: orderOptions(
        [...values].map((value) => ({ id: String(value), label: formatCount(value) })),
        seed,
        k,
      ),
      answer: String(fill.value),
      ...(fill.cell === undefined ? {} : { answerTarget: [fill.cell] }),
    });
  }
  return questions;
}
