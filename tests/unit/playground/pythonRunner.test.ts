import { loadPyodide } from 'pyodide';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPythonSession, type PythonSession } from '@/player-ui/code-runner/python/pythonSession';
import { OUTPUT_CAPS, OUTPUT_CUT_NOTE } from '@/core/playground/outputCaps';
import type { RunRequest, TaskInput } from '@/core/playground/recording';
import { judgeStability, stabilityInput } from '@/core/playground/stability';
import { TEMPLATES } from '@/core/playground/templates';

/**
 * A Python clock that each look moves on by 10 ms, so the time limit is reached without waiting. It is
 * Python, as the harness's own clock is: nothing of JavaScript is handed to the learner's Python.
 */
const TICKING_CLOCK = `
_ticks = [0]
def _clock():
    _ticks[0] += 10
    return _ticks[0]
`;
let session: PythonSession;

beforeAll(async () => {
  // Loaded once for the file: Pyodide takes seconds to start. Its `js` module is an empty object, as in
  // the worker.
  const pyodide = await loadPyodide({ jsglobals: Object.create(null) as object });
  session = createPythonSession(pyodide, { pythonClock: TICKING_CLOCK });
}, 120_000);

const LIMITS = { maxOperations: 1_000_000, maxMillis: 2_000, maxOutputLines: 200 };

function run(code: string, input: TaskInput, overrides: Partial<RunRequest> = {}) {
  return session.run({ language: 'python', code, input, limits: LIMITS, countOnly: false, ...overrides });
}

const sortOf = (array: number[]): TaskInput => ({ task: 'sort', array });

const BUBBLE_SORT = `def sort(arr):
    n = len(arr)
    for i in range(n):
        for j in range(n - 1 - i):
            if arr[j] > arr[j + 1]:
                arr[j], arr[j + 1] = arr[j + 1], arr[j]
`;

describe('the Python sort template', () => {
  it('records each read, comparison and swap with the line it happened on', () => {
    const result = run(BUBBLE_SORT, sortOf([3, 1, 2]));
    expect(result.error).toBeNull();
    expect(result.finalArray).toEqual([1, 2, 3]);
    expect(result.returned).toBeNull();
    expect(result.operations.slice(0, 6)).toEqual([
      { kind: 'read', index: 0, value: 3, line: 5 },
      { kind: 'read', index: 1, value: 1, line: 5 },
      { kind: 'compare', left: 3, right: 1, leftIndex: 0, rightIndex: 1, line: 5 },
      { kind: 'read', index: 1, value: 1, line: 6 },
      { kind: 'read', index: 0, value: 3, line: 6 },
      { kind: 'swap', i: 0, j: 1, line: 6 },
    ]);
    expect(result.counts).toEqual({ reads: 10, writes: 4, swaps: 2, comparisons: 3, visits: 0, edges: 0 });
  });

  it('records a write that is not half of an exchange as a write, with the value it replaced', () => {
    const code = `def sort(arr):
    smallest = min(arr[0], arr[1])
    arr[1] = 9
    arr[0] = smallest
`;
    const result = run(code, sortOf([5, 4]));
    expect(result.operations.filter((operation) => operation.kind === 'write')).toEqual([
      { kind: 'write', index: 1, value: 9, previous: 4, line: 3 },
      { kind: 'write', index: 0, value: 4, previous: 5, line: 4 },
    ]);
    expect(result.operations.some((operation) => operation.kind === 'compare' && operation.line === 2)).toBe(
      true,
    );
    expect(result.finalArray).toEqual([4, 9]);
  });

  it('folds a swap written with a temporary variable into one swap', () => {
    const code = `def sort(arr):
    t = arr[0]
    arr[0] = arr[1]
    arr[1] = t
`;
    const result = run(code, sortOf([2, 1]));
    expect(result.operations.at(-1)).toEqual({ kind: 'swap', i: 0, j: 1, line: 4 });
    expect(result.counts).toMatchObject({ writes: 2, swaps: 1 });
  });

  it('records a comparison with a plain number with no index on that side', () => {
    const result = run('def sort(arr):\n    if 5 < arr[0]:\n        pass\n', sortOf([7]));
    expect(result.operations).toContainEqual({
      kind: 'compare',
      left: 7,
      right: 5,
      leftIndex: 0,
      rightIndex: null,
      line: 2,
    });
  });

  it('only counts when asked for counts, and says nothing of what the array does not know', () => {
    const result = run(BUBBLE_SORT, sortOf([4, 3, 2, 1]), { countOnly: true });
    expect(result.operations).toEqual([]);
    expect(result.counts).toEqual({ reads: 24, writes: 12, swaps: 6, comparisons: 6, visits: 0, edges: 0 });
    expect(result.finalArray).toEqual([1, 2, 3, 4]);
  });
});

