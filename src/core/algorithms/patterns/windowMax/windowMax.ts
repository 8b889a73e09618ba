import { plural } from '@/core/formatCount';
import { numbersText, randomInt, randomInts, readInteger, readNumbers } from '../input';
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
import { windowMaxMeta } from './meta';

export const WINDOW_MAX_LINES = ['expire', 'pop', 'push', 'record', 'done'] as const;
export type WindowMaxLine = (typeof WINDOW_MAX_LINES)[number];

export interface WindowMaxInput {
  readonly nums: readonly number[];
  readonly k: number;
}

export const WINDOW_MAX_MAX = 16;
const VALUE_LIMIT = 99;

export function checkWindowMax(texts: readonly string[]): PatternCheck<WindowMaxInput> {
  const nums = readNumbers(texts[0] ?? '', {
    name: 'the array',
    min: -VALUE_LIMIT,
    max: VALUE_LIMIT,
    minCount: 1,
    maxCount: WINDOW_MAX_MAX,
    maxLength: 120,
  });
  if ('error' in nums) return { error: nums.error, field: 0 };
  const k = readInteger(texts[1] ?? '', 'the window size k', 1, nums.value.length);
  if ('error' in k)
    return { error: `${k.error}: a window fits in the array of ${nums.value.length}`, field: 1 };
  return { value: { nums: nums.value, k: k.value } };
}

/** The maximum of each window of k neighbours, left to right. */
export function windowMax({ nums, k }: WindowMaxInput): number[] {
  const deque: number[] = [];
  const result: number[] = [];
  for (let i = 0; i < nums.length; i++) {
    if (deque.length > 0 && (deque[0] ?? 0) <= i - k) deque.shift();
    while (deque.length > 0 && (nums[deque.at(-1) ?? 0] ?? 0) <= (nums[i] ?? 0)) deque.pop();
    deque.push(i);
    if (i >= k - 1) result.push(nums[deque[0] ?? 0] ?? 0);
  }
  return result;
}

function* windowMaxSteps({ nums, k }: WindowMaxInput): Generator<PatternStep<WindowMaxLine>> {
  const cells = nums.map(String);
  const deque: number[] = [];
  const result: number[] = [];
  const frame = (i: number, marked: Readonly<Record<number, AuxItemState>> = {}) =>
    patternFrame(cells, {
      pointers: [{ label: 'i', index: i, role: 'current' }],
      window: { lo: Math.max(0, i - k + 1), hi: i },
      roles: Object.fromEntries(deque.map((index) => [index, ['deque'] as const])),
      aux: [
        {
          id: 'deque',
          title: 'deque (index: value), front first',
          items: deque.map((index) => auxItem(index, nums[index] ?? 0, marked[index] ?? 'default')),
        },
        {
          id: 'maxima',
          title: 'maxima',
          items: result.map((value, n) =>
            auxItem('', value, n === result.length - 1 && marked[-1] ? 'new' : 'default'),
          ),
        },
      ],
      facts: [
        { label: 'k', value: String(k) },
        { label: 'window', value: `${Math.max(0, i - k + 1)}..${i}` },
      ],
    });
  for (let i = 0; i < nums.length; i++) {
    const x = nums[i] ?? 0;
    const front = deque[0];
    if (front !== undefined && front <= i - k) {
      deque.shift();
      yield {
        line: 'expire',
        message: `The window moves on to ${i - k + 1}..${i}: index ${front} (${nums[front]}) has left it, so it leaves the deque’s front`,
        counts: { pops: 1, slides: 1 },
        frame: frame(i),
      };
    } else if (i >= k) {
      yield {
        line: 'expire',
        message: `The window slides to ${i - k + 1}..${i}; the deque’s front (index ${front}) is still in it`,
        counts: { slides: 1 },
        frame: frame(i),
      };
    }
    for (;;) {
      const back = deque.at(-1);
      const pushOption = `Push ${x} (index ${i}) at the back`;
      if (back === undefined || (nums[back] ?? 0) > x) {
        deque.push(i);
        yield {
          line: 'push',
          message:
            back === undefined
              ? `The deque is empty: push index ${i} (${x})`
              : `${nums[back]} at the back is bigger than ${x}: push index ${i} (${x}) behind it`,
          counts: { pushes: 1 },
          frame: frame(i, { [i]: 'new' }),
          ...(back === undefined
            ? {}
            : {
                ask: {
                  prompt: `${x} comes in and the deque’s back holds ${nums[back]}. What happens next?`,
                  options: [`Pop ${nums[back]} (index ${back}) off the back`, pushOption],
                  answer: pushOption,
                  target: [String(i)],
                },
              }),
        };
        break;
      }
      deque.pop();
      const popOption = `Pop ${nums[back]} (index ${back}) off the back`;
      yield {
        line: 'pop',
        message: `${nums[back]} at the back is no bigger than ${x}: it can never be a maximum again, so it is popped`,
        counts: { pops: 1 },
        frame: frame(i),
        ask: {
          prompt: `${x} comes in and the deque’s back holds ${nums[back]}. What happens next?`,
          options: [popOption, pushOption],
          answer: popOption,
          target: [String(back)],
        },
      };
    }
    if (i >= k - 1) {
      const top = deque[0] ?? 0;
      result.push(nums[top] ?? 0);
      yield {
        line: 'record',
        message: `The window ${i - k + 1}..${i} is full: its maximum is the deque’s front, ${nums[top]} (index ${top})`,
        frame: frame(i, { [top]: 'active', [-1]: 'new' }),
      };
    }
  }
  yield {
    line: 'done',
    message: `Every window is done: the maxima are ${showList(result)}`,
    frame: patternFrame(cells, {
      aux: [{ id: 'maxima', title: 'maxima', items: result.map((value) => auxItem('', value)) }],
      facts: [{ label: 'k', value: String(k) }],
    }),
  };
}

