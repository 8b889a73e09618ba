import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CUSTOM_INPUT_ERRORS,
  formatNumbers,
  parseCustomInput,
  parseCustomTarget,
  parseCustomValues,
  parseNumberToken,
} from '@/core/race';

const separator = fc.constantFrom(',', ' ', ', ', '\n', '\t', ' ,  ', ',\n');

/** Joins values with randomly chosen separators, with optional separators around the whole list. */
const joined = (values: readonly number[], seps: readonly string[], around: [string, string]) =>
  around[0] +
  values.map((value, i) => (i === 0 ? '' : (seps[i - 1] ?? ',')) + String(value)).join('') +
  around[1];

describe('custom input: the array', () => {
  it('reads numbers separated by commas or whitespace', () => {
    expect(parseCustomValues('5, 3, 8')).toEqual({ ok: true, value: [5, 3, 8] });
    expect(parseCustomValues('5 3\n8\t1')).toEqual({ ok: true, value: [5, 3, 8, 1] });
    expect(parseCustomValues(' 12,7 ,  -4, 2.5, +9, .5, 1e2 ')).toEqual({
      ok: true,
      value: [12, 7, -4, 2.5, 9, 0.5, 100],
    });
  });

  it('any list of 2 to 100 integers round-trips (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -1_000_000, max: 1_000_000 }), { minLength: 2, maxLength: 100 }),
        fc.array(separator, { minLength: 99, maxLength: 99 }),
        fc.tuple(fc.constantFrom('', ' ', '\n', ','), fc.constantFrom('', ' ', '\n', ',')),
        (values, seps, around) => {
          expect(parseCustomValues(joined(values, seps, around))).toEqual({ ok: true, value: values });
          expect(parseCustomValues(formatNumbers(values))).toEqual({ ok: true, value: values });
        },
      ),
    );
  });

  it("any token that is not a number yields its own 'Invalid number: X' (property)", () => {
    const notANumber = fc
      .string({ minLength: 1, maxLength: 12, unit: 'binary' })
      .filter((token) => !/[\s,]/.test(token) && !Number.isFinite(Number(token)));
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 100 }), { maxLength: 5 }),
        notANumber,
        fc.array(fc.integer({ min: 0, max: 100 }), { maxLength: 5 }),
        (before, token, after) => {
          const text = [...before.map(String), token, ...after.map(String)].join(', ');
          expect(parseCustomValues(text)).toEqual({ ok: false, error: `Invalid number: ${token}` });
        },
      ),
    );
  });

  it('names the first invalid token', () => {
    expect(parseCustomValues('1, abc, 2, x')).toEqual({ ok: false, error: 'Invalid number: abc' });
    for (const token of ['12abc', '0x10', 'Infinity', 'NaN', '1e999', '--1', '1.2.3', '½', '٣']) {
      expect(parseCustomValues(`4 ${token} 5`)).toEqual({
        ok: false,
        error: CUSTOM_INPUT_ERRORS.invalidNumber(token),
      });
    }
  });

  it('needs at least 2 numbers and at most 100', () => {
    expect(parseCustomValues('')).toEqual({ ok: false, error: 'Please enter at least 2 numbers' });
    expect(parseCustomValues(' , ')).toEqual({ ok: false, error: 'Please enter at least 2 numbers' });
    expect(parseCustomValues('42')).toEqual({ ok: false, error: 'Please enter at least 2 numbers' });
    const hundred = Array.from({ length: 100 }, (_, i) => i).join(',');
    expect(parseCustomValues(hundred).ok).toBe(true);
    expect(parseCustomValues(`${hundred},100`)).toEqual({ ok: false, error: 'Maximum array size is 100' });
  });

  it('reads -0 as 0', () => {
    expect(parseCustomValues('-0, 1')).toEqual({ ok: true, value: [0, 1] });
    expect(Object.is(parseNumberToken('-0'), -0)).toBe(true);
  });
});

describe('custom input: the search target', () => {
  it('is optional: empty means a random element', () => {
    expect(parseCustomTarget('')).toEqual({ ok: true, value: null });
    expect(parseCustomTarget('   ')).toEqual({ ok: true, value: null });
  });

  it('must be a valid number when given', () => {
    expect(parseCustomTarget(' 42 ')).toEqual({ ok: true, value: 42 });
    expect(parseCustomTarget('-3.5')).toEqual({ ok: true, value: -3.5 });
    for (const text of ['abc', '4 2', '1,2', 'NaN']) {
      expect(parseCustomTarget(text)).toEqual({ ok: false, error: 'Search target must be a valid number' });
    }
  });

  it('is checked only for searching, and both errors are reported together', () => {
    expect(parseCustomInput('1 2 3', 'x', false)).toEqual({
      ok: true,
      value: { values: [1, 2, 3], target: null },
    });
    expect(parseCustomInput('1 2 3', '2', true)).toEqual({
      ok: true,
      value: { values: [1, 2, 3], target: 2 },
    });
    expect(parseCustomInput('1', 'x', true)).toEqual({
      ok: false,
      errors: ['Please enter at least 2 numbers', 'Search target must be a valid number'],
    });
  });
});
