import { createModelTrace } from '@/core/trace';
import { assertValues, formatNumber, plural, power } from '../input';
import { defineMathAlgorithm, type MathInputField, type MathStep } from '../types';
import { factorizationMeta } from './meta';

export const FACTORIZATION_LINES = ['try', 'divide', 'last', 'done'] as const;
export type FactorizationLine = (typeof FACTORIZATION_LINES)[number];

export type FactorNodeState = 'default' | 'active' | 'prime';

/** A node of the factor tree: a number, split into a prime and the quotient, or a prime leaf. */
export interface FactorNode {
  readonly id: string;
  readonly value: number;
  readonly parent: string | null;
  readonly state: FactorNodeState;
}

export interface FactorizationModel {
  readonly n: number;
  readonly nodes: readonly FactorNode[];
  /** The prime factors found so far, as [prime, exponent], smallest first. */
  readonly factors: readonly (readonly [number, number])[];
  /** The divisor being tried; null before the first try and at the end. */
  readonly d: number | null;
  readonly done: boolean;
}

export interface FactorizationStep extends MathStep {
  readonly line: FactorizationLine;
  /** try: the divisors tried (from..to) on m; divide: d divides m; last: m is left. */
  readonly m: number;
  readonly from?: number;
  readonly to?: number;
  readonly d?: number;
}

export const FACTORIZATION_MAX = 1_000_000_000_000;

const FIELDS: readonly MathInputField[] = [
  { key: 'n', label: 'n', min: 2, max: FACTORIZATION_MAX, example: 360 },
];

/** The prime factors of n as [prime, exponent], smallest first, by trial division. */
export function primeFactors(n: number): [number, number][] {
  const factors: [number, number][] = [];
  for (let d = 2; d * d <= n; d++) {
    let exponent = 0;
    while (n % d === 0) {
      n /= d;
      exponent++;
    }
    if (exponent > 0) factors.push([d, exponent]);
  }
  if (n > 1) factors.push([n, 1]);
  return factors;
}

/** '2³ × 3² × 5'. */
export function productOfPowers(factors: readonly (readonly [number, number])[]): string {
  return factors.map(([p, e]) => power(p, e)).join(' × ');
}

/**
 * Trial division as the listing runs it, recording every division that succeeds and, between them,
 * one step for each run of divisors that fail: up to 10^6 trials become a few dozen steps.
 */
function* factorizationSteps(n: number): Generator<FactorizationStep> {
  let m = n;
  let from = 0;
  let trials = 0;
  function* flush(): Generator<FactorizationStep> {
    if (trials === 0) return;
    const to = from + trials - 1;
    yield {
      line: 'try',
      m,
      from,
      to,
      message:
        trials === 1
          ? `Try d = ${formatNumber(from)}: it does not divide ${formatNumber(m)}`
          : `Try d = ${formatNumber(from)} to ${formatNumber(to)}: none divides ${formatNumber(m)} (${plural(trials, 'trial division')} in one step)`,
      counts: { trials },
    };
    trials = 0;
  }
  for (let d = 2; d * d <= m; d++) {
    while (m % d === 0) {
      yield* flush();
      const q = m / d;
      yield {
        line: 'divide',
        m,
        d,
        message:
          q === 1
            ? `${formatNumber(d)} divides ${formatNumber(m)}: what is left is the prime ${formatNumber(d)} itself`
            : `${formatNumber(d)} divides ${formatNumber(m)}: ${formatNumber(m)} = ${formatNumber(d)} × ${formatNumber(q)}`,
        counts: { trials: 1, divisions: 1 },
      };
      m = q;
    }
    if (trials === 0) from = d;
    trials++;
  }
  yield* flush();
  if (m > 1) {
    const d = Math.floor(Math.sqrt(m)) + 1;
    yield {
      line: 'last',
      m,
      message:
        m === n
          ? `No d with d² ≤ ${formatNumber(n)} divides it, so ${formatNumber(n)} is prime`
          : `${formatNumber(d)}² > ${formatNumber(m)} and no smaller d divides ${formatNumber(m)}, so ${formatNumber(m)} is prime`,
    };
  } else yield { line: 'last', m, message: 'Nothing is left to divide: every prime factor is found' };
  yield {
    line: 'done',
    m,
    message: `${formatNumber(n)} = ${productOfPowers(primeFactors(n))}`,
  };
}

function addFactor(factors: readonly (readonly [number, number])[], p: number) {
  const last = factors.at(-1);
  return last && last[0] === p
    ? [...factors.slice(0, -1), [p, last[1] + 1] as const]
    : [...factors, [p, 1] as const];
}

function withState(nodes: readonly FactorNode[], id: string, state: FactorNodeState): FactorNode[] {
  return nodes.map((node) => (node.id === id ? { ...node, state } : node));
}

/** The node that holds what is left of n: the last one added that is not a prime leaf. */
function currentNode(nodes: readonly FactorNode[]): FactorNode {
  return nodes.findLast((node) => node.state === 'active') ?? (nodes[0] as FactorNode);
}

function apply(model: FactorizationModel, step: FactorizationStep): FactorizationModel {
  const node = currentNode(model.nodes);
  switch (step.line) {
    case 'try':
      return { ...model, d: step.to ?? null };
    case 'divide': {
      const d = step.d as number;
      const factors = addFactor(model.factors, d);
      if (step.m === d) return { ...model, d, factors, nodes: withState(model.nodes, node.id, 'prime') };
      const k = model.nodes.length;
      const nodes = [
        ...withState(model.nodes, node.id, 'default'),
        { id: `f${k}`, value: d, parent: node.id, state: 'prime' as const },
        { id: `f${k + 1}`, value: step.m / d, parent: node.id, state: 'active' as const },
      ];
      return { ...model, d, factors, nodes };
    }
    case 'last':
      return step.m > 1
        ? {
            ...model,
            d: null,
            factors: addFactor(model.factors, step.m),
            nodes: withState(model.nodes, node.id, 'prime'),
          }
        : { ...model, d: null };
    case 'done':
      return { ...model, done: true };
  }
}

export const factorizationModule = defineMathAlgorithm<
  'factorization',
  FactorizationLine,
  FactorizationModel,
  FactorizationStep
>({
  ...factorizationMeta,
  kind: 'math',
  picture: 'factor-tree',
  lineIds: FACTORIZATION_LINES,
  fields: FIELDS,
  limits: `n is a whole number from 2 to ${formatNumber(FACTORIZATION_MAX)} (10¹²), factored exactly. Divisors that fail in a row are tried in one step.`,
  counters: [
    { key: 'trials', label: 'Trial divisions' },
    { key: 'divisions', label: 'Divisions' },
  ],
  trace(values) {
    assertValues(FIELDS, values);
    const n = values.n as number;
    return createModelTrace<FactorizationModel, FactorizationStep>({
      algorithm: 'factorization',
      initial: {
        n,
        nodes: [{ id: 'f0', value: n, parent: null, state: 'active' }],
        factors: [],
        d: null,
        done: false,
      },
      steps: factorizationSteps(n),
      apply,
      counts: (step) => step.counts ?? null,
    });
  },
  answer(values) {
    const n = values.n as number;
    return `${formatNumber(n)} = ${productOfPowers(primeFactors(n))}`;
  },
});
