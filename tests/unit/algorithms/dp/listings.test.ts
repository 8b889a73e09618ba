/**
 * The dynamic-programming listings, run in their own languages on random inputs: each gives the
 * module's answer (fib(n), the knapsack's best value and items, the LCS, the LIS), its own example prints
 * what the module says, and each marks exactly the line ids the module's steps use.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@/core/algorithms';
import { DP_LISTINGS, dpListing } from '@/core/algorithms/dp/listings';
import type { CodeListings } from '@/core/algorithms/types';
import { DP_ALGORITHM_MODULES } from '@/core/algorithms/dp/registry';
import {
  fibonacciModule,
  knapsackModule,
  lcsModule,
  lisModule,
  type DpAlgorithm,
  type DpValues,
} from '@/core/algorithms/dp';
import type { DpListingId } from '@/core/algorithms/dp/types';
import { describeWithTools, JAVA, PYTHON } from '../../toolchain';

type Kind = DpListingId;
type Args = (number | string | number[])[];
interface Case {
  kind: Kind;
  args: Args;
  expected: string;
}

const KINDS: Kind[] = [
  'fibRecursive',
  'fibMemo',
  'fibTable',
  'knapsack',
  'lcs',
  'lisQuadratic',
  'lisPatience',
];

/** The module, and its values, for a listing's arguments. */
function moduleRun(kind: Kind, args: Args): [DpAlgorithm, DpValues] {
  switch (kind) {
    case 'fibRecursive':
      return [fibonacciModule, { method: 'recursion', n: args[0] as number }];
    case 'fibMemo':
      return [fibonacciModule, { method: 'memo', n: args[0] as number }];
    case 'fibTable':
      return [fibonacciModule, { method: 'table', n: args[0] as number }];
    case 'knapsack':
      return [
        knapsackModule,
        { weights: args[0] as number[], values: args[1] as number[], capacity: args[2] as number },
      ];
    case 'lcs':
      return [lcsModule, { a: args[0] as string, b: args[1] as string }];
    case 'lisQuadratic':
      return [lisModule, { method: 'quadratic', numbers: args[0] as number[] }];
    case 'lisPatience':
      return [lisModule, { method: 'patience', numbers: args[0] as number[] }];
  }
}

