/**
 * Everything that reopens an operation on the Arrays, Stacks, Queues or Linked Lists page exactly, and
 * its URL form: the collection before the operation, the operation and its dialog input, speed and step.
 * For example `values=10,20,30&op=insert&value=25&index=1&speed=50&step=2`.
 */
import { runLinkCodec, type RunLinkCodec } from '../player/runLink';
import { enumParam, integerParam, listParam } from '../urlParams';
import { STRUCTURE_OPERATIONS } from './operations';
import { INITIAL_COLLECTION } from './timing';
import type { InputOf, OperationOf, StructureKind } from './types';
import { parseIntegerField, validateOperationInput } from './validation';

/** The most values a shared link may hold (the pages wrap and stay legible well beyond 30). */
export const LINK_VALUES_LIMIT = 100;

export interface StructureRun<K extends StructureKind = StructureKind> {
  /** The collection before the operation. */
  readonly data: readonly number[];
  /** The operation and its checked input; null for the collection alone. */
  readonly operation: { readonly op: OperationOf<K>; readonly input: InputOf<K, OperationOf<K>> } | null;
}

export function defaultStructureRun<K extends StructureKind>(): StructureRun<K> {
  return { data: INITIAL_COLLECTION, operation: null };
}

function readValues(params: URLSearchParams): number[] | null {
  const items = listParam(params, 'values', LINK_VALUES_LIMIT);
  if (items === null || items.length > LINK_VALUES_LIMIT) return null;
  const values: number[] = [];
  for (const item of items) {
    const parsed = parseIntegerField(item, 'value');
    if (!parsed.ok) return null;
    values.push(parsed.input);
  }
  return values;
}

/** The codec of one page's links. An operation its dialog would refuse is dropped, keeping the values. */
export function structureRunLink<K extends StructureKind>(structure: K): RunLinkCodec<StructureRun<K>> {
  const operations = STRUCTURE_OPERATIONS[structure] as readonly OperationOf<K>[];
  return runLinkCodec<StructureRun<K>>({
    write: ({ data, operation }) => {
      const input = (operation?.input ?? {}) as { value?: number; index?: number };
      return {
        values: data.join(','),
        op: operation === null ? null : String(operation.op),
        value: input.value === undefined ? null : String(input.value),
        index: input.index === undefined ? null : String(input.index),
      };
    },
    read: (params) => {
      const data = readValues(params);
      if (data === null) return null;
      const op = enumParam(params, 'op', operations as readonly string[]) as OperationOf<K> | null;
      if (op === null) return { data, operation: null };
      const raw = (name: string) => {
        const value = integerParam(params, name);
        return value === null ? undefined : String(value);
      };
      const checked = validateOperationInput(
        structure,
        op,
        { value: raw('value'), index: raw('index') },
        data,
      );
      return { data, operation: checked.ok ? { op, input: checked.input } : null };
    },
  });
}
