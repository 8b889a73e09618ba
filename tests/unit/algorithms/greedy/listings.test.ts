/**
 * The greedy listings, run in their own languages on random inputs: each gives the module's answer
 * (the activities chosen, each symbol's Huffman code, ties broken the same way), its own example
 * prints what the module says, and each marks exactly the line ids the module's steps use.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@/core/algorithms';
import { GREEDY_LISTINGS, greedyListing } from '@/core/algorithms/greedy/listings';
import type { CodeListings } from '@/core/algorithms/types';
import { GREEDY_ALGORITHM_MODULES } from '@/core/algorithms/greedy/registry';
import {
  activitySelectionModule,
  huffmanCodes,
  huffmanModule,
  parseActivities,
} from '@/core/algorithms/greedy';
import { describeWithTools, JAVA, PYTHON } from '../../toolchain';

type Kind = 'activitySelection' | 'huffman';
interface Case {
  kind: Kind;
  /** Activities as [start, finish, start, finish, …], or the text's character codes. */
  args: number[];
  expected: string;
}

const final = <M>(trace: { stepCount: number; frameAt(k: number): { model: M } }) =>
  trace.frameAt(trace.stepCount).model;

const pairsOf = (args: readonly number[]) =>
  Array.from({ length: args.length / 2 }, (_, i) => [args[2 * i] ?? 0, args[2 * i + 1] ?? 0] as const);
const textOf = (args: readonly number[]) => String.fromCharCode(...args);

/** Huffman codes written the way every driver writes them: `charCode:code`, by character code. */
const codesAnswer = (entries: Iterable<readonly [string, string]>) =>
  [...entries]
    .map(([symbol, code]) => [symbol.charCodeAt(0), code] as const)
    .sort((a, b) => a[0] - b[0])
    .map(([ch, code]) => `${ch}:${code}`)
    .join(',');

/** The module's answer, written the way every driver writes the listing's. */
function moduleAnswer(kind: Kind, args: number[]): string {
  switch (kind) {
    case 'activitySelection': {
      const activities = pairsOf(args).map(([start, finish], i) => ({ id: i + 1, start, finish }));
      const model = final(activitySelectionModule.trace(activities));
      return model.chosen.map((id) => `${activities[id - 1]?.start}-${activities[id - 1]?.finish}`).join(' ');
    }
    case 'huffman':
      return codesAnswer(final(huffmanModule.trace(textOf(args))).codes.map((c) => [c.symbol, c.code]));
  }
}

const activityArgs = fc
  .array(
    fc
      .tuple(fc.integer({ min: 0, max: 90 }), fc.integer({ min: 1, max: 10 }))
      .map(([start, length]) => [start, start + length]),
    { minLength: 1, maxLength: 20 },
  )
  .map((pairs) => pairs.flat());

const textArgs = fc
  .string({ unit: fc.constantFrom(...'aaaabbbcdeeffg hi,.!Zz09'.split('')), minLength: 1, maxLength: 60 })
  .map((text) => [...text].map((ch) => ch.charCodeAt(0)));

const textbook = parseActivities(activitySelectionModule.example);
const TEXTBOOK_ARGS = 'value' in textbook ? textbook.value.flatMap((a) => [a.start, a.finish]) : [];
const CASES: Case[] = [
  ...fc
    .sample(activityArgs, { numRuns: 25, seed: 51 })
    .map((args) => ({ kind: 'activitySelection' as const, args })),
  {
    kind: 'activitySelection' as const,
    args: TEXTBOOK_ARGS,
  },
  // Equal finishes keep the order given.
  { kind: 'activitySelection' as const, args: [3, 5, 1, 5, 0, 5, 5, 9, 4, 9] },
  ...[
    'abracadabra',
    'aaaa',
    ' ',
    'ab',
    'aabbccdd',
    'the quick brown fox jumps over the lazy dog',
    '~!@#$%^&*()_+{}|:"<>?`-=[]\\;\',./',
  ].map((text) => ({ kind: 'huffman' as const, args: [...text].map((ch) => ch.charCodeAt(0)) })),
  ...fc.sample(textArgs, { numRuns: 25, seed: 52 }).map((args) => ({ kind: 'huffman' as const, args })),
].map((c) => ({ ...c, expected: moduleAnswer(c.kind, c.args) }));

const KINDS: Kind[] = ['activitySelection', 'huffman'];

