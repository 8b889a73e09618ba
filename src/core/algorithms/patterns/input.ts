/**
 * Reading what the learner types for a pattern: a list of whole numbers, one whole number, a word.
 * Every problem is one sentence that names the field and what it accepts.
 */

export type Read<T> = { readonly value: T } | { readonly error: string };

export interface NumbersRule {
  /** How the field is named in messages: 'the array', 'the weights'. */
  readonly name: string;
  readonly min: number;
  readonly max: number;
  readonly minCount: number;
  readonly maxCount: number;
  /** The most characters the text may have. */
  readonly maxLength: number;
}

/** Whole numbers separated by commas or spaces, brackets allowed around them: '[2, 7, 11, 15]'. */
export function readNumbers(text: string, rule: NumbersRule): Read<number[]> {
  const { name } = rule;
  if (text.length > rule.maxLength)
    return {
      error: `${cap(name)} is too long: at most ${rule.maxLength} characters (it has ${text.length})`,
    };
  const items = text
    .replace(/^\s*\[|\]\s*$/g, '')
    .split(/[\s,]+/)
    .filter((item) => item !== '');
  if (items.length === 0)
    return {
      error: `Enter ${name}: ${rule.minCount} to ${rule.maxCount} whole numbers separated by commas`,
    };
  if (items.length > rule.maxCount)
    return { error: `${cap(name)} has ${items.length} numbers: at most ${rule.maxCount}` };
  if (items.length < rule.minCount)
    return { error: `${cap(name)} needs at least ${rule.minCount} numbers (it has ${items.length})` };
  const values: number[] = [];
  for (const item of items) {
    if (!/^[-+]?\d+$/.test(item)) return { error: `"${item}" in ${name} is not a whole number` };
    const value = Number(item);
    if (value < rule.min || value > rule.max)
      return { error: `${item} in ${name} is out of range: numbers go from ${rule.min} to ${rule.max}` };
    values.push(value);
  }
  return { value: values };
}

/** One whole number from `min` to `max`. */
export function readInteger(text: string, name: string, min: number, max: number): Read<number> {
  const trimmed = text.trim();
  if (trimmed === '') return { error: `Enter ${name}: a whole number from ${min} to ${max}` };
  if (!/^[-+]?\d+$/.test(trimmed) || trimmed.length > 8)
    return { error: `${cap(name)} must be a whole number from ${min} to ${max}` };
  const value = Number(trimmed);
  if (value < min || value > max)
    return { error: `${cap(name)} must be from ${min} to ${max} (it is ${value})` };
  return { value };
}

const cap = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** A random whole number from `min` to `max`. */
export const randomInt = (random: () => number, min: number, max: number) =>
  min + Math.floor(random() * (max - min + 1));

/** `count` random whole numbers from `min` to `max`. */
export const randomInts = (random: () => number, count: number, min: number, max: number) =>
  Array.from({ length: count }, () => randomInt(random, min, max));

/** Numbers as a field shows them. */
export const numbersText = (values: readonly number[]) => values.join(', ');
