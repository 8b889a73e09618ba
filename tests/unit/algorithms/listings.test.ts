import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AlgorithmId } from '@/core/algorithms';
import { ALGORITHM_IDS, ALGORITHMS, prepareInput, traceAlgorithm } from '@/core/algorithms';
import { frameAt } from '@/core/trace';
import { ascending, valuesArb } from './helpers';

// Every listing shown to learners is run in its language against the same inputs as the engine. Python
// and Java tests exist only where python3 / javac and java are installed.

interface Entry {
  js: string;
  python: string;
  javaClass: string;
  /** What the listing's own example (console.log / print / main) prints. */
  example: string;
}

const SORT_EXAMPLE = '[11, 12, 22, 25, 34, 64, 90]';
const ENTRIES: Record<AlgorithmId, Entry> = {
  bubbleSort: { js: 'bubbleSort', python: 'bubble_sort', javaClass: 'BubbleSort', example: SORT_EXAMPLE },
  selectionSort: {
    js: 'selectionSort',
    python: 'selection_sort',
    javaClass: 'SelectionSort',
    example: SORT_EXAMPLE,
  },
  insertionSort: {
    js: 'insertionSort',
    python: 'insertion_sort',
    javaClass: 'InsertionSort',
    example: SORT_EXAMPLE,
  },
  mergeSort: { js: 'mergeSort', python: 'merge_sort', javaClass: 'MergeSort', example: SORT_EXAMPLE },
  quickSort: { js: 'quickSort', python: 'quick_sort', javaClass: 'QuickSort', example: SORT_EXAMPLE },
  heapSort: { js: 'heapSort', python: 'heap_sort', javaClass: 'HeapSort', example: SORT_EXAMPLE },
  linearSearch: { js: 'linearSearch', python: 'linear_search', javaClass: 'LinearSearch', example: '3' },
  binarySearch: { js: 'binarySearch', python: 'binary_search', javaClass: 'BinarySearch', example: '5' },
};

interface Case {
  values: number[];
  target: number;
  /** A sorted array, or the index the engine's trace found (-1: not found). */
  expected: number[] | number;
}

const VECTORS = [
  [],
  [1],
  [2, 1],
  [3, 3, 3],
  [1, 2, 3, 4, 5],
  [5, 4, 3, 2, 1],
  ...fc.sample(valuesArb, { numRuns: 40, seed: 11 }),
];

/** The same inputs for every language; expected answers come from the engine's own traces. */
function casesFor(id: AlgorithmId): Case[] {
  return VECTORS.flatMap((raw): Case[] => {
    const values = prepareInput(id, raw).values;
    if (ALGORITHMS[id].kind === 'sorting') return [{ values, target: 0, expected: ascending(values) }];
    const targets = [values[0] ?? 1, values.at(-1) ?? 1, values[Math.floor(values.length / 2)] ?? 1, -1000];
    return targets.map((target) => {
      const trace = traceAlgorithm(id, values, target);
      return { values, target, expected: frameAt(trace, trace.stepCount).foundIndex ?? -1 };
    });
  });
}

const CASES = Object.fromEntries(ALGORITHM_IDS.map((id) => [id, casesFor(id)])) as Record<
  AlgorithmId,
  Case[]
>;

const format = (result: unknown) => (Array.isArray(result) ? `[${result.join(', ')}]` : String(result));

const has = (command: string, args: string[]) => spawnSync(command, args, { stdio: 'ignore' }).status === 0;

