/**
 * Practice questions for the dynamic-programming runs: "what value goes into this cell?" before each
 * step that fills a table cell, and "what happens next?" between them.
 */
import type { DpStep, DpTableView } from '../algorithms/dp/types';
import { narratedSteps, practiceQuestions, type PracticeQuestion } from './questions';
import { tableQuestions, type CellFill } from './tableQuestions';

function cellName(table: DpTableView, row: number, col: number): string {
  // One-row tables (Fibonacci's) are named by column alone.
  return table.values.length === 1 ? `dp[${col}]` : `dp[${row}][${col}]`;
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
  return { name: cellName(after, row, col), value, reads };
}

export function dpTraceQuestions(
  steps: readonly DpStep[],
  initial: DpTableView | null,
  seed: string,
): PracticeQuestion[] {
  return practiceQuestions(
    narratedSteps(steps),
    seed,
    tableQuestions(steps.length, (k) => fillOf(steps, initial, k), seed),
  );
}