describe('the stability check in Python', () => {
  const INSERTION_SORT = `def sort(arr):
    for i in range(1, len(arr)):
        key = arr[i]
        j = i - 1
        while j >= 0 and arr[j] > key:
            arr[j + 1] = arr[j]
            j -= 1
        arr[j + 1] = key
`;
  const SELECTION_SORT = `def sort(arr):
    for i in range(len(arr) - 1):
        smallest = i
        for j in range(i + 1, len(arr)):
            if arr[j] < arr[smallest]:
                smallest = j
        arr[i], arr[smallest] = arr[smallest], arr[i]
`;
  const check = (code: string, array: number[]) => {
    const input = stabilityInput(array);
    const result = run(code, sortOf(input), { countOnly: true, tagOrigins: true });
    return { result, verdict: judgeStability(input, result) };
  };

  it('tags each value with where it started and follows it through moves', () => {
    const { result } = check(SELECTION_SORT, [2, 2, 1]);
    expect(result.error).toBeNull();
    expect(result.finalArray).toEqual([1, 2, 2]);
    expect(result.finalOrigins).toEqual([2, 1, 0]);
    expect(result.operations).toEqual([]);
  });

  it('says the sort template and an insertion sort are stable, and a selection sort is not', () => {
    expect(check(TEMPLATES.python.sort, [5, 3, 8, 1, 9, 2, 7]).verdict.stable).toBe(true);
    expect(check(INSERTION_SORT, [5, 3, 8, 1, 9, 2, 7]).verdict.stable).toBe(true);
    expect(check(SELECTION_SORT, [2, 2, 1]).verdict).toEqual({
      stable: false,
      message:
        'Not stable: two equal values 2, at indices 0 and 1 before the sort, end up the other way round.',
    });
  });

  it('cannot tell when the sort writes values it works out', () => {
    const code = `def sort(arr):
    arr[:] = [value + 0 for value in sorted(arr)]
`;
    expect(check(code, [3, 1, 2, 1]).verdict.stable).toBeNull();
  });

  it('tags nothing unless asked', () => {
    expect(run(SELECTION_SORT, sortOf([2, 1])).finalOrigins).toBeUndefined();
  });
});

describe('the Python search template', () => {
  it('records the probes and returns the index found', () => {
    const code = `def search(arr, target):
    lo, hi = 0, len(arr) - 1
    while lo <= hi:
        mid = (lo + hi) // 2
        if arr[mid] == target:
            return mid
        if arr[mid] < target:
            lo = mid + 1
        else:
            hi = mid - 1
    return -1
`;
    const result = run(code, { task: 'search', array: [1, 3, 5, 7, 9], target: 7 });
    expect(result.returned).toBe(3);
    expect(result.operations.filter((operation) => operation.kind === 'compare')).toEqual([
      { kind: 'compare', left: 5, right: 7, leftIndex: 2, rightIndex: null, line: 5 },
      { kind: 'compare', left: 5, right: 7, leftIndex: 2, rightIndex: null, line: 7 },
      { kind: 'compare', left: 7, right: 7, leftIndex: 3, rightIndex: null, line: 5 },
    ]);
  });
});

