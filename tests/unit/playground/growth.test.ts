import { describe, expect, it } from 'vitest';
import { VALUE_MAX } from '@/core/algorithms/presets';
import {
  endingText,
  GROWTH_MAX_OPERATIONS,
  GROWTH_SIZES,
  GROWTH_TIME_LIMIT_MS,
  growthInput,
  measureGrowth,
  readGrowth,
  readingText,
  referenceCurves,
  type GrowthPoint,
  type GrowthRequest,
} from '@/core/playground/growth';
import { runJavaScript } from '@/core/playground/javascript/runJavaScript';
import type { RecordedRun, RunRequest } from '@/core/playground/recording';
import { TEMPLATES } from '@/core/playground/templates';

const SIZES = [8, 16, 32, 64, 128, 256, 512, 1024];
const points = (comparisons: (n: number) => number, writes: (n: number) => number = () => 0) =>
  SIZES.map((n) => ({ n, comparisons: Math.round(comparisons(n)), writes: Math.round(writes(n)) }));
const log2 = Math.log2;

describe('reading how the counts grow', () => {
  it('names each shape from exact counts', () => {
    expect(readGrowth(points((n) => (n * (n - 1)) / 2))?.shape).toBe('n²');
    expect(readGrowth(points((n) => n * log2(n) - n + 1))?.shape).toBe('n log n');
    expect(readGrowth(points((n) => n - 1))?.shape).toBe('n');
    expect(readGrowth(points((n) => log2(n) + 1))?.shape).toBe('log n');
    expect(readGrowth(points(() => 3))?.shape).toBe('constant');
    expect(readGrowth(points((n) => n ** 3 / 6))?.shape).toBe('n³');
  });

  it('keeps its reading when the counts wobble by up to a fifth from size to size', () => {
    const wobble = (i: number) => 1 + 0.2 * Math.sin(i * 2.3);
    const noisy = (shape: (n: number) => number) =>
      SIZES.map((n, i) => ({ n, comparisons: Math.round(shape(n) * wobble(i)), writes: 0 }));
    expect(readGrowth(noisy((n) => (n * n) / 4))?.shape).toBe('n²');
    expect(readGrowth(noisy((n) => 2 * n * log2(n)))?.shape).toBe('n log n');
    expect(readGrowth(noisy((n) => n / 2))?.shape).toBe('n');
  });

  it('reads the comparisons, or the writes when there are fewer than half as many comparisons', () => {
    const reading = readGrowth(
      points(
        () => 0,
        (n) => 2 * n,
      ),
    );
    expect(reading).toEqual({ shape: 'n', series: 'writes' });
    // Bubble sort on random arrays: about as many writes as comparisons; the comparisons are read.
    expect(
      readGrowth(
        points(
          (n) => (n * (n - 1)) / 2,
          (n) => (n * (n - 1)) / 2 + n,
        ),
      )?.series,
    ).toBe('comparisons');
    expect(
      readGrowth(
        points(
          (n) => n,
          (n) => 3 * n,
        ),
      )?.series,
    ).toBe('writes');
    // Selection sort: comparisons grow like n², its writes like n; the comparisons are read.
    expect(
      readGrowth(
        points(
          (n) => (n * (n - 1)) / 2,
          (n) => 2 * (n - 1),
        ),
      ),
    ).toEqual({
      shape: 'n²',
      series: 'comparisons',
    });
  });

  it('needs three sizes with a count above zero', () => {
    const two: GrowthPoint[] = [
      { n: 8, comparisons: 28, writes: 0 },
      { n: 16, comparisons: 120, writes: 0 },
    ];
    expect(readGrowth(two)).toBeNull();
    expect(readGrowth([...two, { n: 32, comparisons: 0, writes: 0 }])).toBeNull();
    expect(readGrowth([...two, { n: 32, comparisons: 496, writes: 0 }])?.shape).toBe('n²');
    expect(readingText(null, 'sort')).toBe('Too few sizes ran to read how it grows.');
  });

  it('says the reading in words', () => {
    expect(readingText({ shape: 'n²', series: 'comparisons' }, 'sort')).toBe(
      'Your sort grows like n² (fitted to its comparisons).',
    );
    expect(readingText({ shape: 'log n', series: 'comparisons' }, 'search')).toBe(
      'Your search grows like log n (fitted to its comparisons).',
    );
    expect(readingText({ shape: 'constant', series: 'comparisons' }, 'search')).toBe(
      'Your search does not grow with n (fitted to its comparisons).',
    );
  });
});