export const CLASSIC_WINDOW = ['1, 3, -1, -3, 5, 3, 6, 7', '3'] as const;

export const windowMaxModule = definePatternAlgorithm<'windowMax', WindowMaxLine, WindowMaxInput>({
  ...windowMaxMeta,
  kind: 'patterns',
  lineIds: WINDOW_MAX_LINES,
  fields: [
    { key: 'nums', label: 'Array', maxLength: 120, placeholder: '1, 3, -1, -3, 5, 3, 6, 7' },
    { key: 'k', label: 'Window size k', maxLength: 8, placeholder: '3' },
  ],
  limits: `1 to ${WINDOW_MAX_MAX} whole numbers from -${VALUE_LIMIT} to ${VALUE_LIMIT}, separated by commas; k from 1 to the array's length. A number equal to the one at the deque's back pops it.`,
  example: CLASSIC_WINDOW,
  presets: [
    { id: 'classic', label: 'Classic: k = 3', texts: CLASSIC_WINDOW },
    { id: 'falling', label: 'Falling values', texts: ['9, 8, 7, 6, 5, 4, 3', '3'] },
    { id: 'random', label: 'Random', texts: null },
  ],
  counters: [
    { key: 'slides', label: 'Window slides' },
    { key: 'pushes', label: 'Pushes' },
    { key: 'pops', label: 'Pops' },
  ],
  check: checkWindowMax,
  randomInput(random) {
    const nums = randomInts(random, randomInt(random, 5, 12), -9, 20);
    return [numbersText(nums), String(randomInt(random, 1, Math.min(4, nums.length)))];
  },
  inputSummary: ({ nums, k }) => `${plural(nums.length, 'number')}, k = ${k}`,
  solve: windowMax,
  trace: (input) =>
    recordPattern(
      'windowMax',
      patternFrame(input.nums.map(String), { facts: [{ label: 'k', value: String(input.k) }] }),
      windowMaxSteps(input),
    ),
  answer: (input) => showList(windowMax(input)),
});