describe('the Python BFS template', () => {
  it('records each vertex visited and each neighbour read, and returns the order', () => {
    const code = `from collections import deque

def bfs(graph, source):
    order = []
    seen = {source}
    queue = deque([source])
    while queue:
        vertex = queue.popleft()
        order.append(vertex)
        for neighbour in graph[vertex]:
            if neighbour not in seen:
                seen.add(neighbour)
                queue.append(neighbour)
    return order
`;
    const adjacency = { A: ['B', 'C'], B: ['A'], C: ['A'] };
    const result = run(code, { task: 'bfs', adjacency, source: 'A' });
    expect(result.error).toBeNull();
    expect(result.returned).toEqual(['A', 'B', 'C']);
    expect(result.finalArray).toBeNull();
    expect(result.operations).toEqual([
      { kind: 'visit', vertex: 'A', line: 10 },
      { kind: 'edge', from: 'A', to: 'B', line: 10 },
      { kind: 'edge', from: 'A', to: 'C', line: 10 },
      { kind: 'visit', vertex: 'B', line: 10 },
      { kind: 'edge', from: 'B', to: 'A', line: 10 },
      { kind: 'visit', vertex: 'C', line: 10 },
      { kind: 'edge', from: 'C', to: 'A', line: 10 },
    ]);
  });
});

describe('errors in the learner’s code', () => {
  it('names the line and column of a syntax error', () => {
    const result = run('def sort(arr):\n    x = (1,\n', sortOf([1]));
    expect(result.error).toEqual({
      kind: 'syntax',
      message: "SyntaxError: '(' was never closed",
      line: 2,
      column: 9,
    });
  });

  it('names the line and column of an exception, counting columns as the editor does', () => {
    const result = run('def sort(arr):\n    y = "é"; x = arr[10]\n', sortOf([1]));
    expect(result.error).toEqual({
      kind: 'exception',
      message: 'IndexError: list index out of range',
      line: 2,
      column: 18,
    });
  });

  it('keeps the operations recorded before the exception', () => {
    const result = run('def sort(arr):\n    a = arr[0]\n    raise ValueError("no")\n', sortOf([4]));
    expect(result.error).toMatchObject({ kind: 'exception', message: 'ValueError: no', line: 3 });
    expect(result.operations).toEqual([{ kind: 'read', index: 0, value: 4, line: 2 }]);
  });

  it('says so when the function is missing', () => {
    const result = run('values = [3, 1, 2]\n', sortOf([1]));
    expect(result.error).toEqual({
      kind: 'exception',
      message: 'Define a function sort(arr): your code has none.',
      line: null,
      column: null,
    });
  });
});

describe('limits', () => {
  it('stops an endless loop at the time limit, naming the line it was on', () => {
    const result = run('def sort(arr):\n    n = 0\n    while True:\n        n += 1\n', sortOf([1]));
    expect(result.error).toMatchObject({
      kind: 'timeout',
      message: 'stopped after 2 s: is there a loop that never ends, or recursion that never stops?',
    });
    expect([3, 4]).toContain(result.error?.line);
  });

  it('keeps the time limit when the code tries to turn tracing off', () => {
    // The harness's module is reachable through any of its functions' globals; its sys refuses.
    const code = `def sort(arr):
    tried = []
    for off in (
        lambda: type(arr).__getitem__.__globals__["_sys"].settrace(None),
        lambda: type(arr).__getitem__.__globals__["_sys"].setprofile(None),
    ):
        try:
            off()
        except RuntimeError as error:
            tried.append(str(error))
    print(tried)
    while True:
        pass
`;
    const result = run(code, sortOf([1]));
    expect(result.output).toEqual([
      "['sys.settrace is not available here', 'sys.setprofile is not available here']",
    ]);
    expect(result.error).toMatchObject({ kind: 'timeout' });
  });

  it('gives the code no frame outside its own, and no JavaScript object in the harness', () => {
    const code = `def sort(arr):
    try:
        1 / 0
    except ZeroDivisionError as error:
        trace = error.__traceback__
    found = []
    for reach in (
        lambda: trace.tb_frame.f_back,
        lambda: (x for x in arr).gi_frame,
        lambda: type(arr).__getitem__.__globals__["_sys"]._getframe(1),
    ):
        try:
            reach()
            found.append("reached")
        except RuntimeError as error:
            found.append(str(error))
    print(found)
    harness = type(arr).__getitem__.__globals__
    reachable = list(harness.values()) + list(harness["_queuebee_run"].__defaults__)
    print([value for value in reachable if type(value).__module__.startswith("pyodide")])
`;
    const result = run(code, sortOf([1]));
    expect(result.error).toBeNull();
    expect(result.output).toEqual([
      "['tb_frame is not available here', 'gi_frame is not available here', 'sys._getframe is not available here']",
      '[]',
    ]);
  });

  it('stops at the operation budget, naming the line that went over it', () => {
    const code = 'def sort(arr):\n    while True:\n        x = arr[0]\n';
    const result = run(code, sortOf([1]), { limits: { ...LIMITS, maxOperations: 1_000 }, countOnly: true });
    expect(result.error).toEqual({
      kind: 'budget',
      message: 'stopped after 1,000 recorded operations: is there a loop that never ends?',
      line: 3,
      column: null,
    });
    expect(result.counts.reads).toBe(1_000);
  });

  it('keeps the first lines printed and says the rest were dropped', () => {
    const code = 'def sort(arr):\n    for i in range(5):\n        print("line", i)\n';
    const result = run(code, sortOf([1]), { limits: { ...LIMITS, maxOutputLines: 3 } });
    expect(result.output).toEqual(['line 0', 'line 1', 'line 2', OUTPUT_CUT_NOTE]);
    expect(result.outputTruncated).toBe(true);
    const short = run(code, sortOf([1]));
    expect(short.output).toHaveLength(5);
    expect(short.outputTruncated).toBe(false);
  });

  it('cuts printed output at the output caps JavaScript has, and says so once', () => {
    const code = `def sort(arr):
    print("x" * 50_000_000)
    long = "y" * 2_000_000
    for i in range(200):
        print(long, end="")
        print()
`;
    const result = run(code, sortOf([1]));
    expect(result.error).toBeNull();
    expect(result.output[0]).toBe('x'.repeat(OUTPUT_CAPS.maxLineChars));
    expect(result.output.slice(0, -1).join('').length).toBe(OUTPUT_CAPS.maxTotalChars);
    expect(result.output.filter((line) => line === OUTPUT_CUT_NOTE)).toEqual([OUTPUT_CUT_NOTE]);
    expect(result.output.at(-1)).toBe(OUTPUT_CUT_NOTE);
    expect(result.outputTruncated).toBe(true);
  });

  it('keeps many short lines up to the line cap, then the note', () => {
    const code = 'def sort(arr):\n    for i in range(500):\n        print(i)\n';
    const result = run(code, sortOf([1]));
    expect(result.output).toHaveLength(OUTPUT_CAPS.maxLines + 1);
    expect(result.output.at(-2)).toBe(String(OUTPUT_CAPS.maxLines - 1));
    expect(result.output.at(-1)).toBe(OUTPUT_CUT_NOTE);
  });
});

