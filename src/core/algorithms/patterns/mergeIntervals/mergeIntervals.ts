import { plural } from '@/core/formatCount';
import { randomInt } from '../input';
import {
  auxItem,
  definePatternAlgorithm,
  patternFrame,
  recordPattern,
  type PatternCheck,
  type PatternSpan,
  type PatternStep,
} from '../types';
import { mergeIntervalsMeta } from './meta';

export const MERGE_INTERVALS_LINES = ['sort', 'merge', 'push', 'done'] as const;
export type MergeIntervalsLine = (typeof MERGE_INTERVALS_LINES)[number];

export type Interval = readonly [number, number];

export const MERGE_INTERVALS_MAX = 12;
const TIME_LIMIT = 99;

/** Intervals typed as [[1,3],[2,6]] or as 1-3, 2-6. */
export function checkMergeIntervals(texts: readonly string[]): PatternCheck<readonly Interval[]> {
  const text = (texts[0] ?? '').trim();
  const hint = `intervals such as [[1,3],[2,6]] or 1-3, 2-6 (up to ${MERGE_INTERVALS_MAX}, times from 0 to ${TIME_LIMIT})`;
  if (text === '') return { error: `Enter the intervals: ${hint}`, field: 0 };
  if (text.length > 160)
    return { error: `The list is too long: at most 160 characters (it has ${text.length})`, field: 0 };
  const items = text.includes('[')
    ? [...text.replace(/^\[|\]$/g, '').matchAll(/\[([^\]]*)\]/g)].map((match) => match[1] ?? '')
    : text.split(/[;,]/);
  const parts = items.map((item) => item.trim()).filter((item) => item !== '');
  if (parts.length === 0) return { error: `Enter the intervals: ${hint}`, field: 0 };
  if (parts.length > MERGE_INTERVALS_MAX)
    return {
      error: `Too many intervals: at most ${MERGE_INTERVALS_MAX} (there are ${parts.length})`,
      field: 0,
    };
  const intervals: Interval[] = [];
  for (const part of parts) {
    const match = /^(\d+)\s*(?:,|-|–)\s*(\d+)$/.exec(part);
    if (match === null) return { error: `"${part}" must be a start and an end, like 1-3 or [1,3]`, field: 0 };
    const [start, end] = [Number(match[1]), Number(match[2])];
    if (start > TIME_LIMIT || end > TIME_LIMIT)
      return { error: `"${part}": times must be from 0 to ${TIME_LIMIT}`, field: 0 };
    if (start > end) return { error: `"${part}": the start must not be after the end`, field: 0 };
    intervals.push([start, end]);
  }
  return { value: intervals };
}

/** By start; equal starts keep the order typed (a stable sort). */
const byStart = (intervals: readonly Interval[]) => [...intervals].sort((a, b) => a[0] - b[0]);

