/**
 * String matching as a learner meets it: the textbook answers, every shift found on random texts, the
 * counters against plainly counted references, KMP's prefix table, Rabin-Karp's hashes and spurious
 * hits, the messages of bad input, the shared link, and practice questions whose answers are what the
 * run then does.
 */
import { describe, expect, it } from 'vitest';
import type { StringAlgorithmId } from '@/core/algorithms/catalog';
import { checkStringInput, occurrences, randomStringInput } from '@/core/algorithms/strings/input';
import { prefixFunction } from '@/core/algorithms/strings/kmp/kmp';
import { hashOf } from '@/core/algorithms/strings/rabinKarp/rabinKarp';
import { STRING_ALGORITHM_MODULES, STRING_ALGORITHMS } from '@/core/algorithms/strings/registry';
import { decodeStringRunConfig, encodeStringRunConfig } from '@/core/algorithms/strings/runConfig';
import {
  matchAnswer,
  roleState,
  type StringAlgorithm,
  type StringInput,
} from '@/core/algorithms/strings/types';
import { stringTraceQuestions } from '@/core/practice/stringQuestions';
import { createRandom } from '@/core/random';

const IDS = STRING_ALGORITHM_MODULES.map((module) => module.id);
const moduleOf = (id: StringAlgorithmId): StringAlgorithm => STRING_ALGORITHMS[id];

function run(id: StringAlgorithmId, input: StringInput) {
  const trace = moduleOf(id).trace(input);
  const last = trace.frameAt(trace.stepCount);
  return { trace, last, answer: matchAnswer(last.model.found) };
}

const CLRS = { text: 'abababacaba', pattern: 'ababaca' };
const DIGITS = { text: '2359023141526739921', pattern: '31415' };

/** Plainly counted: the naive algorithm's comparisons, each shift comparing until its first mismatch. */
function naiveComparisons({ text, pattern }: StringInput): number {
  let count = 0;
  for (let s = 0; s + pattern.length <= text.length; s++)
    for (let j = 0; j < pattern.length; j++) {
      count++;
      if (text[s + j] !== pattern[j]) break;
    }
  return count;
}

/** The prefix function by its definition. */
function bruteBorders(pattern: string): number[] {
  return [...pattern].map((_, q) => {
    const prefix = pattern.slice(0, q + 1);
    for (let k = q; k > 0; k--) if (prefix.endsWith(prefix.slice(0, k))) return k;
    return 0;
  });
}

describe('the textbook examples', () => {
  it.each(IDS)('%s finds "ababaca" in "abababacaba" at 2 (CLRS)', (id) => {
    expect(run(id, CLRS).answer).toBe('found at 2');
  });

  it.each(IDS)(
    '%s finds "31415" at 6 in CLRS’s digits, every overlapping "aba", and says when none',
    (id) => {
      expect(run(id, DIGITS).answer).toBe('found at 6');
      expect(run(id, { text: 'abababa', pattern: 'aba' }).answer).toBe('found at 0, 2, 4');
      expect(run(id, { text: 'aaaaaaaaaa', pattern: 'aaab' }).answer).toBe('not found');
    },
  );

  it('KMP builds CLRS’s prefix table for "ababaca" before it scans, shown as a row', () => {
    expect(prefixFunction('ababaca')).toEqual([0, 0, 1, 2, 3, 0, 1]);
    const { trace } = run('kmp', CLRS);
    const firstScan = trace.steps.findIndex((step) => step.line === 'compare');
    const built = trace.steps[firstScan - 1];
    expect(built?.frame.table?.values).toEqual([0, 0, 1, 2, 3, 0, 1]);
    expect(trace.steps.slice(0, firstScan).every((step) => step.line.startsWith('table-'))).toBe(true);
    expect(trace.steps.slice(0, firstScan).every((step) => step.frame.shift === null)).toBe(true);
    expect(trace.frameAt(0).model.table?.values).toEqual([null, null, null, null, null, null, null]);
  });

  it('Rabin-Karp shows each window’s hash and marks CLRS’s spurious hit at 12 ("67399" hashes as "31415")', () => {
    const { trace, last } = run('rabinKarp', DIGITS);
    expect(hashOf('31415')).toBe(hashOf('67399'));
    const spurious = trace.steps.filter((step) => step.line === 'spurious');
    expect(spurious.map((step) => step.frame.shift)).toEqual([12]);
    expect(spurious[0]?.message).toContain('spurious hit at 12');
    for (const step of trace.steps)
      if (step.frame.shift !== null && step.line !== 'hash-pattern')
        expect(step.frame.hashes?.window).toBe(
          hashOf(DIGITS.text.slice(step.frame.shift, step.frame.shift + 5)),
        );
    expect(last.counts).toMatchObject({ spurious: 1, hashes: 2 + 14, shifts: 14, comparisons: 5 + 1 });
    expect(last.model.textRoles.slice(12, 17).every((roles) => roles.includes('spurious'))).toBe(true);
    expect(last.model.textRoles.slice(6, 11).every((roles) => roles.includes('match'))).toBe(true);
  });
});

