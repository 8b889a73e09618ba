import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSortedAscending, SORTING_ALGORITHM_IDS } from '@/core/algorithms';
import { buildRun, decodeRunConfig, encodeRunConfig, type RunConfig } from '@/core/player/runConfig';

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
