import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as algorithms from '@/core/algorithms';
import { createRandom, hashString, newSeed, randomInt, shuffled } from '@/core/random';

describe('the one seeded generator (src/core/random.ts)', () => {
  it('is what the algorithms module hands out', () => {
    expect(algorithms.createRandom).toBe(createRandom);
    expect(algorithms.randomInt).toBe(randomInt);
    expect(algorithms.newSeed).toBe(newSeed);
  });

  it('newSeed gives a 32-bit unsigned integer', () => {
    for (let i = 0; i < 100; i++) {
      const seed = newSeed();
      expect(Number.isInteger(seed) && seed >= 0 && seed <= 0xffffffff).toBe(true);
    }
  });

  it('shuffled returns a permutation, the same one for the same seed, and leaves the input alone', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.integer({ min: 0, max: 0xffffffff }), (items, seed) => {
        const before = items.slice();
        const a = shuffled(items, createRandom(seed));
        expect(shuffled(items, createRandom(seed))).toEqual(a);
        expect([...a].sort((x, y) => x - y)).toEqual([...items].sort((x, y) => x - y));
        expect(items).toEqual(before);
      }),
    );
  });

  it('hashString is 32-bit FNV-1a: stable seeds from text', () => {
    expect(hashString('')).toBe(0x811c9dc5);
    expect(hashString('a')).toBe(0xe40c292c);
    expect(hashString('foobar')).toBe(0xbf9cf968);
    expect(hashString('same text')).toBe(hashString('same text'));
  });
});
