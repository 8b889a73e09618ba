import { createModelTrace } from '@/core/trace';
import { assertValues, formatNumber, numberOf, plural, textOf } from '../input';
import { emptyTable, withCells } from '../table';
import {
  defineDpAlgorithm,
  type CallNode,
  type DpInputField,
  type DpStep,
  type DpValues,
  type DpView,
} from '../types';
import { fibonacciMeta } from './meta';

export const FIB_RECURSIVE_LINES = ['rec-call', 'rec-base', 'rec-add'] as const;
export const FIB_MEMO_LINES = ['memo-call', 'memo-hit', 'memo-base', 'memo-store'] as const;
export const FIB_TABLE_LINES = ['tab-init', 'tab-fill', 'tab-done'] as const;

export type FibMethod = 'recursion' | 'memo' | 'table';

/** Plain recursion makes 2·fib(n + 1) − 1 calls: 177 for n = 10, 2,691 for n = 16. */
export const FIB_RECURSION_MAX = 10;
export const FIB_MAX = 30;

const FIELDS: readonly DpInputField[] = [
  {
    kind: 'choice',
    key: 'method',
    label: 'method',
    options: [
      { value: 'recursion', label: 'Plain recursion' },
      { value: 'memo', label: 'Memoisation' },
      { value: 'table', label: 'Tabulation' },
    ],
    example: 'memo',
  },
  { kind: 'integer', key: 'n', label: 'n', min: 0, max: FIB_MAX, example: '6' },
];

/** fib(n), by a loop: the reference the page's answer and the tests use. */
export function fibonacci(n: number): number {
  let [a, b] = [0, 1];
  for (let k = 0; k < n; k++) [a, b] = [b, a + b];
  return a;
}

/** How many calls plain recursion makes for fib(n): 2·fib(n + 1) − 1. */
export const recursiveCalls = (n: number) => 2 * fibonacci(n + 1) - 1;

const fib = (k: number) => `fib(${k})`;

interface CallTreeRun {
  nodes: CallNode[];
  cache: [number, number][] | null;
}

/** The frame: the node `active` acts, its ancestors wait on the stack, the others keep their state. */
function snapshot(run: CallTreeRun, active: string, notes: DpView['notes']): DpView {
  const stack = new Set<string>();
  const parents = new Map(run.nodes.map((node) => [node.id, node.parent]));
  for (let id = parents.get(active) ?? null; id !== null; id = parents.get(id) ?? null) stack.add(id);
  const calls = run.nodes.map((node) =>
    node.id === active
      ? { ...node, state: 'active' as const }
      : stack.has(node.id)
        ? { ...node, state: 'range' as const }
        : node.state === 'active' || node.state === 'range'
          ? { ...node, state: 'default' as const }
          : node,
  );
  return {
    table: null,
    calls,
    cache: run.cache ? run.cache.map((entry) => [...entry] as const) : null,
    notes,
  };
}

function* recursionSteps(n: number): Generator<DpStep> {
  const run: CallTreeRun = { nodes: [], cache: null };
  const seen = new Set<number>();
  let calls = 0;
  let repeats = 0;
  const notes = () => [
    { title: 'Calls', text: `${formatNumber(calls)} so far, ${formatNumber(repeats)} of them repeats` },
  ];
  function* call(k: number, parent: string | null): Generator<DpStep, number> {
    const id = `c${run.nodes.length}`;
    const repeat = seen.has(k);
    seen.add(k);
    calls++;
    if (repeat) repeats++;
    const node: CallNode = { id, n: k, parent, value: null, state: 'active', repeat };
    run.nodes.push(node);
    const again = repeat ? ` (a repeat: ${fib(k)} was called before)` : '';
    const counts = { calls: 1, repeats: repeat ? 1 : 0 };
    if (k < 2) {
      run.nodes[run.nodes.length - 1] = { ...node, value: k, state: 'default' };
      yield {
        line: 'rec-base',
        message: `${fib(k)}: n < 2, the base case, returns ${k}${again}`,
        counts,
        view: snapshot(run, id, notes()),
      };
      return k;
    }
    yield {
      line: 'rec-call',
      message: `Call ${fib(k)}: it needs ${fib(k - 1)} and ${fib(k - 2)}${again}`,
      counts,
      view: snapshot(run, id, notes()),
    };
    const left = yield* call(k - 1, id);
    const right = yield* call(k - 2, id);
    const value = left + right;
    const at = run.nodes.findIndex((entry) => entry.id === id);
    run.nodes[at] = { ...(run.nodes[at] as CallNode), value, state: 'default' };
    yield {
      line: 'rec-add',
      message: `${fib(k)} = ${fib(k - 1)} + ${fib(k - 2)} = ${formatNumber(left)} + ${formatNumber(right)} = ${formatNumber(value)}${parent === null ? `, after ${plural(calls, 'call')} (${formatNumber(repeats)} repeats)` : ''}`,
      view: snapshot(run, id, notes()),
    };
    return value;
  }
  yield* call(n, null);
}

