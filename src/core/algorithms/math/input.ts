/** Reading the numbers a learner types: every problem gets one clear message, and nothing runs. */
import { formatCount } from '../../formatCount';
import type { MathInputField, MathValues } from './types';

/** 1000000 → '1,000,000'; 10^12 → '1,000,000,000,000'. */
export const formatNumber = formatCount;

/** The most characters a field accepts: its largest value's digits (spaces around are ignored). */
export function maxDigits(field: MathInputField): number {
  return String(field.max).length;
}

/** Why `text` is not a valid value of `field`, or null when it is. */
export function fieldError(field: MathInputField, text: string): string | null {
  const raw = text.trim();
  const range = `from ${formatNumber(field.min)} to ${formatNumber(field.max)}`;
  if (raw === '') return `Enter ${field.label}: a whole number ${range}`;
  // Letters are not a whole number, however few digits the field takes.
  if (!/^-?\d+$/.test(raw)) return `${field.label} must be a whole number ${range}`;
  if (raw.length > maxDigits(field))
    return `${field.label} is too long: at most ${maxDigits(field)} digits (${range})`;
  const value = Number(raw);
  if (value < field.min || value > field.max) return `${field.label} must be ${range}`;
  return null;
}

/** Every field's value, or the first field's problem. */
export function checkMathInput(
  fields: readonly MathInputField[],
  texts: Readonly<Record<string, string>>,
): { values: MathValues } | { error: string } {
  const values: Record<string, number> = {};
  for (const field of fields) {
    const text = texts[field.key] ?? '';
    const error = fieldError(field, text);
    if (error !== null) return { error };
    values[field.key] = Number(text.trim());
  }
  return { values };
}

/** Superscript digits for exponents: 2 and 10 → '2¹⁰'. */
const SUPERSCRIPT = '⁰¹²³⁴⁵⁶⁷⁸⁹';
export function power(base: number, exponent: number): string {
  if (exponent === 1) return formatNumber(base);
  return `${formatNumber(base)}${[...String(exponent)].map((digit) => SUPERSCRIPT[Number(digit)] ?? '').join('')}`;
}

export const plural = (n: number, one: string, many = `${one}s`) =>
  `${formatNumber(n)} ${n === 1 ? one : many}`;

/** Throws a RangeError when a value is outside its field (the modules run on checked values only). */
export function assertValues(fields: readonly MathInputField[], values: MathValues): void {
  for (const field of fields) {
    const value = values[field.key];
    if (value === undefined || !Number.isSafeInteger(value) || value < field.min || value > field.max)
      throw new RangeError(`${field.label} must be a whole number from ${field.min} to ${field.max}`);
  }
}
