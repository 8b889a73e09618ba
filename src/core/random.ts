/**
 * The one seeded random generator: the visualiser's and the race's inputs, and the study tool's quiz and
 * flashcard order, are reproducible from a seed. Not for anything secret.
 */

/** A seeded pseudo-random source: floats in [0, 1). The same seed always gives the same sequence. */
export type Random = () => number;

/** mulberry32: a tiny 32-bit PRNG, plenty for shuffling teaching inputs and study cards. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A uniformly chosen integer in min..max (inclusive). */
export function randomInt(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

/** A fresh seed for a new run (a 32-bit unsigned integer, short enough for a URL). */
export function newSeed(): number {
  return Math.floor(Math.random() * 4294967296) >>> 0;
}

/** A stable seed from a string (FNV-1a, 32-bit): the same text always gives the same sequence. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A shuffled copy (Fisher-Yates). */
export function shuffled<T>(items: readonly T[], random: Random): T[] {
  const copy = items.slice();
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}
