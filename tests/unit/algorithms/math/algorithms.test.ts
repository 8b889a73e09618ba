/**
 * The mathematical modules against plainly written references on random inputs: Euclid's divisions and
 * gcd, the sieve's grid and prime count, and prime factorization up to 10^12 with few steps.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkMathInput,
  factorizationModule,
  fieldError,
  gcdModule,
  sieveModule,
} from '@/core/algorithms/math';
import { decodeMathRunConfig, defaultMathRun, encodeMathRunConfig } from '@/core/algorithms/math/runConfig';

/** Binary gcd (Stein's algorithm): no division at all, so it shares nothing with Euclid's. */
function steinGcd(a: number, b: number): number {
  let shift = 0;
  while (((a | b) & 1) === 0) {
    a >>= 1;
    b >>= 1;
    shift++;
  }
  while ((a & 1) === 0) a >>= 1;
  while (b !== 0) {
    while ((b & 1) === 0) b >>= 1;
    if (a > b) [a, b] = [b, a];
    b -= a;
  }
  return a << shift;
}

/** Whether n is prime, by trying every odd divisor up to its square root. */
function isPrime(n: number): boolean {
  if (n < 2) return false;
  if (n % 2 === 0) return n === 2;
  for (let d = 3; d * d <= n; d += 2) if (n % d === 0) return false;
  return true;
}

const finalModel = <M>(trace: { stepCount: number; frameAt(k: number): { model: M } }) =>
  trace.frameAt(trace.stepCount).model;

describe('GCD (Euclidean)', () => {
  it('divides a = q·b + r until the remainder is 0 and ends at the gcd', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 1, max: 1_000_000 }), (a, b) => {
        const trace = gcdModule.trace({ a, b });
        const model = finalModel(trace);
        const gcd = steinGcd(a, b);
        expect(model.gcd).toBe(gcd);
        expect(gcdModule.answer({ a, b })).toBe(
          `gcd(${a.toLocaleString('en-US')}, ${b.toLocaleString('en-US')}) = ${gcd.toLocaleString('en-US')}`,
        );
        let [x, y] = [a, b];
        for (const { a: da, b: db, q, r } of model.divisions) {
          expect([da, db]).toEqual([x, y]);
          expect(da).toBe(q * db + r);
          expect(r >= 0 && r < db).toBe(true);
          [x, y] = [db, r];
        }
        expect(y).toBe(0);
        expect(trace.totals.divisions).toBe(model.divisions.length);
      }),
      { numRuns: 300 },
    );
  });

  it('says each division and the answer in words', () => {
    const trace = gcdModule.trace({ a: 48, b: 18 });
    expect(trace.steps.map((step) => step.message)).toEqual([
      '48 = 2 × 18 + 12: gcd(48, 18) = gcd(18, 12)',
      '18 = 1 × 12 + 6: gcd(18, 12) = gcd(12, 6)',
      '12 = 2 × 6 + 0: the remainder is 0, so 6 divides 12',
      'The remainder is 0: gcd(48, 18) = 6',
    ]);
    expect(gcdModule.trace({ a: 18, b: 48 }).steps[0]?.message).toBe(
      '18 = 0 × 48 + 18: a < b, so the two swap places',
    );
  });
});

describe('Sieve of Eratosthenes', () => {
  it('marks exactly the primes up to N and counts them', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 1000 }), (n) => {
        const trace = sieveModule.trace({ n });
        const model = finalModel(trace);
        const primes: number[] = [];
        for (let k = 2; k <= n; k++) {
          expect(model.states[k], `${k}`).toBe(isPrime(k) ? 1 : 2);
          if (isPrime(k)) primes.push(k);
        }
        expect(model.count).toBe(primes.length);
        expect(trace.totals.primes).toBe(primes.length);
        expect(sieveModule.answer({ n })).toBe(
          `${primes.length} prime${primes.length === 1 ? '' : 's'} up to ${n.toLocaleString('en-US')}`,
        );
      }),
      { numRuns: 60 },
    );
  });

  it('crosses out each prime’s multiples from p², p at a time, and only primes p with p² ≤ N', () => {
    for (const n of [2, 3, 4, 10, 49, 50, 97, 100, 1000]) {
      const trace = sieveModule.trace({ n });
      let p = 0;
      let last = 0;
      for (const step of trace.steps) {
        if (step.line === 'check' && step.prime !== undefined) {
          p = step.prime;
          expect(isPrime(p)).toBe(true);
          expect(p * p).toBeLessThanOrEqual(n);
          last = p * p - p;
        }
        if (step.line === 'cross') {
          expect(step.prime).toBe(p);
          expect(step.value).toBe(last + p);
          last = step.value;
        }
      }
    }
    expect(finalModel(sieveModule.trace({ n: 1000 })).count).toBe(168);
    expect(finalModel(sieveModule.trace({ n: 100 })).count).toBe(25);
  });
});

