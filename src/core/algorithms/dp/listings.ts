/**
 * The dynamic-programming listings in JavaScript, Python and Java, one per algorithm and method, kept
 * out of the modules so the page loads them only with its code listing.
 */
import type { CodeListings } from '../types';
import { fibMemoCode, fibRecursiveCode, fibTableCode } from './fibonacci/listings';
import { knapsackCode } from './knapsack/listings';
import { lcsCode } from './lcs/listings';
import { lisPatienceCode, lisQuadraticCode } from './lis/listings';

export const DP_LISTINGS = {
  fibRecursive: fibRecursiveCode,
  fibMemo: fibMemoCode,
  fibTable: fibTableCode,
  knapsack: knapsackCode,
  lcs: lcsCode,
  lisQuadratic: lisQuadraticCode,
  lisPatience: lisPatienceCode,
} as const satisfies Readonly<Record<string, CodeListings>>;

/** A listing's name: one per algorithm and method. */
export type DpListingId = keyof typeof DP_LISTINGS;
