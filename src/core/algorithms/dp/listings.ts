/**
 * The dynamic-programming listings in JavaScript, Python and Java, one per algorithm and method, kept
 * out of the modules so the page loads them only with its code listing.
 */
import { exampleCall, literal, withExampleCall, type ExampleCall } from '../exampleCall';
import type { CodeListings } from '../types';
import { fibMemoCode, fibRecursiveCode, fibTableCode } from './fibonacci/listings';
import { knapsackCode } from './knapsack/listings';
import { lcsCode } from './lcs/listings';
import { lisPatienceCode, lisQuadraticCode } from './lis/listings';
import type { DpValues } from './types';

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

const same = (name: string): ExampleCall => ({ javascript: name, python: name, java: name });
const ints = (values: DpValues, key: string) => literal.ints(values[key] as readonly number[]);

/** Each listing's example call on the page's values. */
const EXAMPLES: { readonly [Id in DpListingId]: (values: DpValues) => ExampleCall } = {
  fibRecursive: (values) => exampleCall(same('fib'), [values.n as number]),
  fibMemo: (values) => ({
    javascript: `fibMemo(${values.n})`,
    python: `fib_memo(${values.n})`,
    java: `fibMemo(${values.n}, new HashMap<>())`,
  }),
  fibTable: (values) =>
    exampleCall({ javascript: 'fibTable', python: 'fib_table', java: 'fibTable' }, [values.n as number]),
  knapsack: (values) =>
    exampleCall(same('knapsack'), [
      ints(values, 'weights'),
      ints(values, 'values'),
      values.capacity as number,
    ]),
  lcs: (values) =>
    exampleCall(same('lcs'), [literal.string(values.a as string), literal.string(values.b as string)]),
  lisQuadratic: (values) => exampleCall(same('lis'), [ints(values, 'numbers')]),
  lisPatience: (values) =>
    exampleCall({ javascript: 'lisPatience', python: 'lis_patience', java: 'lisPatience' }, [
      ints(values, 'numbers'),
    ]),
};

/** A listing whose example runs on the values on the page. */
export function dpListing(id: DpListingId, values: DpValues): CodeListings {
  return withExampleCall(DP_LISTINGS[id], EXAMPLES[id](values));
}
