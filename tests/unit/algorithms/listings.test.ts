/**
 * Every listing shown to learners is run in its own language against the engine, for every registered
 * algorithm. It must give the engine's answers, print what its example promises, and run each line tagged
 * with an operation's line id (compare, swap, write, probe) exactly as often as the engine's trace records
 * that operation, on random, sorted, reversed and duplicate-heavy inputs (see lineCounts.ts for how lines
 * are counted). Three mutated listings per language show the counting catches what answers alone cannot.
 *
 * Python and Java run where python3 / javac and java are installed; under CI a missing one fails the
 * suite (toolchain.ts).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ArrayAlgorithmId, CodeListing, Language } from '@/core/algorithms';
import { ARRAY_ALGORITHM_IDS, prepareInput, traceAlgorithm } from '@/core/algorithms';
import { ALGORITHMS } from '@/core/algorithms/allAlgorithms';
import { listing } from '@/core/listing';
import { frameAt, traceSteps } from '@/core/trace';
import { describeWithTools, JAVA, PYTHON } from '../toolchain';
import { ascending, valuesArb } from './helpers';
import {
  OPERATION_TYPES,
  countMismatches,
  instrumentCLike,
  mutateListing,
  operationLines,
  pythonProblems,
} from './lineCounts';

// ---- What each algorithm's listings are called and must answer ----

/** bubbleSort: the JavaScript function and Java method; bubble_sort in Python; class BubbleSort. */
const pythonName = (id: string) => id.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const javaClass = (id: string) => `${id.charAt(0).toUpperCase()}${id.slice(1)}`;
const isSort = (id: ArrayAlgorithmId) => ALGORITHMS[id].kind === 'sorting';

const format = (result: unknown) => (Array.isArray(result) ? `[${result.join(', ')}]` : String(result));

/** The engine's answer: the sorted array, or the index a search found (-1: not found). */
function engineAnswer(id: ArrayAlgorithmId, values: readonly number[], target: number): number[] | number {
  if (isSort(id)) return ascending(values);
  const trace = traceAlgorithm(id, values, target);
  return frameAt(trace, trace.stepCount).foundIndex ?? -1;
}

/**
 * What the example at the end of every listing prints: the engine's answer for the example's own input,
 * read from the JavaScript listing's last line, `console.log(name(values[, target]));`.
 */
function exampleOutput(id: ArrayAlgorithmId): string {
  const call = /console\.log\(\w+\((.*)\)\);\s*$/.exec(ALGORITHMS[id].code.javascript.code.trimEnd());
  if (call === null)
    throw new Error(`${id}: the JavaScript listing does not end with console.log(${id}(...));`);
  const [values, target] = JSON.parse(`[${call[1] ?? ''}]`) as [number[], number?];
  return format(engineAnswer(id, values, target ?? 0));
}

interface Case {
  values: number[];
  target: number;
  expected: number[] | number;
  /** Operation steps in the engine's trace, by line id. */
  counts: ReadonlyMap<string, number>;
}

const randomInputs = fc.sample(valuesArb, { numRuns: 40, seed: 11 });
const duplicateHeavy = fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 2, maxLength: 30 });
const VECTORS: readonly number[][] = [
  [],
  [1],
  [2, 1],
  [3, 3, 3],
  [1, 2, 3, 4, 5],
  [5, 4, 3, 2, 1],
  ...randomInputs,
  ...randomInputs.slice(0, 8).map((values) => ascending(values)),
  ...randomInputs.slice(8, 16).map((values) => ascending(values).reverse()),
  ...fc.sample(duplicateHeavy, { numRuns: 10, seed: 12 }),
];

/** The same inputs for every language; answers and operation counts come from the engine's traces. */
function casesFor(id: ArrayAlgorithmId): Case[] {
  return VECTORS.flatMap((raw): Case[] => {
    const values = prepareInput(id, raw).values;
    const targets = isSort(id)
      ? [0]
      : [values[0] ?? 1, values.at(-1) ?? 1, values[Math.floor(values.length / 2)] ?? 1, -1000];
    return targets.map((target) => {
      const counts = new Map<string, number>();
      for (const s of traceSteps(traceAlgorithm(id, values, isSort(id) ? null : target)))
        if (OPERATION_TYPES.has(s.type)) counts.set(s.line, (counts.get(s.line) ?? 0) + 1);
      return { values, target, expected: engineAnswer(id, values, target), counts };
    });
  });
}

