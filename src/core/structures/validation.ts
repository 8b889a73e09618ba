/**
 * Dialog input rules (docs/product-rules.md#data-structure-dialogs-and-validation). Fields arrive as the
 * strings of number inputs. A value must be a non-empty integer; an insert index 0..length inclusive; a
 * remove/update index 0..length-1. Invalid input yields a typed rejection, which the pages ignore silently.
 */
import { operationRule } from './operations';
import type { InputOf, OperationOf, StructureKind } from './types';

/** The raw dialog fields. `index` is the array index or the list position. */
export interface RawInput {
  value?: string;
  index?: string;
}

export type InputField = 'value' | 'index';

export type Rejection =
  | { kind: 'missing'; field: InputField }
  | { kind: 'not-an-integer'; field: InputField }
  | { kind: 'out-of-range'; field: InputField; min: number; max: number }
  | { kind: 'empty-collection' }
  | { kind: 'busy' };

export type Validation<T> = { ok: true; input: T } | { ok: false; rejection: Rejection };

/**
 * Plain decimal integers only, surrounding blanks allowed: '-4' and '007' pass; '3.5', '1e3', '0x10'
 * and '' do not. '1e3' is a valid number-input string, but it is not written as an integer, and
 * accepting exponents would also accept '1e400' (Infinity); we keep the rule simple and predictable.
 */
const INTEGER_PATTERN = /^[+-]?\d+$/;

export function parseIntegerField(raw: string | undefined, field: InputField): Validation<number> {
  const text = (raw ?? '').trim();
  if (text === '') return { ok: false, rejection: { kind: 'missing', field } };
  if (!INTEGER_PATTERN.test(text)) return { ok: false, rejection: { kind: 'not-an-integer', field } };
  const parsed = Number(text);
  if (!Number.isSafeInteger(parsed)) {
    const max = Number.MAX_SAFE_INTEGER;
    return { ok: false, rejection: { kind: 'out-of-range', field, min: -max, max } };
  }
  return { ok: true, input: parsed === 0 ? 0 : parsed }; // '-0' becomes 0
}

export function validateValue(raw: string | undefined): Validation<number> {
  return parseIntegerField(raw, 'value');
}

export function validateIndex(raw: string | undefined, min: number, max: number): Validation<number> {
  const parsed = parseIntegerField(raw, 'index');
  if (!parsed.ok) return parsed;
  if (parsed.input < min || parsed.input > max) {
    return { ok: false, rejection: { kind: 'out-of-range', field: 'index', min, max } };
  }
  return parsed;
}

/** Insert (array and list): 0 to length inclusive. */
export function validateInsertIndex(raw: string | undefined, length: number): Validation<number> {
  return validateIndex(raw, 0, length);
}

/** Remove and update: 0 to length - 1 (nothing is valid when empty). */
export function validateExistingIndex(raw: string | undefined, length: number): Validation<number> {
  return validateIndex(raw, 0, length - 1);
}

/** Validates a whole dialog for an operation against the current collection. */
export function validateOperationInput<K extends StructureKind, O extends OperationOf<K>>(
  structure: K,
  op: O,
  raw: RawInput,
  data: readonly number[],
): Validation<InputOf<K, O>> {
  const rule = operationRule(structure, op);
  if (rule.requiresItems && data.length === 0) return { ok: false, rejection: { kind: 'empty-collection' } };
  const input: { value?: number; index?: number } = {};
  for (const field of rule.fieldOrder) {
    const result =
      field === 'value'
        ? validateValue(raw.value)
        : rule.index === 'insert'
          ? validateInsertIndex(raw.index, data.length)
          : validateExistingIndex(raw.index, data.length);
    if (!result.ok) return result;
    input[field] = result.input;
  }
  return { ok: true, input: input as InputOf<K, O> };
}