describe('what the learner’s Python cannot reach', () => {
  const refused = (statement: string) =>
    run(`def sort(arr):\n    ${statement}\n`, sortOf([1])).error?.message ?? 'allowed';

  it.each([
    ['js', 'import js'],
    ['pyodide_js', 'import pyodide_js'],
    ['pyodide.http', 'from pyodide.http import pyfetch'],
    ['pyodide.code', 'import pyodide.code'],
    ['_pyodide_core', 'import _pyodide_core'],
    ['sys', 'import sys'],
    ['os', 'import os'],
  ])("refuses import of '%s'", (module, statement) => {
    expect(refused(statement)).toMatch(
      new RegExp(`^ImportError: import of '${module.replace('.', '\\.')}' is not available here`),
    );
  });

  it('has no open() nor input()', () => {
    expect(refused('open("/etc/passwd")')).toBe("NameError: name 'open' is not defined");
    expect(refused('input()')).toBe("NameError: name 'input' is not defined");
  });

  it('leaves no JavaScript module in sys.modules for Python’s own import to find', () => {
    // __import__ from the harness's builtins is the unguarded one: only the session's clean-up stops it.
    const result = run(
      'def sort(arr):\n    imp = type(arr).__getitem__.__globals__["_builtins"].__import__\n    imp("pyodide_js")\n',
      sortOf([1]),
    );
    expect(result.error?.message).toBe("ModuleNotFoundError: No module named 'pyodide_js'");
  });

  it('can import the modules an algorithm needs', () => {
    const code =
      'import heapq, math\nfrom collections import deque\ndef sort(arr):\n    arr[0] = math.floor(2.5)\n';
    expect(run(code, sortOf([1])).error).toBeNull();
  });
});

const TEN = [5, 3, 9, 1, 7, 2, 8, 6, 4, 10];
const SORTED_TEN = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