describe('Prime Factorization', () => {
  const nArb = fc.oneof(
    fc.integer({ min: 2, max: 10_000 }),
    fc.integer({ min: 2, max: 1_000_000_000_000 }),
    // Products of a few small primes, with high powers.
    fc
      .array(fc.constantFrom(2, 3, 5, 7, 11, 13, 999_983), { minLength: 1, maxLength: 30 })
      .map((ps) => ps.reduce((m, p) => (m * p <= 1e12 ? m * p : m), 1))
      .filter((m) => m >= 2),
  );

  it('finds prime factors whose product is n, exactly, up to 10^12, in few steps', () => {
    fc.assert(
      fc.property(nArb, (n) => {
        const trace = factorizationModule.trace({ n });
        const model = finalModel(trace);
        let product = 1n;
        let previous = 0;
        for (const [p, e] of model.factors) {
          expect(isPrime(p), `${p}`).toBe(true);
          expect(p).toBeGreaterThan(previous);
          previous = p;
          product *= BigInt(p) ** BigInt(e);
        }
        expect(product).toBe(BigInt(n));
        // Every leaf of the tree is prime, and the leaves multiply to n.
        const parents = new Set(model.nodes.map((node) => node.parent));
        const leaves = model.nodes.filter((node) => !parents.has(node.id));
        expect(leaves.every((leaf) => leaf.state === 'prime')).toBe(true);
        expect(leaves.reduce((m, leaf) => m * BigInt(leaf.value), 1n)).toBe(BigInt(n));
        // At most two steps per prime factor, plus the last two.
        expect(trace.stepCount).toBeLessThanOrEqual(2 * model.nodes.length + 4);
      }),
      { numRuns: 150 },
    );
  });

  it('counts every trial division the listing makes, though the failing ones share a step', () => {
    /** The listing's loop, counting each evaluation of n % d. */
    const trials = (n: number) => {
      let count = 0;
      for (let d = 2; d * d <= n; d++) {
        for (;;) {
          count++;
          if (n % d !== 0) break;
          n /= d;
        }
      }
      return count;
    };
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 10_000_000 }), (n) => {
        expect(factorizationModule.trace({ n }).totals.trials ?? 0).toBe(trials(n));
      }),
    );
    const prime = factorizationModule.trace({ n: 999_999_999_989 });
    expect(prime.steps.map((step) => step.message)).toEqual([
      'Try d = 2 to 999,999: none divides 999,999,999,989 (999,998 trial divisions in one step)',
      'No d with d² ≤ 999,999,999,989 divides it, so 999,999,999,989 is prime',
      '999,999,999,989 = 999,999,999,989',
    ]);
    expect(factorizationModule.answer({ n: 360 })).toBe('360 = 2³ × 3² × 5');
    expect(factorizationModule.answer({ n: 1_000_000_000_000 })).toBe('1,000,000,000,000 = 2¹² × 5¹²');
  });
});

describe('input', () => {
  const [a] = gcdModule.fields;
  const [n] = factorizationModule.fields;

  it('gives one clear message for empty, not a number, too long and out of range', () => {
    if (!a || !n) throw new Error('fields missing');
    expect(fieldError(a, '')).toBe('Enter a: a whole number from 1 to 1,000,000');
    expect(fieldError(a, '   ')).toBe('Enter a: a whole number from 1 to 1,000,000');
    expect(fieldError(a, 'abc')).toBe('a must be a whole number from 1 to 1,000,000');
    expect(fieldError(a, '12.5')).toBe('a must be a whole number from 1 to 1,000,000');
    expect(fieldError(a, '0')).toBe('a must be from 1 to 1,000,000');
    expect(fieldError(a, '-4')).toBe('a must be from 1 to 1,000,000');
    expect(fieldError(a, '1000001')).toBe('a must be from 1 to 1,000,000');
    expect(fieldError(a, '12345678')).toBe('a is too long: at most 7 digits (from 1 to 1,000,000)');
    expect(fieldError(n, '1000000000001')).toBe('n must be from 2 to 1,000,000,000,000');
    expect(fieldError(n, ' 1000000000000 ')).toBeNull();
    expect(checkMathInput(gcdModule.fields, { a: '48', b: 'x' })).toEqual({
      error: 'b must be a whole number from 1 to 1,000,000',
    });
    expect(checkMathInput(gcdModule.fields, { a: '48', b: '18' })).toEqual({ values: { a: 48, b: 18 } });
  });

  it('accepts every whole number in range and nothing outside it', () => {
    if (!n) throw new Error('field missing');
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (value) => {
        const ok = value >= 2 && value <= 1e12;
        expect(fieldError(n, String(value)) === null).toBe(ok);
      }),
    );
  });

  it('refuses to run on an invalid value', () => {
    expect(() => sieveModule.trace({ n: 1001 })).toThrow(RangeError);
    expect(() => factorizationModule.trace({ n: 1 })).toThrow(RangeError);
    expect(() => gcdModule.trace({ a: 0, b: 5 })).toThrow(RangeError);
  });
});

describe('run config', () => {
  it('round-trips the algorithm, the numbers as typed, speed and step', () => {
    const config = { algorithm: 'factorization' as const, inputs: { n: '9973' }, speed: 70, step: 3 };
    expect(decodeMathRunConfig(encodeMathRunConfig(config))).toEqual(config);
    expect(encodeMathRunConfig({ ...defaultMathRun('gcd'), step: 2 })).toBe(
      'algo=gcd&a=48&b=18&speed=50&step=2',
    );
    expect(decodeMathRunConfig('algo=sieve')?.inputs).toEqual({ n: '50' });
    expect(decodeMathRunConfig('algo=bfs')).toBeNull();
    expect(decodeMathRunConfig('algo=gcd&a=abc&b=4&step=-3')).toMatchObject({
      inputs: { a: 'abc', b: '4' },
      step: 0,
    });
  });
});
