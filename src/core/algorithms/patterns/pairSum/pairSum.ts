import { numbersText, randomInt, randomInts, readInteger, readNumbers } from '../input';
import {
  definePatternAlgorithm,
  patternFrame,
  recordPattern,
  showList,
  type PatternCheck,
  type PatternStep,
} from '../types';
import { pairSumMeta } from './meta';

export const PAIR_SUM_LINES = ['start', 'sum', 'found', 'move-l', 'move-r', 'none'] as const;
export type PairSumLine = (typeof PAIR_SUM_LINES)[number];

export interface PairSumInput {
  readonly nums: readonly number[];
  readonly target: number;
}

export const PAIR_SUM_MAX = 16;
const VALUE_LIMIT = 99;
const TARGET_LIMIT = 200;

export function checkPairSum(texts: readonly string[]): PatternCheck<PairSumInput> {
  const nums = readNumbers(texts[0] ?? '', {
    name: 'the array',
    min: -VALUE_LIMIT,
    max: VALUE_LIMIT,
    minCount: 2,
    maxCount: PAIR_SUM_MAX,
    maxLength: 120,
  });
  if ('error' in nums) return { error: nums.error, field: 0 };
  for (let i = 1; i < nums.value.length; i++) {
    const [before, after] = [nums.value[i - 1] ?? 0, nums.value[i] ?? 0];
    if (after < before)
      return {
        error: `Two pointers need a sorted array: ${after} comes after ${before} (sort it in ascending order)`,
        field: 0,
      };
  }
  const target = readInteger(texts[1] ?? '', 'the target', -TARGET_LIMIT, TARGET_LIMIT);
  if ('error' in target) return { error: target.error, field: 1 };
  return { value: { nums: nums.value, target: target.value } };
}

/** The indices of the pair the two pointers find, or [-1, -1]. */
export function pairSum({ nums, target }: PairSumInput): [number, number] {
  let left = 0;
  let right = nums.length - 1;
  while (left < right) {
    const sum = (nums[left] ?? 0) + (nums[right] ?? 0);
    if (sum === target) return [left, right];
    if (sum < target) left++;
    else right--;
  }
  return [-1, -1];
}

const MOVE_L = 'L moves right';
const MOVE_R = 'R moves left';
const STOP = 'Stop: the pair is found';

function* pairSumSteps({ nums, target }: PairSumInput): Generator<PatternStep<PairSumLine>> {
  const cells = nums.map(String);
  const frame = (left: number, right: number, found = false) =>
    patternFrame(cells, {
      pointers: [
        { label: 'L', index: left, role: 'left' },
        { label: 'R', index: right, role: 'right' },
      ],
      window: left <= right ? { lo: left, hi: right } : null,
      roles: found ? { [left]: ['found'], [right]: ['found'] } : {},
      facts: [
        { label: 'target', value: String(target) },
        { label: 'sum', value: left < right ? String((nums[left] ?? 0) + (nums[right] ?? 0)) : '–' },
      ],
    });
  let left = 0;
  let right = nums.length - 1;
  yield {
    line: 'start',
    message: `L starts at the first element (${nums[left]}), R at the last (${nums[right]}); the pair is between them`,
    frame: frame(left, right),
  };
  while (left < right) {
    const [a, b] = [nums[left] ?? 0, nums[right] ?? 0];
    const sum = a + b;
    const verdict = sum === target ? 'the target' : sum < target ? 'too small' : 'too big';
    yield {
      line: 'sum',
      message: `${a} + ${b} = ${sum}: ${verdict}${sum === target ? '' : ` (target ${target})`}`,
      counts: { sums: 1 },
      frame: frame(left, right),
    };
    const next = sum === target ? STOP : sum < target ? MOVE_L : MOVE_R;
    const ask = {
      prompt: `${a} + ${b} = ${sum} and the target is ${target}. What happens next?`,
      options: [MOVE_L, MOVE_R, STOP],
      answer: next,
      target: [String(sum === target ? left : sum < target ? left : right)],
    };
    if (sum === target) {
      yield {
        line: 'found',
        message: `Found: nums[${left}] + nums[${right}] = ${a} + ${b} = ${target}`,
        frame: frame(left, right, true),
        ask,
      };
      return;
    }
    if (sum < target) {
      left++;
      yield {
        line: 'move-l',
        message: `The sum is too small and ${a} can only pair with numbers no bigger than ${b} now: L moves right to ${nums[left]}`,
        counts: { moves: 1 },
        frame: frame(left, right),
        ask,
      };
    } else {
      right--;
      yield {
        line: 'move-r',
        message: `The sum is too big and ${b} can only pair with numbers no smaller than ${a} now: R moves left to ${nums[right]}`,
        counts: { moves: 1 },
        frame: frame(left, right),
        ask,
      };
    }
  }
  yield {
    line: 'none',
    message: `L and R met: no two numbers add up to ${target}`,
    frame: patternFrame(cells, { facts: [{ label: 'target', value: String(target) }] }),
  };
}

export const pairSumAnswer = (input: PairSumInput) => {
  const [i, j] = pairSum(input);
  return i === -1 ? `No pair sums to ${input.target}` : showList([i, j]);
};

export const CLASSIC_PAIR = ['2, 7, 11, 15', '9'] as const;

export const pairSumModule = definePatternAlgorithm<'pairSum', PairSumLine, PairSumInput>({
  ...pairSumMeta,
  kind: 'patterns',
  lineIds: PAIR_SUM_LINES,
  fields: [
    { key: 'nums', label: 'Sorted array', maxLength: 120, placeholder: '2, 7, 11, 15' },
    { key: 'target', label: 'Target', maxLength: 8, placeholder: '9' },
  ],
  limits: `2 to ${PAIR_SUM_MAX} whole numbers from -${VALUE_LIMIT} to ${VALUE_LIMIT} in ascending order, separated by commas; a target from -${TARGET_LIMIT} to ${TARGET_LIMIT}. The answer is the two indices, counted from 0.`,
  example: CLASSIC_PAIR,
  presets: [
    { id: 'classic', label: 'Classic: [2, 7, 11, 15], 9', texts: CLASSIC_PAIR },
    { id: 'longer', label: 'Pair in the middle', texts: ['-4, -1, 1, 3, 5, 8, 12, 20', '9'] },
    { id: 'none', label: 'No pair', texts: ['1, 2, 4, 8, 16', '7'] },
    { id: 'random', label: 'Random', texts: null },
  ],
  counters: [
    { key: 'sums', label: 'Sums checked' },
    { key: 'moves', label: 'Pointer moves' },
  ],
  check: checkPairSum,
  randomInput(random) {
    const nums = randomInts(random, randomInt(random, 5, 10), -20, 40).sort((a, b) => a - b);
    const i = randomInt(random, 0, nums.length - 2);
    const j = randomInt(random, i + 1, nums.length - 1);
    return [numbersText(nums), String((nums[i] ?? 0) + (nums[j] ?? 0))];
  },
  inputSummary: ({ nums, target }) => `${nums.length} sorted numbers, target ${target}`,
  solve: pairSum,
  trace(input) {
    return recordPattern(
      'pairSum',
      patternFrame(input.nums.map(String), {
        facts: [{ label: 'target', value: String(input.target) }],
      }),
      pairSumSteps(input),
    );
  },
  answer: pairSumAnswer,
});
