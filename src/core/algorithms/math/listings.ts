/**
 * The mathematical algorithms' listings in JavaScript, Python and Java, kept out of the modules so the
 * page loads them only with its code listing (the Code tab, or the listing beside the canvas).
 */
import type { MathAlgorithmId } from '../catalog';
import type { CodeListings } from '../types';
import { factorizationCode } from './factorization/listings';
import { gcdCode } from './gcd/listings';
import { sieveCode } from './sieve/listings';

export const MATH_LISTINGS: { readonly [Id in MathAlgorithmId]: CodeListings } = {
  gcd: gcdCode,
  sieve: sieveCode,
  factorization: factorizationCode,
};
