import { numbersText, randomInt, randomInts, readNumbers } from '../input';
import {
  definePatternAlgorithm,
  patternFrame,
  recordPattern,
  type PatternCheck,
  type PatternStep,
} from '../types';
import { mostWaterMeta } from './meta';

export const MOST_WATER_LINES = ['start', 'area', 'better', 'move-l', 'move-r', 'done'] as const;
export type MostWaterLine = (typeof MOST_WATER_LINES)[number];

export const MOST_WATER_MAX = 16;
const HEIGHT_LIMIT = 99;

export function checkMostWater(texts: readonly string[]): PatternCheck<readonly number[]> {
  const heights = readNumbers(texts[0] ?? '', {
    name: 'the heights',
    min: 0,
    max: HEIGHT_LIMIT,
    minCount: 2,
    maxCount: MOST_WATER_MAX,
    maxLength: 120,
  });
  return 'error' in heights ? { error: heights.error, field: 0 } : { value: heights.value };
}

/** The most water two lines hold; ties move R (the listings do the same). */
export function mostWater(heights: readonly number[]): number {
  let left = 0;
  let right = heights.length - 1;
  let best = 0;
  while (left < right) {
    const [a, b] = [heights[left] ?? 0, heights[right] ?? 0];
    best = Math.max(best, Math.min(a, b) * (right - left));
    if (a < b) left++;
    else right--;
  }
  return best;
}

const MOVE_L = 'L moves right';
const MOVE_R = 'R moves left';

function* mostWaterSteps(heights: readonly number[]): Generator<PatternStep<MostWaterLine>> {
  const cells = heights.map(String);
  let best = 0;
  let bestPair: [number, number] | null = null;
  const frame = (left: number, right: number) =>
    patternFrame(cells, {
      pointers: [
        { label: 'L', index: left, role: 'left' },
        { label: 'R', index: right, role: 'right' },
      ],
      window: left < right ? { lo: left, hi: right } : null,
      roles: bestPair ? { [bestPair[0]]: ['best'], [bestPair[1]]: ['best'] } : {},
      facts: [
        { label: 'width', value: String(Math.max(0, right - left)) },
        { label: 'best', value: String(best) },
      ],
    });
  let left = 0;
  let right = heights.length - 1;
  yield {
    line: 'start',
    message: `L on the first line, R on the last: the widest container, ${right} wide`,
    frame: frame(left, right),
  };
  while (left < right) {
    const [a, b] = [heights[left] ?? 0, heights[right] ?? 0];
    const area = Math.min(a, b) * (right - left);
    yield {
      line: 'area',
      message: `min(${a}, ${b}) × ${right - left} = ${area}${area > best ? `: more than the best so far (${best})` : `: no more than the best (${best})`}`,
      counts: { areas: 1 },
      frame: frame(left, right),
    };
    if (area > best) {
      best = area;
      bestPair = [left, right];
      yield {
        line: 'better',
        message: `The best container is now lines ${left} and ${right}, holding ${area}`,
        frame: frame(left, right),
      };
    }
    const ask = {
      prompt: `L's line is ${a} high and R's is ${b}. Which pointer moves next?`,
      options: [MOVE_L, MOVE_R],
      answer: a < b ? MOVE_L : MOVE_R,
      target: [String(a < b ? left : right)],
    };
    if (a < b) {
      left++;
      yield {
        line: 'move-l',
        message: `L's line (${a}) is the shorter: no container using it can hold more, so L moves right`,
        counts: { moves: 1 },
        frame: frame(left, right),
        ask,
      };
    } else {
      right--;
      yield {
        line: 'move-r',
        message: `R's line (${b}) is ${a === b ? 'as short as L’s' : 'the shorter'}: R moves left`,
        counts: { moves: 1 },
        frame: frame(left, right),
        ask,
      };
    }
  }
  yield {
    line: 'done',
    message: bestPair
      ? `L and R met: the most water is ${best}, between lines ${bestPair[0]} and ${bestPair[1]}`
      : 'L and R met: no container holds any water',
    frame: patternFrame(cells, {
      best: null,
      roles: bestPair ? { [bestPair[0]]: ['best'], [bestPair[1]]: ['best'] } : {},
      facts: [{ label: 'best', value: String(best) }],
    }),
  };
}

export const CLASSIC_WATER = ['1, 8, 6, 2, 5, 4, 8, 3, 7'] as const;

export const mostWaterModule = definePatternAlgorithm<'mostWater', MostWaterLine, readonly number[]>({
  ...mostWaterMeta,
  kind: 'patterns',
  lineIds: MOST_WATER_LINES,
  fields: [{ key: 'heights', label: 'Heights', maxLength: 120, placeholder: '1, 8, 6, 2, 5, 4, 8, 3, 7' }],
  limits: `2 to ${MOST_WATER_MAX} heights, whole numbers from 0 to ${HEIGHT_LIMIT}, separated by commas. When both lines are as high, R moves.`,
  example: CLASSIC_WATER,
  presets: [
    { id: 'classic', label: 'Classic: [1,8,6,2,5,4,8,3,7]', texts: CLASSIC_WATER },
    { id: 'valley', label: 'Tall ends', texts: ['9, 1, 2, 1, 3, 1, 9'] },
    { id: 'random', label: 'Random', texts: null },
  ],
  counters: [
    { key: 'areas', label: 'Areas computed' },
    { key: 'moves', label: 'Pointer moves' },
  ],
  check: checkMostWater,
  randomInput: (random) => [numbersText(randomInts(random, randomInt(random, 6, 12), 0, 12))],
  inputSummary: (heights) => `${heights.length} lines`,
  solve: mostWater,
  trace: (heights) => recordPattern('mostWater', patternFrame(heights.map(String)), mostWaterSteps(heights)),
  answer: (heights) => String(mostWater(heights)),
});
