import { defineBacktrackingAlgorithm } from '../module';
import type { SearchRecorder } from '../search';
import { plural, type BacktrackingCheck } from '../types';
import { nQueensMeta } from './meta';

export const MIN_QUEENS = 4;
export const MAX_QUEENS = 10;

/** Whether a queen at (row, col) is attacked by the queens of the rows above (queens[r] is row r's column). */
export function isSafe(queens: readonly number[], row: number, col: number): boolean {
  for (let r = 0; r < row; r++) {
    const c = queens[r] ?? -1;
    if (c === col || Math.abs(c - col) === row - r) return false;
  }
  return true;
}

/** The queen above that attacks (row, col), for the narration and the board; null when none does. */
export function attackerOf(
  queens: readonly number[],
  row: number,
  col: number,
): { row: number; diagonal: boolean } | null {
  for (let r = 0; r < row; r++) {
    const c = queens[r] ?? -1;
    if (c === col) return { row: r, diagonal: false };
    if (Math.abs(c - col) === row - r) return { row: r, diagonal: true };
  }
  return null;
}

function search(n: number, recorder: SearchRecorder) {
  const queens: number[] = [];
  const place = (row: number) => {
    if (row === n) {
      recorder.solution();
      return;
    }
    for (let col = 0; col < n; col++) {
      if (!isSafe(queens, row, col)) {
        recorder.prune(col);
        continue;
      }
      queens.push(col);
      recorder.choose(col);
      place(row + 1);
      recorder.unchoose();
      queens.pop();
    }
  };
  place(0);
}

export function parseQueens(text: string): BacktrackingCheck<number> {
  const trimmed = text.trim();
  if (trimmed === '')
    return { error: `Enter n, the board's size: a whole number from ${MIN_QUEENS} to ${MAX_QUEENS}` };
  if (!/^[+-]?\d+$/.test(trimmed))
    return { error: `“${trimmed}” is not a whole number: enter n from ${MIN_QUEENS} to ${MAX_QUEENS}` };
  const n = Number(trimmed);
  if (n < MIN_QUEENS || n > MAX_QUEENS)
    return { error: `n must be from ${MIN_QUEENS} to ${MAX_QUEENS} (${n} is out of range)` };
  return { value: n };
}

const squares = (choices: readonly number[]) =>
  choices.length === 0 ? 'an empty board' : choices.map((col, row) => `(${row}, ${col})`).join(', ');

export const nQueensModule = defineBacktrackingAlgorithm<'nQueens', number>({
  ...nQueensMeta,
  picture: 'board',
  lineIds: ['call', 'solution', 'prune', 'choose', 'unchoose', 'done'],
  field: { key: 'n', label: 'Board size n', maxLength: 3, placeholder: '8' },
  limits: `n from ${MIN_QUEENS} to ${MAX_QUEENS}. Rows and columns are numbered from 0; the search places row 0's queen first and tries columns left to right. The tree follows the current path when the search is large (10-Queens makes 35,539 calls).`,
  example: '4',
  presets: [
    { id: 'classic', label: 'Classic 4-Queens', text: '4' },
    { id: 'six', label: '6-Queens', text: '6' },
    { id: 'eight', label: '8-Queens', text: '8' },
    { id: 'ten', label: '10-Queens', text: '10' },
  ],
  check: parseQueens,
  inputSummary: (n) => `a ${n} × ${n} board`,
  search,
  choiceLabel: (_, col) => String(col),
  stateText: (_, choices) => (choices.length === 0 ? 'no queens yet' : `queens at ${squares(choices)}`),
  tryName: (_, choices, col) => `square (${choices.length}, ${col}), row ${choices.length}'s column ${col}`,
  nextQuestion: (_, choices) => `Which column gets row ${choices.length}'s queen next?`,
  solutionText: (_, choices) => `[${choices.join(', ')}]`,
  answerText: (_, __, count) => plural(count, 'solution'),
  narrate(n, { kind, choices, choice, solutions }) {
    const row = choices.length;
    switch (kind) {
      case 'call':
        return `Call place(0) on an empty ${n} × ${n} board: each call places one row's queen`;
      case 'prune': {
        const by = attackerOf(choices, row, choice);
        const how = by === null ? 'attacked' : by.diagonal ? 'on a diagonal with' : 'in the column of';
        return `(${row}, ${choice}) is ${how} the queen at (${by?.row ?? 0}, ${choices[by?.row ?? 0] ?? 0}): prune it`;
      }
      case 'choose':
        return `(${row}, ${choice}) is safe: place row ${row}'s queen there and explore row ${row + 1}`;
      case 'solution':
        return `Every row has a queen: solution ${solutions}, columns ${`[${choices.join(', ')}]`}`;
      case 'unchoose': {
        const last = row - 1;
        return `Lift the queen at (${last}, ${choices[last] ?? 0}) and try row ${last}'s next column`;
      }
      case 'done':
        return `Done: ${plural(solutions, 'solution')} for ${n} queens on a ${n} × ${n} board`;
    }
  },
});
