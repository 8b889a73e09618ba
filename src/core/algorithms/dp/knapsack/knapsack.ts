import { createModelTrace } from '@/core/trace';
import { assertValues, formatNumber, listOf, numberOf } from '../input';
import { emptyTable, withCells } from '../table';
import { defineDpAlgorithm, type DpInputField, type DpStep, type DpTableView } from '../types';
import { knapsackMeta } from './meta';

export const KNAPSACK_LINES = ['init', 'skip', 'compare', 'trace', 'done'] as const;

export const KNAPSACK_MAX_ITEMS = 8;
export const KNAPSACK_MAX_CAPACITY = 20;
export const KNAPSACK_MAX_WEIGHT = 20;
export const KNAPSACK_MAX_VALUE = 99;

const FIELDS: readonly DpInputField[] = [
  {
    kind: 'list',
    key: 'weights',
    label: 'Weights',
    min: 1,
    max: KNAPSACK_MAX_WEIGHT,
    minCount: 1,
    maxCount: KNAPSACK_MAX_ITEMS,
    example: '1, 3, 4, 5',
  },
  {
    kind: 'list',
    key: 'values',
    label: 'Values',
    min: 1,
    max: KNAPSACK_MAX_VALUE,
    minCount: 1,
    maxCount: KNAPSACK_MAX_ITEMS,
    example: '1, 4, 5, 7',
  },
  { kind: 'integer', key: 'capacity', label: 'Capacity', min: 1, max: KNAPSACK_MAX_CAPACITY, example: '7' },
];

export interface KnapsackResult {
  readonly best: number;
  /** The items taken, as 0-based indices in input order. */
  readonly chosen: readonly number[];
  readonly table: readonly (readonly number[])[];
}

/** The table and the traceback, as the listing runs them (a tie keeps the item out). */
export function solveKnapsack(
  weights: readonly number[],
  values: readonly number[],
  capacity: number,
): KnapsackResult {
  const n = weights.length;
  const dp = Array.from({ length: n + 1 }, () => Array<number>(capacity + 1).fill(0));
  for (let i = 1; i <= n; i++) {
    const w = weights[i - 1] as number;
    const v = values[i - 1] as number;
    const above = dp[i - 1] as number[];
    const row = dp[i] as number[];
    for (let c = 0; c <= capacity; c++)
      row[c] = w > c ? (above[c] as number) : Math.max(above[c] as number, v + (above[c - w] as number));
  }
  const chosen: number[] = [];
  let c = capacity;
  for (let i = n; i >= 1; i--) {
    if (dp[i]?.[c] !== dp[i - 1]?.[c]) {
      chosen.unshift(i - 1);
      c -= weights[i - 1] as number;
    }
  }
  return { best: dp[n]?.[capacity] ?? 0, chosen, table: dp };
}

const itemLabel = (i: number, w: number, v: number) => `${i} (w${w}, v${v})`;
const itemList = (chosen: readonly number[]) =>
  chosen.length === 0
    ? 'no item'
    : `item${chosen.length === 1 ? '' : 's'} ${chosen.map((i) => i + 1).join(', ')}`;

