/**
 * The backtracking listings, run in their own languages on the same inputs as the modules: each finds
 * the module's solutions in the module's order, its own example prints what the module says, the
 * example the page shows runs on the page's input, and each marks exactly the line ids the module's
 * steps use, on lines that do what the ids name.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@/core/algorithms';
import {
  combinationSumModule,
  nQueensModule,
  permutationsModule,
  subsetsModule,
} from '@/core/algorithms/backtracking';
import { BACKTRACKING_LISTINGS, backtrackingListing } from '@/core/algorithms/backtracking/listings';
import { solutionsOf } from '@/core/algorithms/backtracking/module';
import { BACKTRACKING_ALGORITHM_MODULES } from '@/core/algorithms/backtracking/registry';
import type { CodeListings } from '@/core/algorithms/types';
import { describeWithTools, JAVA, PYTHON } from '../../toolchain';

type Kind = 'subsets' | 'permutations' | 'combinationSum' | 'nQueens';
const KINDS: Kind[] = ['subsets', 'permutations', 'combinationSum', 'nQueens'];

interface Case {
  kind: Kind;
  /** The numbers (subsets, permutations), the candidates then the target, or n. */
  args: number[];
  expected: string;
}

/** Lists of numbers as every driver prints them: [[1, 2], [3]]. */
const show = (lists: readonly (readonly number[])[]) =>
  `[${lists.map((l) => `[${l.join(', ')}]`).join(', ')}]`;

/** The module's solutions in the order found, each as the listing returns it. */
function moduleSolutions(kind: Kind, args: number[]): number[][] {
  switch (kind) {
    case 'subsets': {
      const { record } = subsetsModule.trace(args);
      return solutionsOf(record).map((choices) => choices.map((i) => args[i] ?? 0));
    }
    case 'permutations': {
      const { record } = permutationsModule.trace(args);
      return solutionsOf(record).map((choices) => choices.map((i) => args[i] ?? 0));
    }
    case 'combinationSum': {
      const candidates = [...args.slice(0, -1)].sort((a, b) => a - b);
      const { record } = combinationSumModule.trace({ candidates, target: args.at(-1) ?? 0 });
      return solutionsOf(record).map((choices) => choices.map((i) => candidates[i] ?? 0));
    }
    case 'nQueens':
      return solutionsOf(nQueensModule.trace(args[0] ?? 4).record);
  }
}

const distinct = (min: number, max: number, most: number) =>
  fc.uniqueArray(fc.integer({ min, max }), { minLength: 1, maxLength: most });

const CASES: Case[] = [
  { kind: 'subsets' as const, args: [1, 2, 3] },
  ...fc
    .sample(distinct(-30, 30, 6), { numRuns: 20, seed: 61 })
    .map((args) => ({ kind: 'subsets' as const, args })),
  { kind: 'permutations' as const, args: [1, 2, 3] },
  ...fc
    .sample(distinct(-30, 30, 5), { numRuns: 20, seed: 62 })
    .map((args) => ({ kind: 'permutations' as const, args })),
  { kind: 'combinationSum' as const, args: [2, 3, 6, 7, 7] },
  { kind: 'combinationSum' as const, args: [7, 3, 2, 6, 7] },
  { kind: 'combinationSum' as const, args: [2, 1] },
  ...fc
    .sample(fc.tuple(distinct(2, 15, 5), fc.integer({ min: 1, max: 24 })), { numRuns: 20, seed: 63 })
    .map(([candidates, target]) => ({ kind: 'combinationSum' as const, args: [...candidates, target] })),
  ...[4, 5, 6, 7, 8].map((n) => ({ kind: 'nQueens' as const, args: [n] })),
].map((c) => ({ ...c, expected: show(moduleSolutions(c.kind, c.args)) }));

const numbers = (printed: string) => printed.match(/-?\d+/g) ?? [];

/** What each listing's own example prints, as its numbers. */
function exampleNumbers(kind: Kind, args: number[]): string[] {
  const solutions = moduleSolutions(kind, args);
  return numbers(kind === 'nQueens' ? `${solutions.length} ${show(solutions)}` : show(solutions));
}
const OWN_EXAMPLES: Record<Kind, number[]> = {
  subsets: [1, 2, 3],
  permutations: [1, 2, 3],
  combinationSum: [2, 3, 6, 7, 7],
  nQueens: [4],
};

