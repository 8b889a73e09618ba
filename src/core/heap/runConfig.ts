/**
 * Everything that reopens a heap run exactly, and its URL form: the kind, the heap before the operation
 * (for build, the values as given), the operation and its value, speed and step. For example
 * `kind=max&values=50,30,40&op=insert&value=45&speed=50&step=3`.
 */
import { SPEED_DEFAULT, SPEED_MAX, SPEED_MIN } from '../player/player';
import { enumParam, integerParam } from '../urlParams';
import { buildHeap, HEAP_KINDS, HEAP_OPERATIONS, isHeap, type HeapRun } from './heap';
import { operationRefusal, parseHeapValue, parseHeapValues } from './input';

export interface HeapRunConfig extends HeapRun {
  readonly speed: number;
  /** The frame to open at. */
  readonly step: number;
}

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

export function encodeHeapRunConfig(config: HeapRunConfig): string {
  const params = new URLSearchParams({ kind: config.kind, values: config.values.join(',') });
  if (config.operation !== null) params.set('op', config.operation);
  if (config.value !== null) params.set('value', String(config.value));
  params.set('speed', String(config.speed));
  params.set('step', String(config.step));
  return params.toString();
}

/**
 * Reads a heap run from URL parameters; null when they name no heap (no valid `kind` and `values`).
 * Values that are not a heap of that kind are built into one first; an operation that cannot run
 * (extract on an empty heap, insert without a valid value) is dropped; speed and step are clamped.
 */
export function decodeHeapRunConfig(search: string): HeapRunConfig | null {
  const params = new URLSearchParams(search);
  const kind = enumParam(params, 'kind', HEAP_KINDS);
  const rawValues = params.get('values');
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
  const speed = integerParam(params, 'speed') ?? SPEED_DEFAULT;
  return {
    kind,
    values,
    operation,
    value,
    speed: Math.min(SPEED_MAX, Math.max(SPEED_MIN, speed)),
    step: Math.max(0, integerParam(params, 'step') ?? 0),
  };
}