export function mergeIntervals(intervals: readonly Interval[]): [number, number][] {
  const merged: [number, number][] = [];
  for (const [start, end] of byStart(intervals)) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

const show = ([start, end]: Interval) => `[${start}, ${end}]`;
export const showIntervals = (intervals: readonly Interval[]) => `[${intervals.map(show).join(', ')}]`;

function* mergeSteps(intervals: readonly Interval[]): Generator<PatternStep<MergeIntervalsLine>> {
  const sorted = byStart(intervals);
  const cells = sorted.map(([start, end]) => `${start}-${end}`);
  const merged: [number, number][] = [];
  let group: PatternSpan | null = null;
  /** Where the group of intervals merging into the last merged one starts, in sorted order. */
  let groupStart = 0;
  const frame = (i: number | null, fresh: boolean, finished = false) =>
    patternFrame(cells, {
      pointers: i === null ? [] : [{ label: 'i', index: i, role: 'current' }],
      window: group,
      // The intervals already merged for good (before the current group; all of them at the end).
      roles: Object.fromEntries(
        Array.from({ length: group ? group.lo : finished ? cells.length : 0 }, (_, k) => [
          k,
          ['done'] as const,
        ]),
      ),
      aux: [
        {
          id: 'merged',
          title: 'merged',
          items: merged.map((interval, k) =>
            auxItem(
              '',
              show(interval),
              k === merged.length - 1 && i !== null ? (fresh ? 'new' : 'active') : 'default',
            ),
          ),
        },
      ],
      facts: [{ label: 'last end', value: merged.length === 0 ? '–' : String(merged.at(-1)?.[1]) }],
    });
  yield {
    line: 'sort',
    message: `Sort the ${plural(intervals.length, 'interval')} by start: ${showIntervals(sorted)}`,
    frame: frame(null, false),
  };
  for (let i = 0; i < sorted.length; i++) {
    const [start, end] = sorted[i] ?? [0, 0];
    const last = merged.at(-1);
    const name = show([start, end]);
    const mergeOption = `Merge ${name} into ${last ? show(last) : 'the last'}`;
    const pushOption = `Start a new merged interval ${name}`;
    const ask = last
      ? {
          prompt: `The last merged interval is ${show(last)}. What happens to ${name}?`,
          options: [mergeOption, pushOption],
          answer: start <= last[1] ? mergeOption : pushOption,
          target: [String(i)],
        }
      : undefined;
    if (last && start <= last[1]) {
      const before = show(last);
      const stretches = end > last[1];
      last[1] = Math.max(last[1], end);
      group = { lo: groupStart, hi: i };
      yield {
        line: 'merge',
        message: stretches
          ? `${name} starts at ${start}, no later than ${before} ends: they overlap, and the merged interval stretches to ${show(last)}`
          : `${name} starts at ${start}, no later than ${before} ends: they overlap; it ends inside it, so ${show(last)} stays`,
        counts: { merges: 1, comparisons: 1 },
        frame: frame(i, false),
        ...(ask ? { ask } : {}),
      };
    } else {
      merged.push([start, end]);
      groupStart = i;
      group = { lo: i, hi: i };
      yield {
        line: 'push',
        message: last
          ? `${name} starts at ${start}, after ${show(last)} ends at ${last[1]}: no overlap, a new merged interval begins`
          : `${name} is the first: it begins the first merged interval`,
        counts: last ? { comparisons: 1 } : {},
        frame: frame(i, true),
        ...(ask ? { ask } : {}),
      };
    }
  }
  group = null;
  yield {
    line: 'done',
    message: `Done: ${merged.length} merged ${merged.length === 1 ? 'interval' : 'intervals'}, ${showIntervals(merged)}`,
    frame: frame(null, false, true),
  };
}

export const CLASSIC_INTERVALS = ['[[1,3],[2,6],[8,10],[15,18]]'] as const;

export const mergeIntervalsModule = definePatternAlgorithm<
  'mergeIntervals',
  MergeIntervalsLine,
  readonly Interval[]
>({
  ...mergeIntervalsMeta,
  kind: 'patterns',
  lineIds: MERGE_INTERVALS_LINES,
  fields: [
    { key: 'intervals', label: 'Intervals', maxLength: 160, placeholder: '[[1,3],[2,6],[8,10],[15,18]]' },
  ],
  limits: `Up to ${MERGE_INTERVALS_MAX} intervals as [[1,3],[2,6]] or 1-3, 2-6, whole-number times from 0 to ${TIME_LIMIT}, each start no later than its end. Intervals that touch (one ends where the next starts) merge; equal starts keep the order typed.`,
  example: CLASSIC_INTERVALS,
  presets: [
    { id: 'classic', label: 'Classic: [[1,3],[2,6],[8,10],[15,18]]', texts: CLASSIC_INTERVALS },
    { id: 'unsorted', label: 'Unsorted, nested', texts: ['[[8,9],[1,10],[2,3],[12,14],[11,12]]'] },
    { id: 'random', label: 'Random', texts: null },
  ],
  counters: [
    { key: 'comparisons', label: 'Comparisons' },
    { key: 'merges', label: 'Merges' },
  ],
  check: checkMergeIntervals,
  randomInput(random) {
    const intervals = Array.from({ length: randomInt(random, 4, 8) }, () => {
      const start = randomInt(random, 0, 30);
      return `[${start},${start + randomInt(random, 0, 6)}]`;
    });
    return [`[${intervals.join(',')}]`];
  },
  inputSummary: (intervals) => plural(intervals.length, 'interval'),
  solve: mergeIntervals,
  trace: (intervals) =>
    recordPattern(
      'mergeIntervals',
      patternFrame(intervals.map(([start, end]) => `${start}-${end}`)),
      mergeSteps(intervals),
    ),
  answer: (intervals) => showIntervals(mergeIntervals(intervals)),
});
