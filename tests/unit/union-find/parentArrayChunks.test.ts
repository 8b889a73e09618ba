import { describe, expect, it } from 'vitest';
import {
  COLUMN_WIDTH,
  HEADER_WIDTH,
  parentArrayChunks,
} from '@/features/data-structures/union-find/parentArrayChunks';

const tableWidth = (chunk: readonly number[]) => HEADER_WIDTH + chunk.length * COLUMN_WIDTH;

describe('parentArrayChunks', () => {
  it('keeps one table where every column fits', () => {
    expect(parentArrayChunks(10, 800)).toEqual([[0, 1, 2, 3, 4, 5, 6, 7, 8, 9]]);
  });

  it('stacks 10 elements in a 311 px phone box into even tables that each fit, every element once', () => {
    const chunks = parentArrayChunks(10, 311);
    expect(chunks).toEqual([
      [0, 1, 2, 3, 4],
      [5, 6, 7, 8, 9],
    ]);
    expect(chunks.every((chunk) => tableWidth(chunk) <= 311)).toBe(true);
  });

  it('stacks 16 elements in 200 px into as many tables as they need', () => {
    const chunks = parentArrayChunks(16, 200);
    expect(chunks.flat()).toEqual(Array.from({ length: 16 }, (_, x) => x));
    expect(chunks.every((chunk) => tableWidth(chunk) <= 200)).toBe(true);
  });

  it('keeps one table until the width is known, and none for no elements', () => {
    expect(parentArrayChunks(3, 0)).toEqual([[0, 1, 2]]);
    expect(parentArrayChunks(0, 300)).toEqual([]);
  });
});
