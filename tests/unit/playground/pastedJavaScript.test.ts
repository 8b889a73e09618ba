import { describe, expect, it } from 'vitest';
import { runJavaScript } from '@/core/playground/javascript/runJavaScript';
import { judge } from '@/core/playground/verdict';
import { DEFAULT_RUN_LIMITS, type TaskInput } from '@/core/playground/recording';

const array = [5, 3, 9, 1, 7, 2, 8, 6, 4, 10];
const sortInput: TaskInput = { task: 'sort', array };
const run = (code: string, input: TaskInput = sortInput, entry?: string) =>
  runJavaScript(
    {
      language: 'javascript',
      code,
      input,
      limits: DEFAULT_RUN_LIMITS,
      countOnly: false,
      ...(entry === undefined ? {} : { entry }),
    },
    { now: () => 0 },
  );

const ES_MODULE_QUICKSORT = `// quicksort.mjs
/**
 * Sorts arr[lo..hi] in place (Lomuto partition).
 * @param {number[]} arr
 */
function partition(arr, lo, hi) {
  const pivot = arr[hi];
  let i = lo;
  for (let j = lo; j < hi; j++) {
    if (arr[j] < pivot) {
      [arr[i], arr[j]] = [arr[j], arr[i]];
      i++;
    }
  }
  [arr[i], arr[hi]] = [arr[hi], arr[i]];
  return i;
}

export function quickSort(arr, lo, hi) {
  if (lo >= hi) return;
  const p = partition(arr, lo, hi);
  quickSort(arr, lo, p - 1);
  quickSort(arr, p + 1, hi);
}

export default quickSort;
`;

const COMMONJS_MERGE_SORT = `'use strict';

const merge = (left, right) => {
  const out = [];
  let i = 0;
  let j = 0;
  while (i < left.length && j < right.length) {
    if (left[i] <= right[j]) out.push(left[i++]);
    else out.push(right[j++]);
  }
  return out.concat(left.slice(i), right.slice(j));
};

function mergeSort(values) {
  if (values.length <= 1) return values.slice();
  const mid = Math.floor(values.length / 2);
  return merge(mergeSort(values.slice(0, mid)), mergeSort(values.slice(mid)));
}

module.exports = { mergeSort, merge };

if (require.main === module) {
  console.log(mergeSort([3, 1, 2]));
}
`;

const HELPERS_AND_ONE_ENTRY = `function swap(a, i, j) {
  const t = a[i];
  a[i] = a[j];
  a[j] = t;
}

function indexOfSmallest(a, from) {
  let best = from;
  for (let k = from + 1; k < a.length; k++) if (a[k] < a[best]) best = k;
  return best;
}

function selection(a) {
  for (let i = 0; i < a.length - 1; i++) swap(a, i, indexOfSmallest(a, i));
}

exports.selection = selection;
`;

const TWO_ROOTS = `function insertion(a) {
  for (let i = 1; i < a.length; i++)
    for (let j = i; j > 0 && a[j - 1] > a[j]; j--) [a[j - 1], a[j]] = [a[j], a[j - 1]];
}

function bubble(a) {
  for (let i = 0; i < a.length; i++)
    for (let j = 0; j + 1 < a.length - i; j++) if (a[j] > a[j + 1]) [a[j], a[j + 1]] = [a[j + 1], a[j]];
}
`;

describe('pasted JavaScript runs as it was written', () => {
  it('an ES module quicksort with lo and hi is called with 0 and n - 1, and says so', () => {
    const result = run(ES_MODULE_QUICKSORT);
    expect(result.error).toBeNull();
    expect(result.finalArray).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(result.call).toBe('quickSort(arr, 0, 9)');
    expect(result.counts.comparisons).toBeGreaterThan(0);
  });

  it('a CommonJS merge sort returning a new array is accepted, and its own test run does not run', () => {
    const result = run(COMMONJS_MERGE_SORT);
    expect(result.error).toBeNull();
    expect(result.output).toEqual([]);
    expect(result.finalArray).toEqual(array);
    expect(result.returned).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(result.call).toBe('mergeSort(arr)');
    expect(judge(sortInput, result)).toEqual({
      ok: true,
      message: 'Sorted: returned a new array with all 10 values in order.',
    });
  });

  it('of a file with two helpers, calls the one function no other calls', () => {
    const result = run(HELPERS_AND_ONE_ENTRY);
    expect(result.error).toBeNull();
    expect(result.call).toBe('selection(arr)');
    expect(result.finalArray).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('asks which function to call when two could be the one, and calls the one picked', () => {
    const asked = run(TWO_ROOTS);
    expect(asked.candidates).toEqual(['insertion', 'bubble']);
    expect(asked.error?.message).toBe(
      'Your code has 2 functions that could be the sort: insertion, bubble. Pick the one to call.',
    );
    const picked = run(TWO_ROOTS, sortInput, 'bubble');
    expect(picked.error).toBeNull();
    expect(picked.call).toBe('bubble(arr)');
    expect(picked.finalArray).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('runs export default function, export const and module.exports = function', () => {
    const sorted = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    const bodies = [
      'export default function (a) {\n  a.sort((x, y) => x - y);\n}\n',
      'export const sort = (a) => {\n  a.sort((x, y) => x - y);\n};\n',
      'module.exports = function (a) {\n  a.sort((x, y) => x - y);\n};\n',
      'function s(a) {\n  a.sort((x, y) => x - y);\n}\nmodule.exports = s;\n',
    ];
    for (const code of bodies) {
      const result = run(code);
      expect(result.error, code).toBeNull();
      expect(result.finalArray, code).toEqual(sorted);
    }
  });

  it('names a function after the task before the roots, and leaves parameters with defaults to them', () => {
    const code = `function log(x) { console.log(x); }
function binarySearch(arr, target, low = 0, high = arr.length - 1) {
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (arr[mid] === target) return mid;
    if (arr[mid] < target) low = mid + 1;
    else high = mid - 1;
  }
  return -1;
}
`;
    const result = run(code, { task: 'search', array: [1, 3, 5, 7, 9], target: 7 });
    expect(result.error).toBeNull();
    expect(result.returned).toBe(3);
    expect(result.call).toBe('binarySearch(arr, target)');
  });

  it('says import is not available, on its line', () => {
    const result = run("import { swap } from './swap.js';\nexport function sort(a) {}\n");
    expect(result.error).toEqual({
      kind: 'syntax',
      message: 'import is not available: your code runs on its own',
      line: 1,
      column: 1,
    });
  });

  it('still tells a syntax error as a script would', () => {
    const result = run('function sort(arr) {\n  let x = ;\n}\n');
    expect(result.error?.message).toBe('SyntaxError: Unexpected token');
    expect(result.error?.line).toBe(2);
  });
});
