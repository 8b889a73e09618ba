import { describe, expect, it } from 'vitest';
import { enumParam, integerParam, listParam } from '@/core/urlParams';

const params = (search: string) => new URLSearchParams(search);

describe('integerParam', () => {
  it('reads plain whole numbers, spaces around them allowed', () => {
    expect(integerParam(params('size=30'), 'size')).toBe(30);
    expect(integerParam(params('seed=-7'), 'seed')).toBe(-7);
    expect(integerParam(params('step=%2012%20'), 'step')).toBe(12);
  });

  it('refuses anything else, missing and too large included', () => {
    for (const raw of ['', '3.5', '1e3', '0x10', '12abc', 'abc', '+4', '99999999999999999999']) {
      expect(integerParam(params(`n=${encodeURIComponent(raw)}`), 'n')).toBeNull();
    }
    expect(integerParam(params('other=1'), 'n')).toBeNull();
  });
});

describe('enumParam', () => {
  const kinds = ['sorting', 'searching'] as const;
  it('reads one of the allowed values, spelt exactly', () => {
    expect(enumParam(params('tab=searching'), 'tab', kinds)).toBe('searching');
    expect(enumParam(params('tab=Searching'), 'tab', kinds)).toBeNull();
    expect(enumParam(params('tab=graphs'), 'tab', kinds)).toBeNull();
    expect(enumParam(params(''), 'tab', kinds)).toBeNull();
  });
});

describe('listParam', () => {
  it('reads comma-separated items as written, an empty parameter as an empty list, a missing one as null', () => {
    expect(listParam(params('algos=bubbleSort,quickSort'), 'algos', 10)).toEqual(['bubbleSort', 'quickSort']);
    expect(listParam(params('algos='), 'algos', 10)).toEqual([]);
    expect(listParam(params('tab=sorting'), 'algos', 10)).toBeNull();
  });
});
