import { compareAsk } from '../asks';
import {
  defineStringAlgorithm,
  matchAnswer,
  recordString,
  stringFrame,
  type StringInput,
  type StringStep,
} from '../types';
import { kmpMeta } from './meta';

export const KMP_LINES = [
  'table-compare',
  'table-fall',
  'table-set',
  'compare',
  'fall-back',
  'found',
  'done',
] as const;
export type KmpLine = (typeof KMP_LINES)[number];

/** The prefix function: pi[q] is the longest proper prefix of pattern[0..q] that is also its suffix. */
export function prefixFunction(pattern: string): number[] {
  const pi = new Array<number>(pattern.length).fill(0);
  let k = 0;
  for (let q = 1; q < pattern.length; q++) {
    while (k > 0 && pattern.charAt(k) !== pattern.charAt(q)) k = pi[k - 1] ?? 0;
    if (pattern.charAt(k) === pattern.charAt(q)) k++;
    pi[q] = k;
  }
  return pi;
}

function* kmpSteps(input: StringInput): Generator<StringStep<KmpLine>> {
  const { text, pattern } = input;
  const n = text.length;
  const m = pattern.length;
  const pi: (number | null)[] = Array.from({ length: m }, (_, q) => (q === 0 ? 0 : null));
  const table = (current: number | null) => ({ values: [...pi], current });
  const piOf = (q: number) => pi[q] ?? 0;

  // The prefix function: the pattern compared with itself, k characters of a border matching before q.
  let k = 0;
  const tableFrame = (q: number, current: number | null, compared: 'equal' | 'mismatch' | null) =>
    stringFrame(input, {
      table: table(current),
      patternMarks: compared === null ? [] : [k, q].map((j) => ({ j, state: compared })),
      facts: [
        { label: 'q', value: String(q) },
        { label: 'k', value: String(k) },
      ],
    });
  // Before the pattern is compared with itself: does the border grow, or what is tried next?
  const tableAsk = (k: number, q: number, equal: boolean) => {
    const grows = `They match: the border grows to ${k + 1}`;
    const miss =
      k > 0 ? `They differ: k falls back to π[${k - 1}] = ${piOf(k - 1)}` : `They differ: π[${q}] = 0`;
    return {
      prompt: `Building π: pattern[${k}] is compared with pattern[${q}]. What happens?`,
      options: [grows, miss],
      answer: equal ? grows : miss,
    };
  };
  yield {
    line: 'table-set',
    message: `First the prefix table: π[0] = 0, since a single character has no proper prefix that is also its suffix`,
    frame: tableFrame(0, 0, null),
  };
  for (let q = 1; q < m; q++) {
    for (;;) {
      const equal = pattern.charAt(k) === pattern.charAt(q);
      yield {
        line: 'table-compare',
        message: equal
          ? `pattern[${k}] equals pattern[${q}] “${pattern.charAt(q)}”: the border grows to ${k + 1}`
          : k > 0
            ? `pattern[${k}] “${pattern.charAt(k)}” differs from pattern[${q}] “${pattern.charAt(q)}”: try the next shorter border, π[${k - 1}] = ${piOf(k - 1)}`
            : `pattern[0] “${pattern.charAt(0)}” differs from pattern[${q}] “${pattern.charAt(q)}”: no border ends at ${q}`,
        counts: { tableComparisons: 1 },
        frame: tableFrame(q, null, equal ? 'equal' : 'mismatch'),
        ask: tableAsk(k, q, equal),
      };
      if (equal) {
        k++;
        break;
      }
      if (k === 0) break;
      const from = k;
      k = piOf(k - 1);
      yield {
        line: 'table-fall',
        message: `k falls back from ${from} to π[${from - 1}] = ${k}`,
        frame: tableFrame(q, from - 1, null),
      };
    }
    pi[q] = k;
    yield {
      line: 'table-set',
      message: `π[${q}] = ${k}: “${pattern.slice(0, q + 1)}” ${k === 0 ? 'has no border' : `starts and ends with “${pattern.slice(0, k)}”`}`,
      frame: tableFrame(q, q, null),
    };
  }

  // The scan: q characters of the pattern match the text ending before i.
  const found: number[] = [];
  let q = 0;
  // q as the step leaves it: a match just made counts.
  const facts = (i: number, matched = q) => [
    { label: 'i', value: String(i) },
    { label: 'q', value: String(matched) },
    { label: 'found', value: found.length === 0 ? 'none yet' : found.join(', ') },
  ];
  const scanFrame = (i: number, compared: 'equal' | 'mismatch' | null, current: number | null = null) =>
    stringFrame(input, {
      shift: i - q,
      equalBefore: q,
      compare: compared === null ? null : { j: q, state: compared },
      table: table(current),
      found: [...found],
      facts: facts(i, compared === 'equal' ? q + 1 : q),
    });
  for (let i = 0; i < n; i++) {
    for (;;) {
      const equal = pattern.charAt(q) === text.charAt(i);
      const miss =
        q > 0
          ? `They differ: the pattern shifts to keep π[${q - 1}] = ${piOf(q - 1)} characters`
          : 'They differ: the pattern slides one place';
      const slides = !equal && q === 0 && i < n - 1;
      yield {
        line: 'compare',
        message: equal
          ? `text[${i}] “${text.charAt(i)}” equals pattern[${q}]: ${q + 1} matched`
          : q > 0
            ? `text[${i}] “${text.charAt(i)}” differs from pattern[${q}] “${pattern.charAt(q)}”`
            : `text[${i}] “${text.charAt(i)}” differs from pattern[0]: the pattern slides one place`,
        counts: slides ? { comparisons: 1, shifts: 1 } : { comparisons: 1 },
        frame: scanFrame(i, equal ? 'equal' : 'mismatch'),
        ask: compareAsk(i - q, q, m, equal, miss),
      };
      if (equal) {
        q++;
        break;
      }
      if (q === 0) break;
      const from = q;
      q = piOf(q - 1);
      yield {
        line: 'fall-back',
        message: `The pattern shifts ${from - q} place${from - q === 1 ? '' : 's'}, to ${i - q}: its first ${q} character${q === 1 ? '' : 's'} (π[${from - 1}] = ${q}) already match, so text[${i}] is compared next with pattern[${q}]`,
        counts: { shifts: 1 },
        frame: scanFrame(i, null, from - 1),
      };
    }
    if (q === m) {
      found.push(i - m + 1);
      const at = i - m + 1;
      yield {
        line: 'found',
        message: `All ${m} characters match: the pattern occurs at ${at}${i < n - 1 ? `; it shifts to keep π[${m - 1}] = ${piOf(m - 1)} characters and looks for the next` : ''}`,
        ...(i < n - 1 ? { counts: { shifts: 1 } } : {}),
        frame: stringFrame(input, {
          shift: at,
          equalBefore: m,
          table: table(m - 1),
          found: [...found],
          facts: facts(i),
        }),
      };
      q = piOf(m - 1);
    }
  }
  yield {
    line: 'done',
    message: `Done: the text was read once, left to right: ${matchAnswer(found)}`,
    frame: stringFrame(input, { shift: n - q, table: table(null), found: [...found], facts: facts(n) }),
  };
}

export const kmpModule = defineStringAlgorithm<'kmp', KmpLine>({
  ...kmpMeta,
  kind: 'strings',
  lineIds: KMP_LINES,
  example: { text: 'abababacaba', pattern: 'ababaca' },
  presets: [
    {
      id: 'clrs',
      label: 'CLRS: "ababaca" in "abababacaba"',
      input: { text: 'abababacaba', pattern: 'ababaca' },
    },
    { id: 'overlap', label: '"aba" in "abababa" (overlapping)', input: { text: 'abababa', pattern: 'aba' } },
    {
      id: 'borders',
      label: '"aabaaab" in "aabaacaabaaabaab"',
      input: { text: 'aabaacaabaaabaab', pattern: 'aabaaab' },
    },
    { id: 'random', label: 'Random', input: null },
  ],
  counters: [
    { key: 'comparisons', label: 'Character comparisons' },
    { key: 'shifts', label: 'Shifts' },
    { key: 'tableComparisons', label: 'Table comparisons' },
  ],
  trace: (input) =>
    recordString(
      'kmp',
      stringFrame(input, {
        table: { values: Array.from({ length: input.pattern.length }, () => null), current: null },
      }),
      kmpSteps(input),
    ),
});