/** The module's answer, written the way every driver writes the listing's. */
function moduleAnswer(kind: Kind, args: Args): string {
  const [module, values] = moduleRun(kind, args);
  const trace = module.trace(values);
  const view = trace.frameAt(trace.stepCount).model;
  const answer = module.answer(values);
  switch (kind) {
    case 'fibRecursive':
    case 'fibMemo':
      return String(view.calls?.[0]?.value);
    case 'fibTable':
      return String(view.table?.values[0]?.[args[0] as number]);
    case 'knapsack': {
      const best = /Best value (\d+)/.exec(answer)?.[1] ?? '';
      const items =
        /items? ([\d, ]+)/
          .exec(answer)?.[1]
          ?.split(', ')
          .map((i) => Number(i) - 1) ?? [];
      return `${best};${items.join(',')}`;
    }
    case 'lcs':
      return /“(.*)”/.exec(answer)?.[1] ?? '';
    case 'lisQuadratic':
    case 'lisPatience':
      return (/LIS = (.*) \(/.exec(answer)?.[1] ?? '').replace(/ /g, '');
  }
}

const word = fc.string({ unit: fc.constantFrom('A', 'B', 'C', 'x', '1'), minLength: 1, maxLength: 12 });
const numbers = fc.array(fc.integer({ min: -999, max: 999 }), { minLength: 1, maxLength: 20 });
const items = fc
  .integer({ min: 1, max: 8 })
  .chain((count) =>
    fc.tuple(
      fc.array(fc.integer({ min: 1, max: 20 }), { minLength: count, maxLength: count }),
      fc.array(fc.integer({ min: 1, max: 99 }), { minLength: count, maxLength: count }),
      fc.integer({ min: 1, max: 20 }),
    ),
  );

const CASES: Case[] = [
  ...[0, 1, 2, 7, 10].map((n) => ({ kind: 'fibRecursive' as const, args: [n] })),
  ...[0, 1, 2, 13, 30].flatMap((n) => [
    { kind: 'fibMemo' as const, args: [n] },
    { kind: 'fibTable' as const, args: [n] },
  ]),
  ...fc.sample(items, { numRuns: 10, seed: 51 }).map((args) => ({ kind: 'knapsack' as const, args })),
  { kind: 'knapsack' as const, args: [[6, 7], [10, 12], 5] },
  ...fc
    .sample(fc.tuple(word, word), { numRuns: 10, seed: 52 })
    .map((args) => ({ kind: 'lcs' as const, args })),
  { kind: 'lcs' as const, args: ['ABC', 'XYZ'] },
  ...fc.sample(numbers, { numRuns: 10, seed: 53 }).flatMap((a) => [
    { kind: 'lisQuadratic' as const, args: [a] },
    { kind: 'lisPatience' as const, args: [a] },
  ]),
  { kind: 'lisQuadratic' as const, args: [[5, 4, 3, 2, 1]] },
  { kind: 'lisPatience' as const, args: [[2, 2, 2]] },
].map((c) => ({ ...c, expected: moduleAnswer(c.kind, c.args) }));

/** What each listing's example prints, as the module answers it. */
const EXAMPLE_ARGS: Record<Kind, Args> = {
  fibRecursive: [10],
  fibMemo: [30],
  fibTable: [30],
  knapsack: [[1, 3, 4, 5], [1, 4, 5, 7], 7],
  lcs: ['ABCBDAB', 'BDCABA'],
  lisQuadratic: [[10, 9, 2, 5, 3, 7, 101, 18]],
  lisPatience: [[10, 9, 2, 5, 3, 7, 101, 18]],
};
/** Inputs a learner could type on the page, for the listings whose example follows them. */
const PAGE_ARGS: Record<Kind, Args> = {
  fibRecursive: [6],
  fibMemo: [12],
  fibTable: [0],
  knapsack: [[2, 3], [3, 4], 5],
  lcs: ['QUEUE', 'BEE1'],
  lisQuadratic: [[3, 1, 2]],
  lisPatience: [[-5, 4, 0, 7]],
};
/** Each listing as the page shows it for PAGE_ARGS. */
const PAGE_LISTINGS = Object.fromEntries(
  KINDS.map((kind) => [kind, dpListing(kind, moduleRun(kind, PAGE_ARGS[kind])[1])]),
) as Record<Kind, CodeListings>;

const answerTokens = (kind: Kind, args: Args) => moduleAnswer(kind, args).match(/-?\d+|[A-Za-z]+/g) ?? [];
const tokens = (printed: string) =>
  printed.replace(/Result|best|chosen/g, '').match(/-?\d+|[A-Za-z]+/g) ?? [];

interface LanguageRun {
  answers: string[];
  examples: Record<Kind, string>;
}

function checkRun(language: string, run: (listings: Record<Kind, CodeListings>) => LanguageRun) {
  let result: LanguageRun;
  let onPage: LanguageRun;
  beforeAll(() => {
    result = run(DP_LISTINGS);
    onPage = run(PAGE_LISTINGS);
  }, 240_000);
  it.each(KINDS)(`the %s ${language} listing gives the module's answers`, (kind) => {
    const mine = CASES.flatMap((c, i) => (c.kind === kind ? [[c.expected, result.answers[i]]] : []));
    expect(mine.length).toBeGreaterThanOrEqual(5);
    expect(mine.map(([, got]) => got)).toEqual(mine.map(([want]) => want));
  });
  it.each(KINDS)(`the %s ${language} example prints what the module answers`, (kind) => {
    expect(tokens(result.examples[kind])).toEqual(answerTokens(kind, EXAMPLE_ARGS[kind]));
  });
  it.each(KINDS)(`the %s ${language} example, as the page shows it, runs on the page's input`, (kind) => {
    expect(tokens(onPage.examples[kind])).toEqual(answerTokens(kind, PAGE_ARGS[kind]));
    expect(answerTokens(kind, PAGE_ARGS[kind])).not.toEqual(answerTokens(kind, EXAMPLE_ARGS[kind]));
  });
}

function inTempDir<T>(work: (dir: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'dp-listings-'));
  try {
    return work(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('DP listings mark their steps', () => {
  it.each(KINDS)('%s marks every line id of its module, on non-blank lines, in every language', (kind) => {
    const module = (DP_ALGORITHM_MODULES as readonly DpAlgorithm[]).find(
      (m) => m.lineIds[kind] !== undefined,
    );
    for (const { id: language } of LANGUAGES) {
      const listing = DP_LISTINGS[kind][language];
      expect(Object.keys(listing.lines).sort()).toEqual([...(module?.lineIds[kind] ?? [])].sort());
      const lines = listing.code.split('\n');
      for (const numbers of Object.values(listing.lines))
        for (const n of numbers) expect(lines[n - 1]?.trim()).not.toBe('');
      expect(listing.code).not.toMatch(/[«»\t]/);
    }
  });

  it('puts each id on a line that does what it names', () => {
    const expected: Record<string, RegExp> = {
      'rec-call': /fib\(int n\)|fib\(n\)/,
      'rec-base': /n < 2/,
      'rec-add': /fib\(n - 1\) \+ fib\(n - 2\)/,
      'memo-call': /fib_?[mM]emo\((int )?n/,
      'memo-hit': /memo\.has|in memo|containsKey/,
      'memo-base': /n < 2/,
      'memo-store': /memo(\.set|\.put|\[n\] =)/,
      'tab-init': /dp = \[0, 1\]|dp\[0\] = 0/,
      'tab-fill': /dp\[i - 1\] \+ dp\[i - 2\]/,
      'tab-done': /return dp\[n\]/,
      init: /fill\(0\)|\[0\] \*|new int\[|dp\[i\] = 1/,
      skip: /dp\[i\]\[c\] = dp\[i - 1\]\[c\]/,
      compare: /max\(dp\[i - 1\]\[c\], v \+ dp\[i - 1\]\[c - w\]\)|a\[j\] < a\[i\]/,
      trace: /dp\[i\]\[c\] !?[!=]=|a\[i - 1\] ===? b|charAt\(i - 1\) ==|a\[k\]/,
      done: /return/,
      match: /dp\[i - 1\]\[j - 1\] \+ 1/,
      differ: /max\(dp\[i - 1\]\[j\], dp\[i\]\[j - 1\]\)/,
      extend: /dp\[i\] = dp\[j\] \+ 1/,
      best: /dp\[i\] > dp\[end\]/,
      probe: /a\[tops(\[mid\]|\.get\(mid\))\] < a\[i\]/,
      place: /prev(\[i\] =|\.append)/,
    };
    for (const kind of KINDS)
      for (const { id: language } of LANGUAGES) {
        const listing = DP_LISTINGS[kind][language];
        const text = listing.code.split('\n');
        for (const [lineId, numbers] of Object.entries(listing.lines))
          for (const n of numbers)
            expect(text[n - 1], `${kind} ${language} ${lineId}`).toMatch(expected[lineId] ?? /$^/);
      }
  });
});

/** How every driver writes an answer: numbers plainly, lists comma-joined, the knapsack as best;items. */
const JS_NAMES: Record<Kind, string> = {
  fibRecursive: 'fib',
  fibMemo: 'fibMemo',
  fibTable: 'fibTable',
  knapsack: 'knapsack',
  lcs: 'lcs',
  lisQuadratic: 'lis',
  lisPatience: 'lisPatience',
};

// ---- JavaScript: in this process ----

function runJavaScript(listings: Record<Kind, CodeListings>): LanguageRun {
  const printed: Record<string, unknown[]> = {};
  const load = (kind: Kind) => {
    const log = (printed[kind] = [] as unknown[]);
    return new Function('console', `${listings[kind].javascript.code}\nreturn ${JS_NAMES[kind]};`)({
      log: (value: unknown) => log.push(value),
    }) as (...args: Args) => unknown;
  };
  const fns = Object.fromEntries(KINDS.map((kind) => [kind, load(kind)])) as Record<
    Kind,
    ReturnType<typeof load>
  >;
  const answers = CASES.map((c) => {
    const result = fns[c.kind](...c.args);
    if (Array.isArray(result)) return result.join(',');
    if (typeof result === 'object' && result !== null) {
      const { best, chosen } = result as { best: number; chosen: number[] };
      return `${best};${chosen.join(',')}`;
    }
    return String(result);
  });
  const examples = Object.fromEntries(
    KINDS.map((kind) => [kind, (printed[kind] ?? []).map((value) => JSON.stringify(value)).join(' ')]),
  ) as Record<Kind, string>;
  return { answers, examples };
}

describe('JavaScript DP listings', () => checkRun('JavaScript', runJavaScript));

// ---- Python: one python3 process ----

const PY_NAMES: Record<Kind, string> = {
  fibRecursive: 'fib',
  fibMemo: 'fib_memo',
  fibTable: 'fib_table',
  knapsack: 'knapsack',
  lcs: 'lcs',
  lisQuadratic: 'lis',
  lisPatience: 'lis_patience',
};

const PYTHON_DRIVER = `
import contextlib, importlib, io, json, runpy, sys

request = json.load(sys.stdin)
answers = []
for case in request["cases"]:
    result = getattr(importlib.import_module(case["kind"]), case["name"])(*case["args"])
    if isinstance(result, tuple):
        answers.append(str(result[0]) + ";" + ",".join(map(str, result[1])))
    elif isinstance(result, list):
        answers.append(",".join(map(str, result)))
    else:
        answers.append(str(result))
examples = {}
for kind in request["kinds"]:
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        runpy.run_path(kind + ".py", run_name="__main__")
    examples[kind] = printed.getvalue()
print(json.dumps({"answers": answers, "examples": examples}))
`;

function runPython(listings: Record<Kind, CodeListings>): LanguageRun {
  return inTempDir((dir) => {
    for (const kind of KINDS) writeFileSync(join(dir, `${kind}.py`), listings[kind].python.code);
    writeFileSync(join(dir, 'driver.py'), PYTHON_DRIVER);
    const run = spawnSync('python3', ['driver.py'], {
      cwd: dir,
      input: JSON.stringify({
        cases: CASES.map(({ kind, args }) => ({ kind, name: PY_NAMES[kind], args })),
        kinds: KINDS,
      }),
      encoding: 'utf8',
      env: { ...process.env, PYTHONDONTWRITEBYTECODE: '1' },
    });
    if (run.status !== 0 || run.stderr !== '') throw new Error(`python3 failed:\n${run.stderr}`);
    return JSON.parse(run.stdout) as LanguageRun;
  });
}

describeWithTools('Python DP listings', PYTHON, () => checkRun('Python', runPython));

// ---- Java: one javac and one java ----

const JAVA_CLASSES: Record<Kind, string> = {
  fibRecursive: 'Fib',
  fibMemo: 'FibMemo',
  fibTable: 'FibTable',
  knapsack: 'Knapsack',
  lcs: 'Lcs',
  lisQuadratic: 'Lis',
  lisPatience: 'LisPatience',
};

/** Reads `kind;arg;arg` a line (lists comma-separated), or `example;Class`; prints one answer a line. */
const JAVA_DRIVER = `
import java.io.*;
import java.util.*;
import java.util.stream.*;

public class DpDriver {
    static int[] ints(String s) {
        return Arrays.stream(s.split(",")).mapToInt(Integer::parseInt).toArray();
    }

    static String join(List<Integer> list) {
        return list.stream().map(String::valueOf).collect(Collectors.joining(","));
    }

    public static void main(String[] args) throws Exception {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        PrintStream console = System.out;
        StringBuilder out = new StringBuilder();
        String line;
        while ((line = in.readLine()) != null) {
            String[] p = line.split(";", -1);
            if (p[0].equals("example")) {
                ByteArrayOutputStream printed = new ByteArrayOutputStream();
                System.setOut(new PrintStream(printed, true));
                Class.forName(p[1]).getMethod("main", String[].class).invoke(null, (Object) new String[0]);
                System.setOut(console);
                out.append(printed.toString().trim().replace('\\n', ' ')).append('\\n');
                continue;
            }
            switch (p[0]) {
                case "fibRecursive" -> out.append(Fib.fib(Integer.parseInt(p[1])));
                case "fibMemo" -> out.append(FibMemo.fibMemo(Integer.parseInt(p[1]), new HashMap<>()));
                case "fibTable" -> out.append(FibTable.fibTable(Integer.parseInt(p[1])));
                case "knapsack" -> {
                    Knapsack.Result r = Knapsack.knapsack(ints(p[1]), ints(p[2]), Integer.parseInt(p[3]));
                    out.append(r.best()).append(';').append(join(r.chosen()));
                }
                case "lcs" -> out.append(Lcs.lcs(p[1], p[2]));
                case "lisQuadratic" -> out.append(join(Lis.lis(ints(p[1]))));
                default -> out.append(join(LisPatience.lisPatience(ints(p[1]))));
            }
            out.append('\\n');
        }
        console.print(out);
    }
}
`;

function runJava(listings: Record<Kind, CodeListings>): LanguageRun {
  const requests = [
    ...CASES.map((c) =>
      [c.kind, ...c.args.map((arg) => (Array.isArray(arg) ? arg.join(',') : String(arg)))].join(';'),
    ),
    ...KINDS.map((kind) => `example;${JAVA_CLASSES[kind]}`),
  ];
  const output = inTempDir((dir) => {
    const files = ['DpDriver.java', ...KINDS.map((kind) => `${JAVA_CLASSES[kind]}.java`)];
    writeFileSync(join(dir, 'DpDriver.java'), JAVA_DRIVER);
    for (const kind of KINDS)
      writeFileSync(join(dir, `${JAVA_CLASSES[kind]}.java`), listings[kind].java.code);
    const compile = spawnSync('javac', ['-d', dir, '-Xlint:all', ...files], { cwd: dir, encoding: 'utf8' });
    if (compile.status !== 0 || compile.stderr !== '') throw new Error(`javac failed:\n${compile.stderr}`);
    const run = spawnSync('java', ['-cp', dir, 'DpDriver'], {
      input: `${requests.join('\n')}\n`,
      encoding: 'utf8',
    });
    if (run.status !== 0) throw new Error(`java failed:\n${run.stderr}`);
    return run.stdout.trimEnd().split('\n');
  });
  const answers = output.slice(0, CASES.length);
  const examples = Object.fromEntries(
    KINDS.map((kind, i) => [kind, output[CASES.length + i] ?? '']),
  ) as Record<Kind, string>;
  return { answers, examples };
}

describeWithTools('Java DP listings', JAVA, () => checkRun('Java', runJava));
