/**
 * What the Union-Find page accepts, and the message it shows for anything else. A refused input changes
 * nothing: the sets and the run on screen stay as they were.
 */
import { UNION_FIND_LIMIT } from './unionFind';

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

const WHOLE_NUMBER = /^\d+$/;

/** An element of a forest of `size`: a whole number from 0 to size − 1. */
export function parseElement(raw: string, size: number, what = 'an element'): Parsed<number> {
  const text = raw.trim();
  if (text === '') return { ok: false, message: `Enter ${what}, from 0 to ${size - 1}.` };
  if (!WHOLE_NUMBER.test(text))
    return { ok: false, message: `"${text}" is not an element: elements are 0 to ${size - 1}.` };
  const value = Number(text);
  if (value >= size) {
    return { ok: false, message: `${text} is out of range: the elements are 0 to ${size - 1}.` };
  }
  return { ok: true, value };
}

/** How many elements to start over with: 1 to 16. */
export function parseSize(raw: string): Parsed<number> {
  const text = raw.trim();
  if (!WHOLE_NUMBER.test(text) || Number(text) < 1 || Number(text) > UNION_FIND_LIMIT) {
    return {
      ok: false,
      message: `Enter how many elements to start with, a whole number from 1 to ${UNION_FIND_LIMIT}.`,
    };
  }
  return { ok: true, value: Number(text) };
}

/**
 * Whether parent and rank arrays are sets union by rank and path compression can reach: every parent an
 * element, and rank strictly rising along every parent pointer (which also rules out cycles).
 */
export function isRankedForest(parent: readonly number[], rank: readonly number[]): boolean {
  const n = parent.length;
  if (n < 1 || n > UNION_FIND_LIMIT || rank.length !== n) return false;
  for (let x = 0; x < n; x++) {
    const p = parent[x] as number;
    const r = rank[x] as number;
    if (!Number.isInteger(p) || p < 0 || p >= n) return false;
    if (!Number.isInteger(r) || r < 0 || r > 4) return false;
    if (p !== x && r >= (rank[p] as number)) return false;
  }
  return true;
}