function* knapsackSteps(weights: readonly number[], values: readonly number[], C: number): Generator<DpStep> {
  const n = weights.length;
  const { table: dp } = solveKnapsack(weights, values, C);
  const at = (i: number, c: number) => dp[i]?.[c] ?? 0;
  let table = withCells(
    knapsackTable(weights, values, C),
    Array.from({ length: C + 1 }, (_, c) => [0, c, 0] as const),
  );
  const view = (extra: Partial<DpTableView>, notes: { title: string; text: string }[] = []) => ({
    table: { ...table, ...extra },
    calls: null,
    cache: null,
    notes,
  });
  yield {
    line: 'init',
    message: `dp[0][c] = 0 for every capacity c from 0 to ${C}: with no items the bag holds nothing`,
    counts: { cells: C + 1 },
    view: view({}),
  };
  for (let i = 1; i <= n; i++) {
    const w = weights[i - 1] as number;
    const v = values[i - 1] as number;
    for (let c = 0; c <= C; c++) {
      const value = at(i, c);
      table = withCells(table, [[i, c, value]]);
      const item = `item ${i} (w ${w}, v ${v})`;
      if (w > c) {
        yield {
          line: 'skip',
          message: `dp[${i}][${c}]: ${item} does not fit in capacity ${c}: skip it, dp[${i - 1}][${c}] = ${value}`,
          counts: { cells: 1 },
          view: view({ current: [i, c], reads: [[i - 1, c]] }),
        };
        continue;
      }
      const skip = at(i - 1, c);
      const take = v + at(i - 1, c - w);
      const verdict = take > skip ? 'take it' : take === skip ? 'a tie: skip it' : 'skip it';
      yield {
        line: 'compare',
        message: `dp[${i}][${c}]: ${item} fits: max(skip ${skip}, take ${v} + dp[${i - 1}][${c - w}] = ${take}) = ${value}, ${verdict}`,
        counts: { cells: 1, comparisons: 1 },
        view: view({
          current: [i, c],
          reads: [
            [i - 1, c],
            [i - 1, c - w],
          ],
        }),
      };
    }
  }
  const path: [number, number][] = [];
  const chosen: number[] = [];
  let c = C;
  for (let i = n; i >= 1; i--) {
    path.push([i, c]);
    const here = at(i, c);
    const above = at(i - 1, c);
    const w = weights[i - 1] as number;
    let message: string;
    if (here !== above) {
      chosen.unshift(i - 1);
      message = `dp[${i}][${c}] = ${here} differs from dp[${i - 1}][${c}] = ${above}: item ${i} is taken; capacity left ${c} − ${w} = ${c - w}`;
      c -= w;
    } else message = `dp[${i}][${c}] = dp[${i - 1}][${c}] = ${here}: item ${i} is not taken`;
    yield {
      line: 'trace',
      message,
      view: view({ current: [i, c], reads: [[i - 1, c]], path: path.slice() }, [
        { title: 'Chosen so far', text: itemList(chosen) },
      ]),
    };
  }
  path.push([0, c]);
  const weight = chosen.reduce((sum, i) => sum + (weights[i] as number), 0);
  yield {
    line: 'done',
    message: `The best value is dp[${n}][${C}] = ${at(n, C)}: ${itemList(chosen)}, weight ${weight} of ${C}`,
    view: view({ path }, [{ title: 'Chosen', text: itemList(chosen) }]),
  };
}

/** The empty table: a row per item (and row 0 for none), a column per capacity 0..C. */
function knapsackTable(weights: readonly number[], values: readonly number[], C: number) {
  return emptyTable({
    rowLabels: ['0 (none)', ...weights.map((w, i) => itemLabel(i + 1, w, values[i] as number))],
    colLabels: Array.from({ length: C + 1 }, (_, c) => String(c)),
    rowTitle: 'item',
    colTitle: 'capacity',
  });
}

export const knapsackModule = defineDpAlgorithm({
  ...knapsackMeta,
  kind: 'dp',
  fields: FIELDS,
  limits: `1 to ${KNAPSACK_MAX_ITEMS} items: weights are whole numbers from 1 to ${KNAPSACK_MAX_WEIGHT}, values from 1 to ${KNAPSACK_MAX_VALUE}, as many of each; the capacity is from 1 to ${KNAPSACK_MAX_CAPACITY}. On a tie the item is left out.`,
  presets: [
    {
      label: 'Textbook: 4 items, capacity 7',
      inputs: { weights: '1, 3, 4, 5', values: '1, 4, 5, 7', capacity: '7' },
    },
    {
      label: '5 items, capacity 10',
      inputs: { weights: '2, 3, 4, 5, 9', values: '3, 4, 5, 8, 10', capacity: '10' },
    },
    { label: 'Nothing fits', inputs: { weights: '6, 7', values: '10, 12', capacity: '5' } },
  ],
  counters: [
    { key: 'cells', label: 'Cells filled' },
    { key: 'comparisons', label: 'Take-or-skip choices' },
  ],
  lineIds: { knapsack: KNAPSACK_LINES },
  check(values) {
    const weights = values.weights;
    const worths = values.values;
    if (Array.isArray(weights) && Array.isArray(worths) && weights.length !== worths.length)
      return `Give as many values as weights: ${weights.length} weights but ${worths.length} values`;
    return null;
  },
  listing: () => 'knapsack',
  trace(values) {
    assertValues(FIELDS, values);
    const error = this.check(values);
    if (error !== null) throw new RangeError(error);
    const weights = listOf(values, 'weights');
    const worths = listOf(values, 'values');
    const C = numberOf(values, 'capacity');
    return createModelTrace<DpStep['view'], DpStep>({
      algorithm: 'knapsack',
      initial: { table: knapsackTable(weights, worths, C), calls: null, cache: null, notes: [] },
      steps: knapsackSteps(weights, worths, C),
      apply: (_, step) => step.view,
      counts: (step) => step.counts ?? null,
    });
  },
  answer(values) {
    const weights = listOf(values, 'weights');
    const { best, chosen } = solveKnapsack(weights, listOf(values, 'values'), numberOf(values, 'capacity'));
    const weight = chosen.reduce((sum, i) => sum + (weights[i] as number), 0);
    return `Best value ${formatNumber(best)}: ${itemList(chosen)} (weight ${weight})`;
  },
});
