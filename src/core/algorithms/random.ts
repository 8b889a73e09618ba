/** A seeded pseudo-random source: floats in [0, 1). The same seed always gives the same sequence. */
export type Random = () => number;

/** mulberry32: a tiny 32-bit PRNG, plenty for shuffling teaching inputs (not for anything secret). */
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
