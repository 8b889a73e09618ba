/**
 * The mathematical listings, run in their own languages on random inputs: each gives the module's
 * answer (the gcd, the primes up to N, the prime factors), its own example prints what the module
 * says, and each marks exactly the line ids the module's steps use.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@/core/algorithms';
import { MATH_LISTINGS, mathListing } from '@/core/algorithms/math/listings';
import type { CodeListings } from '@/core/algorithms/types';
import { MATH_ALGORITHM_MODULES } from '@/core/algorithms/math/registry';
import { factorizationModule, gcdModule, sieveModule } from '@/core/algorithms/math';
import { describeWithTools, JAVA, PYTHON } from '../../toolchain';

type Kind = 'gcd' | 'sieve' | 'factorization';
interface Case {
  kind: Kind;
  args: number[];
  expected: string;
}

const final = <M>(trace: { stepCount: number; frameAt(k: number): { model: M } }) =>
  trace.frameAt(trace.stepCount).model;

/** The module's answer, written the way every driver writes the listing's. */
function moduleAnswer(kind: Kind, args: number[]): string {
  switch (kind) {
    case 'gcd':
      return String(final(gcdModule.trace({ a: args[0] ?? 0, b: args[1] ?? 0 })).gcd);
    case 'sieve': {
      const { states, n } = final(sieveModule.trace({ n: args[0] ?? 0 }));
      const primes = [];
      for (let k = 2; k <= n; k++) if (states[k] === 1) primes.push(k);
      return primes.join(',');
    }
    case 'factorization':
      return final(factorizationModule.trace({ n: args[0] ?? 0 }))
        .factors.flatMap(([p, e]) => Array<number>(e).fill(p))
        .join(',');
  }
}

const CASES: Case[] = [
  ...fc
    .sample(fc.tuple(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 1, max: 1_000_000 })), {
      numRuns: 25,
      seed: 41,
    })
    .map(([a, b]) => ({ kind: 'gcd' as const, args: [a, b] })),
  { kind: 'gcd' as const, args: [7, 1_000_000] },
  { kind: 'gcd' as const, args: [1, 1] },
  ...[
    2,
    3,
    4,
    30,
    97,
    100,
    1000,
    ...fc.sample(fc.integer({ min: 2, max: 1000 }), { numRuns: 8, seed: 42 }),
  ].map((n) => ({ kind: 'sieve' as const, args: [n] })),
  ...[2, 4, 360, 1_000_000_000_000, 999_999_999_989, 549_755_813_888, 999_966_000_289].map((n) => ({
    kind: 'factorization' as const,
    args: [n],
  })),
  ...fc
    .sample(fc.integer({ min: 2, max: 1_000_000_000_000 }), { numRuns: 12, seed: 43 })
    .map((n) => ({ kind: 'factorization' as const, args: [n] })),
].map((c) => ({ ...c, expected: moduleAnswer(c.kind, c.args) }));

const KINDS: Kind[] = ['gcd', 'sieve', 'factorization'];

/** What each listing's example prints: gcd(48, 18), the primes up to 30, the factors of 360. */
const EXAMPLE_ARGS: Record<Kind, number[]> = { gcd: [48, 18], sieve: [30], factorization: [360] };
/** Numbers a learner could type on the page (a factorization past Java's int range among them). */
const PAGE_ARGS: Record<Kind, number[]> = { gcd: [1071, 462], sieve: [11], factorization: [999_966_000_289] };
/** Each listing as the page shows it for PAGE_ARGS. */
const PAGE_LISTINGS: Record<Kind, CodeListings> = {
  gcd: mathListing('gcd', { a: 1071, b: 462 }),
  sieve: mathListing('sieve', { n: 11 }),
  factorization: mathListing('factorization', { n: 999_966_000_289 }),
};
const answerTokens = (kind: Kind, args: number[]) => moduleAnswer(kind, args).split(',');
const tokens = (printed: string) => printed.match(/\d+/g) ?? [];

interface LanguageRun {
  answers: string[];
  examples: Record<Kind, string>;
}

function checkRun(language: string, run: (listings: Record<Kind, CodeListings>) => LanguageRun) {
  let result: LanguageRun;
  let onPage: LanguageRun;
  beforeAll(() => {
    result = run(MATH_LISTINGS);
    onPage = run(PAGE_LISTINGS);
  }, 240_000);
  it.each(KINDS)(`the %s ${language} listing gives the module's answers`, (kind) => {
    const mine = CASES.flatMap((c, i) => (c.kind === kind ? [[c.expected, result.answers[i]]] : []));
    expect(mine.length).toBeGreaterThanOrEqual(7);
    expect(mine.map(([, got]) => got)).toEqual(mine.map(([want]) => want));
  });
  it.each(KINDS)(`the %s ${language} example prints what the module answers`, (kind) => {
    expect(tokens(result.examples[kind])).toEqual(answerTokens(kind, EXAMPLE_ARGS[kind]));
  });
  it.each(KINDS)(`the %s ${language} example, as the page shows it, runs on the page's numbers`, (kind) => {
    expect(tokens(onPage.examples[kind])).toEqual(answerTokens(kind, PAGE_ARGS[kind]));
    expect(answerTokens(kind, PAGE_ARGS[kind])).not.toEqual(answerTokens(kind, EXAMPLE_ARGS[kind]));
  });
}

