/**
 * The string-matching listings in JavaScript, Python and Java, kept out of the modules so the page loads
 * them only with its code listing (the Code tab, or the listing beside the canvas).
 */
import type { StringAlgorithmId } from '../catalog';
import { exampleCall, literal, withExampleCall, type ExampleCall } from '../exampleCall';
import type { CodeListings } from '../types';
import { kmpCode } from './kmp/listings';
import { naiveMatchCode } from './naiveMatch/listings';
import { rabinKarpCode } from './rabinKarp/listings';
import type { StringInput } from './types';

export const STRING_LISTINGS: { readonly [Id in StringAlgorithmId]: CodeListings } = {
  naiveMatch: naiveMatchCode,
  kmp: kmpCode,
  rabinKarp: rabinKarpCode,
};

/** The listing's function in each language: `naiveMatch`, `naive_match`, `naiveMatch`. */
export function functionNames(id: string): ExampleCall {
  return { javascript: id, python: id.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), java: id };
}

/** A listing whose example runs on the text and pattern on the page. */
export function stringListing(id: StringAlgorithmId, { text, pattern }: StringInput): CodeListings {
  return withExampleCall(
    STRING_LISTINGS[id],
    exampleCall(functionNames(id), [literal.string(text), literal.string(pattern)]),
  );
}
