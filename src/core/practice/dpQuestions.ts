/**
 * Practice questions for the dynamic-programming runs: "what value goes into this cell?" before each
 * step that fills a table cell (patience sorting: "which pile does this card go on?"), named as the
 * listing names it, and "what happens next?" between them.
 */
import type { DpStep, DpTableView } from '../algorithms/dp/types';
import { narratedSteps, orderOptions, practiceQuestions, type PracticeQuestion } from './questions';
import { tableQuestions, type CellFill } from './tableQuestions';

/** A cell as the listing names it (see DpTableView.cells). */
function cellName(table: DpTableView, row: number, col: number): string {
  if (table.cells === 'row-arrays') return (table.rowLabels[row] ?? '').replace('[i]', `[${col}]`);
  // One-row tables (Fibonacci's) are named by column alone.
  return table.values.length === 1 ? `dp[${col}]` : `dp[${row}][${col}]`;
}

/**
 * Patience sorting's question before a card is placed: which pile it goes on, among the piles next to
 * it that it could go on (the piles so far, or a new one after them).
 */
function pileQuestion(
  before: DpTableView,
  k: number,
  [row, col]: readonly [number, number],
  value: number,
  seed: string,
) {
  const started = before.colLabels.filter((_, pile) => before.values.some((row) => row[pile] != null)).length;
  const nearby = [col - 1, col + 1, col - 2, col + 2]
    .filter((pile) => pile >= 0 && pile <= started)
    .slice(0, 3);
  if (nearby.length === 0) return null;
  const name = (pile: number) => `pile ${pile + 1}`;
  const question: PracticeQuestion = {
    step: k,
    prompt: `Place ${value}: which pile does it go on?`,
    options: orderOptions(
      [col, ...nearby].map((pile) => ({ id: name(pile), label: name(pile) })),
      seed,
      k,
    ),
    answer: name(col),
    answerTarget: [`${row},${col}`],
  };
  return question;
}

/** Before each card is placed on a pile: which pile. */
function pileQuestions(steps: readonly DpStep[], initial: DpTableView, seed: string): PracticeQuestion[] {
  return steps.flatMap((step, k) => {
    const table = step.view.table;
    const before = k === 0 ? initial : steps[k - 1]?.view.table;
    if (!table?.current || !before) return [];
    const [row, col] = table.current;
    const value = table.values[row]?.[col];
    if (typeof value !== 'number' || before.values[row]?.[col] != null) return [];
    const question = pileQuestion(before, k, [row, col], value, seed);
    return question ? [question] : [];
  });
}

/** What step k filled: a cell empty before it and holding a number after it. */
function fillOf(steps: readonly DpStep[], initial: DpTableView | null, k: number): CellFill | null {
  const after = steps[k]?.view.table;
  if (!after?.current) return null;
  const [row, col] = after.current;
  const before = k === 0 ? initial : (steps[k - 1]?.view.table ?? null);
  const value = after.values[row]?.[col];
  if (typeof value !== 'number' || before?.values[row]?.[col] != null) return null;
  const reads = after.reads.flatMap(([r, c]) => {
    const read = after.values[r]?.[c];
    return typeof read === 'number' ? [read] : [];
  });
  return { name: cellName(after, row, col), value, reads, cell: `${row},${col}` };
}

export function dpTraceQuestions(
  steps: readonly DpStep[],
  initial: DpTableView | null,
  seed: string,
): PracticeQuestion[] {
  if (initial?.cells === 'piles')
    return practiceQuestions(narratedSteps(steps), seed, pileQuestions(steps, initial, seed));
  return practiceQuestions(
    narratedSteps(steps),
    seed,
    tableQuestions(steps.length, (k) => fillOf(steps, initial, k), seed),
  );
}
