import { createModelTrace } from '@/core/trace';
import { assertValues, textOf } from '../input';
import { emptyTable, withCells } from '../table';
import { defineDpAlgorithm, type DpArrow, type DpInputField, type DpStep, type DpTableView } from '../types';
import { lcsMeta } from './meta';

export const LCS_LINES = ['init', 'match', 'differ', 'trace', 'done'] as const;

export const LCS_MAX_LENGTH = 12;

const FIELDS: readonly DpInputField[] = [
  { kind: 'text', key: 'a', label: 'String A', maxLength: LCS_MAX_LENGTH, example: 'ABCBDAB' },
  { kind: 'text', key: 'b', label: 'String B', maxLength: LCS_MAX_LENGTH, example: 'BDCABA' },
];

export interface LcsResult {
  readonly table: readonly (readonly number[])[];
  readonly arrows: readonly (readonly (DpArrow | null)[])[];
  readonly lcs: string;
  /** The traceback's cells, from dp[m][n] to the edge of the table. */
  readonly path: readonly (readonly [number, number])[];
}

/** The table, its arrows and the traceback, as the listing runs them (a tie goes up). */
export function solveLcs(a: string, b: string): LcsResult {
  const m = a.length;
  const n = b.length;
  const dp = Array.from({ length: m + 1 }, () => Array<number>(n + 1).fill(0));
  const arrows = Array.from({ length: m + 1 }, () => Array<DpArrow | null>(n + 1).fill(null));
  for (let i = 1; i <= m; i++)
    for (let j = 1; j <= n; j++) {
      const row = dp[i] as number[];
      if (a[i - 1] === b[j - 1]) {
        row[j] = (dp[i - 1]?.[j - 1] ?? 0) + 1;
        (arrows[i] as (DpArrow | null)[])[j] = 'diag';
      } else {
        const up = dp[i - 1]?.[j] ?? 0;
        const left = row[j - 1] ?? 0;
        row[j] = Math.max(up, left);
        (arrows[i] as (DpArrow | null)[])[j] = up >= left ? 'up' : 'left';
      }
    }
  let out = '';
  const path: [number, number][] = [];
  let i = m;
  let j = n;
  while (i > 0 && j > 0) {
    path.push([i, j]);
    const arrow = arrows[i]?.[j];
    if (arrow === 'diag') {
      out = (a[i - 1] ?? '') + out;
      i--;
      j--;
    } else if (arrow === 'up') i--;
    else j--;
  }
  path.push([i, j]);
  return { table: dp, arrows, lcs: out, path };
}

const ARROW_WORD: Record<DpArrow, string> = { diag: '↖', up: '↑', left: '←' };

function lcsTable(a: string, b: string) {
  return emptyTable({
    rowLabels: ['∅', ...a],
    colLabels: ['∅', ...b],
    rowTitle: 'A',
    colTitle: 'B',
    arrows: true,
  });
}

