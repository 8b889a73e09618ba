import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { generateInput, traceAlgorithm } from '@/core/algorithms';
import { runJavaScript } from '@/core/playground/javascript/runJavaScript';
import { DEFAULT_RUN_LIMITS, type RecordedRun } from '@/core/playground/recording';
import { MAX_SHARED_CODE_CHARS } from '@/core/playground/shareLink';
import { TEMPLATES } from '@/core/playground/templates';
import {
  CODE_LANE_ID,
  CODE_LANE_NAME,
  MAX_CODE_LANE_CHARS,
  NOT_SORTED,
  TICK_MS,
  codeLaneResult,
  codeLaneTrace,
  codeTooLongResult,
  createRace,
  createRaceViewStore,
  laneMoves,
  rankLabel,
  statusLabel,
  raceLanes,
} from '@/core/race';
import { frameAt } from '@/core/trace';

const runSort = (code: string, array: readonly number[]): RecordedRun =>
  runJavaScript(
    {
      language: 'javascript',
      code,
      input: { task: 'sort', array },
      limits: DEFAULT_RUN_LIMITS,
      countOnly: false,
    },
    { now: () => 0 },
  );

const INSERTION = `function sort(arr) {
  for (let i = 1; i < arr.length; i++) {
    const key = arr[i];
    let j = i - 1;
    while (j >= 0 && arr[j] > key) {
      arr[j + 1] = arr[j];
      j--;
    }
    arr[j + 1] = key;
  }
}`;

/** Swaps the first two values when they are out of order, and stops there. */
const ONE_PASS = `function sort(arr) {
  if (arr[0] > arr[1]) {
    [arr[0], arr[1]] = [arr[1], arr[0]];
  }
}`;

describe("a recorded run as the 'Your code' lane's trace", () => {
  it('has the run’s comparisons and swaps, and its writes less the two of each swap', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 }), fc.integer({ min: 2, max: 60 }), (seed, size) => {
        const input = generateInput(seed, 'random', size);
        for (const code of [TEMPLATES.javascript.sort, INSERTION]) {
          const run = runSort(code, input);
          const { totals } = codeLaneTrace(input, run);
          expect(totals.comparisons).toBe(run.counts.comparisons);
          expect(totals.swaps).toBe(run.counts.swaps);
          expect(totals.writes + 2 * totals.swaps).toBe(run.counts.writes);
          expect(totals.operations).toBe(run.counts.comparisons + run.counts.swaps + totals.writes);
        }
      }),
      { numRuns: 25 },
    );
  });

  it('ends on the array the learner’s code left, step by step the same array as theirs', () => {
    const input = [5, 3, 9, 1, 7, 2];
    for (const code of [TEMPLATES.javascript.sort, INSERTION, ONE_PASS]) {
      const run = runSort(code, input);
      const trace = codeLaneTrace(input, run);
      expect(frameAt(trace, trace.stepCount).array).toEqual(run.finalArray);
    }
  });

  it('the bubble sort template on a reversed array races with exactly the built-in bubble sort’s counts', () => {
    // Reversed, every pass swaps, so the built-in bubble sort's early exit never cuts a pass short.
    const input = generateInput(42, 'reversed', 30);
    const mine = codeLaneTrace(input, runSort(TEMPLATES.javascript.sort, input)).totals;
    const builtIn = traceAlgorithm('bubbleSort', input, null).totals;
    expect(mine).toEqual(builtIn);
  });

  it('a comparison with a value not read from the array (insertion sort’s key) highlights only the array side', () => {
    const input = [2, 1];
    const trace = codeLaneTrace(input, runSort(INSERTION, input));
    const first = frameAt(trace, 1);
    expect(first.comparing).toBe(true);
    expect(first.highlighted.filter((i) => i >= 0)).toEqual([0, 0]);
  });
});