function* memoSteps(n: number): Generator<DpStep> {
  const run: CallTreeRun = { nodes: [], cache: [] };
  const cache = new Map<number, number>();
  /** The base cases called so far: a repeat of one is returned at once again, not from the cache. */
  const basesCalled = new Set<number>();
  let calls = 0;
  let hits = 0;
  const notes = () => [
    { title: 'Calls', text: `${formatNumber(calls)} so far, ${formatNumber(hits)} answered from the cache` },
  ];
  function* call(k: number, parent: string | null): Generator<DpStep, number> {
    const id = `c${run.nodes.length}`;
    calls++;
    const node: CallNode = { id, n: k, parent, value: null, state: 'active', repeat: false };
    run.nodes.push(node);
    const cached = cache.get(k);
    if (cached !== undefined) {
      hits++;
      run.nodes[run.nodes.length - 1] = { ...node, value: cached, state: 'found', repeat: true };
      yield {
        line: 'memo-hit',
        message: `${fib(k)} is in the cache: return ${formatNumber(cached)} without recursing (a pruned branch)`,
        counts: { calls: 1, hits: 1 },
        view: snapshot(run, id, notes()),
      };
      return cached;
    }
    if (k < 2) {
      run.nodes[run.nodes.length - 1] = { ...node, value: k, state: 'default' };
      const again = basesCalled.has(k);
      basesCalled.add(k);
      yield {
        line: 'memo-base',
        message: again
          ? `${fib(k)}: n < 2, the base case, returns ${k} again, not from the cache: base cases are never cached`
          : `${fib(k)}: n < 2, the base case, returns ${k} (base cases are never cached)`,
        counts: { calls: 1 },
        view: snapshot(run, id, notes()),
      };
      return k;
    }
    yield {
      line: 'memo-call',
      message: `Call ${fib(k)}: not in the cache, so it needs ${fib(k - 1)} and ${fib(k - 2)}`,
      counts: { calls: 1 },
      view: snapshot(run, id, notes()),
    };
    const left = yield* call(k - 1, id);
    const right = yield* call(k - 2, id);
    const value = left + right;
    cache.set(k, value);
    run.cache?.push([k, value]);
    const at = run.nodes.findIndex((entry) => entry.id === id);
    run.nodes[at] = { ...(run.nodes[at] as CallNode), value, state: 'default' };
    yield {
      line: 'memo-store',
      message: `${fib(k)} = ${formatNumber(left)} + ${formatNumber(right)} = ${formatNumber(value)}: store it in the cache${parent === null ? `; ${plural(calls, 'call')} in all, ${formatNumber(hits)} from the cache` : ''}`,
      view: snapshot(run, id, notes()),
    };
    return value;
  }
  yield* call(n, null);
}

/** The empty table dp[0..n] (at least dp[0] and dp[1]). */
function fibTable(n: number) {
  const labels = Array.from({ length: Math.max(n, 1) + 1 }, (_, i) => String(i));
  return emptyTable({ rowLabels: ['dp'], colLabels: labels, rowTitle: '', colTitle: 'i' });
}

