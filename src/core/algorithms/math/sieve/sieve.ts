import { createModelTrace } from '@/core/trace';
import { assertValues, formatNumber, plural } from '../input';
import { defineMathAlgorithm, type MathInputField, type MathStep } from '../types';
import { sieveMeta } from './meta';

export const SIEVE_LINES = ['check', 'cross', 'collect', 'done'] as const;
export type SieveLine = (typeof SIEVE_LINES)[number];

/** A number's state in the grid. */
export const SIEVE_STATE = { default: 0, prime: 1, crossed: 2 } as const;

export interface SieveModel {
  readonly n: number;
  /** states[k] for k = 0..n (SIEVE_STATE); 0 and 1 are not drawn. */
  readonly states: Uint8Array;
  /** The prime whose multiples are being crossed out, and the number the step touched. */
  p: number | null;
  current: number | null;
  /** The count of primes, once every prime is known. */
  count: number | null;
}

export interface SieveStep extends MathStep {
  readonly line: SieveLine;
  /** check: the candidate p; cross: the multiple crossed out. */
  readonly value: number;
  readonly prime?: number;
}

export const SIEVE_MAX = 1000;

const FIELDS: readonly MathInputField[] = [{ key: 'n', label: 'N', min: 2, max: SIEVE_MAX, example: 50 }];

/** The primes up to n, with the sieve's steps. */
function* sieveSteps(n: number): Generator<SieveStep> {
  const crossedBy = new Int32Array(n + 1);
  let found = 0;
  for (let p = 2; p * p <= n; p++) {
    if (crossedBy[p] !== 0) {
      yield {
        line: 'check',
        value: p,
        message: `${p} is crossed out (a multiple of ${crossedBy[p]}), so it is not prime: skip it`,
      };
      continue;
    }
    found++;
    yield {
      line: 'check',
      value: p,
      prime: p,
      message: `${p} is not crossed out, so it is prime: cross out its multiples from ${p}² = ${p * p}`,
      counts: { primes: 1 },
    };
    for (let m = p * p; m <= n; m += p) {
      const by = crossedBy[m] as number;
      const product = `${formatNumber(m)} = ${p} × ${m / p}`;
      yield {
        line: 'cross',
        value: m,
        prime: p,
        message:
          by === 0
            ? `Cross out ${product}`
            : `${product} is crossed out already (a multiple of ${by}); cross it out again`,
        counts: { crossings: 1 },
      };
      if (by === 0) crossedBy[m] = p;
    }
  }
  let rest = 0;
  for (let k = 2; k <= n; k++) if (crossedBy[k] === 0) rest++;
  rest -= found;
  const last = Math.floor(Math.sqrt(n)) + 1;
  yield {
    line: 'collect',
    value: 0,
    message:
      rest === 0
        ? `No number above √${formatNumber(n)} is left: the primes are those already found`
        : `${last}² > ${formatNumber(n)}: the ${plural(rest, 'number')} still not crossed out ${rest === 1 ? 'is' : 'are'} prime too`,
    counts: { primes: rest },
  };
  const count = found + rest;
  yield {
    line: 'done',
    value: 0,
    message: `There ${count === 1 ? 'is' : 'are'} ${plural(count, 'prime')} up to ${formatNumber(n)}`,
  };
}

/** How many primes there are up to n (the module's answer). */
export function countPrimes(n: number): number {
  const composite = new Uint8Array(n + 1);
  let count = 0;
  for (let k = 2; k <= n; k++) {
    if (composite[k]) continue;
    count++;
    for (let m = k * k; m <= n; m += k) composite[m] = 1;
  }
  return count;
}

function apply(model: SieveModel, step: SieveStep): SieveModel {
  const { states } = model;
  switch (step.line) {
    case 'check':
      if (step.prime !== undefined) states[step.value] = SIEVE_STATE.prime;
      model.p = step.prime ?? null;
      model.current = step.value;
      break;
    case 'cross':
      states[step.value] = SIEVE_STATE.crossed;
      model.current = step.value;
      break;
    case 'collect':
      for (let k = 2; k <= model.n; k++) if (states[k] === SIEVE_STATE.default) states[k] = SIEVE_STATE.prime;
      model.p = null;
      model.current = null;
      break;
    case 'done': {
      let count = 0;
      for (let k = 2; k <= model.n; k++) if (states[k] === SIEVE_STATE.prime) count++;
      model.count = count;
      break;
    }
  }
  return model;
}

export const sieveModule = defineMathAlgorithm<'sieve', SieveLine, SieveModel, SieveStep>({
  ...sieveMeta,
  kind: 'math',
  picture: 'number-grid',
  lineIds: SIEVE_LINES,
  fields: FIELDS,
  limits: `N is a whole number from 2 to ${formatNumber(SIEVE_MAX)}.`,
  counters: [
    { key: 'primes', label: 'Primes found' },
    { key: 'crossings', label: 'Crossings out' },
  ],
  trace(values) {
    assertValues(FIELDS, values);
    const n = values.n as number;
    return createModelTrace<SieveModel, SieveStep>({
      algorithm: 'sieve',
      initial: { n, states: new Uint8Array(n + 1), p: null, current: null, count: null },
      steps: sieveSteps(n),
      apply,
      clone: (model) => ({ ...model, states: model.states.slice() }),
      counts: (step) => step.counts ?? null,
    });
  },
  answer(values) {
    const n = values.n as number;
    return `${plural(countPrimes(n), 'prime')} up to ${formatNumber(n)}`;
  },
});
