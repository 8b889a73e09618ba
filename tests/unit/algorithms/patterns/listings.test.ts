/**
 * The interview patterns' listings, run in their own languages on the same inputs as the engine
 * (random ones drawn by each module, its classic example and its presets): each returns what the
 * module solves, its own example prints the module's answer on the classic example, the example as
 * the page shows it runs on the page's input, and each marks exactly the line ids the module's steps use.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@/core/algorithms';
import type { PatternAlgorithmId } from '@/core/algorithms/catalog';
import {
  functionNames,
  LISTING_ARGS,
  PATTERN_LISTINGS,
  patternListing,
  type ListingArg,
} from '@/core/algorithms/patterns/listings';
import { PATTERN_ALGORITHM_MODULES, PATTERN_ALGORITHMS } from '@/core/algorithms/patterns/registry';
import type { PatternAlgorithm } from '@/core/algorithms/patterns/types';
import type { CodeListings } from '@/core/algorithms/types';
import { createRandom } from '@/core/random';
import { describeWithTools, JAVA, PYTHON } from '../../toolchain';

const IDS = PATTERN_ALGORITHM_MODULES.map((module) => module.id);
const moduleOf = (id: PatternAlgorithmId): PatternAlgorithm => PATTERN_ALGORITHMS[id];

function valueOf(id: PatternAlgorithmId, texts: readonly string[]): unknown {
  const checked = moduleOf(id).check(texts);
  if ('error' in checked) throw new Error(`${id}: ${texts.join(' / ')}: ${checked.error}`);
  return checked.value;
}

interface Case {
  readonly id: PatternAlgorithmId;
  readonly args: readonly ListingArg[];
  /** The module's result, as JSON. */
  readonly expected: string;
}

const CASES: Case[] = IDS.flatMap((id) => {
  const module = moduleOf(id);
  const random = createRandom(35);
  const inputs = [
    module.example,
    ...module.presets.flatMap((preset) => (preset.texts ? [preset.texts] : [])),
    ...Array.from({ length: 25 }, () => module.randomInput(random)),
  ];
  return inputs.map((texts) => {
    const value = valueOf(id, texts);
    return { id, args: LISTING_ARGS[id](value), expected: JSON.stringify(module.solve(value)) };
  });
});

const numbers = (text: string) => text.match(/-?\d+/g) ?? [];
/** What a listing's example prints on `texts`: the module's result's numbers. */
const exampleNumbers = (id: PatternAlgorithmId, texts: readonly string[]) =>
  numbers(JSON.stringify(moduleOf(id).solve(valueOf(id, texts))));

/** An input other than the example, as a learner could type it on the page: the first other preset. */
const pageTexts = (id: PatternAlgorithmId) =>
  moduleOf(id).presets.find((preset) => preset.texts && preset.texts.join() !== moduleOf(id).example.join())
    ?.texts ?? moduleOf(id).example;
const PAGE_LISTINGS = Object.fromEntries(
  IDS.map((id) => [id, patternListing(id, valueOf(id, pageTexts(id)))]),
) as Record<PatternAlgorithmId, CodeListings>;

interface LanguageRun {
  /** Each case's result, printed by the language. */
  answers: string[];
  examples: Record<string, string>;
}

function checkRun(
  language: string,
  run: (listings: Record<PatternAlgorithmId, CodeListings>) => LanguageRun,
) {
  let result: LanguageRun;
  let onPage: LanguageRun;
  beforeAll(() => {
    result = run(PATTERN_LISTINGS);
    onPage = run(PAGE_LISTINGS);
  }, 240_000);
  it.each(IDS)(`the %s ${language} listing returns what the module solves`, (id) => {
    const mine = CASES.flatMap((c, i) => (c.id === id ? [[c.expected, result.answers[i] ?? '']] : []));
    expect(mine.length).toBeGreaterThanOrEqual(25);
    expect(mine.map(([, got]) => numbers(got ?? ''))).toEqual(mine.map(([want]) => numbers(want ?? '')));
  });
  it.each(IDS)(`the %s ${language} example prints the module's answer on the classic example`, (id) => {
    expect(numbers(result.examples[id] ?? '')).toEqual(exampleNumbers(id, moduleOf(id).example));
  });
  it.each(IDS)(`the %s ${language} example, as the page shows it, runs on the page's input`, (id) => {
    const expected = exampleNumbers(id, pageTexts(id));
    expect(numbers(onPage.examples[id] ?? '')).toEqual(expected);
    expect(pageTexts(id)).not.toEqual(moduleOf(id).example);
  });
}