const PASTED_QUICKSORT = `"""Quicksort, in place, with Lomuto's partition."""
from typing import List


def partition(arr: List[int], low: int, high: int) -> int:
    """Puts arr[high] where it belongs in arr[low..high] and returns its index.

    >>> partition([3, 1, 2], 0, 2)
    1
    """
    pivot = arr[high]
    i = low
    for j in range(low, high):
        if arr[j] < pivot:
            arr[i], arr[j] = arr[j], arr[i]
            i += 1
    arr[i], arr[high] = arr[high], arr[i]
    return i


def quick_sort(arr: List[int], low: int, high: int) -> None:
    if low < high:
        p = partition(arr, low, high)
        quick_sort(arr, low, p - 1)
        quick_sort(arr, p + 1, high)


if __name__ == "__main__":
    import doctest

    doctest.testmod()
    data = [3, 1, 2]
    quick_sort(data, 0, len(data) - 1)
    print(data)
`;

const PASTED_MERGE_SORT = `from typing import List


def merge(left: List[int], right: List[int]) -> List[int]:
    out = []
    i = j = 0
    while i < len(left) and j < len(right):
        if left[i] <= right[j]:
            out.append(left[i])
            i += 1
        else:
            out.append(right[j])
            j += 1
    return out + left[i:] + right[j:]


def merge_sort(values: List[int]) -> List[int]:
    """Returns a new sorted list; values is left as it was."""
    if len(values) <= 1:
        return list(values)
    mid = len(values) // 2
    return merge(merge_sort(values[:mid]), merge_sort(values[mid:]))
`;

const TWO_PYTHON_ROOTS = `def insertion(a):
    for i in range(1, len(a)):
        j = i
        while j > 0 and a[j - 1] > a[j]:
            a[j - 1], a[j] = a[j], a[j - 1]
            j -= 1


def selection(a):
    for i in range(len(a)):
        m = min(range(i, len(a)), key=lambda k: a[k])
        a[i], a[m] = a[m], a[i]
`;

describe('pasted Python runs as it was written', () => {
  it('a typed, documented quicksort with low and high is called with 0 and n - 1; its main block does not run', () => {
    const result = run(PASTED_QUICKSORT, sortOf(TEN));
    expect(result.error).toBeNull();
    expect(result.output).toEqual([]);
    expect(result.finalArray).toEqual(SORTED_TEN);
    expect(result.call).toBe('quick_sort(arr, 0, 9)');
  });

  it('a merge sort returning a new list is found by its name and its result kept', () => {
    const result = run(PASTED_MERGE_SORT, sortOf(TEN));
    expect(result.error).toBeNull();
    expect(result.finalArray).toEqual(TEN);
    expect(result.returned).toEqual(SORTED_TEN);
    expect(result.call).toBe('merge_sort(arr)');
  });

  it('asks which function to call when two could be the one, and calls the one picked', () => {
    const asked = run(TWO_PYTHON_ROOTS, sortOf(TEN));
    expect(asked.candidates).toEqual(['insertion', 'selection']);
    expect(asked.error?.message).toBe(
      'Your code has 2 functions that could be the sort: insertion, selection. Pick the one to call.',
    );
    const picked = run(TWO_PYTHON_ROOTS, sortOf(TEN), { entry: 'selection' });
    expect(picked.error).toBeNull();
    expect(picked.call).toBe('selection(arr)');
    expect(picked.finalArray).toEqual(SORTED_TEN);
  });

  it('checks the stability of a returned new list on what it returned', () => {
    const input = stabilityInput(TEN);
    const checked = run(PASTED_MERGE_SORT, sortOf(input), { countOnly: true, tagOrigins: true });
    expect(checked.returnedOrigins).toHaveLength(10);
    expect(judgeStability(input, checked).stable).toBe(true);
  });

  it('leaves parameters with defaults to them', () => {
    const code = `def binary_search(arr, target, lo=0, hi=None):
    hi = len(arr) - 1 if hi is None else hi
    while lo <= hi:
        mid = (lo + hi) // 2
        if arr[mid] == target:
            return mid
        if arr[mid] < target:
            lo = mid + 1
        else:
            hi = mid - 1
    return -1
`;
    const result = run(code, { task: 'search', array: [1, 3, 5, 7, 9], target: 7 });
    expect(result.error).toBeNull();
    expect(result.returned).toBe(3);
    expect(result.call).toBe('binary_search(arr, target)');
  });
});