describe('the reference curves', () => {
  it('are scaled to the series read, so the one that matches its shape runs through its points', () => {
    const measured = points(
      (n) => 3 * n * n,
      (n) => n,
    );
    const curves = referenceCurves(measured);
    expect(Object.keys(curves ?? {})).toEqual(['n', 'n log n', 'n²']);
    curves?.['n²']?.forEach((value, i) => expect(value).toBeCloseTo(3 * (SIZES[i] ?? 0) ** 2, 6));
    // The others cross the points in the middle: below them at one end, above at the other.
    const linear = curves?.n ?? [];
    expect(linear[0]).toBeGreaterThan(measured[0]?.comparisons ?? 0);
    expect(linear.at(-1)).toBeLessThan(measured.at(-1)?.comparisons ?? 0);
  });

  it('are absent when nothing was counted', () => {
    expect(referenceCurves(points(() => 0))).toBeNull();
  });
});

describe('the inputs of each size', () => {
  it('are the preset chosen at that size, and a search looks for a value never in the array', () => {
    const sorted = growthInput('sort', 'sorted', 64, 7);
    expect(sorted.task === 'sort' && sorted.array).toHaveLength(64);
    expect(sorted.task === 'sort' && [...sorted.array].sort((a, b) => a - b)).toEqual(
      sorted.task === 'sort' && sorted.array,
    );
    const search = growthInput('search', 'random', 1024, 7);
    expect(search.task === 'search' && search.target).toBe(VALUE_MAX + 1);
    expect(search.task === 'search' && search.array.includes(VALUE_MAX + 1)).toBe(false);
  });
});

/** A run with these counts and, for a sort, a sorted array of the input's length. */
const finishedRun = (request: RunRequest, comparisons: number, writes = 0): RecordedRun => {
  const array = request.input.task === 'bfs' ? null : [...request.input.array].sort((a, b) => a - b);
  return {
    operations: [],
    counts: { reads: 0, writes, swaps: 0, comparisons, visits: 0, edges: 0 },
    output: [],
    outputTruncated: false,
    returned: request.input.task === 'search' ? -1 : null,
    finalArray: array,
    error: null,
  };
};

const SORT: GrowthRequest = { language: 'javascript', code: 'sort', task: 'sort', preset: 'random', seed: 3 };

describe('measuring every size', () => {
  it('runs each size counting only, under the operation budget and the time that is left', async () => {
    const requests: RunRequest[] = [];
    let clock = 0;
    const seen: GrowthPoint[] = [];
    const result = await measureGrowth(SORT, {
      now: () => clock,
      run: (request) => {
        requests.push(request);
        clock += 100;
        const n = request.input.task === 'sort' ? request.input.array.length : 0;
        return Promise.resolve(finishedRun(request, n * n, n));
      },
      onPoint: (point) => seen.push(point),
    });
    expect(result.ending).toEqual({ kind: 'complete' });
    expect(result.points.map((point) => point.n)).toEqual(GROWTH_SIZES);
    expect(seen).toEqual(result.points);
    expect(result.points[2]).toEqual({ n: 32, comparisons: 1024, writes: 32 });
    expect(requests.every((request) => request.countOnly)).toBe(true);
    expect(requests.map((request) => request.limits.maxMillis)).toEqual(
      GROWTH_SIZES.map((_, i) => GROWTH_TIME_LIMIT_MS - 100 * i),
    );
    expect(requests[0]?.limits.maxOperations).toBe(GROWTH_MAX_OPERATIONS);
    expect(endingText(result.ending, result.points)).toBe('Ran every size from 8 to 1,024.');
  });

  it('stops at the size that runs out of the 5 s, and keeps the sizes before it', async () => {
    let clock = 0;
    const result = await measureGrowth(SORT, {
      now: () => clock,
      run: (request) => {
        const n = request.input.task === 'sort' ? request.input.array.length : 0;
        // Each size takes n * 10 ms: 8 + 16 + 32 + 64 + 128 sizes fit in 2.48 s, 256 would end at 5.04 s.
        if (clock + n * 10 > GROWTH_TIME_LIMIT_MS) {
          clock = GROWTH_TIME_LIMIT_MS;
          return Promise.resolve({
            ...finishedRun(request, 0),
            error: { kind: 'timeout', message: 'stopped after 2.52 s', line: 4, column: 1 },
          });
        }
        clock += n * 10;
        return Promise.resolve(finishedRun(request, n * n));
      },
    });
    expect(result.ending).toEqual({ kind: 'time-limit', n: 256 });
    expect(result.points.map((point) => point.n)).toEqual([8, 16, 32, 64, 128]);
    expect(endingText(result.ending, result.points)).toBe(
      'Stopped at n = 256: time limit (5 s for all sizes); plotted up to n = 128.',
    );
    expect(endingText(result.ending, [])).toBe('Stopped at n = 256: time limit (5 s for all sizes).');
  });

  it('does not start a size once the time is spent', async () => {
    let clock = 0;
    const ran: number[] = [];
    const result = await measureGrowth(SORT, {
      now: () => clock,
      run: (request) => {
        ran.push(request.input.task === 'sort' ? request.input.array.length : 0);
        clock += 2_500;
        return Promise.resolve(finishedRun(request, 1));
      },
    });
    expect(ran).toEqual([8, 16]);
    expect(result.ending).toEqual({ kind: 'time-limit', n: 32 });
  });

  it('stops at an error with the message Run would give, and at a wrong result with its verdict', async () => {
    const failing = await measureGrowth(SORT, {
      now: () => 0,
      run: (request) =>
        Promise.resolve(
          request.input.task === 'sort' && request.input.array.length === 16
            ? {
                ...finishedRun(request, 0),
                error: { kind: 'exception', message: 'TypeError: x is undefined', line: 3, column: 5 },
              }
            : finishedRun(request, 4),
        ),
    });
    expect(failing.ending).toEqual({ kind: 'error', n: 16, message: 'line 3: TypeError: x is undefined' });
    expect(failing.points).toHaveLength(1);
    expect(endingText(failing.ending, failing.points)).toBe(
      'Stopped at n = 16: line 3: TypeError: x is undefined',
    );

    const unsorted = await measureGrowth(SORT, {
      now: () => 0,
      run: (request) => Promise.resolve({ ...finishedRun(request, 1), finalArray: [2, 1, 3, 4, 5, 6, 7, 8] }),
    });
    expect(unsorted.ending).toEqual({
      kind: 'error',
      n: 8,
      message: 'Not sorted: arr[0] = 2 comes before arr[1] = 1.',
    });
  });

  it('ends where Stop was pressed', async () => {
    const result = await measureGrowth(SORT, {
      now: () => 0,
      run: (request) =>
        Promise.resolve(
          request.input.task === 'sort' && request.input.array.length === 64
            ? {
                ...finishedRun(request, 0),
                error: { kind: 'stopped', message: 'stopped', line: null, column: null },
              }
            : finishedRun(request, 1),
        ),
    });
    expect(result.ending).toEqual({ kind: 'stopped', n: 64 });
    expect(result.points.map((point) => point.n)).toEqual([8, 16, 32]);
    expect(endingText(result.ending, result.points)).toBe('Stopped at n = 64; plotted up to n = 32.');
    expect(endingText(result.ending, [])).toBe('Stopped at n = 64.');
  });
});