function inTempDir<T>(work: (dir: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'pattern-listings-'));
  try {
    return work(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('pattern listings mark their steps', () => {
  it.each(IDS)('%s marks every line id in every language, and only those', (id) => {
    for (const { id: language } of LANGUAGES) {
      const listing = PATTERN_LISTINGS[id][language];
      expect(Object.keys(listing.lines).sort(), `${id} ${language}`).toEqual(
        [...moduleOf(id).lineIds].sort(),
      );
      const lines = listing.code.split('\n');
      for (const numbers of Object.values(listing.lines))
        for (const n of numbers) expect(lines[n - 1]?.trim()).not.toBe('');
      expect(listing.code).not.toMatch(/[«»\t]/);
    }
  });

  it.each(IDS)(
    '%s: every line id its steps use is in its lineIds, on the example and random inputs',
    (id) => {
      const used = new Set<string>();
      const module = moduleOf(id);
      const random = createRandom(7);
      for (const texts of [module.example, ...Array.from({ length: 20 }, () => module.randomInput(random))])
        for (const step of module.trace(valueOf(id, texts)).steps) used.add(step.line);
      for (const line of used) expect(module.lineIds).toContain(line);
    },
  );
});

// ---- JavaScript: in this process ----

function runJavaScript(listings: Record<PatternAlgorithmId, CodeListings>): LanguageRun {
  const examples: Record<string, string> = {};
  const functions = Object.fromEntries(
    IDS.map((id) => {
      const printed: string[] = [];
      const fn = new Function('console', `${listings[id].javascript.code}\nreturn ${id};`)({
        log: (...values: unknown[]) => printed.push(values.map((v) => JSON.stringify(v)).join(' ')),
      }) as (...args: unknown[]) => unknown;
      examples[id] = printed.join(' ');
      return [id, fn];
    }),
  );
  const answers = CASES.map((c) =>
    JSON.stringify(functions[c.id]?.(...c.args.map((arg) => structuredClone(arg)))),
  );
  return { answers, examples };
}

describe('JavaScript pattern listings', () => checkRun('JavaScript', runJavaScript));

// ---- Python: one python3 process ----

const PYTHON_DRIVER = `
import contextlib, importlib, io, json, runpy, sys

request = json.load(sys.stdin)
answers = []
for case in request["cases"]:
    module = importlib.import_module(case["module"])
    answers.append(json.dumps(getattr(module, case["function"])(*case["args"])))
examples = {}
for kind, path in request["examples"]:
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        runpy.run_path(path, run_name="__main__")
    examples[kind] = printed.getvalue()
print(json.dumps({"answers": answers, "examples": examples}))
`;

const pythonModule = (id: string) => functionNames(id).python;

function runPython(listings: Record<PatternAlgorithmId, CodeListings>): LanguageRun {
  return inTempDir((dir) => {
    for (const id of IDS) writeFileSync(join(dir, `${pythonModule(id)}.py`), listings[id].python.code);
    writeFileSync(join(dir, 'driver.py'), PYTHON_DRIVER);
    const run = spawnSync('python3', ['driver.py'], {
      cwd: dir,
      input: JSON.stringify({
        cases: CASES.map(({ id, args }) => ({
          module: pythonModule(id),
          function: functionNames(id).python,
          args,
        })),
        examples: IDS.map((id) => [id, `${pythonModule(id)}.py`]),
      }),
      encoding: 'utf8',
      env: { ...process.env, PYTHONDONTWRITEBYTECODE: '1' },
    });
    if (run.status !== 0 || run.stderr !== '') throw new Error(`python3 failed:\n${run.stderr}`);
    return JSON.parse(run.stdout) as LanguageRun;
  });
}

describeWithTools('Python pattern listings', PYTHON, () => checkRun('Python', runPython));

// ---- Java: one javac and one java ----

/**
 * Reads `Class<TAB>method<TAB>arg<TAB>…` a line (an int[] as 1,2,3, an int[][] as 1,3|2,6) and calls the
 * method with the arguments its parameters take, or `example<TAB>Class`; prints one answer a line.
 */
const JAVA_DRIVER = `
import java.io.*;
import java.lang.reflect.*;
import java.util.*;

public class PatternDriver {
    static int[] ints(String text) {
        return text.isEmpty() ? new int[0] : Arrays.stream(text.split(",")).mapToInt(Integer::parseInt).toArray();
    }

    static Object parse(Class<?> type, String text) {
        if (type == int.class) return Integer.parseInt(text);
        if (type == int[].class) return ints(text);
        if (type == int[][].class)
            return text.isEmpty() ? new int[0][] : Arrays.stream(text.split("\\\\|")).map(PatternDriver::ints).toArray(int[][]::new);
        return text;
    }

    static String show(Object value) {
        if (value instanceof int[] list) return Arrays.toString(list);
        if (value instanceof int[][] rows) return Arrays.deepToString(rows);
        return String.valueOf(value);
    }

    public static void main(String[] args) throws Exception {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        PrintStream console = System.out;
        StringBuilder out = new StringBuilder();
        String line;
        while ((line = in.readLine()) != null) {
            String[] p = line.split("\\t", -1);
            if (p[0].equals("example")) {
                ByteArrayOutputStream printed = new ByteArrayOutputStream();
                System.setOut(new PrintStream(printed, true));
                Class.forName(p[1]).getMethod("main", String[].class).invoke(null, (Object) new String[0]);
                System.setOut(console);
                out.append(printed.toString().trim().replace('\\n', ' ')).append('\\n');
                continue;
            }
            Method method = null;
            for (Method m : Class.forName(p[0]).getMethods())
                if (m.getName().equals(p[1]) && m.getParameterCount() == p.length - 2) method = m;
            Class<?>[] types = method.getParameterTypes();
            Object[] values = new Object[types.length];
            for (int i = 0; i < types.length; i++) values[i] = parse(types[i], p[i + 2]);
            out.append(show(method.invoke(null, values))).append('\\n');
        }
        console.print(out);
    }
}
`;

const javaClass = (id: string) => `${id.charAt(0).toUpperCase()}${id.slice(1)}`;
const javaArg = (arg: ListingArg) =>
  typeof arg === 'number' || typeof arg === 'string'
    ? String(arg)
    : arg.every((item) => typeof item === 'number')
      ? arg.join(',')
      : (arg as readonly (readonly number[])[]).map((row) => row.join(',')).join('|');

function runJava(listings: Record<PatternAlgorithmId, CodeListings>): LanguageRun {
  const requests = [
    ...CASES.map((c) => [javaClass(c.id), functionNames(c.id).java, ...c.args.map(javaArg)].join('\t')),
    ...IDS.map((id) => `example\t${javaClass(id)}`),
  ];
  const output = inTempDir((dir) => {
    const files = ['PatternDriver.java', ...IDS.map((id) => `${javaClass(id)}.java`)];
    writeFileSync(join(dir, 'PatternDriver.java'), JAVA_DRIVER);
    for (const id of IDS) writeFileSync(join(dir, `${javaClass(id)}.java`), listings[id].java.code);
    const compile = spawnSync('javac', ['-d', dir, '-Xlint:all', ...files], { cwd: dir, encoding: 'utf8' });
    if (compile.status !== 0 || compile.stderr !== '') throw new Error(`javac failed:\n${compile.stderr}`);
    const run = spawnSync('java', ['-cp', dir, 'PatternDriver'], {
      input: `${requests.join('\n')}\n`,
      encoding: 'utf8',
    });
    if (run.status !== 0) throw new Error(`java failed:\n${run.stderr}`);
    return run.stdout.trimEnd().split('\n');
  });
  const answers = output.slice(0, CASES.length);
  const examples = Object.fromEntries(IDS.map((id, i) => [id, output[CASES.length + i] ?? '']));
  return { answers, examples };
}

describeWithTools('Java pattern listings', JAVA, () => checkRun('Java', runJava));
