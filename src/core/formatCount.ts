/**
 * A number with en-US thousands separators, e.g. 1234567 -> '1,234,567' (a fraction keeps the digits
 * String gives it). Written out rather than asked of Intl: a page's first Intl.NumberFormat, or
 * toLocaleString, loads the locale's data, 20-35 ms of the main thread on a fast machine, and every page
 * that showed a count paid it during its first render.
 */
export function formatCount(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  const [whole = '', fraction] = String(Math.abs(n)).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return `${n < 0 ? '-' : ''}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

/** A count and its noun, singular for exactly one: '1 day', '2 days', '1,024 vertices' (given 'vertices'). */
export const plural = (n: number, one: string, many = `${one}s`) =>
  `${formatCount(n)} ${n === 1 ? one : many}`;
