import { plural } from '@/core/formatCount';
import { numbersText, randomInt, randomInts, readInteger, readNumbers } from '../input';
import {
  auxItem,
  definePatternAlgorithm,
  patternFrame,
  recordPattern,
  type PatternCheck,
  type PatternSpan,
  type PatternStep,
} from '../types';
import { subarraySumKMeta } from './meta';

export const SUBARRAY_SUM_LINES = ['add', 'lookup', 'record', 'done'] as const;
export type SubarraySumLine = (typeof SUBARRAY_SUM_LINES)[number];

export interface SubarraySumInput {
  readonly nums: readonly number[];
  readonly k: number;
}

export const SUBARRAY_SUM_MAX = 14;
const VALUE_LIMIT = 99;
const K_LIMIT = 200;

export function checkSubarraySum(texts: readonly string[]): PatternCheck<SubarraySumInput> {
  const nums = readNumbers(texts[0] ?? '', {
    name: 'the array',
    min: -VALUE_LIMIT,
    max: VALUE_LIMIT,
    minCount: 1,
    maxCount: SUBARRAY_SUM_MAX,
    maxLength: 110,
  });
  if ('error' in nums) return { error: nums.error, field: 0 };
  const k = readInteger(texts[1] ?? '', 'k', -K_LIMIT, K_LIMIT);
  if ('error' in k) return { error: k.error, field: 1 };
  return { value: { nums: nums.value, k: k.value } };
}

/** How many runs of neighbouring numbers sum to k. */
export function subarraySumK({ nums, k }: SubarraySumInput): number {
  const seen = new Map<number, number>([[0, 1]]);
  let sum = 0;
  let count = 0;
  for (const x of nums) {
    sum += x;
    count += seen.get(sum - k) ?? 0;
    seen.set(sum, (seen.get(sum) ?? 0) + 1);
  }
  return count;
}

function* subarraySumSteps({ nums, k }: SubarraySumInput): Generator<PatternStep<SubarraySumLine>> {
  const cells = nums.map(String);
  const seen = new Map<number, number>([[0, 1]]);
  /** Where each running sum was first reached: the index after which its run starts. */
  const firstAt = new Map<number, number>([[0, -1]]);
  let sum = 0;
  let count = 0;
  const frame = (i: number, found: PatternSpan | null, key: number | null, fresh = false) =>
    patternFrame(cells, {
      pointers: [{ label: 'i', index: i, role: 'current' }],
      window: found,
      aux: [
        {
          id: 'map',
          title: 'running sums seen (sum: times)',
          items: [...seen].map(([value, times]) =>
            auxItem(value, times, value === key ? (fresh ? 'new' : 'active') : 'default'),
          ),
        },
      ],
      facts: [
        { label: 'k', value: String(k) },
        { label: 'sum', value: String(sum) },
        { label: 'count', value: String(count) },
      ],
    });
  for (let i = 0; i < nums.length; i++) {
    const x = nums[i] ?? 0;
    sum += x;
    yield {
      line: 'add',
      message: `Running sum + ${x} = ${sum}`,
      counts: { additions: 1 },
      frame: frame(i, null, null),
    };
    const matches = seen.get(sum - k) ?? 0;
    count += matches;
    const start = firstAt.get(sum - k);
    const run = matches > 0 && start !== undefined ? { lo: start + 1, hi: i } : null;
    const options = [...new Set([matches, 0, 1, 2])].slice(0, 4).map(String);
    yield {
      line: 'lookup',
      message:
        matches === 0
          ? `Has ${sum} - ${k} = ${sum - k} been a running sum? No: no run ending at ${i} sums to ${k}`
          : `${sum - k} was a running sum ${matches === 1 ? 'once' : `${matches} times`}: ${matches === 1 ? 'a run' : `${matches} runs`} ending at ${i} ${matches === 1 ? 'sums' : 'sum'} to ${k} (the first from ${run?.lo}); count = ${count}`,
      counts: { lookups: 1 },
      frame: frame(i, run, sum - k),
      ask: {
        prompt: `The running sum is ${sum}. How many runs ending at index ${i} sum to ${k}?`,
        options,
        answer: String(matches),
        target: [String(i)],
      },
    };
    seen.set(sum, (seen.get(sum) ?? 0) + 1);
    if (!firstAt.has(sum)) firstAt.set(sum, i);
    yield {
      line: 'record',
      message: `Record the running sum ${sum}: seen ${seen.get(sum) === 1 ? 'once' : `${seen.get(sum)} times`} now`,
      frame: frame(i, null, sum, true),
    };
  }
  yield {
    line: 'done',
    message: `Done: ${count} ${count === 1 ? 'run sums' : 'runs sum'} to ${k}`,
    frame: patternFrame(cells, {
      facts: [
        { label: 'k', value: String(k) },
        { label: 'count', value: String(count) },
      ],
    }),
  };
}

export const CLASSIC_SUBARRAY = ['1, 1, 1', '2'] as const;

export const subarraySumKModule = definePatternAlgorithm<'subarraySumK', SubarraySumLine, SubarraySumInput>({
  ...subarraySumKMeta,
  kind: 'patterns',
  lineIds: SUBARRAY_SUM_LINES,
  fields: [
    { key: 'nums', label: 'Array', maxLength: 110, placeholder: '1, 1, 1' },
    { key: 'k', label: 'k', maxLength: 8, placeholder: '2' },
  ],
  limits: `1 to ${SUBARRAY_SUM_MAX} whole numbers from -${VALUE_LIMIT} to ${VALUE_LIMIT} (negative ones too), separated by commas; k from -${K_LIMIT} to ${K_LIMIT}.`,
  example: CLASSIC_SUBARRAY,
  presets: [
    { id: 'classic', label: 'Classic: [1, 1, 1], k = 2', texts: CLASSIC_SUBARRAY },
    { id: 'negatives', label: 'With negatives', texts: ['3, 4, 7, 2, -3, 1, 4, 2', '7'] },
    { id: 'random', label: 'Random', texts: null },
  ],
  counters: [
    { key: 'additions', label: 'Additions' },
    { key: 'lookups', label: 'Map lookups' },
  ],
  check: checkSubarraySum,
  randomInput(random) {
    const nums = randomInts(random, randomInt(random, 5, 12), -3, 6);
    return [numbersText(nums), String(randomInt(random, 1, 8))];
  },
  inputSummary: ({ nums, k }) => `${plural(nums.length, 'number')}, k = ${k}`,
  solve: subarraySumK,
  trace: (input) =>
    recordPattern('subarraySumK', patternFrame(input.nums.map(String)), subarraySumSteps(input)),
  answer: (input) => String(subarraySumK(input)),
});
