/**
 * The trees the page can start from: random keys, the sorted keys 1..15 (a plain BST's worst case: a
 * list leaning right), and a textbook example. Each gives keys in insertion order; buildTreeKeys turns
 * them into the tree of either variant.
 */
import { createRandom, randomInt } from '../random';

export type TreePreset = 'random' | 'sorted' | 'textbook';

/** The textbook example: a balanced BST of eleven keys, also the tree the page opens with. */
export const TEXTBOOK_KEYS: readonly number[] = [50, 30, 70, 20, 40, 60, 80, 35, 45, 65, 10];
/** 1, 2, …, 15: inserted in order, a plain BST becomes a list of height 15; AVL keeps height 4. */
export const SORTED_KEYS: readonly number[] = Array.from({ length: 15 }, (_, i) => i + 1);
export const RANDOM_SIZE = 12;

/** `count` distinct random keys from 1 to 99, from a seed. */
export function randomKeys(seed: number, count = RANDOM_SIZE): number[] {
  const random = createRandom(seed);
  const keys = new Set<number>();
  while (keys.size < count) keys.add(randomInt(random, 1, 99));
  return [...keys];
}

export function presetKeys(preset: TreePreset, seed: number): number[] {
  switch (preset) {
    case 'random':
      return randomKeys(seed);
    case 'sorted':
      return [...SORTED_KEYS];
    case 'textbook':
      return [...TEXTBOOK_KEYS];
  }
}
