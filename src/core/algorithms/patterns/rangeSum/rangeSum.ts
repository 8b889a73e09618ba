import { plural } from '@/core/formatCount';
import { numbersText, randomInt, randomInts, readNumbers } from '../input';
import {
  auxItem,
  definePatternAlgorithm,
  patternFrame,
  recordPattern,
  showList,
  type AuxItemState,
  type PatternCheck,
  type PatternStep,
} from '../types';
import { rangeSumMeta } from './meta';

export const RANGE_SUM_LINES = ['build', 'query', 'done'] as const;
export type RangeSumLine = (typeof RANGE_SUM_LINES)[number];

export interface RangeSumInput {
  readonly nums: readonly number[];
  /** Inclusive [i, j] index ranges. */
  readonly queries: readonly (readonly [number, number])[];
}

export const RANGE_SUM_MAX = 12;
export const RANGE_QUERIES_MAX = 6;
const VALUE_LIMIT = 99;

export function checkRangeSum(texts: readonly string[]): PatternCheck<RangeSumInput> {
  const nums = readNumbers(texts[0] ?? '', {
    name: 'the array',
    min: -VALUE_LIMIT,
    max: VALUE_LIMIT,
    minCount: 1,
    maxCount: RANGE_SUM_MAX,
    maxLength: 100,
  });
  if ('error' in nums) return { error: nums.error, field: 0 };
  const n = nums.value.length;
  const items = (texts[1] ?? '')
    .split(/[,;]/)
    .map((item) => item.trim())
    .filter((item) => item !== '');
  if (items.length === 0)
    return { error: `Enter the queries: up to ${RANGE_QUERIES_MAX} ranges i-j such as 0-2, 2-5`, field: 1 };
  if (items.length > RANGE_QUERIES_MAX)
    return { error: `Too many queries: at most ${RANGE_QUERIES_MAX} (there are ${items.length})`, field: 1 };
  const queries: [number, number][] = [];
  for (const item of items) {
    const match = /^(\d+)\s*[-–]\s*(\d+)$/.exec(item);
    if (match === null) return { error: `The query "${item}" must be a range i-j, like 0-2`, field: 1 };
    const [i, j] = [Number(match[1]), Number(match[2])];
    if (i > j || j >= n)
      return {
        error: `The query "${item}" must have 0 ≤ i ≤ j ≤ ${n - 1} (the array's last index)`,
        field: 1,
      };
    queries.push([i, j]);
  }
  return { value: { nums: nums.value, queries } };
}

export function prefixSums(nums: readonly number[]): number[] {
  const prefix = [0];
  for (const x of nums) prefix.push((prefix.at(-1) ?? 0) + x);
  return prefix;
}

/** Each query's sum, in the order asked. */
export function rangeSum({ nums, queries }: RangeSumInput): number[] {
  const prefix = prefixSums(nums);
  return queries.map(([i, j]) => (prefix[j + 1] ?? 0) - (prefix[i] ?? 0));
}

