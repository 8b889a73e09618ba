import type { Random } from '../random';
import { createRandom, randomInt } from '../random';

export type InputPreset = 'random' | 'nearlySorted' | 'reversed' | 'fewUnique';

export const INPUT_PRESETS: readonly { readonly id: InputPreset; readonly label: string }[] = [
  { id: 'random', label: 'Random' },
  { id: 'nearlySorted', label: 'Nearly sorted' },
  { id: 'reversed', label: 'Reversed' },
  { id: 'fewUnique', label: 'Few unique' },
];

/** The value range of generated arrays (docs/product-rules.md#controls). */
export const VALUE_MIN = 5;
export const VALUE_MAX = 100;

const randomValues = (random: Random, n: number) =>
  Array.from({ length: n }, () => randomInt(random, VALUE_MIN, VALUE_MAX));

const ascending = (values: number[]) => values.sort((a, b) => a - b);

/** Sorted, then about one element in ten swapped with a neighbour up to three places away. */
function nearlySorted(random: Random, n: number): number[] {
  const values = ascending(randomValues(random, n));
  const swaps = n < 2 ? 0 : Math.max(1, Math.round(n / 10));
  for (let s = 0; s < swaps; s++) {
    const i = randomInt(random, 0, n - 2);
    const j = Math.min(n - 1, i + randomInt(random, 1, 3));
    const a = values[i] ?? VALUE_MIN;
    values[i] = values[j] ?? VALUE_MIN;
    values[j] = a;
  }
  return values;
}

/** Three to five distinct values, repeated in random order. */
function fewUnique(random: Random, n: number): number[] {
  const pool = new Set<number>();
  const wanted = randomInt(random, 3, 5);
  while (pool.size < wanted) pool.add(randomInt(random, VALUE_MIN, VALUE_MAX));
  const choices = [...pool];
  return Array.from({ length: n }, () => choices[randomInt(random, 0, choices.length - 1)] ?? VALUE_MIN);
}

/**
 * n integers in VALUE_MIN..VALUE_MAX shaped by the preset. Deterministic: the same (seed, preset, n)
 * always gives the same array, so a shared URL reproduces the exact run.
 */
export function generateInput(seed: number, preset: InputPreset, n: number): number[] {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`Array size must be a whole number ≥ 0, got ${n}`);
  const random = createRandom(seed);
  switch (preset) {
    case 'random':
      return randomValues(random, n);
    case 'nearlySorted':
      return nearlySorted(random, n);
    case 'reversed':
      return ascending(randomValues(random, n)).reverse();
    case 'fewUnique':
      return fewUnique(random, n);
  }
}

/** A search target: a random element of values (deterministic for a seed); null when values is empty. */
export function pickTarget(seed: number, values: readonly number[]): number | null {
  if (values.length === 0) return null;
  // A different stream from generateInput's, so the target does not echo the first generated value.
  const random = createRandom(seed ^ 0x5bd1e995);
  return values[randomInt(random, 0, values.length - 1)] ?? null;
}