const CASES = new Map(ARRAY_ALGORITHM_IDS.map((id) => [id, casesFor(id)]));
const casesOf = (id: ArrayAlgorithmId): Case[] => CASES.get(id) ?? [];

/** The line ids an algorithm's trace puts on operation steps. */
function operationIds(id: ArrayAlgorithmId): Set<string> {
  const ids = new Set<string>();
  for (const c of casesOf(id)) for (const line of c.counts.keys()) ids.add(line);
  return ids;
}
const OPERATION_IDS = new Map(ARRAY_ALGORITHM_IDS.map((id) => [id, operationIds(id)]));
const operationIdsOf = (id: ArrayAlgorithmId): ReadonlySet<string> => OPERATION_IDS.get(id) ?? new Set();

// ---- Listings to run: the ones shown, and mutants the counting must catch ----

interface Mutation {
  name: string;
  id: ArrayAlgorithmId;
  /** The line id whose count must give the mutant away. */
  caughtBy: string;
  /** Replaced once in each language's marked listing. */
  replace: Readonly<Record<Language, readonly [string, string]>>;
}

/** An early exit that never fires: `break` becomes `continue` (once in each of these listings). */
const BREAK_TO_CONTINUE: Mutation['replace'] = {
  javascript: ['break;', 'continue;'],
  python: ['break', 'continue'],
  java: ['break;', 'continue;'],
};

const MUTATIONS: readonly Mutation[] = [
  {
    name: 'bubble sort whose early exit never fires',
    id: 'bubbleSort',
    caughtBy: 'compare',
    replace: BREAK_TO_CONTINUE,
  },
  {
    name: 'selection sort turned into exchange sort (a swap whenever a smaller value turns up)',
    id: 'selectionSort',
    caughtBy: 'swap',
    replace: {
      javascript: ['minIndex = j;', '[arr[i], arr[j]] = [arr[j], arr[i]];  «swap»'],
      python: ['min_index = j', 'arr[i], arr[j] = arr[j], arr[i]  «swap»'],
      java: ['minIndex = j;', 'int t = arr[i]; arr[i] = arr[j]; arr[j] = t;  «swap»'],
    },
  },
  {
    name: 'insertion sort without its early break',
    id: 'insertionSort',
    caughtBy: 'compare',
    replace: BREAK_TO_CONTINUE,
  },
];

interface Variant {
  key: string;
  id: ArrayAlgorithmId;
  code: CodeListing;
  mutation: Mutation | null;
}

const mutantKey = (k: number) => `${MUTATIONS[k]?.id ?? ''}Mutant${k}`;

/**
 * The listings shown, then one mutant per mutation. A mutation whose text is no longer in the listing is
 * kept as its error, which fails that mutation's test only.
 */
function variants(language: Language): (Variant | { key: string; error: Error })[] {
  return [
    ...ARRAY_ALGORITHM_IDS.map((id) => ({
      key: id,
      id,
      code: ALGORITHMS[id].code[language],
      mutation: null,
    })),
    ...MUTATIONS.map((mutation, k) => {
      try {
        const code = mutateListing(ALGORITHMS[mutation.id].code[language], ...mutation.replace[language]);
        return { key: mutantKey(k), id: mutation.id, code, mutation };
      } catch (error) {
        return { key: mutantKey(k), error: error as Error };
      }
    }),
  ];
}

/** What running a listing gave, per case its answer and how often each line ran, and what it printed. */
interface Run {
  variant: Variant;
  results: string[];
  lineCounts: ReadonlyMap<number, number>[];
  example: string | null;
  /** Operation lines that could not be counted, and why. */
  problems: string[];
}

