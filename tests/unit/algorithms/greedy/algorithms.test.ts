/**
 * The greedy modules against plainly written references on random inputs: activity selection against a
 * brute-force search over every subset, Huffman coding against a reference cost, with its code checked
 * prefix-free and decoding the text.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  activitySelectionModule,
  checkText,
  fixedWidth,
  huffmanBits,
  huffmanCodes,
  huffmanModule,
  parseActivities,
  selectActivities,
  symbolCounts,
} from '@/core/algorithms/greedy';
import type { Activity } from '@/core/algorithms/greedy/activitySelection/activitySelection';
import {
  decodeGreedyRunConfig,
  defaultGreedyRun,
  encodeGreedyRunConfig,
} from '@/core/algorithms/greedy/runConfig';

const finalModel = <M>(trace: { stepCount: number; frameAt(k: number): { model: M } }) =>
  trace.frameAt(trace.stepCount).model;

const overlap = (a: Activity, b: Activity) => a.start < b.finish && b.start < a.finish;

/** The most activities that fit together, by trying every subset. */
function bruteForceMaximum(activities: readonly Activity[]): number {
  let best = 0;
  for (let mask = 0; mask < 1 << activities.length; mask++) {
    const subset = activities.filter((_, i) => (mask >> i) & 1);
    if (subset.length <= best) continue;
    if (subset.every((a, i) => subset.every((b, j) => i === j || !overlap(a, b)))) best = subset.length;
  }
  return best;
}

const activitiesArb = (max: number) =>
  fc
    .array(
      fc
        .tuple(fc.integer({ min: 0, max: 30 }), fc.integer({ min: 1, max: 12 }))
        .map(([start, length]) => [start, Math.min(100, start + length)] as const),
      { minLength: 1, maxLength: max },
    )
    .map((pairs) => pairs.map(([start, finish], i): Activity => ({ id: i + 1, start, finish })));

const activityText = (activities: readonly Activity[]) =>
  activities.map((a) => `${a.start}-${a.finish}`).join(', ');

