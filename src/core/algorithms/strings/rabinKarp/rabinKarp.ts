import { compareAsk } from '../asks';
import {
  defineStringAlgorithm,
  matchAnswer,
  recordString,
  stringFrame,
  type StringInput,
  type StringStep,
} from '../types';
import { rabinKarpMeta } from './meta';

export const RABIN_KARP_LINES = [
  'hash-pattern',
  'hash-window',
  'check-hash',
  'compare',
  'found',
  'spurious',
  'roll',
  'done',
] as const;
export type RabinKarpLine = (typeof RABIN_KARP_LINES)[number];

/** The hash's base: a window is read as a number in base d, each character counting as its code. */
export const HASH_BASE = 10;
/** The hash's modulus: small, as in CLRS's figure, so the numbers stay readable and spurious hits show. */
export const HASH_MODULUS = 13;

/** The hash of a string: its characters' codes read as a number in base d, modulo q. */
export function hashOf(text: string): number {
  let hash = 0;
  for (let i = 0; i < text.length; i++) hash = (hash * HASH_BASE + text.charCodeAt(i)) % HASH_MODULUS;
  return hash;
}

/** The next window's hash: `leaving` goes out on the left, `arriving` comes in on the right. */
export function rollHash(hash: number, leaving: string, arriving: string, high: number): number {
  const without = (hash - ((leaving.charCodeAt(0) * high) % HASH_MODULUS) + HASH_MODULUS) % HASH_MODULUS;
  return (without * HASH_BASE + arriving.charCodeAt(0)) % HASH_MODULUS;
}

const DIFFER = 'The hashes differ: move on without comparing characters';
const AGREE = 'The hashes are equal: compare the characters';

function* rabinKarpSteps(input: StringInput): Generator<StringStep<RabinKarpLine>> {
  const { text, pattern } = input;
  const n = text.length;
  const m = pattern.length;
  let high = 1;
  for (let i = 1; i < m; i++) high = (high * HASH_BASE) % HASH_MODULUS;
  const p = hashOf(pattern);
  let t: number | null = null;
  const found: number[] = [];
  const spurious: number[] = [];
  const hashes = (s: number) => ({ pattern: p, window: t, windowText: text.slice(s, s + m) });
  const facts = () => [
    { label: 'pattern hash', value: String(p) },
    { label: 'window hash', value: t === null ? '?' : String(t) },
    { label: 'found', value: found.length === 0 ? 'none yet' : found.join(', ') },
    { label: 'spurious hits', value: spurious.length === 0 ? 'none yet' : spurious.join(', ') },
  ];
  const frame = (s: number, extra: Parameters<typeof stringFrame>[1] = {}) =>
    stringFrame(input, {
      shift: s,
      hashes: hashes(s),
      found: [...found],
      spurious: [...spurious],
      facts: facts(),
      ...extra,
    });

  yield {
    line: 'hash-pattern',
    message: `The pattern “${pattern}” hashes to ${p}: its character codes read in base ${HASH_BASE}, modulo ${HASH_MODULUS}`,
    counts: { hashes: 1 },
    frame: stringFrame(input, { hashes: hashes(0), facts: facts() }),
  };
  t = hashOf(text.slice(0, m));
  yield {
    line: 'hash-window',
    message: `The first window “${text.slice(0, m)}” hashes to ${t}`,
    counts: { hashes: 1 },
    frame: frame(0),
  };
  for (let s = 0; s <= n - m; s++) {
    const agree = p === t;
    yield {
      line: 'check-hash',
      message: agree
        ? `Shift ${s}: the window's hash ${t} equals the pattern's: the window may be the pattern, so its characters are compared`
        : `Shift ${s}: the window's hash ${t} is not the pattern's ${p}: the window cannot be the pattern`,
      frame: frame(s),
      ask: {
        prompt: `Shift ${s}: the window “${text.slice(s, s + m)}” hashes to ${t}, the pattern to ${p}. What happens?`,
        options: [DIFFER, AGREE],
        answer: agree ? AGREE : DIFFER,
        target: Array.from({ length: m }, (_, j) => String(s + j)),
      },
    };
    if (agree) {
      let j = 0;
      for (;;) {
        if (j >= m) break;
        const equal = text.charAt(s + j) === pattern.charAt(j);
        yield {
          line: 'compare',
          message: equal
            ? `text[${s + j}] “${text.charAt(s + j)}” equals pattern[${j}]`
            : `text[${s + j}] “${text.charAt(s + j)}” differs from pattern[${j}] “${pattern.charAt(j)}”`,
          counts: { comparisons: 1 },
          frame: frame(s, { equalBefore: j, compare: { j, state: equal ? 'equal' : 'mismatch' } }),
          ask: compareAsk(s, j, m, equal, 'They differ: a spurious hit, move on'),
        };
        if (!equal) break;
        j++;
      }
      if (j === m) {
        found.push(s);
        yield {
          line: 'found',
          message: `All ${m} characters match: the pattern occurs at ${s}`,
          frame: frame(s, { equalBefore: m }),
        };
      } else {
        spurious.push(s);
        yield {
          line: 'spurious',
          message: `A spurious hit at ${s}: the hashes were equal (${p}) but “${text.slice(s, s + m)}” is not “${pattern}”`,
          counts: { spurious: 1 },
          frame: frame(s),
        };
      }
    }
    if (s < n - m) {
      const before = t;
      t = rollHash(t, text.charAt(s), text.charAt(s + m), high);
      yield {
        line: 'roll',
        message: `Roll to shift ${s + 1}: “${text.charAt(s)}” leaves, “${text.charAt(s + m)}” arrives; the hash goes from ${before} to ${t} without rereading the window`,
        counts: { hashes: 1, shifts: 1 },
        frame: frame(s + 1),
      };
    }
  }
  yield {
    line: 'done',
    message: `Done: ${matchAnswer(found)}${spurious.length > 0 ? `; ${spurious.length} spurious hit${spurious.length === 1 ? '' : 's'} (at ${spurious.join(', ')})` : ''}`,
    frame: frame(n - m),
  };
}

/** CLRS's figure: "31415" in a string of digits, found at 6, with a spurious hit at 12 ("67399"). */
export const CLRS_DIGITS: StringInput = { text: '2359023141526739921', pattern: '31415' };

export const rabinKarpModule = defineStringAlgorithm<'rabinKarp', RabinKarpLine>({
  ...rabinKarpMeta,
  kind: 'strings',
  lineIds: RABIN_KARP_LINES,
  example: CLRS_DIGITS,
  presets: [
    { id: 'clrs-digits', label: 'CLRS: "31415" (a spurious hit)', input: CLRS_DIGITS },
    {
      id: 'clrs',
      label: 'CLRS: "ababaca" in "abababacaba"',
      input: { text: 'abababacaba', pattern: 'ababaca' },
    },
    { id: 'overlap', label: '"aba" in "abababa" (overlapping)', input: { text: 'abababa', pattern: 'aba' } },
    { id: 'random', label: 'Random', input: null },
  ],
  counters: [
    { key: 'hashes', label: 'Hash computations' },
    { key: 'comparisons', label: 'Character comparisons' },
    { key: 'spurious', label: 'Spurious hits' },
    { key: 'shifts', label: 'Shifts' },
  ],
  trace: (input) => recordString('rabinKarp', stringFrame(input), rabinKarpSteps(input)),
});