/** Runs every variant of a language once, on first use; a variant that could not be built throws. */
function runsOf(language: Language, run: (variants: Variant[]) => Map<string, Run>): (key: string) => Run {
  let runs: Map<string, Run | Error> | null = null;
  return (key) => {
    if (runs === null) {
      const all = variants(language);
      runs = new Map<string, Run | Error>(run(all.filter((v): v is Variant => 'code' in v)));
      for (const v of all) if ('error' in v) runs.set(v.key, v.error);
    }
    const found = runs.get(key);
    if (found === undefined) throw new Error(`${language}: nothing ran for ${key}`);
    if (found instanceof Error) throw found;
    return found;
  };
}

/** The count mismatches of a run, each with the input it happened on (the first few). */
function mismatchesOf({ variant, lineCounts }: Run): string[] {
  const lines = operationLines(variant.code, operationIdsOf(variant.id));
  return casesOf(variant.id)
    .flatMap((c, k) =>
      countMismatches(lines, c.counts, (line) => lineCounts[k]?.get(line) ?? 0).map(
        (message) =>
          `${variant.key} on ${format(c.values)}${isSort(variant.id) ? '' : ` for ${c.target}`}: ${message}`,
      ),
    )
    .slice(0, 8);
}

/** The checks every language's runs go through. */
function checkRuns(runOf: (key: string) => Run) {
  it.each(ARRAY_ALGORITHM_IDS)('%s gives the engine’s answers and prints its example', (id) => {
    const run = runOf(id);
    expect(run.example, `${id}'s example`).toBe(exampleOutput(id));
    expect(run.results).toEqual(casesOf(id).map((c) => format(c.expected)));
  });

  it.each(ARRAY_ALGORITHM_IDS)(
    '%s runs each operation line exactly as often as the trace records that operation',
    (id) => {
      const run = runOf(id);
      expect(run.problems).toEqual([]);
      expect(operationLines(run.variant.code, operationIdsOf(id)), 'operation lines').not.toEqual([]);
      expect(mismatchesOf(run)).toEqual([]);
    },
  );

  MUTATIONS.forEach(({ name, id, caughtBy }, k) => {
    it(`catches a ${name} by its line counts alone`, () => {
      const run = runOf(mutantKey(k));
      // The mutant still gives every right answer: only the counts can tell.
      expect(run.results).toEqual(casesOf(id).map((c) => format(c.expected)));
      const mismatches = mismatchesOf(run);
      expect(mismatches.length, 'count mismatches').toBeGreaterThan(0);
      expect(
        mismatches.some((message) => message.includes(`«${caughtBy}»`)),
        mismatches.join('\n'),
      ).toBe(true);
    });
  });
}

