import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCount } from '@/core/formatCount';

const intlCount = new Intl.NumberFormat('en-US');

describe('formatCount', () => {
  it('groups whole numbers as en-US does', () => {
    fc.assert(
      fc.property(fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), (n) => {
        expect(formatCount(n)).toBe(intlCount.format(n));
      }),
    );
  });

  it('writes the edges of grouping out', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1000)).toBe('1,000');
    expect(formatCount(-1234567)).toBe('-1,234,567');
    expect(formatCount(1_000_000_000_000)).toBe('1,000,000,000,000');
  });

  it('groups only the whole part of a fraction, and leaves what is not finite as it is', () => {
    expect(formatCount(1234.5678)).toBe('1,234.5678');
    expect(formatCount(-0.25)).toBe('-0.25');
    expect(formatCount(Number.NaN)).toBe('NaN');
    expect(formatCount(Number.POSITIVE_INFINITY)).toBe('Infinity');
  });
});
