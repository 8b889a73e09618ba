import { memo } from 'react';
import { CELL_STATE } from '@/core/algorithms/graph/grid/types';
import type { Grid } from '@/core/algorithms/graph/grid/grid';

const WORDS = ['empty', 'open', 'closed', 'path'] as const;

/** A cell's word in the mirror: wall, start and goal first, then the search's state. */
function cellWord(grid: Grid, states: Uint8Array, cell: number): string {
  if (cell === grid.start) return 'start';
  if (cell === grid.goal) return 'goal';
  if (grid.walls[cell] === 1) return 'wall';
  return WORDS[states[cell] ?? CELL_STATE.none] ?? 'empty';
}

/**
 * One row's items. A row is given as its words joined, so a step re-renders only the rows whose cells
 * changed: a 40×40 grid keeps 1,600 items, and a step touches a handful of them.
 */
const MirrorRow = memo(function MirrorRow({
  row,
  words,
  answerCols,
}: {
  row: number;
  words: string;
  /** The columns practice's answer refers to, joined ('' for none). */
  answerCols: string;
}) {
  const answers = new Set(answerCols.split(' '));
  return (
    <>
      {words.split(' ').map((word, col) => {
        const answer = answers.has(String(col));
        return (
          <li
            key={col}
            data-cell={`${row},${col}`}
            data-state={word}
            data-answer={answer ? 'true' : undefined}
          >
            {`${row},${col}: ${word}${answer ? ', the answer' : ''}`}
          </li>
        );
      })}
    </>
  );
});

/** The grid's DOM mirror: `li[data-cell="r,c"][data-state]` for every cell, row by row. */
export function GridMirror({
  grid,
  states,
  label,
  answer,
}: {
  grid: Grid;
  states: Uint8Array;
  label: string;
  /** The cells ('row,col') practice's shown answer refers to. */
  answer: readonly string[];
}) {
  const rows = [];
  for (let r = 0; r < grid.rows; r++) {
    const words: string[] = [];
    for (let c = 0; c < grid.cols; c++) words.push(cellWord(grid, states, r * grid.cols + c));
    const answerCols = answer
      .filter((name) => name.startsWith(`${r},`))
      .map((name) => name.slice(name.indexOf(',') + 1))
      .join(' ');
    rows.push(<MirrorRow key={r} row={r} words={words.join(' ')} answerCols={answerCols} />);
  }
  return (
    <ol className="sr-only" aria-label={`${label}: cells`}>
      {rows}
    </ol>
  );
}