function inTempDir<T>(work: (dir: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'queuebee-listings-'));
  try {
    return work(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('JavaScript listings', () => {
  it.each(ALGORITHM_IDS)('%s runs and gives the engine’s answers', (id) => {
    const printed: unknown[] = [];
    const fakeConsole = { log: (value: unknown) => printed.push(value) };
    const load = new Function('console', `${ALGORITHMS[id].code.javascript.code}\nreturn ${ENTRIES[id].js};`);
    const fn = load(fakeConsole) as (values: number[], target?: number) => unknown;
    expect(printed.map(format)).toEqual([ENTRIES[id].example]);
    for (const c of CASES[id]) expect(fn(c.values.slice(), c.target)).toEqual(c.expected);
  });
});

const PYTHON_HARNESS = `
import contextlib, importlib, io, json, runpy, sys

request = json.load(sys.stdin)
report = {}
for entry in request:
    fn = getattr(importlib.import_module(entry["module"]), entry["function"])
    results = []
    for case in entry["cases"]:
        if entry["sorting"]:
            results.append(fn(list(case["values"])))
        else:
            results.append(fn(list(case["values"]), case["target"]))
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        runpy.run_path(entry["module"] + ".py", run_name="__main__")
    report[entry["id"]] = {"results": results, "example": printed.getvalue().strip()}
print(json.dumps(report))
`;

if (has('python3', ['--version'])) {
  describe('Python listings', () => {
    it('run and give the engine’s answers', () => {
      const report = inTempDir((dir) => {
        for (const id of ALGORITHM_IDS)
          writeFileSync(join(dir, `${ENTRIES[id].python}.py`), ALGORITHMS[id].code.python.code);
        writeFileSync(join(dir, 'harness.py'), PYTHON_HARNESS);
        const request = ALGORITHM_IDS.map((id) => ({
          id,
          module: ENTRIES[id].python,
          function: ENTRIES[id].python,
          sorting: ALGORITHMS[id].kind === 'sorting',
          cases: CASES[id].map(({ values, target }) => ({ values, target })),
        }));
        const run = spawnSync('python3', ['harness.py'], {
          cwd: dir,
          input: JSON.stringify(request),
          encoding: 'utf8',
          env: { ...process.env, PYTHONDONTWRITEBYTECODE: '1' },
        });
        expect(run.stderr).toBe('');
        return JSON.parse(run.stdout) as Record<string, { results: unknown[]; example: string }>;
      });
      for (const id of ALGORITHM_IDS) {
        expect(report[id]?.example, id).toBe(ENTRIES[id].example);
        expect(report[id]?.results, id).toEqual(CASES[id].map((c) => c.expected));
      }
    }, 60_000);
  });
}

function javaHarness(): string {
  const calls = ALGORITHM_IDS.map((id) => {
    const { javaClass, js: method } = ENTRIES[id];
    return ALGORITHMS[id].kind === 'sorting'
      ? `case "${id}": ${javaClass}.${method}(arr); out.append(Arrays.toString(arr)); break;`
      : `case "${id}": out.append(${javaClass}.${method}(arr, target)); break;`;
  });
  const classes = ALGORITHM_IDS.map((id) => `"${ENTRIES[id].javaClass}"`).join(', ');
  return `
import java.io.*;
import java.util.*;

public class Harness {
    public static void main(String[] args) throws Exception {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringBuilder out = new StringBuilder();
        String line;
        while ((line = in.readLine()) != null) {
            String[] parts = line.split(";", -1);
            int target = Integer.parseInt(parts[1]);
            String values = parts[2].trim();
            int[] arr = values.isEmpty()
                ? new int[0]
                : Arrays.stream(values.split(" ")).mapToInt(Integer::parseInt).toArray();
            switch (parts[0]) {
                ${calls.join('\n                ')}
                default: throw new IllegalArgumentException(parts[0]);
            }
            out.append('\\n');
        }
        PrintStream console = System.out;
        for (String name : new String[] {${classes}}) {
            ByteArrayOutputStream printed = new ByteArrayOutputStream();
            System.setOut(new PrintStream(printed, true));
            Class.forName(name).getMethod("main", String[].class).invoke(null, (Object) new String[0]);
            System.setOut(console);
            out.append("example;").append(name).append(';').append(printed.toString().trim()).append('\\n');
        }
        System.out.print(out);
    }
}
`;
}

if (has('javac', ['-version']) && has('java', ['-version'])) {
  describe('Java listings', () => {
    it('compile together, run and give the engine’s answers', () => {
      const output = inTempDir((dir) => {
        const files = ALGORITHM_IDS.map((id) => `${ENTRIES[id].javaClass}.java`);
        ALGORITHM_IDS.forEach((id, i) =>
          writeFileSync(join(dir, files[i] ?? ''), ALGORITHMS[id].code.java.code),
        );
        writeFileSync(join(dir, 'Harness.java'), javaHarness());
        const compile = spawnSync('javac', ['-d', dir, '-Xlint:all', ...files, 'Harness.java'], {
          cwd: dir,
          encoding: 'utf8',
        });
        expect(compile.status, compile.stderr).toBe(0);
        const input = ALGORITHM_IDS.flatMap((id) =>
          CASES[id].map((c) => `${id};${c.target};${c.values.join(' ')}`),
        );
        const run = spawnSync('java', ['-cp', dir, 'Harness'], {
          input: `${input.join('\n')}\n`,
          encoding: 'utf8',
        });
        expect(run.stderr).toBe('');
        return run.stdout.trimEnd().split('\n');
      });
      const expected = ALGORITHM_IDS.flatMap((id) => CASES[id].map((c) => format(c.expected)));
      expect(output.slice(0, expected.length)).toEqual(expected);
      expect(output.slice(expected.length)).toEqual(
        ALGORITHM_IDS.map((id) => `example;${ENTRIES[id].javaClass};${ENTRIES[id].example}`),
      );
    }, 120_000);
  });
}
