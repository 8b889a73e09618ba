import { plural } from '@/core/formatCount';
import { numbersText, randomInt, randomInts, readInteger, readNumbers } from '../input';
import {
  auxItem,
  definePatternAlgorithm,
  patternFrame,
  recordPattern,
  type AuxItem,
  type PatternCheck,
  type PatternStep,
} from '../types';
import { shipCapacityMeta } from './meta';

export const SHIP_CAPACITY_LINES = ['bounds', 'mid', 'day', 'fits', 'too-small', 'done'] as const;
export type ShipCapacityLine = (typeof SHIP_CAPACITY_LINES)[number];

export interface ShipCapacityInput {
  readonly weights: readonly number[];
  readonly days: number;
}

export const SHIP_CAPACITY_MAX = 12;
const WEIGHT_LIMIT = 50;

export function checkShipCapacity(texts: readonly string[]): PatternCheck<ShipCapacityInput> {
  const weights = readNumbers(texts[0] ?? '', {
    name: 'the weights',
    min: 1,
    max: WEIGHT_LIMIT,
    minCount: 1,
    maxCount: SHIP_CAPACITY_MAX,
    maxLength: 80,
  });
  if ('error' in weights) return { error: weights.error, field: 0 };
  const days = readInteger(texts[1] ?? '', 'the days D', 1, weights.value.length);
  if ('error' in days)
    return {
      error: `${days.error}: more days than packages would leave days empty`,
      field: 1,
    };
  return { value: { weights: weights.value, days: days.value } };
}

/** Each day's load, in order, for a ship of this capacity (at least the heaviest package). */
export function loadDays(weights: readonly number[], capacity: number): number[][] {
  const days: number[][] = [[]];
  let load = 0;
  for (const w of weights) {
    if (load + w > capacity) {
      days.push([]);
      load = 0;
    }
    load += w;
    days.at(-1)?.push(w);
  }
  return days;
}

/** The smallest capacity that ships every package, in order, within the days. */
export function shipCapacity({ weights, days }: ShipCapacityInput): number {
  let lo = Math.max(...weights);
  let hi = weights.reduce((a, b) => a + b, 0);
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (loadDays(weights, mid).length <= days) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

function* shipCapacitySteps({ weights, days }: ShipCapacityInput): Generator<PatternStep<ShipCapacityLine>> {
  const cells = weights.map(String);
  let lo = Math.max(...weights);
  let hi = sum(weights);
  let tried: AuxItem[] = [];
  const frame = (
    mid: number | null,
    plan: readonly (readonly number[])[],
    day: { lo: number; hi: number } | null,
    fresh = false,
  ) =>
    patternFrame(cells, {
      window: day,
      aux: [
        {
          id: 'days',
          title: mid === null ? 'days' : `days at capacity ${mid}`,
          items: plan.map((load, d) =>
            auxItem(`day ${d + 1}`, sum(load), d === plan.length - 1 && fresh ? 'new' : 'default'),
          ),
        },
        { id: 'candidates', title: 'capacities tried', items: tried },
      ],
      facts: [
        { label: 'lo', value: String(lo) },
        { label: 'hi', value: String(hi) },
        { label: 'capacity', value: mid === null ? '–' : String(mid) },
        { label: 'D', value: String(days) },
      ],
    });
  yield {
    line: 'bounds',
    message: `The capacity is at least the heaviest package (${lo}) and at most the total weight (${hi}): search ${lo}..${hi}`,
    frame: frame(null, [], null),
  };
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    yield {
      line: 'mid',
      message: `Try the middle capacity: ⌊(${lo} + ${hi}) / 2⌋ = ${mid}`,
      counts: { candidates: 1 },
      frame: frame(mid, [], null),
    };
    const plan = loadDays(weights, mid);
    let start = 0;
    for (let d = 0; d < plan.length; d++) {
      const load = plan[d] ?? [];
      const span = { lo: start, hi: start + load.length - 1 };
      yield {
        line: 'day',
        message: `Day ${d + 1} carries ${load.join(' + ')} = ${sum(load)}${start + load.length < weights.length ? `; adding ${weights[start + load.length]} would pass ${mid}` : ''}`,
        counts: { days: 1 },
        frame: frame(mid, plan.slice(0, d + 1), span, true),
      };
      start += load.length;
    }
    const fits = plan.length <= days;
    const ask = {
      prompt: `Capacity ${mid} needs ${plural(plan.length, 'day')} and D is ${days}. Which half is kept?`,
      options: [`${lo}..${mid}: ${mid} works`, `${mid + 1}..${hi}: ${mid} is too small`],
      answer: fits ? `${lo}..${mid}: ${mid} works` : `${mid + 1}..${hi}: ${mid} is too small`,
    };
    tried = [...tried, auxItem(mid, fits ? 'works' : 'too small')];
    if (fits) {
      hi = mid;
      yield {
        line: 'fits',
        message: `${plan.length} ≤ ${plural(days, 'day')}: ${mid} works, so the answer is ${mid} or smaller: hi = ${mid}`,
        frame: frame(mid, plan, null),
        ask,
      };
    } else {
      lo = mid + 1;
      yield {
        line: 'too-small',
        message: `${plan.length} > ${plural(days, 'day')}: ${mid} is too small, so the answer is bigger: lo = ${mid + 1}`,
        frame: frame(mid, plan, null),
        ask,
      };
    }
  }
  yield {
    line: 'done',
    message: `lo = hi = ${lo}: the smallest capacity that ships everything within ${plural(days, 'day')} is ${lo}`,
    frame: frame(lo, loadDays(weights, lo), null),
  };
}

export const CLASSIC_SHIP = ['1, 2, 3, 4, 5, 6, 7, 8, 9, 10', '5'] as const;

export const shipCapacityModule = definePatternAlgorithm<'shipCapacity', ShipCapacityLine, ShipCapacityInput>(
  {
    ...shipCapacityMeta,
    kind: 'patterns',
    lineIds: SHIP_CAPACITY_LINES,
    fields: [
      {
        key: 'weights',
        label: 'Package weights',
        maxLength: 80,
        placeholder: '1, 2, 3, 4, 5, 6, 7, 8, 9, 10',
      },
      { key: 'days', label: 'Days D', maxLength: 8, placeholder: '5' },
    ],
    limits: `1 to ${SHIP_CAPACITY_MAX} weights, whole numbers from 1 to ${WEIGHT_LIMIT}, shipped in the order typed; D from 1 to the number of packages.`,
    example: CLASSIC_SHIP,
    presets: [
      { id: 'classic', label: 'Classic: 1..10, D = 5', texts: CLASSIC_SHIP },
      { id: 'three', label: '[3,2,2,4,1,4], D = 3', texts: ['3, 2, 2, 4, 1, 4', '3'] },
      { id: 'random', label: 'Random', texts: null },
    ],
    counters: [
      { key: 'candidates', label: 'Capacities tried' },
      { key: 'days', label: 'Days planned' },
    ],
    check: checkShipCapacity,
    randomInput(random) {
      const weights = randomInts(random, randomInt(random, 4, 10), 1, 12);
      return [numbersText(weights), String(randomInt(random, 1, Math.min(5, weights.length)))];
    },
    inputSummary: ({ weights, days }) => `${plural(weights.length, 'package')}, D = ${days}`,
    solve: shipCapacity,
    trace: (input) =>
      recordPattern('shipCapacity', patternFrame(input.weights.map(String)), shipCapacitySteps(input)),
    answer: (input) => String(shipCapacity(input)),
  },
);
