import { createModelTrace } from '@/core/trace';
import { assertValues, listOf, textOf } from '../input';
import { emptyTable, withCells } from '../table';
import { defineDpAlgorithm, type DpInputField, type DpStep, type DpTableView, type DpValues } from '../types';
import { lisMeta } from './meta';

export const LIS_QUADRATIC_LINES = ['init', 'compare', 'extend', 'best', 'trace', 'done'] as const;
export const LIS_PATIENCE_LINES = ['probe', 'place', 'trace', 'done'] as const;

export const LIS_MAX_COUNT = 20;
export const LIS_MIN_VALUE = -999;
export const LIS_MAX_VALUE = 999;

export type LisMethod = 'quadratic' | 'patience';

const FIELDS: readonly DpInputField[] = [
  {
    kind: 'choice',
    key: 'method',
    label: 'method',
    options: [
      { value: 'quadratic', label: 'O(n²) table' },
      { value: 'patience', label: 'O(n log n) patience' },
    ],
    example: 'quadratic',
  },
  {
    kind: 'list',
    key: 'numbers',
    label: 'Numbers',
    min: LIS_MIN_VALUE,
    max: LIS_MAX_VALUE,
    minCount: 1,
    maxCount: LIS_MAX_COUNT,
    example: '10, 9, 2, 5, 3, 7, 101, 18',
  },
];

export interface LisQuadraticResult {
  readonly dp: readonly number[];
  readonly prev: readonly number[];
  /** Where the sequence ends: the earliest i with the largest dp[i]. */
  readonly end: number;
  /** The indices of the sequence, first to last. */
  readonly indices: readonly number[];
}

/** The O(n²) table with earliest predecessors, as the listing runs it. */
export function solveLisQuadratic(a: readonly number[]): LisQuadraticResult {
  const dp: number[] = [];
  const prev: number[] = [];
  for (let i = 0; i < a.length; i++) {
    dp[i] = 1;
    prev[i] = -1;
    for (let j = 0; j < i; j++)
      if ((a[j] as number) < (a[i] as number) && (dp[j] as number) + 1 > (dp[i] as number)) {
        dp[i] = (dp[j] as number) + 1;
        prev[i] = j;
      }
  }
  let end = 0;
  for (let i = 1; i < a.length; i++) if ((dp[i] as number) > (dp[end] as number)) end = i;
  const indices: number[] = [];
  for (let k = end; k !== -1 && a.length > 0; k = prev[k] as number) indices.unshift(k);
  return { dp, prev, end, indices };
}

export interface LisPatienceResult {
  /** Each pile's cards as indices into a, bottom first. */
  readonly piles: readonly (readonly number[])[];
  readonly prev: readonly number[];
  readonly indices: readonly number[];
}

/** Patience sorting with back-pointers, as the listing runs it. */
export function solveLisPatience(a: readonly number[]): LisPatienceResult {
  const tops: number[] = [];
  const piles: number[][] = [];
  const prev: number[] = [];
  for (let i = 0; i < a.length; i++) {
    let lo = 0;
    let hi = tops.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((a[tops[mid] as number] as number) < (a[i] as number)) lo = mid + 1;
      else hi = mid;
    }
    prev[i] = lo > 0 ? (tops[lo - 1] as number) : -1;
    tops[lo] = i;
    (piles[lo] ??= []).push(i);
  }
  const indices: number[] = [];
  for (let k = tops.at(-1) ?? -1; k !== -1; k = prev[k] as number) indices.unshift(k);
  return { piles, prev, indices };
}

const seq = (a: readonly number[], indices: readonly number[]) => indices.map((k) => a[k]).join(', ');