/** What each listing's example prints: the textbook activities chosen; abracadabra's codes and bits. */
function exampleTokens(kind: Kind, activities = TEXTBOOK_ARGS, text = 'abracadabra'): string[] {
  if (kind === 'activitySelection') return moduleAnswer(kind, activities).match(/\d+/g) ?? [];
  const codes = huffmanCodes(text);
  return [...codes.map((c) => c.code), String(huffmanModule.answer(text).match(/^\d+/)?.[0])];
}

/** Input a learner could type on the page (quotes and a backslash among the text's symbols). */
const PAGE_ACTIVITIES = [2, 6, 0, 3, 4, 8, 7, 9];
const PAGE_TEXT = 'say "hi", it\'s \\ ok';
const pageActivities = parseActivities('2-6, 0-3, 4-8, 7-9');
/** Each listing as the page shows it for that input. */
const PAGE_LISTINGS: Record<Kind, CodeListings> = {
  activitySelection: greedyListing(
    'activitySelection',
    'value' in pageActivities ? pageActivities.value : [],
  ),
  huffman: greedyListing('huffman', PAGE_TEXT),
};
const tokens = (printed: string) => printed.match(/\d+/g) ?? [];

interface LanguageRun {
  answers: string[];
  examples: Record<Kind, string>;
}

function checkRun(language: string, run: (listings: Record<Kind, CodeListings>) => LanguageRun) {
  let result: LanguageRun;
  let onPage: LanguageRun;
  beforeAll(() => {
    result = run(GREEDY_LISTINGS);
    onPage = run(PAGE_LISTINGS);
  }, 240_000);
  it.each(KINDS)(`the %s ${language} listing gives the module's answers`, (kind) => {
    const mine = CASES.flatMap((c, i) => (c.kind === kind ? [[c.expected, result.answers[i]]] : []));
    expect(mine.length).toBeGreaterThanOrEqual(20);
    expect(mine.map(([, got]) => got)).toEqual(mine.map(([want]) => want));
  });
  it.each(KINDS)(`the %s ${language} example prints what the module answers`, (kind) => {
    expect(tokens(result.examples[kind])).toEqual(exampleTokens(kind));
  });
  it.each(KINDS)(`the %s ${language} example, as the page shows it, runs on the page's input`, (kind) => {
    const expected = exampleTokens(kind, PAGE_ACTIVITIES, PAGE_TEXT);
    expect(tokens(onPage.examples[kind])).toEqual(expected);
    expect(expected).not.toEqual(exampleTokens(kind));
  });
}

