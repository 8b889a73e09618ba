/**
 * Readers for the URL parameters a shared link carries (the visualiser's run, the race's setup). Each
 * returns null when the parameter is missing or malformed, so the caller falls back to its default.
 */

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

/** The comma-separated items of a parameter, as written (an empty parameter is an empty list). */
export function listParam(params: URLSearchParams, name: string): string[] | null {
  const raw = params.get(name);
  if (raw === null) return null;
  return raw === '' ? [] : raw.split(',');
}