function* quadraticSteps(a: readonly number[]): Generator<DpStep> {
  const n = a.length;
  const { dp, prev, end, indices } = solveLisQuadratic(a);
  let table = withCells(
    quadraticTable(a),
    a.map((x, i) => [0, i, x] as const),
  );
  const view = (extra: Partial<DpTableView>, notes: { title: string; text: string }[] = []) => ({
    table: { ...table, ...extra },
    calls: null,
    cache: null,
    notes,
  });
  const len: number[] = [];
  const back: number[] = [];
  for (let i = 0; i < n; i++) {
    len[i] = 1;
    back[i] = -1;
    table = withCells(table, [
      [1, i, 1],
      [2, i, -1],
    ]);
    yield {
      line: 'init',
      message: `dp[${i}] = 1, prev[${i}] = −1: a[${i}] = ${a[i]} alone is an increasing sequence`,
      counts: { cells: 2 },
      view: view({ current: [1, i], reads: [[0, i]] }),
    };
    for (let j = 0; j < i; j++) {
      const aj = a[j] as number;
      const ai = a[i] as number;
      const reads: [number, number][] = [
        [0, j],
        [1, j],
      ];
      if (aj < ai && (len[j] as number) + 1 > (len[i] as number)) {
        len[i] = (len[j] as number) + 1;
        back[i] = j;
        table = withCells(table, [
          [1, i, len[i] as number],
          [2, i, j],
        ]);
        yield {
          line: 'extend',
          message: `a[${j}] = ${aj} < a[${i}] = ${ai} and dp[${j}] + 1 = ${len[i]} is longer: dp[${i}] = ${len[i]}, prev[${i}] = ${j}`,
          counts: { comparisons: 1 },
          view: view({ current: [1, i], reads }),
        };
      } else {
        yield {
          line: 'compare',
          message:
            aj >= ai
              ? `a[${j}] = ${aj} ≥ a[${i}] = ${ai}: it cannot come before ${ai} in an increasing sequence`
              : `a[${j}] = ${aj} < a[${i}] = ${ai}, but dp[${j}] + 1 = ${(len[j] as number) + 1} is not longer than dp[${i}] = ${len[i]}: keep prev[${i}] = ${back[i]}`,
          counts: { comparisons: 1 },
          view: view({ current: [1, i], reads }),
        };
      }
    }
  }
  void dp;
  void prev;
  yield {
    line: 'best',
    message: `The longest ends at index ${end}: dp[${end}] = ${len[end]}, the earliest of the largest`,
    view: view({ current: [1, end] }),
  };
  const path: [number, number][] = [];
  let spelt: number[] = [];
  for (let k = indices.length - 1; k >= 0; k--) {
    const i = indices[k] as number;
    path.push([0, i], [1, i]);
    spelt = [a[i] as number, ...spelt];
    yield {
      line: 'trace',
      message:
        back[i] === -1
          ? `a[${i}] = ${a[i]} has no predecessor: it starts the sequence`
          : `a[${i}] = ${a[i]}; its predecessor is prev[${i}] = ${back[i]}`,
      view: view({ current: [2, i], path: path.slice() }, [
        { title: 'Read back so far', text: spelt.join(', ') },
      ]),
    };
  }
  yield {
    line: 'done',
    message: `A longest increasing subsequence: ${seq(a, indices)} (length ${indices.length})`,
    view: view({ path }, [{ title: 'LIS', text: seq(a, indices) }]),
  };
}

function quadraticTable(a: readonly number[]) {
  return emptyTable({
    rowLabels: ['a[i]', 'dp[i]', 'prev[i]'],
    colLabels: a.map((_, i) => String(i)),
    rowTitle: '',
    colTitle: 'i',
    cells: 'row-arrays',
  });
}

/** The piles' table: a column per pile, a row per card depth (the final run's size, so nothing moves). */
function patienceTable(a: readonly number[]) {
  const { piles } = solveLisPatience(a);
  const height = Math.max(1, ...piles.map((pile) => pile.length));
  return emptyTable({
    rowLabels: Array.from({ length: height }, (_, r) => String(r + 1)),
    colLabels: piles.map((_, k) => `pile ${k + 1}`),
    rowTitle: 'card',
    colTitle: 'pile',
    cells: 'piles',
  });
}

