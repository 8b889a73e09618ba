/**
 * What the Heaps page accepts, and the message it shows for anything else. A refused input changes
 * nothing: the heap and the run on screen stay as they were.
 */
import { HEAP_LIMIT, HEAP_VALUE_MAX, HEAP_VALUE_MIN, type HeapOperation } from './heap';

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

const WHOLE_NUMBER = /^[+-]?\d+$/;

function parseOne(text: string): Parsed<number> {
  if (!WHOLE_NUMBER.test(text)) return { ok: false, message: `"${text}" is not a whole number.` };
  const value = Number(text);
  if (value < HEAP_VALUE_MIN || value > HEAP_VALUE_MAX) {
    return {
      ok: false,
      message: `${text} is out of range: values go from ${HEAP_VALUE_MIN} to ${HEAP_VALUE_MAX}.`,
    };
  }
  return { ok: true, value: value === 0 ? 0 : value };
}

/** Insert's value: one whole number from -999 to 999. */
export function parseHeapValue(raw: string): Parsed<number> {
  const text = raw.trim();
  if (text === '') return { ok: false, message: 'Enter a value to insert.' };
  return parseOne(text);
}

/** Build's values: 1 to 63 whole numbers, separated by commas or spaces. */
export function parseHeapValues(raw: string): Parsed<number[]> {
  const parts = raw.split(/[\s,]+/).filter((part) => part !== '');
  if (parts.length === 0) {
    return { ok: false, message: 'Enter at least one value to build from, separated by commas.' };
  }
  const values: number[] = [];
  for (const part of parts) {
    const parsed = parseOne(part);
    if (!parsed.ok) return parsed;
    values.push(parsed.value);
  }
  if (values.length > HEAP_LIMIT) {
    return {
      ok: false,
      message: `A heap here holds at most ${HEAP_LIMIT} elements; that list has ${values.length}.`,
    };
  }
  return { ok: true, value: values };
}

/** Why an operation cannot run on a heap of `size` elements, or null when it can. */
export function operationRefusal(operation: HeapOperation, size: number): string | null {
  switch (operation) {
    case 'insert':
      return size >= HEAP_LIMIT
        ? `The heap is full: it holds at most ${HEAP_LIMIT} elements. Extract one first.`
        : null;
    case 'extract':
      return size === 0 ? 'The heap is empty: there is nothing to extract.' : null;
    case 'peek':
      return size === 0 ? 'The heap is empty: there is nothing to peek at.' : null;
    case 'build':
      return null;
  }
}