function* lcsSteps(a: string, b: string): Generator<DpStep> {
  const m = a.length;
  const n = b.length;
  const { table: dp, arrows, path } = solveLcs(a, b);
  const at = (i: number, j: number) => dp[i]?.[j] ?? 0;
  let table = lcsTable(a, b);
  const zeros: [number, number, number][] = [];
  for (let j = 0; j <= n; j++) zeros.push([0, j, 0]);
  for (let i = 1; i <= m; i++) zeros.push([i, 0, 0]);
  table = withCells(table, zeros);
  const view = (extra: Partial<DpTableView>, notes: { title: string; text: string }[] = []) => ({
    table: { ...table, ...extra },
    calls: null,
    cache: null,
    notes,
  });
  yield {
    line: 'init',
    message: 'Row 0 and column 0 are 0: an empty prefix has nothing in common with anything',
    counts: { cells: zeros.length },
    view: view({}),
  };
  for (let i = 1; i <= m; i++)
    for (let j = 1; j <= n; j++) {
      const arrow = arrows[i]?.[j] ?? 'up';
      const value = at(i, j);
      table = withCells(table, [[i, j, value, arrow]]);
      const chars = `A[${i}] = ${a[i - 1]}, B[${j}] = ${b[j - 1]}`;
      if (arrow === 'diag') {
        yield {
          line: 'match',
          message: `dp[${i}][${j}]: ${chars} match: dp[${i - 1}][${j - 1}] + 1 = ${value} ↖`,
          counts: { cells: 1, matches: 1 },
          view: view({ current: [i, j], reads: [[i - 1, j - 1]] }),
        };
      } else {
        const up = at(i - 1, j);
        const left = at(i, j - 1);
        yield {
          line: 'differ',
          message: `dp[${i}][${j}]: ${chars} differ: max(up ${up}, left ${left}) = ${value} ${ARROW_WORD[arrow]}${up === left ? ' (a tie goes up)' : ''}`,
          counts: { cells: 1 },
          view: view({
            current: [i, j],
            reads: [
              [i - 1, j],
              [i, j - 1],
            ],
          }),
        };
      }
    }
  let spelt = '';
  for (let k = 0; k < path.length - 1; k++) {
    const [i, j] = path[k] as [number, number];
    const arrow = arrows[i]?.[j] ?? 'up';
    let message: string;
    if (arrow === 'diag') {
      spelt = (a[i - 1] ?? '') + spelt;
      message = `dp[${i}][${j}] ↖: ${a[i - 1]} is in the subsequence, which so far ends “${spelt}”`;
    } else
      message = `dp[${i}][${j}] ${ARROW_WORD[arrow]}: A[${i}] = ${a[i - 1]} and B[${j}] = ${b[j - 1]} differ, follow the arrow ${arrow}`;
    yield {
      line: 'trace',
      message,
      view: view({ current: [i, j], path: path.slice(0, k + 1) }, [
        { title: 'Spelt so far (from the end)', text: spelt === '' ? 'nothing yet' : spelt },
      ]),
    };
  }
  yield {
    line: 'done',
    message:
      spelt === ''
        ? `The strings have no character in common: the LCS is empty (dp[${m}][${n}] = 0)`
        : `The LCS is “${spelt}”, of length dp[${m}][${n}] = ${spelt.length}`,
    view: view({ path }, [{ title: 'LCS', text: spelt === '' ? '(empty)' : spelt }]),
  };
}

export const lcsModule = defineDpAlgorithm({
  ...lcsMeta,
  kind: 'dp',
  fields: FIELDS,
  limits: `Each string is 1 to ${LCS_MAX_LENGTH} letters or digits; upper and lower case differ. Where the cell above and the cell to the left tie, the arrow (and the traceback) goes up.`,
  presets: [
    { label: 'Textbook: ABCBDAB, BDCABA', inputs: { a: 'ABCBDAB', b: 'BDCABA' } },
    { label: 'AGGTAB, GXTXAYB', inputs: { a: 'AGGTAB', b: 'GXTXAYB' } },
    { label: 'Nothing in common', inputs: { a: 'ABC', b: 'XYZ' } },
  ],
  counters: [
    { key: 'cells', label: 'Cells filled' },
    { key: 'matches', label: 'Matches' },
  ],
  lineIds: { lcs: LCS_LINES },
  check: () => null,
  listing: () => 'lcs',
  trace(values) {
    assertValues(FIELDS, values);
    const a = textOf(values, 'a');
    const b = textOf(values, 'b');
    return createModelTrace<DpStep['view'], DpStep>({
      algorithm: 'lcs',
      initial: { table: lcsTable(a, b), calls: null, cache: null, notes: [] },
      steps: lcsSteps(a, b),
      apply: (_, step) => step.view,
      counts: (step) => step.counts ?? null,
    });
  },
  answer(values) {
    const { lcs } = solveLcs(textOf(values, 'a'), textOf(values, 'b'));
    return lcs === '' ? 'LCS = “” (none in common), length 0' : `LCS = “${lcs}”, length ${lcs.length}`;
  },
});