/** A learner's functions, measured for real in the JavaScript runner (sizes up to 128 keep the test quick). */
const countsOf = (code: string, task: 'sort' | 'search', preset: 'random' | 'sorted') =>
  [8, 16, 32, 64, 128].map((n) => {
    const run = runJavaScript(
      {
        language: 'javascript',
        code,
        input: growthInput(task, preset, n, 11),
        limits: { maxOperations: GROWTH_MAX_OPERATIONS, maxMillis: 60_000, maxOutputLines: 0 },
        countOnly: true,
      },
      { now: () => performance.now() },
    );
    expect(run.error).toBeNull();
    return { n, comparisons: run.counts.comparisons, writes: run.counts.writes };
  });

const BINARY_SEARCH = `function search(arr, target) {
  let lo = 0, hi = arr.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (arr[mid] === target) return mid;
    if (arr[mid] < target) lo = mid + 1; else hi = mid - 1;
  }
  return -1;
}`;

const MERGE_SORT = `function sort(arr) {
  const merge = (lo, mid, hi) => {
    const left = [], right = [];
    for (let i = lo; i < mid; i++) left.push(arr[i]);
    for (let i = mid; i < hi; i++) right.push(arr[i]);
    let i = 0, j = 0, k = lo;
    while (i < left.length && j < right.length) {
      if (left[i] <= right[j]) { arr[k++] = left[i++]; } else { arr[k++] = right[j++]; }
    }
    while (i < left.length) arr[k++] = left[i++];
    while (j < right.length) arr[k++] = right[j++];
  };
  const split = (lo, hi) => {
    if (hi - lo < 2) return;
    const mid = (lo + hi) >> 1;
    split(lo, mid);
    split(mid, hi);
    merge(lo, mid, hi);
  };
  split(0, arr.length);
}`;

describe('real functions, read', () => {
  it('the bubble sort template grows like n², the linear search template like n', () => {
    expect(readGrowth(countsOf(TEMPLATES.javascript.sort, 'sort', 'random'))?.shape).toBe('n²');
    expect(readGrowth(countsOf(TEMPLATES.javascript.search, 'search', 'random'))?.shape).toBe('n');
  });

  it('a binary search on sorted arrays grows like log n, a merge sort like n log n', () => {
    expect(readGrowth(countsOf(BINARY_SEARCH, 'search', 'sorted'))?.shape).toBe('log n');
    expect(readGrowth(countsOf(MERGE_SORT, 'sort', 'random'))?.shape).toBe('n log n');
  });
});
