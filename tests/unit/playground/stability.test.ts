import { describe, expect, it } from 'vitest';
import { runJavaScript } from '@/core/playground/javascript/runJavaScript';
import { DEFAULT_RUN_LIMITS } from '@/core/playground/recording';
import { judgeStability, stabilityInput, stabilityRerunNote } from '@/core/playground/stability';
import { TEMPLATES } from '@/core/playground/templates';

const INSERTION_SORT = `function sort(arr) {
  for (let i = 1; i < arr.length; i++) {
    const key = arr[i];
    let j = i - 1;
    while (j >= 0 && arr[j] > key) {
      arr[j + 1] = arr[j];
      j--;
    }
    arr[j + 1] = key;
  }
}
`;

const SELECTION_SORT = `function sort(arr) {
  for (let i = 0; i < arr.length - 1; i++) {
    let min = i;
    for (let j = i + 1; j < arr.length; j++) {
      if (arr[j] < arr[min]) min = j;
    }
    const t = arr[i];
    arr[i] = arr[min];
    arr[min] = t;
  }
}
`;

const COUNTING_SORT = `function sort(arr) {
  const counts = [];
  for (const value of arr) counts[value] = (counts[value] || 0) + 1;
  let k = 0;
  counts.forEach((count, value) => {
    for (let c = 0; c < count; c++) arr[k++] = value;
  });
}
`;

/** Runs `code` as the page's stability check does: count-only, each value tagged with its start. */
function check(code: string, array: number[]) {
  const input = stabilityInput(array);
  const run = runJavaScript(
    {
      language: 'javascript',
      code,
      input: { task: 'sort', array: input },
      limits: DEFAULT_RUN_LIMITS,
      countOnly: true,
      tagOrigins: true,
    },
    { now: () => 0 },
  );
  return { run, verdict: judgeStability(input, run) };
}

describe('the array stability is checked on', () => {
  it('is the learner’s array when it already repeats a value', () => {
    expect(stabilityInput([3, 1, 3, 2])).toEqual([3, 1, 3, 2]);
  });

  it('pairs the values of an array without repeats, keeping where each one is', () => {
    // Sorted: 1 2 | 5 7 | 9 — the 2 takes the 1's value, the 7 the 5's; the 9 has no twin.
    expect(stabilityInput([7, 1, 9, 2, 5])).toEqual([5, 1, 9, 1, 5]);
  });
});

describe('the stability verdict in JavaScript', () => {
  it('tags each value with where it started, and follows it through moves', () => {
    const { run } = check(SELECTION_SORT, [2, 2, 1]);
    expect(run.error).toBeNull();
    expect(run.finalArray).toEqual([1, 2, 2]);
    expect(run.finalOrigins).toEqual([2, 1, 0]);
    expect(run.operations).toEqual([]);
  });

  it('says the sort template (bubble sort) and an insertion sort are stable', () => {
    const stable = {
      stable: true,
      message: 'Stable: equal values keep the order they came in (checked on an array with repeated values).',
    };
    expect(check(TEMPLATES.javascript.sort, [5, 3, 8, 1, 9, 2, 7]).verdict).toEqual(stable);
    expect(check(INSERTION_SORT, [5, 3, 8, 1, 9, 2, 7]).verdict).toEqual(stable);
  });

  it('judges a sort that returns a new sorted array on what it returned', () => {
    const merging = `function mergeSort(values) {
  if (values.length <= 1) return values.slice();
  const mid = values.length >> 1;
  const left = mergeSort(values.slice(0, mid));
  const right = mergeSort(values.slice(mid));
  const out = [];
  while (left.length && right.length) out.push(left[0] <= right[0] ? left.shift() : right.shift());
  return out.concat(left, right);
}
module.exports = mergeSort;
`;
    expect(check(merging, [5, 3, 8, 1, 9, 2, 7]).verdict.stable).toBe(true);
    const unstable = 'const sort = (a) => [...a].sort((x, y) => x - y).reverse().sort((x, y) => x - y);';
    expect(check(unstable, [2, 2, 1]).verdict).toEqual({
      stable: false,
      message:
        'Not stable: two equal values 2, at indices 0 and 1 before the sort, end up the other way round.',
    });
  });

  it('says a selection sort is not stable, naming the two equal values it reordered', () => {
    expect(check(SELECTION_SORT, [2, 2, 1]).verdict).toEqual({
      stable: false,
      message:
        'Not stable: two equal values 2, at indices 0 and 1 before the sort, end up the other way round.',
    });
  });

  it('cannot tell when the sort writes values it works out, or does not sort', () => {
    expect(check(COUNTING_SORT, [3, 1, 2, 1]).verdict).toEqual({
      stable: null,
      message:
        'Stability could not be checked: your sort writes values it works out instead of moving the array’s own.',
    });
    expect(check('function sort(arr) {}', [3, 1, 2, 1]).verdict.stable).toBeNull();
  });

  it('tags nothing unless asked', () => {
    const run = runJavaScript(
      {
        language: 'javascript',
        code: SELECTION_SORT,
        input: { task: 'sort', array: [2, 1] },
        limits: DEFAULT_RUN_LIMITS,
        countOnly: false,
      },
      { now: () => 0 },
    );
    expect(run.finalOrigins).toBeUndefined();
    expect(run.finalArray).toEqual([1, 2]);
  });
});

describe('the note beside the stability line', () => {
  it('says the check runs the sort a second time, while it runs and after', () => {
    expect(stabilityRerunNote('checking')).toBe(
      'Your sort is running a second time for this check, counting only.',
    );
    const { verdict } = check(INSERTION_SORT, [2, 1, 2]);
    expect(verdict.stable).toBe(true);
    expect(stabilityRerunNote(verdict)).toBe(
      'Your sort ran a second time for this check, counting only; the counts, output and steps above are from the first run.',
    );
  });
});
