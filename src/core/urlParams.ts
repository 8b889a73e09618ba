/**
 * Readers for the URL parameters a shared link carries (the visualiser's run, the race's setup). Each
 * returns null when the parameter is missing or malformed, so the caller falls back to its default. A
 * link can be megabytes long: a parameter's length is checked before anything splits or parses it.
 */

/** Characters allowed per item of a list parameter: a number with its sign, fraction and separators. */
export const CHARS_PER_LINK_ITEM = 24;

/** The parameter's text when it is at most `maxChars` long; null when it is missing or longer. */
export function boundedParam(params: URLSearchParams, name: string, maxChars: number): string | null {
  const raw = params.get(name);
  return raw === null || raw.length > maxChars ? null : raw;
}

/** A whole number written plainly (`42`, `-7`, surrounding spaces allowed); nothing else. */
export function integerParam(params: URLSearchParams, name: string): number | null {
  const raw = params.get(name)?.trim();
  if (raw === undefined || !/^-?\d+$/.test(raw)) return null;
  const value = Number(raw);
  return Number.isSafeInteger(value) ? value : null;
}

/** One of `allowed`, spelt exactly. */
export function enumParam<T extends string>(
  params: URLSearchParams,
  name: string,
  allowed: readonly T[],
): T | null {
  const raw = params.get(name);
  return allowed.find((value) => value === raw) ?? null;
}

/**
 * The comma-separated items of a parameter, as written (an empty parameter is an empty list); null when
 * it is missing or too long for `maxItems` items, which is known before it is split.
 */
export function listParam(params: URLSearchParams, name: string, maxItems: number): string[] | null {
  const raw = boundedParam(params, name, maxItems * CHARS_PER_LINK_ITEM);
  if (raw === null) return null;
  return raw === '' ? [] : raw.split(',');
}
