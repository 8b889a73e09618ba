/**
 * The backtracking listings in JavaScript, Python and Java, kept out of the modules so the page loads
 * them only with its code listing; each example runs on the page's input.
 */
import type { BacktrackingAlgorithmId } from '../catalog';
import { exampleCall, literal, withExampleCall } from '../exampleCall';
import type { CodeListings } from '../types';
import type { CombinationInput } from './combinationSum/combinationSum';
import { combinationSumCode } from './combinationSum/listings';
import { nQueensCode } from './nQueens/listings';
import { permutationsCode } from './permutations/listings';
import { subsetsCode } from './subsets/listings';

export const BACKTRACKING_LISTINGS: { readonly [Id in BacktrackingAlgorithmId]: CodeListings } = {
  subsets: subsetsCode,
  permutations: permutationsCode,
  combinationSum: combinationSumCode,
  nQueens: nQueensCode,
};

/** Each listing with its example on the page's input (the value the page's check read from the text). */
const EXAMPLES: {
  readonly [Id in BacktrackingAlgorithmId]: (code: CodeListings, value: unknown) => CodeListings;
} = {
  subsets: (code, value) =>
    withExampleCall(
      code,
      exampleCall({ javascript: 'subsets', python: 'subsets', java: 'subsets' }, [
        literal.ints(value as readonly number[]),
      ]),
    ),
  permutations: (code, value) =>
    withExampleCall(
      code,
      exampleCall({ javascript: 'permutations', python: 'permutations', java: 'permutations' }, [
        literal.ints(value as readonly number[]),
      ]),
    ),
  combinationSum: (code, value) => {
    const { candidates, target } = value as CombinationInput;
    return withExampleCall(
      code,
      exampleCall({ javascript: 'combinationSum', python: 'combination_sum', java: 'combinationSum' }, [
        literal.ints(candidates),
        target,
      ]),
    );
  },
  nQueens: (code, value) =>
    withExampleCall(
      code,
      exampleCall({ javascript: 'nQueens', python: 'n_queens', java: 'nQueens' }, [value as number]),
    ),
};

/** A listing whose example runs on the input on the page. */
export function backtrackingListing(id: BacktrackingAlgorithmId, value: unknown): CodeListings {
  return EXAMPLES[id](BACKTRACKING_LISTINGS[id], value);
}