/** Input a learner could type on the page, and each listing as the page shows it for that input. */
const PAGE_INPUTS: Record<Kind, number[]> = {
  subsets: [5, -2, 9, 4],
  permutations: [8, -1, 3],
  combinationSum: [3, 5, 4, 12],
  nQueens: [6],
};
const PAGE_LISTINGS: Record<Kind, CodeListings> = {
  subsets: backtrackingListing('subsets', PAGE_INPUTS.subsets),
  permutations: backtrackingListing('permutations', PAGE_INPUTS.permutations),
  combinationSum: backtrackingListing('combinationSum', { candidates: [3, 4, 5], target: 12 }),
  nQueens: backtrackingListing('nQueens', 6),
};

interface LanguageRun {
  answers: string[];
  examples: Record<Kind, string>;
}

function checkRun(language: string, run: (listings: Record<Kind, CodeListings>) => LanguageRun) {
  let result: LanguageRun;
  let onPage: LanguageRun;
  beforeAll(() => {
    result = run(BACKTRACKING_LISTINGS);
    onPage = run(PAGE_LISTINGS);
  }, 240_000);
  it.each(KINDS)(`the %s ${language} listing finds the module's solutions in its order`, (kind) => {
    const mine = CASES.flatMap((c, i) => (c.kind === kind ? [[c.expected, result.answers[i]]] : []));
    expect(mine.length).toBeGreaterThanOrEqual(5);
    expect(mine.map(([, got]) => got)).toEqual(mine.map(([want]) => want));
  });
  it.each(KINDS)(`the %s ${language} example prints what the module finds`, (kind) => {
    expect(numbers(result.examples[kind])).toEqual(exampleNumbers(kind, OWN_EXAMPLES[kind]));
  });
  it.each(KINDS)(`the %s ${language} example, as the page shows it, runs on the page's input`, (kind) => {
    const expected = exampleNumbers(kind, PAGE_INPUTS[kind]);
    expect(numbers(onPage.examples[kind])).toEqual(expected);
    expect(expected).not.toEqual(exampleNumbers(kind, OWN_EXAMPLES[kind]));
  });
}

