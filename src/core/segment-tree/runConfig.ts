/**
 * Everything that reopens a run on the Segment Trees page exactly, and its URL form: the tree (a sum
 * or min segment tree, or the Fenwick tree), the array before the operation, the operation and its
 * arguments, speed and step. For example `tree=sum&values=1,3,5,7,9,11&op=query&l=1&r=3&speed=50&step=4`.
 */
import { SPEED_DEFAULT } from '../player/player';
import { runLinkCodec, type Playback } from '../player/runLink';
import { boundedParam, CHARS_PER_LINK_ITEM, enumParam, integerParam } from '../urlParams';
import { parseRangeValues, parseValueText } from './input';
import { SEGMENT_LIMIT, SEGMENT_OPERATIONS, type SegmentOperation } from './segmentTree';

/** The three trees the page shows. */
export type RangeTree = 'sum' | 'min' | 'fenwick';
export const RANGE_TREES: readonly RangeTree[] = ['sum', 'min', 'fenwick'];

export interface RangeRun {
  readonly tree: RangeTree;
  readonly values: readonly number[];
  readonly operation: SegmentOperation | null;
  readonly left: number | null;
  readonly right: number | null;
  readonly index: number | null;
  readonly value: number | null;
}

export interface RangeRunConfig extends RangeRun, Playback {}

/** The classic example: a sum over [1, 3] of these is 15; setting index 1 to 10 makes it 22. */
export const TEXTBOOK_VALUES: readonly number[] = [1, 3, 5, 7, 9, 11];

export const RANGE_PRESETS: readonly { readonly name: string; readonly values: readonly number[] }[] = [
  { name: 'Textbook', values: TEXTBOOK_VALUES },
  { name: 'Eight values', values: [5, 8, 6, 3, 2, 7, 2, 6] },
  { name: 'Sixteen values', values: [18, 17, 13, 19, 15, 11, 20, 12, 4, 9, 14, 16, 8, 10, 6, 2] },
];

export function defaultRangeRun(): RangeRunConfig {
  return {
    tree: 'sum',
    values: TEXTBOOK_VALUES,
    operation: null,
    left: null,
    right: null,
    index: null,
    value: null,
    speed: SPEED_DEFAULT,
    step: 0,
  };
}

/**
 * Reads a run from URL parameters; null when they name no array (no valid `tree` and `values`). An
 * operation whose arguments do not fit the array is dropped.
 */
function readRangeRun(params: URLSearchParams): RangeRun | null {
  const tree = enumParam(params, 'tree', RANGE_TREES);
  const rawValues = boundedParam(params, 'values', SEGMENT_LIMIT * CHARS_PER_LINK_ITEM);
  if (tree === null || rawValues === null) return null;
  const parsed = parseRangeValues(rawValues);
  if (!parsed.ok) return null;
  const values = parsed.value;
  const n = values.length;
  const inArray = (i: number | null): i is number => i !== null && i >= 0 && i < n;
  const none = { left: null, right: null, index: null, value: null };
  const operation = enumParam(params, 'op', SEGMENT_OPERATIONS);
  if (operation === 'query') {
    const left = integerParam(params, 'l');
    const right = integerParam(params, 'r');
    if (inArray(left) && inArray(right) && left <= right) {
      return { tree, values, operation, ...none, left, right };
    }
  }
  if (operation === 'update') {
    const index = integerParam(params, 'i');
    const value = parseValueText(params.get('v') ?? '');
    if (inArray(index) && value.ok) return { tree, values, operation, ...none, index, value: value.value };
  }
  return { tree, values, operation: operation === 'build' ? 'build' : null, ...none };
}

const rangeRunLink = runLinkCodec<RangeRun>({
  write: (run) => ({
    tree: run.tree,
    values: run.values.join(','),
    op: run.operation,
    l: run.left === null ? null : String(run.left),
    r: run.right === null ? null : String(run.right),
    i: run.index === null ? null : String(run.index),
    v: run.value === null ? null : String(run.value),
  }),
  read: readRangeRun,
});

export const encodeRangeRunConfig: (config: RangeRunConfig) => string = rangeRunLink.encode;
export const decodeRangeRunConfig: (search: string) => RangeRunConfig | null = rangeRunLink.decode;
