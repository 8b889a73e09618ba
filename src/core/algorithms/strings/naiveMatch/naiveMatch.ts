import { compareAsk } from '../asks';
import {
  defineStringAlgorithm,
  matchAnswer,
  recordString,
  stringFrame,
  type StringInput,
  type StringStep,
} from '../types';
import { naiveMatchMeta } from './meta';

export const NAIVE_MATCH_LINES = ['shift', 'compare', 'found', 'done'] as const;
export type NaiveMatchLine = (typeof NAIVE_MATCH_LINES)[number];

function* naiveSteps(input: StringInput): Generator<StringStep<NaiveMatchLine>> {
  const { text, pattern } = input;
  const n = text.length;
  const m = pattern.length;
  const found: number[] = [];
  const facts = (s: number) => [
    { label: 'shift', value: String(s) },
    { label: 'found', value: found.length === 0 ? 'none yet' : found.join(', ') },
  ];
  for (let s = 0; s <= n - m; s++) {
    yield {
      line: 'shift',
      message:
        s === 0
          ? `The pattern starts under text[0]: shift 0 of ${n - m}`
          : `The pattern slides one place right, to shift ${s}, and starts again from its first character`,
      ...(s === 0 ? {} : { counts: { shifts: 1 } }),
      frame: stringFrame(input, { shift: s, found: [...found], facts: facts(s) }),
    };
    let j = 0;
    for (;;) {
      if (j >= m) break;
      const equal = text.charAt(s + j) === pattern.charAt(j);
      yield {
        line: 'compare',
        message: equal
          ? `text[${s + j}] “${text.charAt(s + j)}” equals pattern[${j}]`
          : `text[${s + j}] “${text.charAt(s + j)}” differs from pattern[${j}] “${pattern.charAt(j)}”: shift ${s} fails`,
        counts: { comparisons: 1 },
        frame: stringFrame(input, {
          shift: s,
          equalBefore: j,
          compare: { j, state: equal ? 'equal' : 'mismatch' },
          found: [...found],
          facts: facts(s),
        }),
        ask: compareAsk(s, j, m, equal, 'They differ: slide the pattern one place'),
      };
      if (!equal) break;
      j++;
    }
    if (j === m) {
      found.push(s);
      yield {
        line: 'found',
        message: `All ${m} characters match: the pattern occurs at ${s}`,
        frame: stringFrame(input, { shift: s, equalBefore: m, found: [...found], facts: facts(s) }),
      };
    }
  }
  yield {
    line: 'done',
    message: `Done: the pattern has been tried at every shift from 0 to ${n - m}: ${matchAnswer(found)}`,
    frame: stringFrame(input, { shift: n - m, found: [...found], facts: facts(n - m) }),
  };
}

export const CLRS_MATCH: StringInput = { text: 'abababacaba', pattern: 'ababaca' };

export const naiveMatchModule = defineStringAlgorithm<'naiveMatch', NaiveMatchLine>({
  ...naiveMatchMeta,
  kind: 'strings',
  lineIds: NAIVE_MATCH_LINES,
  example: CLRS_MATCH,
  presets: [
    { id: 'clrs', label: 'CLRS: "ababaca" in "abababacaba"', input: CLRS_MATCH },
    { id: 'overlap', label: '"aba" in "abababa" (overlapping)', input: { text: 'abababa', pattern: 'aba' } },
    {
      id: 'worst',
      label: 'Worst case: "aaab" in "aaaaaaaaaa"',
      input: { text: 'aaaaaaaaaa', pattern: 'aaab' },
    },
    { id: 'random', label: 'Random', input: null },
  ],
  counters: [
    { key: 'comparisons', label: 'Character comparisons' },
    { key: 'shifts', label: 'Shifts' },
  ],
  trace: (input) => recordString('naiveMatch', stringFrame(input), naiveSteps(input)),
});
