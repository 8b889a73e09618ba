/**
 * The dynamic-programming modules against plainly written references on random inputs: Fibonacci by
 * Binet-free doubling and by counting calls, the knapsack by trying every subset, the LCS by plain
 * recursion on lengths, the LIS by trying every subsequence; and the checked inputs' messages.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkDpInput,
  fibonacci,
  fibonacciModule,
  knapsackModule,
  lcsModule,
  lisModule,
  recursiveCalls,
  solveKnapsack,
  solveLcs,
  solveLisPatience,
  solveLisQuadratic,
  type DpAlgorithm,
  type DpValues,
} from '@/core/algorithms/dp';
import { DP_ALGORITHM_MODULES } from '@/core/algorithms/dp/registry';
import { decodeDpRunConfig, defaultDpRun, encodeDpRunConfig } from '@/core/algorithms/dp/runConfig';

const finalView = (module: DpAlgorithm, values: DpValues) => {
  const trace = module.trace(values);
  return trace.frameAt(trace.stepCount).model;
};

/** fib by fast doubling: F(2k) = F(k)(2F(k+1) − F(k)), F(2k+1) = F(k)² + F(k+1)². */
function fibDoubling(n: number): number {
  const go = (k: number): [number, number] => {
    if (k === 0) return [0, 1];
    const [a, b] = go(k >> 1);
    const c = a * (2 * b - a);
    const d = a * a + b * b;
    return k % 2 === 0 ? [c, d] : [d, c + d];
  };
  return go(n)[0];
}

/** The best knapsack value over every subset. */
function bruteKnapsack(weights: readonly number[], values: readonly number[], capacity: number): number {
  let best = 0;
  for (let mask = 0; mask < 1 << weights.length; mask++) {
    let w = 0;
    let v = 0;
    weights.forEach((weight, i) => {
      if (mask & (1 << i)) {
        w += weight;
        v += values[i] as number;
      }
    });
    if (w <= capacity) best = Math.max(best, v);
  }
  return best;
}

