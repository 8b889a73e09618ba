import { plural } from '@/core/formatCount';
import { numbersText, randomInt, randomInts, readNumbers } from '../input';
import {
  definePatternAlgorithm,
  patternFrame,
  recordPattern,
  type PatternCheck,
  type PatternSpan,
  type PatternStep,
} from '../types';
import { maxSubarrayMeta } from './meta';

export const MAX_SUBARRAY_LINES = ['start', 'restart', 'extend', 'better', 'done'] as const;
export type MaxSubarrayLine = (typeof MAX_SUBARRAY_LINES)[number];

export const MAX_SUBARRAY_MAX = 16;
const VALUE_LIMIT = 99;

export function checkMaxSubarray(texts: readonly string[]): PatternCheck<readonly number[]> {
  const nums = readNumbers(texts[0] ?? '', {
    name: 'the array',
    min: -VALUE_LIMIT,
    max: VALUE_LIMIT,
    minCount: 1,
    maxCount: MAX_SUBARRAY_MAX,
    maxLength: 120,
  });
  return 'error' in nums ? { error: nums.error, field: 0 } : { value: nums.value };
}

/** The largest sum of a non-empty run; a run restarts when its sum so far is negative. */
export function maxSubarray(nums: readonly number[]): number {
  let current = nums[0] ?? 0;
  let best = current;
  for (let i = 1; i < nums.length; i++) {
    const x = nums[i] ?? 0;
    current = current < 0 ? x : current + x;
    if (current > best) best = current;
  }
  return best;
}

const EXTEND = 'Extend the run';
const RESTART = 'Start a new run here';

function* maxSubarraySteps(nums: readonly number[]): Generator<PatternStep<MaxSubarrayLine>> {
  const cells = nums.map(String);
  let current = nums[0] ?? 0;
  let best = current;
  let run: PatternSpan = { lo: 0, hi: 0 };
  let bestRun: PatternSpan = { lo: 0, hi: 0 };
  const frame = (i: number) =>
    patternFrame(cells, {
      pointers: [{ label: 'i', index: i, role: 'current' }],
      window: run,
      best: bestRun,
      facts: [
        { label: 'current', value: String(current) },
        { label: 'best', value: String(best) },
      ],
    });
  yield {
    line: 'start',
    message: `The first run is ${nums[0]} alone: current = best = ${current}`,
    frame: frame(0),
  };
  for (let i = 1; i < nums.length; i++) {
    const x = nums[i] ?? 0;
    const ask = {
      prompt: `The run so far sums to ${current} and ${x} comes next. What happens?`,
      options: [EXTEND, RESTART],
      answer: current < 0 ? RESTART : EXTEND,
      target: [String(i)],
    };
    if (current < 0) {
      const before = current;
      current = x;
      run = { lo: i, hi: i };
      yield {
        line: 'restart',
        message: `The run so far sums to ${before}, below 0: it would only lower ${x}, so a new run starts at index ${i}`,
        counts: { restarts: 1 },
        frame: frame(i),
        ask,
      };
    } else {
      const before = current;
      current += x;
      run = { lo: run.lo, hi: i };
      yield {
        line: 'extend',
        message: `The run so far sums to ${before}, not below 0: ${x} extends it to ${current}`,
        counts: { extends: 1 },
        frame: frame(i),
        ask,
      };
    }
    if (current > best) {
      best = current;
      bestRun = run;
      yield {
        line: 'better',
        message: `${current} beats the best so far: the best run is now ${run.lo}..${run.hi}`,
        counts: { bests: 1 },
        frame: frame(i),
      };
    }
  }
  yield {
    line: 'done',
    message: `Done: the largest sum is ${best}, of the run ${bestRun.lo}..${bestRun.hi}`,
    frame: patternFrame(cells, { best: bestRun, facts: [{ label: 'best', value: String(best) }] }),
  };
}

export const CLASSIC_KADANE = ['-2, 1, -3, 4, -1, 2, 1, -5, 4'] as const;

export const maxSubarrayModule = definePatternAlgorithm<'maxSubarray', MaxSubarrayLine, readonly number[]>({
  ...maxSubarrayMeta,
  kind: 'patterns',
  lineIds: MAX_SUBARRAY_LINES,
  fields: [{ key: 'nums', label: 'Array', maxLength: 120, placeholder: '-2, 1, -3, 4, -1, 2, 1, -5, 4' }],
  limits: `1 to ${MAX_SUBARRAY_MAX} whole numbers from -${VALUE_LIMIT} to ${VALUE_LIMIT}, separated by commas. A run restarts only when its sum so far is below 0; the best run is the first to reach the largest sum.`,
  example: CLASSIC_KADANE,
  presets: [
    { id: 'classic', label: 'Classic: [-2,1,-3,4,-1,2,1,-5,4]', texts: CLASSIC_KADANE },
    { id: 'negative', label: 'All negative', texts: ['-3, -1, -4, -2'] },
    { id: 'random', label: 'Random', texts: null },
  ],
  counters: [
    { key: 'extends', label: 'Extends' },
    { key: 'restarts', label: 'Restarts' },
    { key: 'bests', label: 'New bests' },
  ],
  check: checkMaxSubarray,
  randomInput: (random) => [numbersText(randomInts(random, randomInt(random, 6, 12), -9, 9))],
  inputSummary: (nums) => plural(nums.length, 'number'),
  solve: maxSubarray,
  trace: (nums) => recordPattern('maxSubarray', patternFrame(nums.map(String)), maxSubarraySteps(nums)),
  answer: (nums) => String(maxSubarray(nums)),
});