function inTempDir<T>(work: (dir: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'backtracking-listings-'));
  try {
    return work(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('backtracking listings mark their steps', () => {
  it.each(BACKTRACKING_ALGORITHM_MODULES.map((m) => m.id))(
    '%s marks every line id in every language',
    (id) => {
      const module = BACKTRACKING_ALGORITHM_MODULES.find((m) => m.id === id);
      for (const { id: language } of LANGUAGES) {
        const listing = BACKTRACKING_LISTINGS[id][language];
        expect(Object.keys(listing.lines).sort()).toEqual([...(module?.lineIds ?? [])].sort());
        expect(listing.code).not.toMatch(/[«»\t]/);
      }
    },
  );

  it('puts each id on a line that does what it names', () => {
    const expected: Record<string, RegExp> = {
      call: /^\s*(backtrack|place)\((0|0, target|nums, .*|sorted, .*|n, 0, .*)?\);?$/,
      solution:
        /(result|solutions)\.(push|append|add)\((\[\.\.\.(path|queens)\]|list\((path|queens)\)|new ArrayList<>\((path|queens)\))\)/,
      prune:
        /if \(?(used\[i\]|!isSafe|not is_safe|!isSafe\(queens|sorted\[i\] > remaining|ordered\[i\] > remaining).*(continue|break)/,
      choose: /(path|queens)\.(push|append|add)\(/,
      unchoose: /(path|queens)\.(pop\(\)|remove\((path|queens)\.size\(\) - 1\))/,
      done: /return (result|solutions)/,
    };
    for (const id of KINDS)
      for (const { id: language } of LANGUAGES) {
        const listing = BACKTRACKING_LISTINGS[id][language];
        const text = listing.code.split('\n');
        for (const [lineId, lines] of Object.entries(listing.lines))
          for (const n of lines)
            expect(text[n - 1], `${id} ${language} ${lineId}`).toMatch(expected[lineId] ?? /$^/);
      }
  });
});

// ---- JavaScript: in this process ----

function runJavaScript(listings: Record<Kind, CodeListings>): LanguageRun {
  const printed: Record<string, string[]> = {};
  const load = (kind: Kind) => {
    const log = (printed[kind] = [] as string[]);
    return new Function('console', `${listings[kind].javascript.code}\nreturn ${kind};`)({
      log: (...values: unknown[]) => log.push(values.map((v) => String(v)).join(' ')),
    }) as (...args: unknown[]) => number[][];
  };
  const functions = Object.fromEntries(KINDS.map((kind) => [kind, load(kind)])) as Record<
    Kind,
    (...args: unknown[]) => number[][]
  >;
  const answers = CASES.map(({ kind, args }) => {
    switch (kind) {
      case 'combinationSum':
        return show(functions.combinationSum(args.slice(0, -1), args.at(-1)));
      case 'nQueens':
        return show(functions.nQueens(args[0]));
      default:
        return show(functions[kind]([...args]));
    }
  });
  const examples = Object.fromEntries(KINDS.map((kind) => [kind, (printed[kind] ?? []).join(' ')])) as Record<
    Kind,
    string
  >;
  return { answers, examples };
}

describe('JavaScript backtracking listings', () => checkRun('JavaScript', runJavaScript));

// ---- Python: one python3 process ----

const PYTHON_FILES: Record<Kind, string> = {
  subsets: 'subsets.py',
  permutations: 'permutations.py',
  combinationSum: 'combination_sum.py',
  nQueens: 'n_queens.py',
};

const PYTHON_DRIVER = `
import contextlib, io, json, runpy, sys
from subsets import subsets
from permutations import permutations
from combination_sum import combination_sum
from n_queens import n_queens

request = json.load(sys.stdin)
answers = []
for case in request["cases"]:
    kind, args = case["kind"], case["args"]
    if kind == "subsets":
        answers.append(str(subsets(args)))
    elif kind == "permutations":
        answers.append(str(permutations(args)))
    elif kind == "combinationSum":
        answers.append(str(combination_sum(args[:-1], args[-1])))
    else:
        answers.append(str(n_queens(args[0])))
examples = {}
for kind, path in request["files"].items():
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        runpy.run_path(path, run_name="__main__")
    examples[kind] = printed.getvalue()
print(json.dumps({"answers": answers, "examples": examples}))
`;

function runPython(listings: Record<Kind, CodeListings>): LanguageRun {
  return inTempDir((dir) => {
    for (const kind of KINDS) writeFileSync(join(dir, PYTHON_FILES[kind]), listings[kind].python.code);
    writeFileSync(join(dir, 'driver.py'), PYTHON_DRIVER);
    const run = spawnSync('python3', ['driver.py'], {
      cwd: dir,
      input: JSON.stringify({ cases: CASES.map(({ kind, args }) => ({ kind, args })), files: PYTHON_FILES }),
      encoding: 'utf8',
      env: { ...process.env, PYTHONDONTWRITEBYTECODE: '1' },
    });
    if (run.status !== 0 || run.stderr !== '') throw new Error(`python3 failed:\n${run.stderr}`);
    return JSON.parse(run.stdout) as LanguageRun;
  });
}

describeWithTools('Python backtracking listings', PYTHON, () => checkRun('Python', runPython));

// ---- Java: one javac and one java ----

const JAVA_CLASSES: Record<Kind, string> = {
  subsets: 'Subsets',
  permutations: 'Permutations',
  combinationSum: 'CombinationSum',
  nQueens: 'NQueens',
};

/** Reads `kind;arg,arg` a line, or `example;Class`; prints one answer a line. */
const JAVA_DRIVER = `
import java.io.*;
import java.util.*;

public class BacktrackingDriver {
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
            int[] a = Arrays.stream(p[1].split(",")).mapToInt(Integer::parseInt).toArray();
            switch (p[0]) {
                case "subsets": out.append(Subsets.subsets(a)); break;
                case "permutations": out.append(Permutations.permutations(a)); break;
                case "combinationSum":
                    out.append(CombinationSum.combinationSum(Arrays.copyOf(a, a.length - 1), a[a.length - 1]));
                    break;
                default: out.append(NQueens.nQueens(a[0]));
            }
            out.append('\\n');
        }
        console.print(out);
    }
}
`;

function runJava(listings: Record<Kind, CodeListings>): LanguageRun {
  const requests = [
    ...CASES.map((c) => `${c.kind};${c.args.join(',')}`),
    ...KINDS.map((kind) => `example;${JAVA_CLASSES[kind]}`),
  ];
  const output = inTempDir((dir) => {
    const files = ['BacktrackingDriver.java', ...KINDS.map((kind) => `${JAVA_CLASSES[kind]}.java`)];
    writeFileSync(join(dir, 'BacktrackingDriver.java'), JAVA_DRIVER);
    for (const kind of KINDS)
      writeFileSync(join(dir, `${JAVA_CLASSES[kind]}.java`), listings[kind].java.code);
    const compile = spawnSync('javac', ['-d', dir, '-Xlint:all', ...files], { cwd: dir, encoding: 'utf8' });
    if (compile.status !== 0 || compile.stderr !== '') throw new Error(`javac failed:\n${compile.stderr}`);
    const run = spawnSync('java', ['-cp', dir, 'BacktrackingDriver'], {
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

describeWithTools('Java backtracking listings', JAVA, () => checkRun('Java', runJava));