function* tableSteps(n: number): Generator<DpStep> {
  let table = withCells(fibTable(n), [
    [0, 0, 0],
    [0, 1, 1],
  ]);
  yield {
    line: 'tab-init',
    message: 'dp[0] = 0 and dp[1] = 1: the base cases',
    counts: { cells: 2 },
    view: { table: { ...table, current: null, reads: [] }, calls: null, cache: null, notes: [] },
  };
  const row = [0, 1];
  for (let i = 2; i <= n; i++) {
    const value = (row[i - 1] as number) + (row[i - 2] as number);
    row.push(value);
    table = withCells(table, [[0, i, value]]);
    yield {
      line: 'tab-fill',
      message: `dp[${i}] = dp[${i - 1}] + dp[${i - 2}] = ${formatNumber(row[i - 1] as number)} + ${formatNumber(row[i - 2] as number)} = ${formatNumber(value)}`,
      counts: { cells: 1 },
      view: {
        table: {
          ...table,
          current: [0, i],
          reads: [
            [0, i - 1],
            [0, i - 2],
          ],
        },
        calls: null,
        cache: null,
        notes: [],
      },
    };
  }
  yield {
    line: 'tab-done',
    message: `fib(${n}) = dp[${n}] = ${formatNumber(fibonacci(n))}`,
    view: {
      table: { ...table, current: null, reads: [], path: [[0, n]] },
      calls: null,
      cache: null,
      notes: [],
    },
  };
}

const methodOf = (values: DpValues): FibMethod => textOf(values, 'method') as FibMethod;

export const fibonacciModule = defineDpAlgorithm({
  ...fibonacciMeta,
  kind: 'dp',
  fields: FIELDS,
  limits: `n is a whole number from 0 to ${FIB_MAX} for memoisation and tabulation. Plain recursion stops at n = ${FIB_RECURSION_MAX}: it makes 2·fib(n + 1) − 1 calls, ${formatNumber(recursiveCalls(FIB_RECURSION_MAX))} for n = ${FIB_RECURSION_MAX} and ${formatNumber(recursiveCalls(FIB_MAX))} for n = ${FIB_MAX}, far too many to draw or step through.`,
  presets: [
    { label: 'Recursion, n = 6', inputs: { method: 'recursion', n: '6' } },
    { label: 'Memoisation, n = 10', inputs: { method: 'memo', n: '10' } },
    { label: 'Tabulation, n = 30', inputs: { method: 'table', n: '30' } },
  ],
  counters: [
    { key: 'calls', label: 'Calls' },
    { key: 'repeats', label: 'Repeated calls' },
    { key: 'hits', label: 'Cache hits' },
    { key: 'cells', label: 'Cells filled' },
  ],
  lineIds: {
    fibRecursive: FIB_RECURSIVE_LINES,
    fibMemo: FIB_MEMO_LINES,
    fibTable: FIB_TABLE_LINES,
  },
  check(values) {
    const n = values.n;
    if (values.method === 'recursion' && typeof n === 'number' && n > FIB_RECURSION_MAX)
      return `Plain recursion is capped at n = ${FIB_RECURSION_MAX}: fib(${n}) would make ${formatNumber(recursiveCalls(n))} calls. Choose memoisation or tabulation for n up to ${FIB_MAX}.`;
    return null;
  },
  listing(values) {
    const method = methodOf(values);
    return method === 'recursion' ? 'fibRecursive' : method === 'memo' ? 'fibMemo' : 'fibTable';
  },
  trace(values) {
    assertValues(FIELDS, values);
    const error = this.check(values);
    if (error !== null) throw new RangeError(error);
    const n = numberOf(values, 'n');
    const method = methodOf(values);
    const steps =
      method === 'recursion' ? recursionSteps(n) : method === 'memo' ? memoSteps(n) : tableSteps(n);
    return createModelTrace<DpView, DpStep>({
      algorithm: 'fibonacci',
      initial:
        method === 'table'
          ? { table: fibTable(n), calls: null, cache: null, notes: [] }
          : { table: null, calls: [], cache: method === 'memo' ? [] : null, notes: [] },
      steps,
      apply: (_, step) => step.view,
      counts: (step) => step.counts ?? null,
    });
  },
  answer(values) {
    const n = numberOf(values, 'n');
    return `fib(${n}) = ${formatNumber(fibonacci(n))}`;
  },
});
