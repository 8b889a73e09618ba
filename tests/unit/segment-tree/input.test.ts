import { describe, expect, it } from 'vitest';
import {
  decodeRangeRunConfig,
  defaultRangeRun,
  encodeRangeRunConfig,
  parseRange,
  parseRangeValues,
  parseUpdate,
} from '@/core/segment-tree';

describe('Segment Trees input', () => {
  it('accepts 1 to 16 whole numbers from -999 to 999 and says what is wrong otherwise', () => {
    expect(parseRangeValues('1, 3 5,7')).toEqual({ ok: true, value: [1, 3, 5, 7] });
    expect(parseRangeValues(' ')).toEqual({
      ok: false,
      message: 'Enter at least one value to build over, separated by commas.',
    });
    expect(parseRangeValues('1, x')).toEqual({ ok: false, message: '"x" is not a whole number.' });
    expect(parseRangeValues('1000')).toEqual({
      ok: false,
      message: '1000 is out of range: values go from -999 to 999.',
    });
    expect(parseRangeValues(Array.from({ length: 17 }, () => '1').join(','))).toEqual({
      ok: false,
      message: 'The trees here are built over at most 16 values; that list has 17.',
    });
  });

  it('reads a range and an update within the array, refusing the rest with a message', () => {
    expect(parseRange('1', '3', 6)).toEqual({ ok: true, value: { left: 1, right: 3 } });
    expect(parseRange('4', '2', 6)).toEqual({
      ok: false,
      message: 'The range starts after it ends: 4 is more than 2.',
    });
    expect(parseRange('0', '6', 6)).toEqual({
      ok: false,
      message: "Index 6 is past the end: the array's indices go from 0 to 5.",
    });
    expect(parseRange('', '2', 6)).toEqual({ ok: false, message: 'Enter where the range starts.' });
    expect(parseRange('-1', '2', 6)).toEqual({
      ok: false,
      message: '"-1" is not an index: use a whole number from 0.',
    });
    expect(parseUpdate('1', '10', 6)).toEqual({ ok: true, value: { index: 1, value: 10 } });
    expect(parseUpdate('1', '', 6)).toEqual({ ok: false, message: 'Enter the new value.' });
  });

  it('shares a run as a link that reopens it, and drops an operation that does not fit the array', () => {
    const run = {
      ...defaultRangeRun(),
      tree: 'min' as const,
      operation: 'query' as const,
      left: 1,
      right: 3,
      speed: 30,
      step: 4,
    };
    const query = encodeRangeRunConfig(run);
    expect(query).toBe('tree=min&values=1%2C3%2C5%2C7%2C9%2C11&op=query&l=1&r=3&speed=30&step=4');
    expect(decodeRangeRunConfig(query)).toEqual(run);
    expect(decodeRangeRunConfig('tree=fenwick&values=1,2&op=update&i=1&v=5')).toMatchObject({
      tree: 'fenwick',
      operation: 'update',
      index: 1,
      value: 5,
    });
    expect(decodeRangeRunConfig('tree=sum&values=1,2&op=query&l=1&r=5')).toMatchObject({ operation: null });
    expect(decodeRangeRunConfig('tree=sum&values=1,zz')).toBeNull();
    expect(decodeRangeRunConfig('values=1,2')).toBeNull();
  });
});
