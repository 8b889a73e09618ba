/** Reading what a learner types: every problem gets one clear message, and nothing runs. */
import type { DpInputField, DpValues } from './types';
import { formatCount } from '../../formatCount';

/** 1000000 → '1,000,000'. */
export const formatNumber = formatCount;

export const plural = (n: number, one: string, many = `${one}s`) =>
  `${formatNumber(n)} ${n === 1 ? one : many}`;

/** The most characters a field accepts (spaces around are ignored). */
export function maxChars(field: DpInputField): number {
  switch (field.kind) {
    case 'integer':
      return Math.max(String(field.min).length, String(field.max).length);
    case 'list':
      return field.maxCount * (Math.max(String(field.min).length, String(field.max).length) + 2);
    case 'text':
      return field.maxLength;
    case 'choice':
      return 40;
  }
}

/** The items of a list as typed: separated by commas, spaces or both. */
export const listItems = (raw: string): string[] => raw.split(/[\s,]+/).filter((item) => item !== '');

/** The range of a number field in words: 'a whole number from 1 to 20'. */
export function rangeText(field: { min: number; max: number }): string {
  return `from ${formatNumber(field.min)} to ${formatNumber(field.max)}`;
}

/** Why `text` is not a valid value of `field`, or null when it is. */
export function fieldError(field: DpInputField, text: string): string | null {
  const raw = text.trim();
  switch (field.kind) {
    case 'integer': {
      const range = rangeText(field);
      if (raw === '') return `Enter ${field.label}: a whole number ${range}`;
      // Letters are not a whole number, however few digits the field takes.
      if (!/^-?\d+$/.test(raw)) return `${field.label} must be a whole number ${range}`;
      if (raw.length > maxChars(field))
        return `${field.label} is too long: at most ${maxChars(field)} digits (${range})`;
      const value = Number(raw);
      if (value < field.min || value > field.max) return `${field.label} must be ${range}`;
      return null;
    }
    case 'list': {
      const what = `${field.minCount === 1 ? '1' : field.minCount} to ${field.maxCount} whole numbers ${rangeText(field)}, separated by commas`;
      if (raw === '') return `Enter ${field.label}: ${what}`;
      if (raw.length > maxChars(field)) return `${field.label} is too long: ${what}`;
      const items = listItems(raw);
      const bad = items.find((item) => !/^-?\d+$/.test(item));
      if (bad !== undefined) return `${field.label}: “${bad.slice(0, 12)}” is not a whole number`;
      const out = items.find((item) => Number(item) < field.min || Number(item) > field.max);
      if (out !== undefined) return `${field.label}: ${out} is out of range (${rangeText(field)})`;
      if (items.length > field.maxCount)
        return `${field.label}: too many numbers (${items.length}), at most ${field.maxCount}`;
      if (items.length < field.minCount) return `${field.label}: at least ${field.minCount} numbers`;
      return null;
    }
    case 'text': {
      const what = `1 to ${field.maxLength} letters or digits`;
      if (raw === '') return `Enter ${field.label}: ${what}`;
      if (raw.length > field.maxLength)
        return `${field.label} is too long (${raw.length} characters): at most ${field.maxLength}`;
      if (!/^[A-Za-z0-9]+$/.test(raw)) return `${field.label} may hold only letters and digits (no spaces)`;
      return null;
    }
    case 'choice':
      return field.options.some((option) => option.value === raw) ? null : `Choose a ${field.label}`;
  }
}

/** A checked field's value. */
function valueOf(field: DpInputField, raw: string): number | readonly number[] | string {
  switch (field.kind) {
    case 'integer':
      return Number(raw);
    case 'list':
      return listItems(raw).map(Number);
    case 'text':
    case 'choice':
      return raw;
  }
}

/** Every field's value, or the first problem: a field's own, then `check`'s across fields. */
export function checkDpInput(
  fields: readonly DpInputField[],
  texts: Readonly<Record<string, string>>,
  check: (values: DpValues) => string | null = () => null,
): { values: DpValues } | { error: string } {
  const values: Record<string, number | readonly number[] | string> = {};
  for (const field of fields) {
    const text = texts[field.key] ?? '';
    const error = fieldError(field, text);
    if (error !== null) return { error };
    values[field.key] = valueOf(field, text.trim());
  }
  const error = check(values);
  return error === null ? { values } : { error };
}

/** The checked values again, or a RangeError: the modules run on checked values only. */
export function assertValues(fields: readonly DpInputField[], values: DpValues): void {
  for (const field of fields) {
    const value = values[field.key];
    const text = Array.isArray(value) ? value.join(',') : String(value ?? '');
    const error = value === undefined ? `${field.label} is missing` : fieldError(field, text);
    if (error !== null) throw new RangeError(error);
  }
}

export const numberOf = (values: DpValues, key: string): number => {
  const value = values[key];
  if (typeof value !== 'number') throw new RangeError(`${key} must be a number`);
  return value;
};
export const listOf = (values: DpValues, key: string): readonly number[] => {
  const value = values[key];
  if (!Array.isArray(value)) throw new RangeError(`${key} must be a list of numbers`);
  return value as readonly number[];
};
export const textOf = (values: DpValues, key: string): string => {
  const value = values[key];
  if (typeof value !== 'string') throw new RangeError(`${key} must be text`);
  return value;
};