function inTempDir<T>(work: (dir: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'math-listings-'));
  try {
    return work(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('mathematical listings mark their steps', () => {
  it.each(MATH_ALGORITHM_MODULES.map((m) => m.id))('%s marks every line id once per language', (id) => {
    const module = MATH_ALGORITHM_MODULES.find((m) => m.id === id);
    for (const { id: language } of LANGUAGES) {
      const listing = MATH_LISTINGS[id][language];
      expect(Object.keys(listing.lines).sort()).toEqual([...(module?.lineIds ?? [])].sort());
      const lines = listing.code.split('\n');
      for (const numbers of Object.values(listing.lines))
        for (const n of numbers) expect(lines[n - 1]?.trim()).not.toBe('');
      expect(listing.code).not.toMatch(/[«»\t]/);
    }
  });

  it('puts each id on a line that does what it names', () => {
    const expected: Record<string, RegExp> = {
      divide: /a % b|factors\.(push|append|add)\(d\)/,
      done: /return (a|primes|factors)/,
      check: /is_?[pP]rime\[p\]|crossed\[p\]/,
      cross: /\[m\] = (false|False|true)/,
      collect: /is_?[pP]rime\[k\]|crossed\[k\]/,
      try: /n % d === 0|n % d == 0/,
      last: /n > 1/,
    };
    for (const id of KINDS)
      for (const { id: language } of LANGUAGES) {
        const listing = MATH_LISTINGS[id][language];
        const text = listing.code.split('\n');
        for (const [lineId, numbers] of Object.entries(listing.lines))
          for (const n of numbers)
            expect(text[n - 1], `${id} ${language} ${lineId}`).toMatch(expected[lineId] ?? /$^/);
      }
  });
});

// ---- JavaScript: in this process ----

function runJavaScript(listings: Record<Kind, CodeListings>): LanguageRun {
  const printed: Record<string, unknown[]> = {};
  const load = (kind: Kind) => {
    const log = (printed[kind] = [] as unknown[]);
    return new Function('console', `${listings[kind].javascript.code}\nreturn ${kind};`)({
      log: (value: unknown) => log.push(value),
    }) as (...args: number[]) => unknown;
  };
  const fns = Object.fromEntries(KINDS.map((kind) => [kind, load(kind)])) as Record<
    Kind,
    ReturnType<typeof load>
  >;
  const answers = CASES.map((c) => {
    const result = fns[c.kind](...c.args);
    return Array.isArray(result) ? result.join(',') : String(result);
  });
  const examples = Object.fromEntries(
    KINDS.map((kind) => [kind, (printed[kind] ?? []).map((value) => JSON.stringify(value)).join(' ')]),
  ) as Record<Kind, string>;
  return { answers, examples };
}

describe('JavaScript mathematical listings', () => checkRun('JavaScript', runJavaScript));

// ---- Python: one python3 process ----

const PYTHON_DRIVER = `
import contextlib, importlib, io, json, runpy, sys

request = json.load(sys.stdin)
answers = []
for case in request["cases"]:
    kind = case["kind"]
    result = getattr(importlib.import_module(kind), kind)(*case["args"])
    answers.append(",".join(map(str, result)) if isinstance(result, list) else str(result))
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
      input: JSON.stringify({ cases: CASES.map(({ kind, args }) => ({ kind, args })), kinds: KINDS }),
      encoding: 'utf8',
      env: { ...process.env, PYTHONDONTWRITEBYTECODE: '1' },
    });
    if (run.status !== 0 || run.stderr !== '') throw new Error(`python3 failed:\n${run.stderr}`);
    return JSON.parse(run.stdout) as LanguageRun;
  });
}

describeWithTools('Python mathematical listings', PYTHON, () => checkRun('Python', runPython));

// ---- Java: one javac and one java ----

/** Reads `kind;arg,arg` a line, or `example;Class`; prints one answer a line. */
const JAVA_DRIVER = `
import java.io.*;
import java.util.*;
import java.util.stream.*;

public class MathDriver {
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
            long[] a = Arrays.stream(p[1].split(",")).mapToLong(Long::parseLong).toArray();
            switch (p[0]) {
                case "gcd" -> out.append(Gcd.gcd(a[0], a[1]));
                case "sieve" -> out.append(Sieve.sieve((int) a[0]).stream().map(String::valueOf).collect(Collectors.joining(",")));
                default -> out.append(Factorization.factorization(a[0]).stream().map(String::valueOf).collect(Collectors.joining(",")));
            }
            out.append('\\n');
        }
        console.print(out);
    }
}
`;

const javaClass = (kind: Kind) => `${kind.charAt(0).toUpperCase()}${kind.slice(1)}`;

function runJava(listings: Record<Kind, CodeListings>): LanguageRun {
  const requests = [
    ...CASES.map((c) => `${c.kind};${c.args.join(',')}`),
    ...KINDS.map((kind) => `example;${javaClass(kind)}`),
  ];
  const output = inTempDir((dir) => {
    const files = ['MathDriver.java', ...KINDS.map((kind) => `${javaClass(kind)}.java`)];
    writeFileSync(join(dir, 'MathDriver.java'), JAVA_DRIVER);
    for (const kind of KINDS) writeFileSync(join(dir, `${javaClass(kind)}.java`), listings[kind].java.code);
    const compile = spawnSync('javac', ['-d', dir, '-Xlint:all', ...files], { cwd: dir, encoding: 'utf8' });
    if (compile.status !== 0 || compile.stderr !== '') throw new Error(`javac failed:\n${compile.stderr}`);
    const run = spawnSync('java', ['-cp', dir, 'MathDriver'], {
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

describeWithTools('Java mathematical listings', JAVA, () => checkRun('Java', runJava));
