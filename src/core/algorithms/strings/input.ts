/**
 * Reading the text and the pattern the learner types: the same rules for every string-matching
 * algorithm, each problem one sentence that names the field and what it accepts.
 */
import type { StringInput } from './types';

export const TEXT_MAX = 32;
export const PATTERN_MAX = 12;

/** The fields in the order the page shows them (and the index a problem names). */
export const STRING_FIELDS = [
  { key: 'text', label: 'Text', maxLength: TEXT_MAX, placeholder: 'abababacaba' },
  { key: 'pattern', label: 'Pattern', maxLength: PATTERN_MAX, placeholder: 'ababaca' },
] as const;

export const STRING_LIMITS = `Text: 1 to ${TEXT_MAX} letters or digits; pattern: 1 to ${PATTERN_MAX}, no longer than the text. Upper and lower case are different characters.`;

export type StringCheck =
  { readonly value: StringInput } | { readonly error: string; readonly field: number };

function checkCharacters(value: string, name: string): string | null {
  const other = [...value].find((ch) => !/[A-Za-z0-9]/.test(ch));
  if (other === undefined) return null;
  return `Use letters and digits only in the ${name}: ${other === ' ' ? 'a space' : `“${other}”`} is not one`;
}

/** The input read from the two texts, or the first problem with them and the field it is in. */
export function checkStringInput(texts: readonly string[]): StringCheck {
  const text = texts[0] ?? '';
  const pattern = texts[1] ?? '';
  if (text === '') return { error: `Enter a text: 1 to ${TEXT_MAX} letters or digits`, field: 0 };
  if (text.length > TEXT_MAX)
    return {
      error: `The text is too long: at most ${TEXT_MAX} characters (it has ${text.length})`,
      field: 0,
    };
  const textProblem = checkCharacters(text, 'text');
  if (textProblem !== null) return { error: textProblem, field: 0 };
  if (pattern === '') return { error: `Enter a pattern: 1 to ${PATTERN_MAX} letters or digits`, field: 1 };
  if (pattern.length > PATTERN_MAX)
    return {
      error: `The pattern is too long: at most ${PATTERN_MAX} characters (it has ${pattern.length})`,
      field: 1,
    };
  const patternProblem = checkCharacters(pattern, 'pattern');
  if (patternProblem !== null) return { error: patternProblem, field: 1 };
  if (pattern.length > text.length)
    return {
      error: `The pattern is longer than the text (${pattern.length} characters against ${text.length}): it cannot occur in it`,
      field: 1,
    };
  return { value: { text, pattern } };
}

const randomInt = (random: () => number, min: number, max: number) =>
  min + Math.floor(random() * (max - min + 1));

/**
 * A random valid input over a small alphabet, so the pattern occurs (it is copied from the text half
 * the time) and near-misses are common.
 */
export function randomStringInput(random: () => number): StringInput {
  const letters = (count: number) =>
    Array.from({ length: count }, () => 'ab'.charAt(randomInt(random, 0, 1))).join('');
  const text = letters(randomInt(random, 8, 20));
  const m = randomInt(random, 2, 4);
  const from = randomInt(random, 0, text.length - m);
  const pattern = random() < 0.5 ? text.slice(from, from + m) : letters(m);
  return { text, pattern };
}

/** Every shift at which the pattern occurs, by the definition (the answer each algorithm must give). */
export function occurrences({ text, pattern }: StringInput): number[] {
  const shifts: number[] = [];
  for (let s = 0; s + pattern.length <= text.length; s++) if (text.startsWith(pattern, s)) shifts.push(s);
  return shifts;
}