function* patienceSteps(a: readonly number[]): Generator<DpStep> {
  const { indices } = solveLisPatience(a);
  let table = patienceTable(a);
  const piles: number[][] = [];
  const prev: number[] = [];
  const where: [number, number][] = [];
  const topCell = (k: number): [number, number] => [(piles[k]?.length ?? 1) - 1, k];
  const view = (extra: Partial<DpTableView>, notes: { title: string; text: string }[] = []) => ({
    table: { ...table, ...extra },
    calls: null,
    cache: null,
    notes,
  });
  const topsNote = () => ({
    title: 'Tops of the piles',
    text: piles.length === 0 ? 'no piles yet' : piles.map((pile) => a[pile.at(-1) as number]).join(', '),
  });
  for (let i = 0; i < a.length; i++) {
    const x = a[i] as number;
    let lo = 0;
    let hi = piles.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      const top = a[piles[mid]?.at(-1) as number] as number;
      const window = Array.from({ length: hi - lo }, (_, k) => topCell(lo + k));
      const smaller = top < x;
      yield {
        line: 'probe',
        message: `Place ${x}: search piles ${lo + 1} to ${hi}, the middle is pile ${mid + 1} with top ${top}: ${smaller ? `${top} < ${x}, look to the right` : `${top} ≥ ${x}, look here and to the left`}`,
        counts: { probes: 1 },
        view: view({ current: topCell(mid), reads: window }, [topsNote()]),
      };
      if (smaller) lo = mid + 1;
      else hi = mid;
    }
    prev[i] = lo > 0 ? (piles[lo - 1]?.at(-1) as number) : -1;
    const fresh = lo === piles.length;
    (piles[lo] ??= []).push(i);
    const cell = topCell(lo);
    where[i] = cell;
    table = withCells(table, [[cell[0], cell[1], x]]);
    const pointer =
      prev[i] === -1
        ? 'no back-pointer (it is on the first pile)'
        : `back-pointer to ${a[prev[i] as number]}, the top of pile ${lo}`;
    yield {
      line: 'place',
      message: `${fresh ? `No top is ≥ ${x}: start pile ${lo + 1} with it` : `Put ${x} on pile ${lo + 1}`}, ${pointer}`,
      counts: { cells: 1 },
      view: view(
        { current: cell, reads: prev[i] === -1 ? [] : [where[prev[i] as number] as [number, number]] },
        [topsNote()],
      ),
    };
  }
  const path: [number, number][] = [];
  let spelt: number[] = [];
  for (let k = indices.length - 1; k >= 0; k--) {
    const i = indices[k] as number;
    path.push(where[i] as [number, number]);
    spelt = [a[i] as number, ...spelt];
    yield {
      line: 'trace',
      message:
        k === indices.length - 1
          ? `Start from ${a[i]}, the top of the last pile (pile ${piles.length}: the LIS has ${piles.length} numbers)`
          : `Follow the back-pointer to ${a[i]} on pile ${k + 1}`,
      view: view({ current: where[i] as [number, number], path: path.slice() }, [
        { title: 'Read back so far', text: spelt.join(', ') },
      ]),
    };
  }
  yield {
    line: 'done',
    message: `A longest increasing subsequence: ${seq(a, indices)} (length ${indices.length}, one number per pile)`,
    view: view({ path }, [{ title: 'LIS', text: seq(a, indices) }]),
  };
}

const methodOf = (values: DpValues): LisMethod => textOf(values, 'method') as LisMethod;

export const lisModule = defineDpAlgorithm({
  ...lisMeta,
  kind: 'dp',
  fields: FIELDS,
  limits: `1 to ${LIS_MAX_COUNT} whole numbers from ${LIS_MIN_VALUE} to ${LIS_MAX_VALUE}, separated by commas. Strictly increasing: equal numbers do not extend a sequence. The O(n²) table takes the earliest predecessor and the earliest end among equals; the two methods can find different sequences of the same length.`,
  presets: [
    { label: 'Textbook: 10, 9, 2, 5, 3, 7, 101, 18', inputs: { numbers: '10, 9, 2, 5, 3, 7, 101, 18' } },
    { label: '0, 8, 4, 12, 2, 10, 6, 14, 1, 9', inputs: { numbers: '0, 8, 4, 12, 2, 10, 6, 14, 1, 9' } },
    { label: 'Decreasing: 5, 4, 3, 2, 1', inputs: { numbers: '5, 4, 3, 2, 1' } },
  ],
  counters: [
    { key: 'comparisons', label: 'Comparisons' },
    { key: 'probes', label: 'Binary-search probes' },
    { key: 'cells', label: 'Cards placed' },
  ],
  lineIds: { lisQuadratic: LIS_QUADRATIC_LINES, lisPatience: LIS_PATIENCE_LINES },
  check: () => null,
  listing: (values) => (methodOf(values) === 'patience' ? 'lisPatience' : 'lisQuadratic'),
  trace(values) {
    assertValues(FIELDS, values);
    const a = listOf(values, 'numbers');
    const patience = methodOf(values) === 'patience';
    return createModelTrace<DpStep['view'], DpStep>({
      algorithm: 'lis',
      initial: {
        table: patience ? patienceTable(a) : quadraticTable(a),
        calls: null,
        cache: null,
        notes: [],
      },
      steps: patience ? patienceSteps(a) : quadraticSteps(a),
      apply: (_, step) => step.view,
      counts: (step) => step.counts ?? null,
    });
  },
  answer(values) {
    const a = listOf(values, 'numbers');
    const { indices } = methodOf(values) === 'patience' ? solveLisPatience(a) : solveLisQuadratic(a);
    return `LIS = ${seq(a, indices)} (length ${indices.length})`;
  },
});
