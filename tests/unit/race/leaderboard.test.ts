import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compareLanes,
  formatSeconds,
  listNames,
  ordinal,
  rankLabel,
  rankLanes,
  standings,
  statusLabel,
  type RankableLane,
} from '@/core/race';

const lane = (name: string, rest: Partial<RankableLane>): RankableLane => ({
  name,
  completed: false,
  timeMs: null,
  progress: 0,
  totalOperations: 100,
  ...rest,
});

describe('leaderboard ordering', () => {
  it('puts completed lanes first by lowest time, then the rest by highest progress', () => {
    const ranked = rankLanes([
      lane('Bubble Sort', { progress: 40 }),
      lane('Merge Sort', { completed: true, timeMs: 4500, progress: 100 }),
      lane('Selection Sort', { progress: 60 }),
      lane('Quick Sort', { completed: true, timeMs: 4200, progress: 100 }),
      lane('Insertion Sort', { progress: 55 }),
    ]);
    expect(ranked.map((entry) => entry.name)).toEqual([
      'Quick Sort',
      'Merge Sort',
      'Selection Sort',
      'Insertion Sort',
      'Bubble Sort',
    ]);
  });

  it('breaks ties by total operations, then by name', () => {
    const ranked = rankLanes([
      lane('Quick Sort', { completed: true, timeMs: 4000, totalOperations: 990 }),
      lane('Merge Sort', { completed: true, timeMs: 4000, totalOperations: 980 }),
      lane('Bubble Sort', { progress: 10, totalOperations: 500 }),
      lane('Alpha', { progress: 10, totalOperations: 500 }),
      lane('Insertion Sort', { progress: 10, totalOperations: 400 }),
    ]);
    expect(ranked.map((entry) => entry.name)).toEqual([
      'Merge Sort',
      'Quick Sort',
      'Insertion Sort',
      'Alpha',
      'Bubble Sort',
    ]);
  });

  it('is a total order that does not depend on the input order (property)', () => {
    const arbitraryLane = fc.record({
      name: fc.constantFrom('Bubble Sort', 'Selection Sort', 'Insertion Sort', 'Merge Sort', 'Quick Sort'),
      completed: fc.boolean(),
      timeMs: fc.integer({ min: 1, max: 50 }).map((t) => t * 100),
      progress: fc.integer({ min: 0, max: 99 }),
      totalOperations: fc.integer({ min: 1, max: 20 }),
    });
    fc.assert(
      fc.property(fc.uniqueArray(arbitraryLane, { selector: (entry) => entry.name, maxLength: 5 }), (raw) => {
        const lanes = raw.map((entry) => ({ ...entry, timeMs: entry.completed ? entry.timeMs : null }));
        const ranked = rankLanes(lanes);
        expect(rankLanes(lanes.slice().reverse())).toEqual(ranked);
        const firstRunning = ranked.findIndex((entry) => !entry.completed);
        if (firstRunning >= 0)
          expect(ranked.slice(firstRunning).every((entry) => !entry.completed)).toBe(true);
        for (let i = 1; i < ranked.length; i++) {
          const before = ranked[i - 1];
          const after = ranked[i];
          if (!before || !after) continue;
          expect(compareLanes(before, after)).toBeLessThan(0);
          if (before.completed && after.completed)
            expect(before.timeMs ?? 0).toBeLessThanOrEqual(after.timeMs ?? 0);
          if (!before.completed && !after.completed)
            expect(before.progress).toBeGreaterThanOrEqual(after.progress);
        }
      }),
    );
  });
});

describe('ties', () => {
  it('lanes that finish on the same tick after the same number of operations share a place', () => {
    const ranked = rankLanes([
      lane('Quick Sort', { completed: true, timeMs: 900, totalOperations: 45 }),
      lane('Insertion Sort', { completed: true, timeMs: 100, totalOperations: 9 }),
      lane('Merge Sort', { progress: 80, totalOperations: 60 }),
      lane('Bubble Sort', { completed: true, timeMs: 100, totalOperations: 9 }),
      lane('Selection Sort', { completed: true, timeMs: 900, totalOperations: 45 }),
    ]);
    expect(ranked.map((entry) => entry.name)).toEqual([
      'Bubble Sort',
      'Insertion Sort',
      'Quick Sort',
      'Selection Sort',
      'Merge Sort',
    ]);
    expect(standings(ranked)).toEqual([
      { place: 1, tied: true },
      { place: 1, tied: true },
      { place: 3, tied: true },
      { place: 3, tied: true },
      { place: 5, tied: false },
    ]);
    expect(
      ranked.map((entry, i) =>
        rankLabel(standings(ranked)[i]?.place ?? 0, entry.completed, standings(ranked)[i]?.tied),
      ),
    ).toEqual(['1st (tie)', '1st (tie)', '3rd (tie)', '3rd (tie)', '5']);
  });

  it('does not tie lanes that finish on the same tick after different numbers of operations', () => {
    const ranked = rankLanes([
      lane('Merge Sort', { completed: true, timeMs: 400, totalOperations: 130 }),
      lane('Heap Sort', { completed: true, timeMs: 400, totalOperations: 120 }),
    ]);
    expect(ranked.map((entry) => entry.name)).toEqual(['Heap Sort', 'Merge Sort']);
    expect(standings(ranked)).toEqual([
      { place: 1, tied: false },
      { place: 2, tied: false },
    ]);
  });

  it('never ties lanes still running', () => {
    const ranked = rankLanes([lane('A', { progress: 50 }), lane('B', { progress: 50 })]);
    expect(standings(ranked)).toEqual([
      { place: 1, tied: false },
      { place: 2, tied: false },
    ]);
  });

  it('names the lanes that tie', () => {
    expect(listNames(['Bubble Sort'])).toBe('Bubble Sort');
    expect(listNames(['Bubble Sort', 'Insertion Sort'])).toBe('Bubble Sort and Insertion Sort');
    expect(listNames(['A', 'B', 'C'])).toBe('A, B and C');
  });
});

describe('leaderboard labels', () => {
  it('shows 1st only for a completed lane', () => {
    expect(rankLabel(1, true)).toBe('1st');
    expect(rankLabel(1, false)).toBe('1');
    expect(rankLabel(3, true)).toBe('3rd');
    expect(rankLabel(4, false)).toBe('4');
    expect(rankLabel(1, true, true)).toBe('1st (tie)');
    expect(rankLabel(2, false, true)).toBe('2');
  });

  it('writes ordinals', () => {
    expect([1, 2, 3, 4, 5, 11, 12, 13, 21, 22, 23, 101, 111].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '5th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '101st',
      '111th',
    ]);
  });

  it("says 'Completed' or 'N% Done', never 100% before the end", () => {
    expect(statusLabel({ completed: true, progress: 100 })).toBe('Completed');
    expect(statusLabel({ completed: false, progress: 0 })).toBe('0% Done');
    expect(statusLabel({ completed: false, progress: 45.9 })).toBe('45% Done');
    expect(statusLabel({ completed: false, progress: 99.99 })).toBe('99% Done');
  });

  it('formats times in seconds with two decimals', () => {
    expect(formatSeconds(0)).toBe('0.00s');
    expect(formatSeconds(4200)).toBe('4.20s');
    expect(formatSeconds(39_400)).toBe('39.40s');
  });
});
