import { randomInt } from '../input';
import {
  auxItem,
  definePatternAlgorithm,
  patternFrame,
  recordPattern,
  type PatternCheck,
  type PatternSpan,
  type PatternStep,
} from '../types';
import { longestUniqueMeta } from './meta';

export const LONGEST_UNIQUE_LINES = ['jump', 'see', 'better', 'done'] as const;
export type LongestUniqueLine = (typeof LONGEST_UNIQUE_LINES)[number];

export const LONGEST_UNIQUE_MAX = 16;

export function checkLongestUnique(texts: readonly string[]): PatternCheck<string> {
  const text = texts[0] ?? '';
  if (text === '') return { error: `Enter a string: 1 to ${LONGEST_UNIQUE_MAX} letters or digits`, field: 0 };
  if (text.length > LONGEST_UNIQUE_MAX)
    return {
      error: `The string is too long: at most ${LONGEST_UNIQUE_MAX} characters (it has ${text.length})`,
      field: 0,
    };
  const other = [...text].find((ch) => !/[A-Za-z0-9]/.test(ch));
  if (other !== undefined)
    return {
      error: `Use letters and digits only: ${other === ' ' ? 'a space' : `“${other}”`} is not one`,
      field: 0,
    };
  return { value: text };
}

/** The length of the longest substring with no character twice. */
export function longestUnique(s: string): number {
  const lastSeen = new Map<string, number>();
  let left = 0;
  let best = 0;
  for (let right = 0; right < s.length; right++) {
    const ch = s.charAt(right);
    const seen = lastSeen.get(ch);
    if (seen !== undefined && seen >= left) left = seen + 1;
    lastSeen.set(ch, right);
    best = Math.max(best, right - left + 1);
  }
  return best;
}

function* longestUniqueSteps(s: string): Generator<PatternStep<LongestUniqueLine>> {
  const cells = [...s];
  const lastSeen = new Map<string, number>();
  let left = 0;
  let best = 0;
  let bestRun: PatternSpan | null = null;
  const frame = (right: number, looked: string | null = null, fresh = false) =>
    patternFrame(cells, {
      pointers: [
        { label: 'L', index: left, role: 'left' },
        { label: 'R', index: right, role: 'right' },
      ],
      window: { lo: left, hi: right },
      best: bestRun,
      aux: [
        {
          id: 'map',
          title: 'last seen (character: index)',
          items: [...lastSeen].map(([ch, index]) =>
            auxItem(ch, index, ch === looked ? (fresh ? 'new' : 'active') : 'default'),
          ),
        },
      ],
      facts: [
        { label: 'window', value: String(right - left + 1) },
        { label: 'best', value: String(best) },
      ],
    });
  for (let right = 0; right < s.length; right++) {
    const ch = s.charAt(right);
    const seen = lastSeen.get(ch);
    const inside = seen !== undefined && seen >= left;
    const stay = `L stays at ${left}`;
    const ask = {
      prompt:
        seen === undefined
          ? `R reaches “${ch}”, not seen before. What happens to L?`
          : `R reaches “${ch}”, last seen at ${seen}; L is at ${left}. What happens to L?`,
      options: seen === undefined ? [stay, `L jumps to ${left + 1}`] : [stay, `L jumps to ${seen + 1}`],
      answer: inside ? `L jumps to ${(seen ?? 0) + 1}` : stay,
      target: [String(inside ? (seen ?? 0) + 1 : left)],
    };
    if (inside) {
      const from = left;
      left = seen + 1;
      yield {
        line: 'jump',
        message: `“${ch}” was last seen at ${seen}, inside the window: L jumps from ${from} to ${left}, just past it`,
        counts: { jumps: 1 },
        frame: frame(right, ch),
        ask,
      };
    }
    lastSeen.set(ch, right);
    yield {
      line: 'see',
      message: inside
        ? `The map now says “${ch}” was last seen at ${right}`
        : seen === undefined
          ? `“${ch}” is new: the map records it at ${right}; the window ${left}..${right} has no repeat`
          : `“${ch}” was last seen at ${seen}, before the window: L stays; the map records it at ${right}`,
      counts: { slides: 1 },
      frame: frame(right, ch, true),
      ...(inside ? {} : { ask }),
    };
    if (right - left + 1 > best) {
      best = right - left + 1;
      bestRun = { lo: left, hi: right };
      yield {
        line: 'better',
        message: `The window “${s.slice(left, right + 1)}” is the longest so far: ${best}`,
        counts: { bests: 1 },
        frame: frame(right),
      };
    }
  }
  yield {
    line: 'done',
    message: bestRun
      ? `Done: the longest substring without a repeat is “${s.slice(bestRun.lo, bestRun.hi + 1)}”, ${best} long`
      : 'Done',
    frame: patternFrame(cells, { best: bestRun, facts: [{ label: 'best', value: String(best) }] }),
  };
}

export const CLASSIC_UNIQUE = ['abcabcbb'] as const;

export const longestUniqueModule = definePatternAlgorithm<'longestUnique', LongestUniqueLine, string>({
  ...longestUniqueMeta,
  kind: 'patterns',
  lineIds: LONGEST_UNIQUE_LINES,
  fields: [{ key: 's', label: 'String', maxLength: LONGEST_UNIQUE_MAX, placeholder: 'abcabcbb' }],
  limits: `1 to ${LONGEST_UNIQUE_MAX} letters or digits; upper and lower case are different characters.`,
  example: CLASSIC_UNIQUE,
  presets: [
    { id: 'classic', label: 'Classic: "abcabcbb"', texts: CLASSIC_UNIQUE },
    { id: 'pwwkew', label: '"pwwkew"', texts: ['pwwkew'] },
    { id: 'abba', label: '"abba" (a sighting before L)', texts: ['abba'] },
    { id: 'random', label: 'Random', texts: null },
  ],
  counters: [
    { key: 'slides', label: 'R moves' },
    { key: 'jumps', label: 'L jumps' },
    { key: 'bests', label: 'New bests' },
  ],
  check: checkLongestUnique,
  randomInput: (random) => [
    Array.from({ length: randomInt(random, 5, 12) }, () => 'abcde'.charAt(randomInt(random, 0, 4))).join(''),
  ],
  inputSummary: (s) => `“${s}”`,
  solve: longestUnique,
  trace: (s) => recordPattern('longestUnique', patternFrame([...s]), longestUniqueSteps(s)),
  answer: (s) => String(longestUnique(s)),
});
