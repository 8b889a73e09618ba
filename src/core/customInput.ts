/**
 * The race's Custom Input (docs/product-rules.md#custom-input): numbers separated by commas or whitespace, 2
 * to 100 of them, and for searching an optional target (empty means a random element of the array).
 */
export const CUSTOM_MIN_VALUES = 2;
export const CUSTOM_MAX_VALUES = 100;
/**
 * Characters a list of 100 values can take, generously (long decimals, spaces): a longer text is refused
 * as too many values before it is split, so a 2 MB link parameter costs nothing to refuse.
 */
export const CUSTOM_MAX_TEXT_CHARS = CUSTOM_MAX_VALUES * 64;

export const CUSTOM_INPUT_ERRORS = {
  invalidNumber: (token: string) => `Invalid number: ${token}`,
  tooFew: 'Please enter at least 2 numbers',
  tooMany: 'Maximum array size is 100',
  invalidTarget: 'Search target must be a valid number',
} as const;

export type ParseResult<T> = { ok: true; value: T } | { ok: false; error: string };

/** A plain decimal number: optional sign, digits with an optional fraction, optional exponent. */
const NUMBER_PATTERN = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i;

/** A finite decimal number, or null. Hex, 'Infinity', 'NaN' and anything with extra characters are not. */
export function parseNumberToken(token: string): number | null {
  if (!NUMBER_PATTERN.test(token)) return null;
  const value = Number(token);
  return Number.isFinite(value) ? value : null;
}

/** Splits on commas and whitespace; runs of separators count as one. */
export function splitNumbers(text: string): string[] {
  return text.split(/[\s,]+/).filter((token) => token.length > 0);
}

/**
 * The array: the first token that is not a number is reported ('Invalid number: X'), then too few or too
 * many values.
 */
export function parseCustomValues(text: string): ParseResult<number[]> {
  if (text.length > CUSTOM_MAX_TEXT_CHARS) return { ok: false, error: CUSTOM_INPUT_ERRORS.tooMany };
  const values: number[] = [];
  for (const token of splitNumbers(text)) {
    const value = parseNumberToken(token);
    if (value === null) return { ok: false, error: CUSTOM_INPUT_ERRORS.invalidNumber(token) };
    values.push(value === 0 ? 0 : value); // -0 reads as 0
  }
  if (values.length < CUSTOM_MIN_VALUES) return { ok: false, error: CUSTOM_INPUT_ERRORS.tooFew };
  if (values.length > CUSTOM_MAX_VALUES) return { ok: false, error: CUSTOM_INPUT_ERRORS.tooMany };
  return { ok: true, value: values };
}

/** The search target: empty (or only spaces) means null, a random element of the array. */
export function parseCustomTarget(text: string): ParseResult<number | null> {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, value: null };
  const value = parseNumberToken(trimmed);
  if (value === null) return { ok: false, error: CUSTOM_INPUT_ERRORS.invalidTarget };
  return { ok: true, value: value === 0 ? 0 : value };
}

export interface CustomInput {
  values: number[];
  /** Searching only; null means a random element of the array. */
  target: number | null;
}

/** Both fields at once; every error found is returned, the array's first. */
export function parseCustomInput(
  valuesText: string,
  targetText: string,
  searching: boolean,
): { ok: true; value: CustomInput } | { ok: false; errors: string[] } {
  const values = parseCustomValues(valuesText);
  const target = searching ? parseCustomTarget(targetText) : ({ ok: true, value: null } as const);
  const errors = [values, target].flatMap((result) => (result.ok ? [] : [result.error]));
  if (!values.ok || !target.ok) return { ok: false, errors };
  return { ok: true, value: { values: values.value, target: target.value } };
}

/** How the dialog shows an array it was given: '5, 12, 7'. */
export function formatNumbers(values: readonly number[]): string {
  return values.join(', ');
}