describe('every string algorithm', () => {
  const random = createRandom(11);
  const inputs = [CLRS, DIGITS, ...Array.from({ length: 60 }, () => randomStringInput(random))];

  it.each(IDS)('%s finds exactly the shifts where the pattern occurs, on random texts', (id) => {
    for (const input of inputs) expect(run(id, input).last.model.found).toEqual(occurrences(input));
  });

  it('naive counts every character comparison and one shift per move; KMP never compares more than 2n', () => {
    for (const input of inputs) {
      const n = input.text.length;
      const m = input.pattern.length;
      expect(run('naiveMatch', input).last.counts).toMatchObject({
        comparisons: naiveComparisons(input),
        shifts: n - m,
      });
      const kmp = run('kmp', input).last.counts;
      expect(kmp.comparisons).toBeLessThanOrEqual(2 * n);
      expect(kmp.tableComparisons ?? 0).toBeLessThanOrEqual(2 * m);
      expect(prefixFunction(input.pattern)).toEqual(bruteBorders(input.pattern));
    }
  });

  it.each(IDS)('%s narrates each step, counts only its counters and asks questions its run answers', (id) => {
    const module = moduleOf(id);
    for (const input of inputs.slice(0, 12)) {
      const { trace } = run(id, input);
      for (const step of trace.steps) expect(step.message.length).toBeGreaterThan(10);
      for (const key of Object.keys(trace.totals)) expect(module.counters.map((c) => c.key)).toContain(key);
      const questions = stringTraceQuestions(trace, 'seed');
      expect(questions.length).toBeGreaterThan(0);
      for (const question of questions) {
        const ask = trace.steps[question.step]?.ask;
        if (!ask) continue;
        const chosen = question.options.find((option) => option.id === question.answer);
        expect(chosen?.label).toBe(ask.answer);
      }
    }
  });

  it('a comparison’s question is answered by the comparison: the same character, or not', () => {
    const { trace } = run('naiveMatch', CLRS);
    for (const step of trace.steps) {
      if (step.line !== 'compare' || !step.ask || step.frame.shift === null) continue;
      const j = step.frame.patternStates.findIndex((state) => state === 'mismatch');
      expect(step.ask.answer.startsWith('They differ')).toBe(j !== -1);
    }
  });

  it('the mirror’s state names the roles: under the pattern, compared, matched', () => {
    const { trace } = run('naiveMatch', CLRS);
    const mismatch = trace.steps.find((step) => step.line === 'compare' && step.message.includes('differs'));
    expect(mismatch?.frame.textRoles.map(roleState)[5]).toBe('window mismatch');
    expect(roleState([])).toBe('default');
  });
});

describe('input and links', () => {
  it.each([
    [['', 'ab'], 'Enter a text: 1 to 32 letters or digits', 0],
    [['a'.repeat(33), 'ab'], 'The text is too long: at most 32 characters (it has 33)', 0],
    [['ab cd', 'ab'], 'Use letters and digits only in the text: a space is not one', 0],
    [['abcd', ''], 'Enter a pattern: 1 to 12 letters or digits', 1],
    [['abcd', 'a'.repeat(13)], 'The pattern is too long: at most 12 characters (it has 13)', 1],
    [['abcd', 'a-b'], 'Use letters and digits only in the pattern: “-” is not one', 1],
    [
      ['abc', 'abcd'],
      'The pattern is longer than the text (4 characters against 3): it cannot occur in it',
      1,
    ],
  ] as const)('%j is refused: %s', (texts, error, field) => {
    expect(checkStringInput(texts)).toEqual({ error, field });
  });

  it('a link reopens the algorithm, text, pattern, speed and step; an over-long text keeps its message', () => {
    const config = { algorithm: 'kmp' as const, inputs: ['abcabd', 'abd'], speed: 70, step: 7 };
    expect(decodeStringRunConfig(encodeStringRunConfig(config))).toEqual(config);
    const long = decodeStringRunConfig(`?algo=naiveMatch&text=${'a'.repeat(200)}&pattern=ab`);
    expect(long?.inputs[0]?.length).toBe(33);
    expect(decodeStringRunConfig('?algo=bogus')).toBeNull();
  });
});