function inTempDir<T>(work: (dir: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'greedy-listings-'));
  try {
    return work(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('greedy listings mark their steps', () => {
  it.each(GREEDY_ALGORITHM_MODULES.map((m) => m.id))('%s marks every line id in every language', (id) => {
    const module = GREEDY_ALGORITHM_MODULES.find((m) => m.id === id);
    for (const { id: language } of LANGUAGES) {
      const listing = GREEDY_LISTINGS[id][language];
      expect(Object.keys(listing.lines).sort()).toEqual([...(module?.lineIds ?? [])].sort());
      const lines = listing.code.split('\n');
      for (const numbers of Object.values(listing.lines))
        for (const n of numbers) expect(lines[n - 1]?.trim()).not.toBe('');
      expect(listing.code).not.toMatch(/[«»\t]/);
    }
  });

  it('puts each id on a line that does what it names', () => {
    const expected: Record<string, RegExp> = {
      sort: /sort/,
      check: /start >= last_?[fF]inish|activity\[0\] >= lastFinish/,
      reject: /start >= last_?[fF]inish|activity\[0\] >= lastFinish/,
      accept: /chosen\.(push|append|add)/,
      count: /freq/,
      leaf: /queue\.(push|add)|heappush\(queue, \(weight/,
      merge: /left\.weight|left\[0\] \+ right\[0\]|left\.weight\(\) \+ right\.weight\(\)/,
      code: /codes(\.set|\[tree\]|\.put)/,
      done: /return (chosen|codes)/,
    };
    for (const id of KINDS)
      for (const { id: language } of LANGUAGES) {
        const listing = GREEDY_LISTINGS[id][language];
        const text = listing.code.split('\n');
        for (const [lineId, numbers] of Object.entries(listing.lines))
          for (const n of numbers)
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
      log: (...values: unknown[]) =>
        log.push(values.map((v) => JSON.stringify(v instanceof Map ? [...v] : v)).join(' ')),
    }) as (input: unknown) => unknown;
  };
  const activitySelection = load('activitySelection');
  const huffman = load('huffman');
  const answers = CASES.map((c) =>
    c.kind === 'activitySelection'
      ? (activitySelection(pairsOf(c.args).map((pair) => [...pair])) as number[][])
          .map(([s, f]) => `${s}-${f}`)
          .join(' ')
      : codesAnswer(huffman(textOf(c.args)) as Map<string, string>),
  );
  const examples = Object.fromEntries(KINDS.map((kind) => [kind, (printed[kind] ?? []).join(' ')])) as Record<
    Kind,
    string
  >;
  return { answers, examples };
}

describe('JavaScript greedy listings', () => checkRun('JavaScript', runJavaScript));

// ---- Python: one python3 process ----

const PYTHON_DRIVER = `
import contextlib, io, json, runpy, sys
from activity_selection import activity_selection
from huffman import huffman

request = json.load(sys.stdin)
answers = []
for case in request["cases"]:
    args = case["args"]
    if case["kind"] == "activitySelection":
        pairs = [(args[i], args[i + 1]) for i in range(0, len(args), 2)]
        answers.append(" ".join(f"{s}-{f}" for s, f in activity_selection(pairs)))
    else:
        codes = huffman("".join(map(chr, args)))
        answers.append(",".join(f"{ord(ch)}:{code}" for ch, code in sorted(codes.items(), key=lambda e: ord(e[0]))))
examples = {}
for kind, path in [("activitySelection", "activity_selection.py"), ("huffman", "huffman.py")]:
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        runpy.run_path(path, run_name="__main__")
    examples[kind] = printed.getvalue()
print(json.dumps({"answers": answers, "examples": examples}))
`;

function runPython(listings: Record<Kind, CodeListings>): LanguageRun {
  return inTempDir((dir) => {
    writeFileSync(join(dir, 'activity_selection.py'), listings.activitySelection.python.code);
    writeFileSync(join(dir, 'huffman.py'), listings.huffman.python.code);
    writeFileSync(join(dir, 'driver.py'), PYTHON_DRIVER);
    const run = spawnSync('python3', ['driver.py'], {
      cwd: dir,
      input: JSON.stringify({ cases: CASES.map(({ kind, args }) => ({ kind, args })) }),
      encoding: 'utf8',
      env: { ...process.env, PYTHONDONTWRITEBYTECODE: '1' },
    });
    if (run.status !== 0 || run.stderr !== '') throw new Error(`python3 failed:\n${run.stderr}`);
    return JSON.parse(run.stdout) as LanguageRun;
  });
}

describeWithTools('Python greedy listings', PYTHON, () => checkRun('Python', runPython));

// ---- Java: one javac and one java ----

/** Reads `kind;arg,arg` a line, or `example;Class`; prints one answer a line. */
const JAVA_DRIVER = `
import java.io.*;
import java.util.*;
import java.util.stream.*;

public class GreedyDriver {
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
            if (p[0].equals("activitySelection")) {
                List<int[]> activities = new ArrayList<>();
                for (int i = 0; i < a.length; i += 2) activities.add(new int[] {a[i], a[i + 1]});
                out.append(ActivitySelection.activitySelection(activities).stream()
                    .map(x -> x[0] + "-" + x[1]).collect(Collectors.joining(" ")));
            } else {
                StringBuilder text = new StringBuilder();
                for (int ch : a) text.append((char) ch);
                out.append(new TreeMap<>(Huffman.huffman(text.toString())).entrySet().stream()
                    .map(e -> (int) e.getKey() + ":" + e.getValue()).collect(Collectors.joining(",")));
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
    const files = ['GreedyDriver.java', ...KINDS.map((kind) => `${javaClass(kind)}.java`)];
    writeFileSync(join(dir, 'GreedyDriver.java'), JAVA_DRIVER);
    for (const kind of KINDS) writeFileSync(join(dir, `${javaClass(kind)}.java`), listings[kind].java.code);
    const compile = spawnSync('javac', ['-d', dir, '-Xlint:all', ...files], { cwd: dir, encoding: 'utf8' });
    if (compile.status !== 0 || compile.stderr !== '') throw new Error(`javac failed:\n${compile.stderr}`);
    const run = spawnSync('java', ['-cp', dir, 'GreedyDriver'], {
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

describeWithTools('Java greedy listings', JAVA, () => checkRun('Java', runJava));
