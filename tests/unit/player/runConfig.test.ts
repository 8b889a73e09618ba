import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSortedAscending, SORTING_ALGORITHM_IDS } from '@/core/algorithms';
import { buildRun, decodeRunConfig, encodeRunConfig, type RunConfig } from '@/core/algorithms/runConfig';

const fallback = { size: 30, seed: 1, preset: 'random' as const, speed: 50, step: 0, target: null };

describe('run configuration in a shared URL', () => {
  it('round-trips every valid configuration', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SORTING_ALGORITHM_IDS, 'linearSearch' as const, 'binarySearch' as const),
        fc.integer({ min: 5, max: 100 }),
        fc.integer({ min: 0, max: 0xffffffff }),
        fc.constantFrom(
          'random' as const,
          'nearlySorted' as const,
          'reversed' as const,
          'fewUnique' as const,
        ),
        fc.integer({ min: 10, max: 100 }),
        fc.integer({ min: 0, max: 5000 }),
        (algorithm, size, seed, preset, speed, step) => {
          const searching = algorithm === 'linearSearch' || algorithm === 'binarySearch';
          const config: RunConfig = {
            algorithm,
            size,
            seed,
            preset,
            speed,
            step,
            target: searching ? 42 : null,
          };
          const decoded = decodeRunConfig(encodeRunConfig(config), [algorithm], fallback);
          expect(decoded).toEqual(config);
        },
      ),
    );
  });

  it('ignores URLs for other algorithms and clamps or replaces bad values', () => {
    expect(decodeRunConfig('algo=quickSort', ['bubbleSort'], fallback)).toBeNull();
    expect(decodeRunConfig('', ['bubbleSort'], fallback)).toBeNull();
    expect(
      decodeRunConfig(
        'algo=bubbleSort&size=500&speed=1&seed=abc&preset=zigzag&step=-4&target=9',
        ['bubbleSort'],
        fallback,
      ),
    ).toEqual({
      algorithm: 'bubbleSort',
      size: 100,
      speed: 10,
      seed: 1,
      preset: 'random',
      step: 0,
      target: null,
    });
  });
});

describe('buildRun', () => {
  it('is deterministic for a configuration and sorts binary search input', () => {
    const config: RunConfig = {
      algorithm: 'binarySearch',
      size: 40,
      seed: 99,
      preset: 'random',
      speed: 50,
      step: 0,
      target: null,
    };
    const a = buildRun(config);
    const b = buildRun(config);
    expect(a.values).toEqual(b.values);
    expect(a.target).toBe(b.target);
    expect(isSortedAscending(a.values)).toBe(true);
    expect(a.values).toContain(a.target);
    expect(buildRun({ ...config, algorithm: 'quickSort' }).target).toBeNull();
  });
});

describe('a typed-in array', () => {
  const typed: RunConfig = {
    algorithm: 'binarySearch',
    size: 4,
    seed: 7,
    preset: 'random',
    speed: 50,
    step: 2,
    target: 2.5,
    values: [9, -1, 2.5, 40],
  };

  it('is what the run uses (sorted for binary search), with its target', () => {
    const run = buildRun(typed);
    expect(run.values).toEqual([-1, 2.5, 9, 40]);
    expect(run.target).toBe(2.5);
    expect(run.sortedForSearch).toBe(true);
    expect(buildRun({ ...typed, algorithm: 'bubbleSort', target: null }).trace.input).toEqual([
      9, -1, 2.5, 40,
    ]);
  });

  it('travels in a shared link as `values`, and comes back as typed', () => {
    const query = encodeRunConfig(typed);
    expect(new URLSearchParams(query).get('values')).toBe('9,-1,2.5,40');
    expect(decodeRunConfig(query, ['binarySearch'], fallback)).toEqual(typed);
  });

  it('reads the link by the Custom Input rules: a list it would refuse gives a generated run', () => {
    const refused = decodeRunConfig('algo=bubbleSort&size=12&values=3,x,5', ['bubbleSort'], fallback);
    expect(refused?.values).toBeUndefined();
    expect(refused?.size).toBe(12);
    const single = decodeRunConfig('algo=bubbleSort&values=3', ['bubbleSort'], fallback);
    expect(single?.values).toBeUndefined();
    // Commas and spaces both separate; the size is the list's length.
    const spaced = decodeRunConfig(
      'algo=linearSearch&values=3%20%205,,8&target=abc',
      ['linearSearch'],
      fallback,
    );
    expect(spaced).toMatchObject({ values: [3, 5, 8], size: 3, target: null });
  });
});
