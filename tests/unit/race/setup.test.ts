import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateInput, isSortedAscending, pickTarget, traceAlgorithm } from '@/core/algorithms';
import {
  decodeRaceSetup,
  defaultRaceSetup,
  encodeRaceSetup,
  normaliseSelection,
  raceInput,
  raceLanes,
  type RaceSetup,
} from '@/core/race';
import { expectedSearchInput } from './helpers';

const fallback = defaultRaceSetup(12345);

describe('race input', () => {
  it('every lane races on the same generated array', () => {
    const setup: RaceSetup = { ...fallback, algorithms: ['bubbleSort', 'quickSort'], seed: 9, size: 25 };
    const input = raceInput(setup);
    expect(input.values).toEqual(generateInput(9, 'random', 25));
    expect(input.target).toBeNull();
    const lanes = raceLanes(input, setup.algorithms);
    expect(lanes.map((lane) => lane.name)).toEqual(['Bubble Sort', 'Quick Sort']);
    for (const lane of lanes) {
      expect(lane.trace.input).toEqual(input.values);
      expect(lane.trace.totals).toEqual(traceAlgorithm(lane.id as never, input.values).totals);
    }
  });

  it('sorts the array when Binary Search races, keeping the target', () => {
    const linear: RaceSetup = {
      ...fallback,
      kind: 'searching',
      algorithms: ['linearSearch'],
      seed: 4,
      size: 30,
    };
    const unsorted = raceInput(linear);
    expect(unsorted.sortedForBinarySearch).toBe(false);
    expect(unsorted.values).toEqual(generateInput(4, 'random', 30));
    const both = raceInput({ ...linear, algorithms: ['linearSearch', 'binarySearch'] });
    expect(both.sortedForBinarySearch).toBe(true);
    expect(isSortedAscending(both.values)).toBe(true);
    expect(both).toMatchObject(expectedSearchInput(4, 'random', 30));
    expect(both.target).toBe(unsorted.target);
    expect(both.target).toBe(pickTarget(4, generateInput(4, 'random', 30)));
  });

  it('uses a custom array and target; an empty target is a random element of the array', () => {
    const custom: RaceSetup = {
      ...fallback,
      kind: 'searching',
      algorithms: ['binarySearch'],
      custom: { values: [9, 3, 7], target: 4 },
    };
    expect(raceInput(custom)).toMatchObject({ values: [3, 7, 9], target: 4, sortedForBinarySearch: true });
    const random = raceInput({ ...custom, custom: { values: [9, 3, 7], target: null } });
    expect([9, 3, 7]).toContain(random.target);
  });
});

describe('race URL', () => {
  it('round-trips a generated race', () => {
    const setup: RaceSetup = {
      kind: 'sorting',
      algorithms: ['selectionSort', 'mergeSort'],
      size: 64,
      seed: 4_000_000_000,
      preset: 'fewUnique',
      custom: null,
      speed: 80,
    };
    const search = encodeRaceSetup(setup).toString();
    expect(search).toBe(
      'tab=sorting&algos=selectionSort%2CmergeSort&size=64&preset=fewUnique&seed=4000000000&speed=80',
    );
    expect(decodeRaceSetup(search, fallback)).toEqual(setup);
  });

  it('round-trips a custom search race (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -500, max: 500 }), { minLength: 2, maxLength: 100 }),
        fc.option(fc.integer({ min: -500, max: 500 })),
        fc.subarray(['linearSearch', 'binarySearch']),
        fc.integer({ min: 10, max: 100 }),
        (values, target, algorithms, speed) => {
          const setup: RaceSetup = {
            kind: 'searching',
            algorithms: algorithms as RaceSetup['algorithms'],
            size: values.length,
            seed: 77,
            preset: 'random',
            custom: { values, target },
            speed,
          };
          const decoded = decodeRaceSetup(encodeRaceSetup(setup).toString(), fallback);
          expect(decoded).toEqual({ ...setup, size: Math.max(2, values.length) });
        },
      ),
    );
  });

  it('ignores what does not belong: other tabs’ algorithms, bad numbers, unknown presets, invalid lists', () => {
    const decoded = decodeRaceSetup(
      'tab=searching&algos=bubbleSort,binarySearch,binarySearch,nope&size=abc&seed=-1&preset=zigzag&speed=500&values=1,x',
      fallback,
    );
    expect(decoded).toEqual({
      kind: 'searching',
      algorithms: ['binarySearch'],
      size: fallback.size,
      seed: 4294967295,
      preset: 'random',
      custom: null,
      speed: 100,
    });
    expect(decodeRaceSetup('', fallback)).toEqual(fallback);
    expect(decodeRaceSetup('size=1000', fallback).size).toBe(100);
    expect(decodeRaceSetup('size=1', fallback).size).toBe(5);
  });

  it('lets only the benchmark parameter ask for 1,000 values, and only where it is accepted', () => {
    const bench = { acceptBenchSize: true };
    expect(decodeRaceSetup('benchSize=1000&size=30', fallback, bench).size).toBe(1000);
    expect(decodeRaceSetup('benchSize=5000', fallback, bench).size).toBe(1000);
    // The default build ignores it.
    expect(decodeRaceSetup('benchSize=1000&size=30', fallback).size).toBe(30);
    expect(decodeRaceSetup('benchSize=1000', fallback).size).toBe(fallback.size);
  });

  it('keeps the selection in catalog order', () => {
    expect(normaliseSelection('sorting', ['quickSort', 'bubbleSort', 'linearSearch'])).toEqual([
      'bubbleSort',
      'quickSort',
    ]);
  });
});