function inTempDir<T>(work: (dir: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'queuebee-listings-'));
  try {
    return work(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const countsFrom = (entries: Iterable<readonly [string | number, number]>) =>
  new Map([...entries].map(([line, count]) => [Number(line), count] as const));

// ---- JavaScript: new Function, lines counted by a __hit(line) call ----

function runJavaScript(variant: Variant): Run {
  const printed: unknown[] = [];
  const fakeConsole = { log: (value: unknown) => printed.push(value) };
  const { code, problems } = instrumentCLike(variant.code, operationIdsOf(variant.id), (n) => `__hit(${n})`);
  let hits = new Map<number, number>();
  const hit = (line: number) => hits.set(line, (hits.get(line) ?? 0) + 1) !== null;
  const load = new Function('__hit', 'console', `${code}\nreturn ${variant.id};`);
  const fn = load(hit, fakeConsole) as (values: number[], target?: number) => unknown;
  const results: string[] = [];
  const lineCounts: Map<number, number>[] = [];
  for (const c of casesOf(variant.id)) {
    hits = new Map();
    results.push(format(fn(c.values.slice(), c.target)));
    lineCounts.push(hits);
  }
  return { variant, results, lineCounts, example: printed.map(format).join('\n'), problems };
}

describe('JavaScript listings', () => {
  it.each(ARRAY_ALGORITHM_IDS)(
    '%s runs as shown, without instrumenting, and gives the same answers',
    (id) => {
      const printed: unknown[] = [];
      const load = new Function('console', `${ALGORITHMS[id].code.javascript.code}\nreturn ${id};`);
      const fn = load({ log: (value: unknown) => printed.push(value) }) as (
        values: number[],
        target?: number,
      ) => unknown;
      expect(printed.map(format)).toEqual([exampleOutput(id)]);
      for (const c of casesOf(id)) expect(fn(c.values.slice(), c.target)).toEqual(c.expected);
    },
  );

  checkRuns(
    runsOf('javascript', (all) => new Map(all.map((variant) => [variant.key, runJavaScript(variant)]))),
  );
});

// ---- Python: one python3 process runs every listing, counting lines with sys.settrace ----

const PYTHON_HARNESS = `
import contextlib, importlib, io, json, runpy, sys
from collections import Counter


def counted_call(fn, args):
    """Calls fn, counting the line events of the file fn is defined in."""
    listing_file = fn.__code__.co_filename
    counts = Counter()

    def on_line(frame, event, arg):
        if event == "line":
            counts[frame.f_lineno] += 1
        return on_line

    def on_call(frame, event, arg):
        return on_line if frame.f_code.co_filename == listing_file else None

    sys.settrace(on_call)
    try:
        result = fn(*args)
    finally:
        sys.settrace(None)
    return result, counts


report = {}
for entry in json.load(sys.stdin):
    fn = getattr(importlib.import_module(entry["module"]), entry["function"])
    results, line_counts = [], []
    for case in entry["cases"]:
        args = [list(case["values"])] if entry["sorting"] else [list(case["values"]), case["target"]]
        result, counts = counted_call(fn, args)
        results.append(result)
        line_counts.append(counts)
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        runpy.run_path(entry["module"] + ".py", run_name="__main__")
    report[entry["key"]] = {"results": results, "lineCounts": line_counts, "example": printed.getvalue().strip()}
print(json.dumps(report))
`;

function runPython(all: Variant[]): Map<string, Run> {
  const module = (variant: Variant) => `${pythonName(variant.key)}_listing`;
  const report = inTempDir((dir) => {
    for (const variant of all) writeFileSync(join(dir, `${module(variant)}.py`), variant.code.code);
    writeFileSync(join(dir, 'harness.py'), PYTHON_HARNESS);
    const request = all.map((variant) => ({
      key: variant.key,
      module: module(variant),
      function: pythonName(variant.id),
      sorting: isSort(variant.id),
      cases: casesOf(variant.id).map(({ values, target }) => ({ values, target })),
    }));
    const run = spawnSync('python3', ['harness.py'], {
      cwd: dir,
      input: JSON.stringify(request),
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
      env: { ...process.env, PYTHONDONTWRITEBYTECODE: '1' },
    });
    if (run.status !== 0 || run.stderr !== '') throw new Error(`python3 failed:\n${run.stderr}`);
    return JSON.parse(run.stdout) as Record<
      string,
      { results: unknown[]; lineCounts: Record<string, number>[]; example: string }
    >;
  });
  return new Map(
    all.map((variant) => {
      const entry = report[variant.key];
      return [
        variant.key,
        {
          variant,
          results: (entry?.results ?? []).map(format),
          lineCounts: (entry?.lineCounts ?? []).map((counts) => countsFrom(Object.entries(counts))),
          example: entry?.example ?? null,
          problems: pythonProblems(variant.code, operationIdsOf(variant.id)),
        },
      ];
    }),
  );
}

describeWithTools('Python listings', PYTHON, () => {
  const runOf = runsOf('python', runPython);
  beforeAll(() => void runOf(ARRAY_ALGORITHM_IDS[0] ?? 'bubbleSort'), 120_000);
  checkRuns(runOf);
});

// ---- Java: one javac and one java run the listings as shown and instrumented copies of them ----

const JAVA_HITS = `
import java.util.Arrays;

/** Counts how often each instrumented listing line runs. */
public final class Hits {
    private static final int[] COUNTS = new int[10_000];

    private Hits() {}

    public static boolean hit(int line) {
        COUNTS[line]++;
        return true;
    }

    public static void reset() {
        Arrays.fill(COUNTS, 0);
    }

    /** "line:count" for every line that ran, comma-separated. */
    public static String report() {
        StringBuilder out = new StringBuilder();
        for (int line = 0; line < COUNTS.length; line++) {
            if (COUNTS[line] > 0) out.append(out.length() > 0 ? "," : "").append(line).append(':').append(COUNTS[line]);
        }
        return out.toString();
    }
}
`;

/** Reads "Class;method;sort|search;target;values" lines and "example;Class" lines; one output line each. */
const JAVA_HARNESS = `
import java.io.*;
import java.util.*;

public class Harness {
    public static void main(String[] args) throws Exception {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        PrintStream console = System.out;
        StringBuilder out = new StringBuilder();
        String line;
        while ((line = in.readLine()) != null) {
            String[] parts = line.split(";", -1);
            Class<?> type = Class.forName(parts[1]);
            if (parts[0].equals("example")) {
                ByteArrayOutputStream printed = new ByteArrayOutputStream();
                System.setOut(new PrintStream(printed, true));
                type.getMethod("main", String[].class).invoke(null, (Object) new String[0]);
                System.setOut(console);
                out.append(printed.toString().trim().replace('\\n', ' ')).append('\\n');
                continue;
            }
            String values = parts[4].trim();
            int[] arr = values.isEmpty()
                ? new int[0]
                : Arrays.stream(values.split(" ")).mapToInt(Integer::parseInt).toArray();
            Hits.reset();
            if (parts[2].equals("sort")) {
                type.getMethod(parts[0], int[].class).invoke(null, (Object) arr);
                out.append(Arrays.toString(arr));
            } else {
                int target = Integer.parseInt(parts[3]);
                out.append(type.getMethod(parts[0], int[].class, int.class).invoke(null, arr, target));
            }
            out.append('|').append(Hits.report()).append('\\n');
        }
        console.print(out);
    }
}
`;

interface JavaProgram {
  /** The variant whose run this program gives. */
  variant: Variant;
  className: string;
  source: string;
  /** An instrumented copy gives the line counts; the listing as shown, the answers and the example. */
  counted: boolean;
  problems: string[];
}

function javaPrograms(all: Variant[]): JavaProgram[] {
  const shown = all
    .filter((variant) => variant.mutation === null)
    .map((variant) => ({
      variant,
      className: javaClass(variant.id),
      source: variant.code.code,
      counted: false,
      problems: [],
    }));
  const counted = all.map((variant) => {
    const { code, problems } = instrumentCLike(
      variant.code,
      operationIdsOf(variant.id),
      (n) => `Hits.hit(${n})`,
    );
    const className = `${javaClass(variant.key)}Counted`;
    const source = code.replace(new RegExp(`\\b${javaClass(variant.id)}\\b`, 'g'), className);
    return { variant, className, source, counted: true, problems };
  });
  return [...shown, ...counted];
}

const javaCounts = (report: string) =>
  countsFrom(
    report
      .split(',')
      .filter((pair) => pair !== '')
      .map((pair) => pair.split(':').map(Number) as [number, number]),
  );

function runJava(all: Variant[]): Map<string, Run> {
  const programs = javaPrograms(all);
  const requests = programs.flatMap(({ variant: { id }, className, counted }) => {
    const calls = casesOf(id).map(
      (c) => `${id};${className};${isSort(id) ? 'sort' : 'search'};${c.target};${c.values.join(' ')}`,
    );
    return counted ? calls : [...calls, `example;${className}`];
  });
  const output = inTempDir((dir) => {
    const files = ['Hits.java', 'Harness.java', ...programs.map((program) => `${program.className}.java`)];
    writeFileSync(join(dir, 'Hits.java'), JAVA_HITS);
    writeFileSync(join(dir, 'Harness.java'), JAVA_HARNESS);
    for (const program of programs) writeFileSync(join(dir, `${program.className}.java`), program.source);
    const compile = spawnSync('javac', ['-d', dir, '-Xlint:all', ...files], { cwd: dir, encoding: 'utf8' });
    if (compile.status !== 0) throw new Error(`javac failed:\n${compile.stderr}`);
    const run = spawnSync('java', ['-cp', dir, 'Harness'], {
      input: `${requests.join('\n')}\n`,
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
    });
    if (run.status !== 0 || run.stderr !== '') throw new Error(`java failed:\n${run.stderr}`);
    return run.stdout.trimEnd().split('\n');
  });

  // One output line per request: split them back per program. A listing as shown gives the answers and
  // the example; its instrumented copy, the line counts (a mutant has only the copy).
  const runs = new Map<string, Run>();
  let next = 0;
  for (const { variant, counted, problems } of programs) {
    const lines = output.slice(next, next + casesOf(variant.id).length);
    next += lines.length;
    const example = counted ? null : (output[next++] ?? null);
    const shown = runs.get(variant.key);
    runs.set(variant.key, {
      variant,
      results: shown?.results ?? lines.map((line) => line.slice(0, line.indexOf('|'))),
      lineCounts: counted ? lines.map((line) => javaCounts(line.slice(line.indexOf('|') + 1))) : [],
      example: shown?.example ?? example,
      problems,
    });
  }
  return runs;
}

describeWithTools('Java listings', JAVA, () => {
  const runOf = runsOf('java', runJava);
  beforeAll(() => void runOf(ARRAY_ALGORITHM_IDS[0] ?? 'bubbleSort'), 180_000);
  checkRuns(runOf);
});

// ---- The counting itself ----

describe('counting listing lines', () => {
  it.each(ARRAY_ALGORITHM_IDS)('finds every %s operation line countable, in every language', (id) => {
    const ids = operationIdsOf(id);
    const problems = [
      ...instrumentCLike(ALGORITHMS[id].code.javascript, ids, (n) => `hit(${n})`).problems,
      ...instrumentCLike(ALGORITHMS[id].code.java, ids, (n) => `hit(${n})`).problems,
      ...pythonProblems(ALGORITHMS[id].code.python, ids),
    ];
    expect(problems).toEqual([]);
  });

  it('never puts an operation id on a step that is not an operation', () => {
    for (const id of ARRAY_ALGORITHM_IDS) {
      const mixed = casesOf(id).flatMap((c) =>
        traceSteps(traceAlgorithm(id, c.values, isSort(id) ? null : c.target)).filter(
          (s) => !OPERATION_TYPES.has(s.type) && operationIdsOf(id).has(s.line),
        ),
      );
      expect(mixed, id).toEqual([]);
    }
  });

  it('instruments conditions and statements, and says why it cannot count a line', () => {
    const ids = new Set(['compare', 'swap']);
    const js = listing(
      'javascript',
      `
while (j > 0 && a[j - 1] > a[j]) {  «compare»
  swap(a, j - 1, j);  «swap»
}
} else if (a[0] < b) {  «compare»
`,
    );
    expect(instrumentCLike(js, ids, (n) => `h(${n})`)).toEqual({
      code: 'while (h(1) && (j > 0 && a[j - 1] > a[j])) {\n  h(2); swap(a, j - 1, j);\n}\n} else if (h(4) && (a[0] < b)) {\n',
      problems: [],
    });
    const uncountable = listing(
      'javascript',
      `
for (let j = 0; j < n; j++) {  «compare»
  if (x)
    swap(a, i, j);  «swap»
} else {  «compare»
`,
    );
    expect(instrumentCLike(uncountable, ids, (n) => `h(${n})`).problems).toEqual([
      'javascript line 1 «compare» `for (let j = 0; j < n; j++) {` cannot be counted: only a statement ending in ";", an if (...) or a while (...) line runs once per operation',
      'javascript line 3 «swap» `swap(a, i, j);` cannot be counted: it is part of a longer statement or the body of an if/for/while without braces; give it a line of its own, in braces',
      'javascript line 4 «compare» `} else {` cannot be counted: only a statement ending in ";", an if (...) or a while (...) line runs once per operation',
    ]);
    const python = listing(
      'python',
      `
for j in range(n):  «compare»
    if a[j] < a[i]:  «compare»
        pass
    else:  «swap»
        a[i], a[j] = (  «swap»
            a[j], a[i])
`,
    );
    expect(pythonProblems(python, ids)).toEqual([
      'python line 1 «compare» `for j in range(n):` cannot be counted: a for, def, class or with line does not run once per operation',
      'python line 4 «swap» `else:` cannot be counted: Python reports no line event for it',
      'python line 5 «swap» `a[i], a[j] = (` cannot be counted: it is part of a statement spread over several lines',
    ]);
  });
});