describe('the result of the learner’s run on the race’s input', () => {
  it('a sort that sorts races as a lane named "Your code", right', () => {
    const input = [4, 2, 3, 1];
    const result = codeLaneResult(input, runSort(TEMPLATES.javascript.sort, input));
    expect(result).toMatchObject({
      kind: 'lane',
      sorted: true,
      verdict: 'Sorted: all 4 values are in order.',
    });
    if (result.kind !== 'lane') throw new Error('expected a lane');
    expect(result.lane).toMatchObject({ id: CODE_LANE_ID, name: CODE_LANE_NAME, wrong: null });
  });

  it('a sort that leaves the array out of order races, marked not sorted, with Your Code’s verdict', () => {
    const input = [4, 2, 3, 1];
    const result = codeLaneResult(input, runSort(ONE_PASS, input));
    expect(result).toMatchObject({
      kind: 'lane',
      sorted: false,
      verdict: 'Not sorted: arr[1] = 4 comes before arr[2] = 3.',
    });
    if (result.kind === 'lane') expect(result.lane.wrong).toBe(NOT_SORTED);
  });

  it('a sort that returns a new sorted array races marked not sorted: its lane shows arr itself', () => {
    const input = [4, 2, 3, 1];
    const result = codeLaneResult(input, runSort('const sort = (a) => [...a].sort((x, y) => x - y);', input));
    expect(result).toMatchObject({
      kind: 'lane',
      sorted: false,
      verdict: 'Your sort returned a new sorted array, and a lane shows arr itself, which it left as it was.',
    });
    if (result.kind === 'lane') expect(result.lane.wrong).toBe(NOT_SORTED);
  });

  it('a run that threw gives no lane, and says so with its line', () => {
    const code = 'function sort(arr) {\n  arr.push(1);\n  null.x;\n}';
    expect(codeLaneResult([2, 1], runSort(code, [2, 1]))).toEqual({
      kind: 'failed',
      message: "Your code: line 3: TypeError: Cannot read properties of null (reading 'x')",
    });
  });

  it('a run stopped at the time limit gives no lane, naming the limit and the line', () => {
    let now = 0;
    const run = runJavaScript(
      {
        language: 'javascript',
        code: 'function sort(arr) {\n  while (true) {\n    arr[0] = arr[1];\n  }\n}',
        input: { task: 'sort', array: [1, 2] },
        limits: DEFAULT_RUN_LIMITS,
        countOnly: false,
      },
      { now: () => (now += 10) },
    );
    const result = codeLaneResult([1, 2], run);
    expect(result.kind).toBe('failed');
    if (result.kind === 'failed')
      expect(result.message).toBe(
        'Your code: line 3: stopped after 2 s: is there a loop that never ends, or recursion that never stops?',
      );
  });
});

describe('the Swaps cell of a lane', () => {
  it('shows the learner’s swaps, or every write (a swap is two) when the code writes values', () => {
    expect(laneMoves({ id: CODE_LANE_ID, swaps: 4, writes: 0 })).toEqual({ count: 4, areWrites: false });
    expect(laneMoves({ id: CODE_LANE_ID, swaps: 1, writes: 5 })).toEqual({ count: 7, areWrites: true });
    expect(laneMoves({ id: 'mergeSort', swaps: 0, writes: 12 })).toEqual({ count: 12, areWrites: true });
    expect(laneMoves({ id: 'bubbleSort', swaps: 3, writes: 0 })).toEqual({ count: 3, areWrites: false });
  });
});

describe('a race with a lane that finishes not sorted', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('ranks it last with no place, says "Not sorted", and does not draw it sorted', () => {
    const input = [4, 2, 3, 1, 6, 5];
    const result = codeLaneResult(input, runSort(ONE_PASS, input));
    if (result.kind !== 'lane') throw new Error('expected a lane');
    const builtIns = raceLanes(
      { kind: 'sorting', values: input, target: null, sortedForBinarySearch: false },
      ['bubbleSort'],
    );
    const lanes = [...builtIns, result.lane];
    const race = createRace({ kind: 'sorting', size: input.length, lanes });
    const store = createRaceViewStore(
      race,
      lanes.map((lane) => lane.trace),
    );
    race.start();
    // The one-pass sort (two operations) finishes long before bubble sort.
    while (!store.getSnapshot().lanes[1]?.completed) vi.advanceTimersByTime(TICK_MS);
    const early = store.getSnapshot();
    const mine = early.lanes[1];
    expect(early.lanes[0]?.completed).toBe(false);
    expect(mine).toMatchObject({ completed: true, wrong: NOT_SORTED, place: null });
    expect(early.ranking.map((lane) => lane.id)).toEqual(['bubbleSort', CODE_LANE_ID]);
    expect(statusLabel(mine!)).toBe('Not sorted');
    expect(rankLabel(2, true, false, Boolean(mine?.wrong))).toBe('–');
    expect(mine?.view.states).toEqual(['default', 'swap', 'swap', 'default', 'default', 'default']);

    while (race.getSnapshot().status !== 'finished') vi.advanceTimersByTime(TICK_MS);
    const end = store.getSnapshot();
    expect(end.ranking.map((lane) => [lane.id, lane.place])).toEqual([
      ['bubbleSort', 1],
      [CODE_LANE_ID, null],
    ]);
  });
});

describe('the size of code a race lane takes', () => {
  it('is the most Your Code keeps and shares', () => {
    expect(MAX_CODE_LANE_CHARS).toBe(MAX_SHARED_CODE_CHARS);
  });

  it('takes code up to the limit', () => {
    expect(codeTooLongResult(TEMPLATES.javascript.sort)).toBeNull();
    expect(codeTooLongResult('x'.repeat(MAX_CODE_LANE_CHARS))).toBeNull();
  });

  it('refuses code over the limit, naming its length and the limit', () => {
    expect(codeTooLongResult('x'.repeat(MAX_CODE_LANE_CHARS + 1))).toEqual({
      kind: 'failed',
      message:
        'Your code is 10,001 characters long; a race lane takes at most 10,000: shorten it in Your Code.',
    });
    expect(codeTooLongResult(`// ${'x'.repeat(4 * 1024 * 1024)}`)?.message).toBe(
      'Your code is 4,194,307 characters long; a race lane takes at most 10,000: shorten it in Your Code.',
    );
  });
});