/** The LCS length by plain recursion with a cache on (i, j). */
function lcsLength(a: string, b: string): number {
  const memo = new Map<string, number>();
  const go = (i: number, j: number): number => {
    if (i === a.length || j === b.length) return 0;
    const key = `${i},${j}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const value = a[i] === b[j] ? 1 + go(i + 1, j + 1) : Math.max(go(i + 1, j), go(i, j + 1));
    memo.set(key, value);
    return value;
  };
  return go(0, 0);
}

const isSubsequence = (s: string, of: string) => {
  let k = 0;
  for (const ch of of) if (ch === s[k]) k++;
  return k === s.length;
};

/** The LIS length over every subsequence (n ≤ 14). */
function bruteLis(a: readonly number[]): number {
  let best = 0;
  for (let mask = 1; mask < 1 << a.length; mask++) {
    let last = -Infinity;
    let length = 0;
    let ok = true;
    for (let i = 0; i < a.length && ok; i++) {
      if (!(mask & (1 << i))) continue;
      if ((a[i] as number) <= last) ok = false;
      last = a[i] as number;
      length++;
    }
    if (ok) best = Math.max(best, length);
  }
  return best;
}

const strictlyIncreasingIn = (seq: readonly number[], a: readonly number[]) => {
  for (let k = 1; k < seq.length; k++) if ((seq[k] as number) <= (seq[k - 1] as number)) return false;
  let k = 0;
  for (const x of a) if (x === seq[k]) k++;
  return k === seq.length;
};

const stringArb = (max: number) =>
  fc.string({ unit: fc.constantFrom('A', 'B', 'C', 'D'), minLength: 1, maxLength: max });

describe('Fibonacci', () => {
  it('memoisation says base cases return at once and are never cached, in its text and narration', () => {
    expect(fibonacciModule.howItWorks).toContain(
      'Memoisation stores each fib(k) above the base cases the first time it is worked out and answers a later call for it from the cache; fib(0) and fib(1) are never stored, since the base case returns them at once.',
    );
    expect(fibonacciModule.description).toContain(
      'memoisation, which caches each answer above the base cases',
    );
    const trace = fibonacciModule.trace({ method: 'memo', n: 6 });
    const base = trace.steps.filter((step) => step.line === 'memo-base').map((step) => step.message);
    expect(base).toEqual([
      'fib(1): n < 2, the base case, returns 1 (base cases are never cached)',
      'fib(0): n < 2, the base case, returns 0 (base cases are never cached)',
      'fib(1): n < 2, the base case, returns 1 again, not from the cache: base cases are never cached',
    ]);
  });

  it('gives fib(n) three ways, with the call counts of each', () => {
    for (let n = 0; n <= 30; n++) {
      expect(fibonacci(n)).toBe(fibDoubling(n));
      for (const method of ['memo', 'table'] as const) {
        const view = finalView(fibonacciModule, { method, n });
        if (method === 'table') expect(view.table?.values[0]?.[n]).toBe(fibDoubling(n));
        else {
          expect(view.calls?.[0]?.value).toBe(fibDoubling(n));
          // memoisation: n + 1 distinct calls and n − 1 cache hits (2n − 1 calls for n ≥ 1)
          expect(view.calls?.length).toBe(n === 0 ? 1 : 2 * n - 1);
          expect(view.cache?.map(([k]) => k)).toEqual(
            Array.from({ length: Math.max(0, n - 1) }, (_, i) => i + 2),
          );
        }
      }
      expect(fibonacciModule.answer({ method: 'memo', n })).toBe(
        `fib(${n}) = ${fibDoubling(n).toLocaleString('en-US')}`,
      );
    }
    for (let n = 0; n <= 10; n++) {
      const trace = fibonacciModule.trace({ method: 'recursion', n });
      const view = trace.frameAt(trace.stepCount).model;
      expect(view.calls?.length).toBe(recursiveCalls(n));
      expect(trace.totals.calls).toBe(recursiveCalls(n));
      expect(view.calls?.[0]?.value).toBe(fibDoubling(n));
      // every call of fib(k) after the first is a repeat
      const distinct = new Set(view.calls?.map((call) => call.n)).size;
      expect(trace.totals.repeats ?? 0).toBe(recursiveCalls(n) - distinct);
      // each node is its children's sum
      for (const call of view.calls ?? []) {
        const kids = (view.calls ?? []).filter((child) => child.parent === call.id);
        if (call.n < 2) expect(kids).toEqual([]);
        else expect(kids.map((kid) => kid.n)).toEqual([call.n - 1, call.n - 2]);
        expect(call.value).toBe(fibDoubling(call.n));
      }
    }
  });

  it('refuses plain recursion past n = 10 and says why', () => {
    const fields = fibonacciModule.fields;
    const check = (texts: Record<string, string>) => checkDpInput(fields, texts, fibonacciModule.check);
    expect(check({ method: 'recursion', n: '11' })).toEqual({
      error: expect.stringMatching(
        /^Plain recursion is capped at n = 10: fib\(11\) would make 287 calls/,
      ) as unknown,
    });
    expect(check({ method: 'memo', n: '30' })).toEqual({ values: { method: 'memo', n: 30 } });
    expect(check({ method: 'memo', n: '31' })).toEqual({ error: 'n must be from 0 to 30' });
    expect(check({ method: 'table', n: '' })).toEqual({ error: 'Enter n: a whole number from 0 to 30' });
    expect(check({ method: 'table', n: 'x' })).toEqual({ error: 'n must be a whole number from 0 to 30' });
    expect(check({ method: 'table', n: 'abc' })).toEqual({ error: 'n must be a whole number from 0 to 30' });
    expect(check({ method: 'nope', n: '3' })).toEqual({ error: 'Choose a method' });
    expect(() => fibonacciModule.trace({ method: 'recursion', n: 12 })).toThrow(RangeError);
  });
});

const itemsArb = fc
  .integer({ min: 1, max: 8 })
  .chain((count) =>
    fc.tuple(
      fc.array(fc.integer({ min: 1, max: 20 }), { minLength: count, maxLength: count }),
      fc.array(fc.integer({ min: 1, max: 99 }), { minLength: count, maxLength: count }),
      fc.integer({ min: 1, max: 20 }),
    ),
  );

describe('0/1 Knapsack', () => {
  it('finds the best value of every subset, and the items it names weigh at most the capacity and add up to it', () => {
    fc.assert(
      fc.property(itemsArb, ([weights, values, capacity]) => {
        const best = bruteKnapsack(weights, values, capacity);
        const result = solveKnapsack(weights, values, capacity);
        expect(result.best).toBe(best);
        expect(result.chosen.reduce((sum, i) => sum + (weights[i] as number), 0)).toBeLessThanOrEqual(
          capacity,
        );
        expect(result.chosen.reduce((sum, i) => sum + (values[i] as number), 0)).toBe(best);
        const view = finalView(knapsackModule, { weights, values, capacity });
        expect(view.table?.values[weights.length]?.[capacity]).toBe(best);
        expect(view.table?.values.flat().every((cell) => cell !== null)).toBe(true);
        expect(view.table?.path.at(0)).toEqual([weights.length, capacity]);
        expect(view.table?.path.length).toBe(weights.length + 1);
        expect(knapsackModule.answer({ weights, values, capacity })).toContain(`Best value ${best}`);
      }),
      { numRuns: 150, seed: 11 },
    );
  });

  it('narrates a cell as the two choices compared', () => {
    const trace = knapsackModule.trace({ weights: [1, 3, 4, 5], values: [1, 4, 5, 7], capacity: 7 });
    const messages = trace.steps.map((step) => step.message);
    expect(messages).toContain(
      'dp[2][4]: item 2 (w 3, v 4) fits: max(skip 1, take 4 + dp[1][1] = 5) = 5, take it',
    );
    expect(messages.at(-1)).toBe('The best value is dp[4][7] = 9: items 2, 3, weight 7 of 7');
    expect(knapsackModule.answer({ weights: [1, 3, 4, 5], values: [1, 4, 5, 7], capacity: 7 })).toBe(
      'Best value 9: items 2, 3 (weight 7)',
    );
  });

  it('checks the items and the capacity', () => {
    const check = (weights: string, values: string, capacity: string) =>
      checkDpInput(knapsackModule.fields, { weights, values, capacity }, knapsackModule.check);
    expect(check('1, 2', '3', '5')).toEqual({
      error: 'Give as many values as weights: 2 weights but 1 values',
    });
    expect(check('', '3', '5')).toEqual({
      error: expect.stringMatching(/^Enter Weights: 1 to 8 whole numbers/) as unknown,
    });
    expect(check('1, x', '3, 4', '5')).toEqual({ error: 'Weights: “x” is not a whole number' });
    expect(check('1, 21', '3, 4', '5')).toEqual({ error: 'Weights: 21 is out of range (from 1 to 20)' });
    expect(check('1,1,1,1,1,1,1,1,1', '1', '5')).toEqual({
      error: 'Weights: too many numbers (9), at most 8',
    });
    expect(check('1', '1', '0')).toEqual({ error: 'Capacity must be from 1 to 20' });
    expect(check('1 2', '3 4', ' 5 ')).toEqual({ values: { weights: [1, 2], values: [3, 4], capacity: 5 } });
  });
});

describe('LCS', () => {
  it('finds a common subsequence of the longest length, the traceback going up on ties', () => {
    fc.assert(
      fc.property(stringArb(12), stringArb(12), (a, b) => {
        const { lcs, table } = solveLcs(a, b);
        expect(lcs.length).toBe(lcsLength(a, b));
        expect(isSubsequence(lcs, a) && isSubsequence(lcs, b)).toBe(true);
        expect(table[a.length]?.[b.length]).toBe(lcs.length);
        const view = finalView(lcsModule, { a, b });
        expect(view.table?.values[a.length]?.[b.length]).toBe(lcs.length);
        expect(lcsModule.answer({ a, b })).toContain(`length ${lcs.length}`);
      }),
      { numRuns: 200, seed: 12 },
    );
  });

  it('spells the textbook answer and states the tie rule', () => {
    expect(solveLcs('ABCBDAB', 'BDCABA').lcs).toBe('BCBA');
    expect(lcsModule.answer({ a: 'ABC', b: 'XYZ' })).toBe('LCS = “” (none in common), length 0');
    expect(lcsModule.limits).toContain('goes up');
    const check = (a: string, b: string) => checkDpInput(lcsModule.fields, { a, b });
    expect(check('', 'AB')).toEqual({ error: 'Enter String A: 1 to 12 letters or digits' });
    expect(check('ABCDEFGHIJKLM', 'AB')).toEqual({
      error: 'String A is too long (13 characters): at most 12',
    });
    expect(check('AB', 'A B')).toEqual({ error: 'String B may hold only letters and digits (no spaces)' });
  });
});

describe('LIS', () => {
  const numbersArb = (max: number) =>
    fc.array(fc.integer({ min: -999, max: 999 }), { minLength: 1, maxLength: max });
  const smallArb = fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 14 });

  it('both methods find a strictly increasing subsequence of the longest length', () => {
    fc.assert(
      fc.property(fc.oneof(smallArb, numbersArb(14)), (a) => {
        const length = bruteLis(a);
        for (const method of ['quadratic', 'patience'] as const) {
          const { indices } = method === 'quadratic' ? solveLisQuadratic(a) : solveLisPatience(a);
          const seq = indices.map((i) => a[i] as number);
          expect(seq.length).toBe(length);
          expect(strictlyIncreasingIn(seq, a)).toBe(true);
          expect(lisModule.answer({ method, numbers: a })).toBe(`LIS = ${seq.join(', ')} (length ${length})`);
        }
      }),
      { numRuns: 150, seed: 13 },
    );
  });

  it('the O(n²) table takes the earliest predecessor and the earliest end', () => {
    fc.assert(
      fc.property(numbersArb(20), (a) => {
        const { dp, prev, end } = solveLisQuadratic(a);
        a.forEach((x, i) => {
          const before = a.slice(0, i).map((y, j) => (y < x ? (dp[j] as number) : 0));
          const most = Math.max(0, ...before);
          expect(dp[i]).toBe(most + 1);
          expect(prev[i]).toBe(most === 0 ? -1 : before.indexOf(most));
        });
        expect(end).toBe(dp.indexOf(Math.max(...dp)));
        const view = finalView(lisModule, { method: 'quadratic', numbers: a });
        expect(view.table?.values[1]).toEqual(dp);
        expect(view.table?.values[2]).toEqual(prev);
      }),
      { numRuns: 100, seed: 14 },
    );
  });

  it('the patience piles hold every number, their count the LIS length, each pile decreasing downwards', () => {
    fc.assert(
      fc.property(numbersArb(20), (a) => {
        const { piles, indices } = solveLisPatience(a);
        expect(piles.flat().sort((x, y) => x - y)).toEqual(a.map((_, i) => i));
        expect(piles.length).toBe(indices.length);
        for (const pile of piles)
          for (let k = 1; k < pile.length; k++)
            expect(a[pile[k] as number] as number).toBeLessThanOrEqual(a[pile[k - 1] as number] as number);
        const view = finalView(lisModule, { method: 'patience', numbers: a });
        expect(view.table?.values.flat().filter((cell) => cell !== null).length).toBe(a.length);
      }),
      { numRuns: 100, seed: 15 },
    );
    expect(lisModule.answer({ method: 'quadratic', numbers: [10, 9, 2, 5, 3, 7, 101, 18] })).toBe(
      'LIS = 2, 5, 7, 101 (length 4)',
    );
  });

  it("the Information tab gives each method's time: the table compares every pair, patience binary-searches", () => {
    const counted = (method: string, numbers: number[], key: string) =>
      lisModule
        .trace({ method, numbers })
        .steps.reduce(
          (sum, step) => sum + ((step.counts as Record<string, number> | undefined)?.[key] ?? 0),
          0,
        );
    for (const n of [5, 10, 20]) {
      const numbers = Array.from({ length: n }, (_, i) => (i * 7) % 11);
      expect(counted('quadratic', numbers, 'comparisons')).toBe((n * (n - 1)) / 2);
      expect(counted('patience', numbers, 'probes')).toBeLessThanOrEqual(n * Math.ceil(Math.log2(n + 1)));
    }
    const time = 'O(n²) with the table; O(n log n) with patience';
    expect(lisModule.timeComplexity).toEqual({ best: time, average: time, worst: time });
  });

  it('checks the numbers', () => {
    const check = (numbers: string) => checkDpInput(lisModule.fields, { method: 'patience', numbers });
    expect(check('')).toEqual({
      error: expect.stringMatching(/^Enter Numbers: 1 to 20 whole numbers from -999 to 999/) as unknown,
    });
    expect(check('1, 2.5')).toEqual({ error: 'Numbers: “2.5” is not a whole number' });
    expect(check('1, -1000')).toEqual({ error: 'Numbers: -1000 is out of range (from -999 to 999)' });
    expect(check(Array(21).fill(1).join(','))).toEqual({
      error: 'Numbers: too many numbers (21), at most 20',
    });
  });
});

describe('every DP module', () => {
  it('uses exactly its listing’s line ids over the examples, and narrates every step', () => {
    const runs: [DpAlgorithm, DpValues][] = [
      ...(['recursion', 'memo', 'table'] as const).map((method): [DpAlgorithm, DpValues] => [
        fibonacciModule,
        { method, n: 5 },
      ]),
      [knapsackModule, { weights: [1, 3, 4, 5], values: [1, 4, 5, 7], capacity: 7 }],
      [lcsModule, { a: 'ABCBDAB', b: 'BDCABA' }],
      ...(['quadratic', 'patience'] as const).map((method): [DpAlgorithm, DpValues] => [
        lisModule,
        { method, numbers: [10, 9, 2, 5, 3, 7, 101, 18] },
      ]),
    ];
    for (const [module, values] of runs) {
      const id = module.listing(values);
      const trace = module.trace(values);
      for (const step of trace.steps) expect(step.message.length).toBeGreaterThan(10);
      expect([...new Set(trace.steps.map((step) => step.line))].sort(), `${module.id} ${id}`).toEqual(
        [...(module.lineIds[id] ?? [])].sort(),
      );
    }
  });

  it('keeps a run in its link', () => {
    for (const module of DP_ALGORITHM_MODULES) {
      const config = { ...defaultDpRun(module.id), step: 3, speed: 70 };
      expect(decodeDpRunConfig(encodeDpRunConfig(config))).toEqual(config);
    }
    expect(decodeDpRunConfig('algo=lcs&a=AB%20C')?.inputs).toEqual({ a: 'AB C', b: 'BDCABA' });
    expect(decodeDpRunConfig('algo=nope')).toBeNull();
  });
});
