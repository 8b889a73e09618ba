/**
 * Everything that reopens a heap run exactly, and its URL form: the kind, the heap before the operation
 * (for build, the values as given), the operation and its value, speed and step. For example
 * `kind=max&values=50,30,40&op=insert&value=45&speed=50&step=3`.
 */
import { SPEED_DEFAULT } from '../player/player';
import { runLinkCodec, type Playback } from '../player/runLink';
import { boundedParam, CHARS_PER_LINK_ITEM, enumParam } from '../urlParams';
import { buildHeap, HEAP_KINDS, HEAP_LIMIT, HEAP_OPERATIONS, isHeap, type HeapRun } from './heap';
import { operationRefusal, parseHeapValue, parseHeapValues } from './input';

export interface HeapRunConfig extends HeapRun, Playback {}

/** The heap the page opens with: these values built into a min-heap. */
export const DEFAULT_HEAP_VALUES: readonly number[] = [40, 15, 62, 8, 27, 91, 33, 4, 56, 19];

export function defaultHeapRun(): HeapRunConfig {
  return {
    kind: 'min',
    values: buildHeap('min', DEFAULT_HEAP_VALUES),
    operation: null,
    value: null,
    speed: SPEED_DEFAULT,
    step: 0,
  };
}

/**
 * Reads a heap run from URL parameters; null when they name no heap (no valid `kind` and `values`).
 * Values that are not a heap of that kind are built into one first; an operation that cannot run
 * (extract on an empty heap, insert without a valid value) is dropped.
 */
function readHeapRun(params: URLSearchParams): HeapRun | null {
  const kind = enumParam(params, 'kind', HEAP_KINDS);
  const rawValues = boundedParam(params, 'values', HEAP_LIMIT * CHARS_PER_LINK_ITEM);
  if (kind === null || rawValues === null) return null;
  let values: readonly number[] = [];
  if (rawValues.trim() !== '') {
    const parsed = parseHeapValues(rawValues);
    if (!parsed.ok) return null;
    values = parsed.value;
  }
  let operation = enumParam(params, 'op', HEAP_OPERATIONS);
  let value: number | null = null;
  if (operation === 'insert') {
    const parsed = parseHeapValue(params.get('value') ?? '');
    if (parsed.ok) value = parsed.value;
    else operation = null;
  }
  if (operation === 'build' && values.length === 0) operation = null;
  if (operation !== null && operation !== 'build' && operationRefusal(operation, values.length) !== null) {
    operation = null;
  }
  if (operation !== 'build' && !isHeap(kind, values)) values = buildHeap(kind, values);
  return { kind, values, operation, value };
}

const heapRunLink = runLinkCodec<HeapRun>({
  write: (run) => ({
    kind: run.kind,
    values: run.values.join(','),
    op: run.operation,
    value: run.value === null ? null : String(run.value),
  }),
  read: readHeapRun,
});

export const encodeHeapRunConfig: (config: HeapRunConfig) => string = heapRunLink.encode;
export const decodeHeapRunConfig: (search: string) => HeapRunConfig | null = heapRunLink.decode;