describe('Activity Selection', () => {
  it('chooses as many activities as a brute-force search, none overlapping', () => {
    fc.assert(
      fc.property(activitiesArb(10), (activities) => {
        const chosen = selectActivities(activities);
        expect(chosen.length).toBe(bruteForceMaximum(activities));
        for (const [i, a] of chosen.entries())
          for (const b of chosen.slice(i + 1)) expect(overlap(a, b)).toBe(false);
      }),
      { numRuns: 300 },
    );
  });

  it('records a check and a verdict for every activity, in finish order, and ends at the answer', () => {
    fc.assert(
      fc.property(activitiesArb(20), (activities) => {
        const trace = activitySelectionModule.trace(activities);
        const model = finalModel(trace);
        const chosen = selectActivities(activities);
        expect(model.chosen).toEqual(chosen.map((a) => a.id));
        expect(model.sorted).toBe(true);
        const finishes = model.order.map((id) => activities[id - 1]?.finish ?? -1);
        expect(finishes).toEqual([...finishes].sort((a, b) => a - b));
        for (const a of activities)
          expect(model.states[a.id]).toBe(model.chosen.includes(a.id) ? 'accepted' : 'rejected');
        expect(trace.totals).toEqual({ checked: activities.length, chosen: chosen.length });
        expect(trace.stepCount).toBe(2 + 2 * activities.length);
        // Equal finishes keep the order typed.
        for (let i = 1; i < model.order.length; i++) {
          const [a, b] = [activities[(model.order[i - 1] ?? 0) - 1], activities[(model.order[i] ?? 0) - 1]];
          if (a && b && a.finish === b.finish) expect(a.id).toBeLessThan(b.id);
        }
        // The text the page would read gives the same activities.
        expect(parseActivities(activityText(activities))).toEqual({ value: activities });
      }),
      { numRuns: 200 },
    );
  });

  it('says why each activity is chosen or rejected', () => {
    const parsed = parseActivities(activitySelectionModule.example);
    if (!('value' in parsed)) throw new Error('the example is invalid');
    const trace = activitySelectionModule.trace(parsed.value);
    const messages = trace.steps.map((step) => step.message);
    expect(messages.slice(0, 6)).toEqual([
      'Sort the 11 activities by finish time (equal finishes keep the order typed)',
      'Activity 1 (1–4) finishes first: nothing is chosen yet, so it fits',
      'Activity 1 (1–4) is chosen; the last finish is now 4',
      'Activity 2 (3–5): does it start at or after 4, when the last chosen one finishes?',
      'Activity 2 (3–5) starts at 3, before the last chosen one finishes at 4: rejected',
      'Activity 3 (0–6): does it start at or after 4, when the last chosen one finishes?',
    ]);
    expect(messages).toContain(
      'Activity 4 (5–7) starts at 5, at or after the last chosen one finishes at 4: chosen; the last finish is now 7',
    );
    expect(messages.at(-1)).toBe('Done: 4 activities chosen, 1 (1–4), 4 (5–7), 8 (8–11), 11 (12–16)');
    expect(activitySelectionModule.answer(parsed.value)).toBe(
      '4 activities chosen: 1 (1–4), 4 (5–7), 8 (8–11), 11 (12–16)',
    );
    expect(trace.steps.map((step) => step.line).slice(0, 5)).toEqual([
      'sort',
      'check',
      'accept',
      'check',
      'reject',
    ]);
  });

  it('reads pairs separated by commas or new lines, and "start finish" lines', () => {
    expect(parseActivities('1-4, 3-5;0–6\n 7 9 \n\n')).toEqual({
      value: [
        { id: 1, start: 1, finish: 4 },
        { id: 2, start: 3, finish: 5 },
        { id: 3, start: 0, finish: 6 },
        { id: 4, start: 7, finish: 9 },
      ],
    });
  });

  it('gives one clear message for empty, not a number, out of range, too many and too long', () => {
    const error = (text: string) =>
      'error' in parseActivities(text) ? (parseActivities(text) as { error: string }).error : null;
    expect(error('')).toBe(
      'Enter the activities: start-finish pairs such as 1-4, 3-5, 0-6 (up to 20, times from 0 to 100)',
    );
    expect(error('  \n ')).toMatch(/^Enter the activities/);
    expect(error('1-4, a-5')).toBe('Activity 2 ("a-5"): the start and finish must be whole numbers');
    expect(error('1-4, 2.5-6')).toBe('Activity 2 ("2.5-6"): the start and finish must be whole numbers');
    expect(error('1-4, 5')).toBe('Activity 2 ("5") must be a start and a finish, written like 1-4 or 1 4');
    expect(error('1-2-3')).toBe('Activity 1 ("1-2-3") must be a start and a finish, written like 1-4 or 1 4');
    expect(error('-1-4')).toMatch(/^Activity 1 \("-1-4"\) must be a start and a finish/);
    expect(error('1-101')).toBe('Activity 1 ("1-101"): times must be from 0 to 100');
    expect(error('5-5')).toBe('Activity 1 ("5-5"): the start must be before the finish');
    expect(error('7-3')).toBe('Activity 1 ("7-3"): the start must be before the finish');
    expect(error(Array.from({ length: 21 }, (_, i) => `${i}-${i + 1}`).join(','))).toBe(
      'Too many activities: at most 20 (the list has 21)',
    );
    expect(error(`1-4${' '.repeat(300)}`)).toBe('The list is too long: at most 300 characters (it has 303)');
    expect(error(Array.from({ length: 20 }, (_, i) => `${i}-${i + 1}`).join(', '))).toBeNull();
  });

  it('refuses to run on no activities or too many', () => {
    expect(() => activitySelectionModule.trace([])).toThrow(RangeError);
    const many = Array.from({ length: 21 }, (_, i) => ({ id: i + 1, start: i, finish: i + 1 }));
    expect(() => activitySelectionModule.trace(many)).toThrow(RangeError);
  });

  it('draws random inputs that are valid', () => {
    fc.assert(
      fc.property(
        fc.infiniteStream(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true })),
        (stream) => {
          const numbers = stream[Symbol.iterator]();
          const text = activitySelectionModule.randomInput(() => numbers.next().value as number);
          expect('value' in parseActivities(text)).toBe(true);
        },
      ),
      { numRuns: 100 },
    );
  });
});