function* rangeSumSteps({ nums, queries }: RangeSumInput): Generator<PatternStep<RangeSumLine>> {
  const cells = nums.map(String);
  const prefix = [0];
  const answers: number[] = [];
  const frame = (
    marks: { i?: number; window?: [number, number] },
    states: Readonly<Record<number, AuxItemState>>,
  ) =>
    patternFrame(cells, {
      pointers: marks.i === undefined ? [] : [{ label: 'i', index: marks.i, role: 'current' }],
      window: marks.window ? { lo: marks.window[0], hi: marks.window[1] } : null,
      aux: [
        {
          id: 'prefix',
          title: 'prefix sums P',
          items: prefix.map((value, k) => auxItem(`P${k}`, value, states[k] ?? 'default')),
        },
        {
          id: 'answers',
          title: 'answers',
          items: answers.map((value, k) => auxItem(`${queries[k]?.[0]}-${queries[k]?.[1]}`, value)),
        },
      ],
    });
  yield {
    line: 'build',
    message: 'P0 = 0: the sum of no numbers',
    frame: frame({}, { 0: 'new' }),
  };
  for (let k = 0; k < nums.length; k++) {
    const x = nums[k] ?? 0;
    prefix.push((prefix[k] ?? 0) + x);
    yield {
      line: 'build',
      message: `P${k + 1} = P${k} + nums[${k}] = ${prefix[k]} + ${x} = ${prefix[k + 1]}`,
      counts: { additions: 1 },
      frame: frame({ i: k, window: [0, k] }, { [k + 1]: 'new', [k]: 'active' }),
    };
  }
  for (const [i, j] of queries) {
    const sum = (prefix[j + 1] ?? 0) - (prefix[i] ?? 0);
    const wrong = [
      (prefix[j + 1] ?? 0) + (prefix[i] ?? 0),
      (prefix[j] ?? 0) - (prefix[i] ?? 0),
      prefix[j + 1] ?? 0,
    ];
    const options = [sum, ...wrong.filter((value, k) => value !== sum && wrong.indexOf(value) === k)].map(
      String,
    );
    answers.push(sum);
    yield {
      line: 'query',
      message: `Sum of ${i}..${j} = P${j + 1} - P${i} = ${prefix[j + 1]} - ${prefix[i]} = ${sum}`,
      counts: { queries: 1 },
      frame: frame({ window: [i, j] }, { [j + 1]: 'active', [i]: 'active' }),
      ask: { prompt: `What is the sum of nums[${i}..${j}]?`, options, answer: String(sum) },
    };
  }
  yield {
    line: 'done',
    message: `Every query answered with one subtraction: ${showList(answers)}`,
    frame: frame({}, {}),
  };
}

export const CLASSIC_RANGE = ['-2, 0, 3, -5, 2, -1', '0-2, 2-5, 0-5'] as const;

export const rangeSumModule = definePatternAlgorithm<'rangeSum', RangeSumLine, RangeSumInput>({
  ...rangeSumMeta,
  kind: 'patterns',
  lineIds: RANGE_SUM_LINES,
  fields: [
    { key: 'nums', label: 'Array', maxLength: 100, placeholder: '-2, 0, 3, -5, 2, -1' },
    { key: 'queries', label: 'Queries (i-j)', maxLength: 60, placeholder: '0-2, 2-5' },
  ],
  limits: `1 to ${RANGE_SUM_MAX} whole numbers from -${VALUE_LIMIT} to ${VALUE_LIMIT}; up to ${RANGE_QUERIES_MAX} queries i-j (both ends included, indices from 0), separated by commas.`,
  example: CLASSIC_RANGE,
  presets: [
    { id: 'classic', label: 'Classic: [-2,0,3,-5,2,-1]', texts: CLASSIC_RANGE },
    { id: 'positive', label: 'Positive numbers', texts: ['3, 1, 4, 1, 5, 9, 2, 6', '1-3, 4-7, 0-0'] },
    { id: 'random', label: 'Random', texts: null },
  ],
  counters: [
    { key: 'additions', label: 'Additions' },
    { key: 'queries', label: 'Queries' },
  ],
  check: checkRangeSum,
  randomInput(random) {
    const nums = randomInts(random, randomInt(random, 4, 10), -9, 9);
    const queries = Array.from({ length: randomInt(random, 1, 4) }, () => {
      const i = randomInt(random, 0, nums.length - 1);
      return `${i}-${randomInt(random, i, nums.length - 1)}`;
    });
    return [numbersText(nums), queries.join(', ')];
  },
  inputSummary: ({ nums, queries }) =>
    `${plural(nums.length, 'number')} and ${plural(queries.length, 'query', 'queries')}`,
  solve: rangeSum,
  trace: (input) => recordPattern('rangeSum', patternFrame(input.nums.map(String)), rangeSumSteps(input)),
  answer: (input) => showList(rangeSum(input)),
});
