import type { CodeListing, CodeListings, Language, SearchingAlgorithm } from './types';

/**
 * A listing's example call in each language, written for the input on the page: `fib(6)`, `fib(6)`,
 * `fib(6)`. The listing's own example (its last call of that function) is replaced by it, so the code
 * beside a run calls the function on the run's input.
 */
export type ExampleCall = Readonly<Record<Language, string>>;

/** A JavaScript string literal, in the listings' single quotes. */
const jsString = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** How each language writes the values an example passes. */
export const literal = {
  string: (text: string): ExampleCall => ({
    javascript: jsString(text),
    // JSON's escapes are Python's and Java's too.
    python: JSON.stringify(text),
    java: JSON.stringify(text),
  }),
  ints: (values: readonly number[]): ExampleCall => ({
    javascript: `[${values.join(', ')}]`,
    python: `[${values.join(', ')}]`,
    java: `new int[] {${values.join(', ')}}`,
  }),
};

/** A call of `names[language]` on arguments written per language. */
export function exampleCall(names: ExampleCall, args: readonly (number | ExampleCall)[]): ExampleCall {
  const call = (language: Language) =>
    `${names[language]}(${args.map((arg) => (typeof arg === 'number' ? String(arg) : arg[language])).join(', ')})`;
  return { javascript: call('javascript'), python: call('python'), java: call('java') };
}

/** Where the last call of `name` starts and ends (just past its closing parenthesis) in `code`. */
function lastCall(code: string, name: string): { start: number; end: number } {
  const identifier = /[\w$]/;
  let start = code.lastIndexOf(`${name}(`);
  while (start > 0 && identifier.test(code[start - 1] ?? '')) start = code.lastIndexOf(`${name}(`, start - 1);
  if (start === -1) throw new Error(`the listing has no call of ${name}`);
  let depth = 0;
  let quote: string | null = null;
  for (let i = start + name.length; i < code.length; i++) {
    const char = code[i] ?? '';
    if (quote !== null) {
      if (char === '\\') i++;
      else if (char === quote) quote = null;
    } else if (char === "'" || char === '"') quote = char;
    else if (char === '(') depth++;
    else if (char === ')' && --depth === 0) return { start, end: i + 1 };
  }
  throw new Error(`the call of ${name} in the listing is not closed`);
}

function replaceCall(listing: CodeListing, call: string): CodeListing {
  const name = call.slice(0, call.indexOf('('));
  const { start, end } = lastCall(listing.code, name);
  const before = listing.code.slice(0, start);
  const code = `${before}${call}${listing.code.slice(end)}`;
  // A call written on fewer lines than the example's moves the lines after it; no marked line sits in an
  // example, but the numbers stay true wherever one does.
  const callLine = before.split('\n').length;
  const shift = call.split('\n').length - listing.code.slice(start, end).split('\n').length;
  const lines = Object.fromEntries(
    Object.entries(listing.lines).map(([id, numbers]) => [
      id,
      numbers.map((line) => (line > callLine ? line + shift : line)),
    ]),
  );
  return { ...listing, code, lines };
}

/** The listings with their example calling `call` instead (the last call of the same function). */
export function withExampleCall(code: CodeListings, call: ExampleCall): CodeListings {
  return {
    javascript: replaceCall(code.javascript, call.javascript),
    python: replaceCall(code.python, call.python),
    java: replaceCall(code.java, call.java),
  };
}

/**
 * The listings with the value their example works on written anew: the last `from` (an assignment such as
 * `text = 'abracadabra'`) becomes `to`, in each language. Throws when a listing has no `from`.
 */
export function withExampleValue(code: CodeListings, from: ExampleCall, to: ExampleCall): CodeListings {
  const replace = (language: Language): CodeListing => {
    const shown = code[language];
    const start = shown.code.lastIndexOf(from[language]);
    if (start === -1) throw new Error(`the ${language} listing has no ${from[language]}`);
    const end = start + from[language].length;
    if (to[language].includes('\n')) throw new Error('an example value stays on one line');
    return { ...shown, code: `${shown.code.slice(0, start)}${to[language]}${shown.code.slice(end)}` };
  };
  return { javascript: replace('javascript'), python: replace('python'), java: replace('java') };
}

/** A search's listings with their example looking for the page's target in the page's array. */
export function searchListing(
  algorithm: Pick<SearchingAlgorithm, 'code' | 'functionNames'>,
  input: readonly number[],
  target: number,
): CodeListings {
  return withExampleCall(algorithm.code, exampleCall(algorithm.functionNames, [literal.ints(input), target]));
}
