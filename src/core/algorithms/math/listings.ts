/**
 * The mathematical algorithms' listings in JavaScript, Python and Java, kept out of the modules so the
 * page loads them only with its code listing (the Code tab, or the listing beside the canvas).
 */
import type { MathAlgorithmId } from '../catalog';
import { withExampleCall, type ExampleCall } from '../exampleCall';
import type { CodeListings } from '../types';
import { factorizationCode } from './factorization/listings';
import { gcdCode } from './gcd/listings';
import { sieveCode } from './sieve/listings';
import type { MathValues } from './types';

export const MATH_LISTINGS: { readonly [Id in MathAlgorithmId]: CodeListings } = {
  gcd: gcdCode,
  sieve: sieveCode,
  factorization: factorizationCode,
};

/** A call written alike in the three languages; Java's longs past the int range take an L. */
function call(name: string, args: readonly number[]): ExampleCall {
  const text = (javaLongs: boolean) =>
    `${name}(${args.map((arg) => (javaLongs && arg > 2_147_483_647 ? `${arg}L` : String(arg))).join(', ')})`;
  return { javascript: text(false), python: text(false), java: text(true) };
}

/** Each listing's example call on the page's numbers. */
const EXAMPLES: { readonly [Id in MathAlgorithmId]: (values: MathValues) => ExampleCall } = {
  gcd: (values) => call('gcd', [values.a ?? 0, values.b ?? 0]),
  sieve: (values) => call('sieve', [values.n ?? 0]),
  factorization: (values) => call('factorization', [values.n ?? 0]),
};

/** A listing whose example runs on the numbers on the page. */
export function mathListing(id: MathAlgorithmId, values: MathValues): CodeListings {
  return withExampleCall(MATH_LISTINGS[id], EXAMPLES[id](values));
}
