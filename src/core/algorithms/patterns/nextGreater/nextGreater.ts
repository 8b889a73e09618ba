import { plural } from '@/core/formatCount';
import { numbersText, randomInt, randomInts, readNumbers } from '../input';
import {
  auxItem,
  definePatternAlgorithm,
  patternFrame,
  recordPattern,
  showList,
  type CellRole,
  type PatternCheck,
  type PatternStep,
} from '../types';
import { nextGreaterMeta } from './meta';

export const NEXT_GREATER_LINES = ['pop', 'push', 'done'] as const;
export type NextGreaterLine = (typeof NEXT_GREATER_LINES)[number];

export const NEXT_GREATER_MAX = 16;
const VALUE_LIMIT = 99;

export function checkNextGreater(texts: readonly string[]): PatternCheck<readonly number[]> {
  const nums = readNumbers(texts[0] ?? '', {
    name: 'the array',
    min: -VALUE_LIMIT,
    max: VALUE_LIMIT,
    minCount: 1,
    maxCount: NEXT_GREATER_MAX,
    maxLength: 120,
  });
  return 'error' in nums ? { error: nums.error, field: 0 } : { value: nums.value };
}

/** Each number's first strictly bigger number to its right, or -1. */
export function nextGreater(nums: readonly number[]): number[] {
  const result = nums.map(() => -1);
  const stack: number[] = [];
  for (let i = 0; i < nums.length; i++) {
    while (stack.length > 0 && (nums[stack.at(-1) ?? 0] ?? 0) < (nums[i] ?? 0))
      result[stack.pop() ?? 0] = nums[i] ?? 0;
    stack.push(i);
  }
  return result;
}

function* nextGreaterSteps(nums: readonly number[]): Generator<PatternStep<NextGreaterLine>> {
  const cells = nums.map(String);
  const stack: number[] = [];
  const answers: (number | null)[] = nums.map(() => null);
  const frame = (i: number | null, fresh: number | null = null) => {
    const roles: Record<number, CellRole[]> = {};
    for (const index of stack) roles[index] = ['stack'];
    answers.forEach((answer, index) => {
      if (answer !== null) roles[index] = [...(roles[index] ?? []), 'done'];
    });
    return patternFrame(cells, {
      pointers: i === null ? [] : [{ label: 'i', index: i, role: 'current' }],
      roles,
      aux: [
        {
          id: 'stack',
          title: 'stack (index: value), bottom to top',
          items: stack.map((index) => auxItem(index, nums[index] ?? 0, index === fresh ? 'new' : 'default')),
        },
        {
          id: 'answers',
          title: 'next greater',
          items: answers.map((answer, index) =>
            auxItem(index, answer ?? '?', index === fresh && answer !== null ? 'new' : 'default'),
          ),
        },
      ],
    });
  };
  for (let i = 0; i < nums.length; i++) {
    const x = nums[i] ?? 0;
    for (;;) {
      const top = stack.at(-1);
      const pushOption = `Push ${x} (index ${i}) on top`;
      const prompt = `${x} comes in and the stack’s top holds ${top === undefined ? '' : nums[top]}. What happens next?`;
      if (top === undefined || (nums[top] ?? 0) >= x) {
        stack.push(i);
        yield {
          line: 'push',
          message:
            top === undefined
              ? `The stack is empty: push index ${i} (${x}); it waits for a bigger number`
              : `${nums[top]} on top is not smaller than ${x}: push index ${i} (${x}) on top; it waits too`,
          counts: { pushes: 1 },
          frame: frame(i, i),
          ...(top === undefined
            ? {}
            : {
                ask: {
                  prompt,
                  options: [`Pop ${nums[top]}: its next greater is ${x}`, pushOption],
                  answer: pushOption,
                  target: [String(i)],
                },
              }),
        };
        break;
      }
      stack.pop();
      answers[top] = x;
      const popOption = `Pop ${nums[top]}: its next greater is ${x}`;
      yield {
        line: 'pop',
        message: `${nums[top]} on top is smaller than ${x}: ${x} is its next greater element, so index ${top} is popped`,
        counts: { pops: 1 },
        frame: frame(i, top),
        ask: { prompt, options: [popOption, pushOption], answer: popOption, target: [String(top)] },
      };
    }
  }
  for (const index of stack) answers[index] = -1;
  stack.length = 0;
  yield {
    line: 'done',
    message: `The numbers left on the stack have no bigger number to their right: -1. Answers: ${showList(nextGreater(nums))}`,
    frame: frame(null),
  };
}

export const CLASSIC_NEXT_GREATER = ['2, 1, 2, 4, 3'] as const;

export const nextGreaterModule = definePatternAlgorithm<'nextGreater', NextGreaterLine, readonly number[]>({
  ...nextGreaterMeta,
  kind: 'patterns',
  lineIds: NEXT_GREATER_LINES,
  fields: [{ key: 'nums', label: 'Array', maxLength: 120, placeholder: '2, 1, 2, 4, 3' }],
  limits: `1 to ${NEXT_GREATER_MAX} whole numbers from -${VALUE_LIMIT} to ${VALUE_LIMIT}, separated by commas. The next greater element is the first strictly bigger number to the right; -1 when there is none.`,
  example: CLASSIC_NEXT_GREATER,
  presets: [
    { id: 'classic', label: 'Classic: [2, 1, 2, 4, 3]', texts: CLASSIC_NEXT_GREATER },
    { id: 'temperatures', label: 'Daily temperatures', texts: ['73, 74, 75, 71, 69, 72, 76, 73'] },
    { id: 'random', label: 'Random', texts: null },
  ],
  counters: [
    { key: 'pushes', label: 'Pushes' },
    { key: 'pops', label: 'Pops' },
  ],
  check: checkNextGreater,
  randomInput: (random) => [numbersText(randomInts(random, randomInt(random, 5, 12), 0, 20))],
  inputSummary: (nums) => plural(nums.length, 'number'),
  solve: nextGreater,
  trace: (nums) => recordPattern('nextGreater', patternFrame(nums.map(String)), nextGreaterSteps(nums)),
  answer: (nums) => showList(nextGreater(nums)),
});
