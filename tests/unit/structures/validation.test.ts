/**
 * Dialog input rules (docs/product-rules.md#data-structure-dialogs-and-validation), example-based and
 * property-based.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  enabledOperations,
  validateExistingIndex,
  validateInsertIndex,
  validateOperationInput,
  validateValue,
} from '@/core/structures';

const blanks = fc.constantFrom('', ' ', '  ', '\t');
const integerText = fc
  .tuple(fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }), fc.nat({ max: 3 }), blanks, blanks)
  .map(([n, zeros, before, after]) => {
    const digits = '0'.repeat(zeros) + String(Math.abs(n));
    return { n, text: `${before}${n < 0 ? '-' : ''}${digits}${after}` };
  });

describe('value field', () => {
  it.each([
    ['', 'missing'],
    ['  ', 'missing'],
    ['3.5', 'not-an-integer'],
    ['1e3', 'not-an-integer'],
    ['abc', 'not-an-integer'],
    ['12a', 'not-an-integer'],
    ['0x10', 'not-an-integer'],
    ['--4', 'not-an-integer'],
    ['- 4', 'not-an-integer'],
    ['Infinity', 'not-an-integer'],
    ['NaN', 'not-an-integer'],
    ['99999999999999999999', 'out-of-range'],
  ])('rejects %j as %s', (text, kind) => {
    const result = validateValue(text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.rejection).toMatchObject({ kind, field: 'value' });
  });

  it.each([
    ['-4', -4],
    ['007', 7],
    [' 42 ', 42],
    ['0', 0],
    ['-0', 0],
    ['+5', 5],
  ])('accepts %j as %d', (text, value) => {
    expect(validateValue(text)).toEqual({ ok: true, input: value });
  });

  it('treats a missing field like an empty one', () => {
    expect(validateValue(undefined)).toEqual({ ok: false, rejection: { kind: 'missing', field: 'value' } });
  });

  it('accepts every integer string, with leading zeros and surrounding blanks', () => {
    fc.assert(
      fc.property(integerText, ({ n, text }) => {
        expect(validateValue(text)).toEqual({ ok: true, input: n === 0 ? 0 : n });
      }),
    );
  });

  it('rejects every non-integer number string', () => {
    const nonInteger = fc
      .double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 })
      .filter((x) => !Number.isInteger(x));
    fc.assert(
      fc.property(nonInteger, (x) => {
        expect(validateValue(String(x)).ok).toBe(false);
        expect(validateValue(x.toFixed(2)).ok).toBe(false);
      }),
    );
  });

  it('rejects every string that is not plain digits with an optional sign', () => {
    const notInteger = fc.string().filter((s) => !/^\s*[+-]?\d+\s*$/.test(s));
    fc.assert(
      fc.property(notInteger, (text) => {
        expect(validateValue(text).ok).toBe(false);
      }),
    );
  });
});

describe('index fields', () => {
  it('accepts an insert index from 0 to the length inclusive, and nothing else', () => {
    fc.assert(
      fc.property(fc.nat({ max: 50 }), fc.integer({ min: -60, max: 60 }), (length, index) => {
        const result = validateInsertIndex(String(index), length);
        expect(result.ok).toBe(index >= 0 && index <= length);
        if (result.ok) expect(result.input).toBe(index);
        else expect(result.rejection).toEqual({ kind: 'out-of-range', field: 'index', min: 0, max: length });
      }),
    );
  });

  it('accepts a remove/update index from 0 to length - 1, and nothing else', () => {
    fc.assert(
      fc.property(fc.nat({ max: 50 }), fc.integer({ min: -60, max: 60 }), (length, index) => {
        const result = validateExistingIndex(` ${index}`, length);
        expect(result.ok).toBe(index >= 0 && index < length);
      }),
    );
  });

  it('rejects non-integer indices whatever the length', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 50 }),
        fc.constantFrom('', ' ', '1.5', '1e1', 'two', '0.0'),
        (length, text) => {
          expect(validateInsertIndex(text, length).ok).toBe(false);
          expect(validateExistingIndex(text, length).ok).toBe(false);
        },
      ),
    );
  });
});

describe('whole dialogs', () => {
  const five = [10, 20, 30, 40, 50];

  it('builds the typed input of each operation', () => {
    expect(validateOperationInput('array', 'insert', { value: '7', index: '5' }, five)).toEqual({
      ok: true,
      input: { value: 7, index: 5 },
    });
    expect(validateOperationInput('array', 'update', { value: '-1', index: '4' }, five)).toEqual({
      ok: true,
      input: { value: -1, index: 4 },
    });
    expect(validateOperationInput('linkedList', 'remove', { index: '0' }, five)).toEqual({
      ok: true,
      input: { index: 0 },
    });
    expect(validateOperationInput('stack', 'pop', {}, five)).toEqual({ ok: true, input: {} });
    expect(validateOperationInput('queue', 'enqueue', { value: '3' }, [])).toEqual({
      ok: true,
      input: { value: 3 },
    });
  });

  it('reports the first failing field in dialog order', () => {
    // Insert asks for the value first; Update asks for the index first.
    expect(validateOperationInput('array', 'insert', { value: 'x', index: '99' }, five)).toMatchObject({
      rejection: { field: 'value' },
    });
    expect(validateOperationInput('array', 'update', { value: 'x', index: '99' }, five)).toMatchObject({
      rejection: { field: 'index', kind: 'out-of-range' },
    });
    expect(validateOperationInput('array', 'insert', { value: '1', index: '6' }, five)).toMatchObject({
      rejection: { field: 'index', kind: 'out-of-range', max: 5 },
    });
    expect(validateOperationInput('linkedList', 'insert', { value: '1' }, five)).toMatchObject({
      rejection: { field: 'index', kind: 'missing' },
    });
  });

  it('rejects operations that need an element on an empty collection', () => {
    for (const [structure, op] of [
      ['array', 'remove'],
      ['array', 'update'],
      ['stack', 'pop'],
      ['stack', 'peek'],
      ['queue', 'dequeue'],
      ['queue', 'peek'],
      ['linkedList', 'remove'],
    ] as const) {
      expect(validateOperationInput(structure, op as never, { index: '0', value: '1' }, [])).toEqual({
        ok: false,
        rejection: { kind: 'empty-collection' },
      });
    }
    expect(validateOperationInput('array', 'insert', { index: '0', value: '1' }, []).ok).toBe(true);
    expect(validateOperationInput('linkedList', 'insert', { index: '0', value: '1' }, []).ok).toBe(true);
  });
});

describe('which operations can start', () => {
  it('none while busy (an operation playing or a prediction asked for)', () => {
    expect(enabledOperations('queue', [1, 2], true)).toEqual({ enqueue: false, dequeue: false, peek: false });
    expect(enabledOperations('queue', [1, 2], false)).toEqual({ enqueue: true, dequeue: true, peek: true });
  });
});
