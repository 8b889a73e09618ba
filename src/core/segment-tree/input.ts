/**
 * What the Segment Trees page accepts, and the message it shows for anything else. A refused input
 * changes nothing: the array, the trees and the run on screen stay as they were.
 */
import { SEGMENT_LIMIT, SEGMENT_VALUE_MAX, SEGMENT_VALUE_MIN } from './segmentTree';

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

const WHOLE_NUMBER = /^[+-]?\d+$/;

/** One value of the array: a whole number from -999 to 999. */
export function parseValueText(raw: string): Parsed<number> {
  const text = raw.trim();
  if (!WHOLE_NUMBER.test(text)) return { ok: false, message: `"${text}" is not a whole number.` };
  const value = Number(text);
  if (value < SEGMENT_VALUE_MIN || value > SEGMENT_VALUE_MAX) {
    return {
      ok: false,
      message: `${text} is out of range: values go from ${SEGMENT_VALUE_MIN} to ${SEGMENT_VALUE_MAX}.`,
    };
  }
  return { ok: true, value: value === 0 ? 0 : value };
}

/** Build's array: 1 to 16 whole numbers from -999 to 999, separated by commas or spaces. */
export function parseRangeValues(raw: string): Parsed<number[]> {
  const parts = raw.split(/[\s,]+/).filter((part) => part !== '');
  if (parts.length === 0) {
    return { ok: false, message: 'Enter at least one value to build over, separated by commas.' };
  }
  const values: number[] = [];
  for (const part of parts) {
    const parsed = parseValueText(part);
    if (!parsed.ok) return parsed;
    values.push(parsed.value);
  }
  if (values.length > SEGMENT_LIMIT) {
    return {
      ok: false,
      message: `The trees here are built over at most ${SEGMENT_LIMIT} values; that list has ${values.length}.`,
    };
  }
  return { ok: true, value: values };
}

/** An index of an array of `size` values, named `what` in the message. */
export function parseIndex(raw: string, size: number, what: string): Parsed<number> {
  const text = raw.trim();
  if (text === '') return { ok: false, message: `Enter ${what}.` };
  if (!/^\d+$/.test(text))
    return { ok: false, message: `"${text}" is not an index: use a whole number from 0.` };
  const index = Number(text);
  if (index >= size) {
    return {
      ok: false,
      message: `Index ${text} is past the end: the array's indices go from 0 to ${size - 1}.`,
    };
  }
  return { ok: true, value: index };
}

/** A query's range: two indices, the first not after the second. */
export function parseRange(
  rawLeft: string,
  rawRight: string,
  size: number,
): Parsed<{ left: number; right: number }> {
  const left = parseIndex(rawLeft, size, 'where the range starts');
  if (!left.ok) return left;
  const right = parseIndex(rawRight, size, 'where the range ends');
  if (!right.ok) return right;
  if (left.value > right.value) {
    return {
      ok: false,
      message: `The range starts after it ends: ${left.value} is more than ${right.value}.`,
    };
  }
  return { ok: true, value: { left: left.value, right: right.value } };
}

/** An update: an index of the array and its new value. */
export function parseUpdate(
  rawIndex: string,
  rawValue: string,
  size: number,
): Parsed<{ index: number; value: number }> {
  const index = parseIndex(rawIndex, size, 'the index to update');
  if (!index.ok) return index;
  const text = rawValue.trim();
  if (text === '') return { ok: false, message: 'Enter the new value.' };
  const value = parseValueText(text);
  if (!value.ok) return value;
  return { ok: true, value: { index: index.value, value: value.value } };
}