/** The cost of an optimal prefix code, merging the two smallest weights (any tie-break gives it). */
function referenceCost(text: string): number {
  const weights = symbolCounts(text).map((entry) => entry.count);
  if (weights.length === 1) return text.length;
  let cost = 0;
  while (weights.length > 1) {
    weights.sort((a, b) => a - b);
    const [a, b] = weights.splice(0, 2) as [number, number];
    cost += a + b;
    weights.push(a + b);
  }
  return cost;
}

function decode(bits: string, codes: ReadonlyMap<string, string>): string {
  const bySymbol = new Map([...codes].map(([symbol, code]) => [code, symbol]));
  let out = '';
  let word = '';
  for (const bit of bits) {
    word += bit;
    const symbol = bySymbol.get(word);
    if (symbol !== undefined) {
      out += symbol;
      word = '';
    }
  }
  expect(word).toBe('');
  return out;
}

const printable = fc.string({
  unit: fc.constantFrom(...'aaaaabbbccdeefghij klmnop,.!?XYZ0123'.split('')),
  minLength: 1,
  maxLength: 60,
});

describe('Huffman Coding', () => {
  it('costs what a reference Huffman build costs; its code is prefix-free and decodes the text', () => {
    fc.assert(
      fc.property(printable, (text) => {
        const codes = huffmanCodes(text);
        expect(huffmanBits(codes)).toBe(referenceCost(text));
        expect(codes.map((c) => c.symbol).sort()).toEqual(
          symbolCounts(text)
            .map((c) => c.symbol)
            .sort(),
        );
        for (const a of codes)
          for (const b of codes) if (a !== b) expect(b.code.startsWith(a.code)).toBe(false);
        const table = new Map(codes.map((c) => [c.symbol, c.code]));
        const encoded = [...text].map((ch) => table.get(ch)).join('');
        expect(encoded.length).toBe(huffmanBits(codes));
        expect(decode(encoded, table)).toBe(text);
        expect(huffmanBits(codes)).toBeLessThanOrEqual(text.length * fixedWidth(codes.length));
      }),
      { numRuns: 300 },
    );
  });

  it('records the count, the leaves, every merge and every code, and ends with one tree', () => {
    fc.assert(
      fc.property(printable, (text) => {
        const k = symbolCounts(text).length;
        const trace = huffmanModule.trace(text);
        const model = finalModel(trace);
        expect(trace.stepCount).toBe(2 + (k - 1) + k + 1);
        expect(trace.totals.merges ?? 0).toBe(k - 1);
        expect(model.nodes).toHaveLength(2 * k - 1);
        expect(model.queue).toHaveLength(1);
        expect(model.codes).toEqual(huffmanCodes(text));
        expect(model.done).toBe(true);
        // Every merge takes the two lightest nodes of the queue, ties to the node made first.
        for (let i = 1; i <= trace.stepCount; i++) {
          const step = trace.steps[i - 1];
          if (step?.line !== 'merge') continue;
          const before = trace.frameAt(i - 1).model;
          expect([step.left, step.right]).toEqual(before.queue.slice(0, 2));
          const weights = before.queue.map((id) => before.nodes.find((n) => n.id === id)?.weight ?? 0);
          expect(weights).toEqual([...weights].sort((a, b) => a - b));
        }
      }),
      { numRuns: 150 },
    );
  });

  it('breaks ties by the order nodes were made, leaves by first appearance: abracadabra', () => {
    expect(huffmanCodes('abracadabra').map(({ symbol, code }) => `${symbol}=${code}`)).toEqual([
      'a=0',
      'c=100',
      'd=101',
      'b=110',
      'r=111',
    ]);
    const trace = huffmanModule.trace('abracadabra');
    expect(trace.steps.map((step) => step.message)).toEqual([
      'Count each symbol: 11 characters, 5 distinct symbols',
      'Make a leaf for each of the 5 symbols and put them in the priority queue, lightest first (equal weights: the symbol that appears first in the text first)',
      'Merge c:1 and d:1 into a node of weight 2 (left 0, right 1)',
      'Merge b:2 and r:2 into a node of weight 4 (left 0, right 1)',
      'Merge the node of weight 2 and the node of weight 4 into a node of weight 6 (left 0, right 1)',
      'Merge a:5 and the node of weight 6 into a node of weight 11 (left 0, right 1)',
      'a gets the code 0, its path from the root: 1 bit × 5 = 5 bits',
      'c gets the code 100, its path from the root: 3 bits × 1 = 3 bits',
      'd gets the code 101, its path from the root: 3 bits × 1 = 3 bits',
      'b gets the code 110, its path from the root: 3 bits × 2 = 6 bits',
      'r gets the code 111, its path from the root: 3 bits × 2 = 6 bits',
      'Total: 23 bits with Huffman codes, against 11 × 3 = 33 bits at a fixed 3 bits per symbol',
    ]);
    expect(huffmanModule.answer('abracadabra')).toBe(
      '23 bits with Huffman codes, against 11 × 3 = 33 bits at a fixed 3 bits per symbol',
    );
    const model = finalModel(trace);
    expect(model.nodes.map((n) => [n.id, n.weight, n.left, n.right])).toEqual([
      ['n0', 5, null, null],
      ['n1', 2, null, null],
      ['n2', 2, null, null],
      ['n3', 1, null, null],
      ['n4', 1, null, null],
      ['n5', 2, 'n3', 'n4'],
      ['n6', 4, 'n1', 'n2'],
      ['n7', 6, 'n5', 'n6'],
      ['n8', 11, 'n0', 'n7'],
    ]);
  });

  it('gives a text of one distinct symbol the code 0', () => {
    expect(huffmanCodes('aaaa')).toEqual([{ symbol: 'a', count: 4, code: '0' }]);
    const trace = huffmanModule.trace('aaaa');
    expect(trace.steps.map((step) => step.line)).toEqual(['count', 'leaf', 'code', 'done']);
    expect(trace.steps[2]?.message).toBe(
      'a is the only symbol: the tree is one leaf with no edges, so a gets the code 0 (4 bits)',
    );
    expect(huffmanModule.answer('aaaa')).toBe(
      '4 bits with Huffman codes, against 4 × 1 = 4 bits at a fixed 1 bit per symbol',
    );
    expect(huffmanModule.answer(' ')).toBe(
      '1 bit with Huffman codes, against 1 × 1 = 1 bit at a fixed 1 bit per symbol',
    );
  });

  it('gives one clear message for an empty, too long or non-ASCII text', () => {
    expect(checkText('')).toEqual({ error: 'Enter a text to encode: 1 to 60 characters' });
    expect(checkText('x'.repeat(61))).toEqual({
      error: 'The text is too long: at most 60 characters (it has 61)',
    });
    expect(checkText('café')).toEqual({
      error:
        'The text may use only letters, digits, spaces and keyboard punctuation (plain ASCII): "é" is not one of them',
    });
    expect(checkText('x'.repeat(60))).toEqual({ value: 'x'.repeat(60) });
    expect(checkText('  ')).toEqual({ value: '  ' });
    expect(() => huffmanModule.trace('')).toThrow(RangeError);
  });

  it('draws random texts that are valid', () => {
    fc.assert(
      fc.property(
        fc.infiniteStream(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true })),
        (stream) => {
          const numbers = stream[Symbol.iterator]();
          const text = huffmanModule.randomInput(() => numbers.next().value as number);
          expect('value' in checkText(text)).toBe(true);
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe('run config', () => {
  it('round-trips the algorithm, the text as typed, speed and step', () => {
    const config = { algorithm: 'huffman' as const, input: 'a b&c=d?', speed: 70, step: 3 };
    expect(decodeGreedyRunConfig(encodeGreedyRunConfig(config))).toEqual(config);
    const activities = { ...defaultGreedyRun('activitySelection'), input: '1-4\n3-5', step: 2 };
    expect(decodeGreedyRunConfig(encodeGreedyRunConfig(activities))).toEqual(activities);
    expect(encodeGreedyRunConfig({ ...defaultGreedyRun('huffman'), step: 2 })).toBe(
      'algo=huffman&text=abracadabra&speed=50&step=2',
    );
    expect(decodeGreedyRunConfig('algo=huffman')?.input).toBe('abracadabra');
    expect(decodeGreedyRunConfig('algo=gcd')).toBeNull();
    expect(decodeGreedyRunConfig(`algo=huffman&text=${'x'.repeat(100)}&step=-3`)).toMatchObject({
      input: 'x'.repeat(61),
      step: 0,
    });
  });
});
