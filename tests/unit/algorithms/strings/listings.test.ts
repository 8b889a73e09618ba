/**
 * The string-matching listings, run in their own languages on the same inputs as the engine (each
 * module's textbook example, its presets and random texts): each returns the shifts the module finds,
 * its own example prints the module's answer on its textbook example, the example as the page shows it
 * runs on the page's input, and each marks exactly the line ids the module's steps use.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@/core/algorithms';
import type { StringAlgorithmId } from '@/core/algorithms/catalog';
import { randomStringInput } from '@/core/algorithms/strings/input';
import { functionNames, STRING_LISTINGS, stringListing } from '@/core/algorithms/strings/listings';
import { STRING_ALGORITHM_MODULES, STRING_ALGORITHMS } from '@/core/algorithms/strings/registry';
import type { StringAlgorithm, StringInput } from '@/core/algorithms/strings/types';
import type { CodeListings } from '@/core/algorithms/types';
import { createRandom } from '@/core/random';
import { describeWithTools, JAVA, PYTHON } from '../../toolchain';

const IDS = STRING_ALGORITHM_MODULES.map((module) => module.id);
const moduleOf = (id: StringAlgorithmId): StringAlgorithm => STRING_ALGORITHMS[id];

/** The shifts the engine finds: the last frame's. */
const engineFinds = (id: StringAlgorithmId, input: StringInput) => {
  const trace = moduleOf(id).trace(input);
  return [...trace.frameAt(trace.stepCount).model.found];
};

interface Case {
  readonly id: StringAlgorithmId;
  readonly input: StringInput;
  /** The module's result, as JSON. */
  readonly expected: string;
}

const CASES: Case[] = IDS.flatMap((id) => {
  const module = moduleOf(id);
  const random = createRandom(35);
  const inputs = [
    module.example,
    ...module.presets.flatMap((preset) => (preset.input ? [preset.input] : [])),
    ...Array.from({ length: 25 }, () => randomStringInput(random)),
  ];
  return inputs.map((input) => ({ id, input, expected: JSON.stringify(engineFinds(id, input)) }));
});

const numbers = (text: string) => text.match(/-?\d+/g) ?? [];
/** What a listing's example prints on an input: the engine's shifts. */
const exampleNumbers = (id: StringAlgorithmId, input: StringInput) =>
  numbers(JSON.stringify(engineFinds(id, input)));

/** An input other than the example, as a learner could type it on the page: the first other preset. */
const pageInput = (id: StringAlgorithmId): StringInput =>
  moduleOf(id).presets.find(
    (preset) => preset.input && JSON.stringify(preset.input) !== JSON.stringify(moduleOf(id).example),
  )?.input ?? moduleOf(id).example;
const PAGE_LISTINGS = Object.fromEntries(IDS.map((id) => [id, stringListing(id, pageInput(id))])) as Record<
  StringAlgorithmId,
  CodeListings
>;

interface LanguageRun {
  /** Each case's result, printed by the language. */
  answers: string[];
  examples: Record<string, string>;
}

function checkRun(language: string, run: (listings: Record<StringAlgorithmId, CodeListings>) => LanguageRun) {
  let result: LanguageRun;
  let onPage: LanguageRun;
  beforeAll(() => {
    result = run(STRING_LISTINGS);
    onPage = run(PAGE_LISTINGS);
  }, 240_000);
  it.each(IDS)(`the %s ${language} listing returns the shifts the engine finds`, (id) => {
    const mine = CASES.flatMap((c, i) => (c.id === id ? [[c.expected, result.answers[i] ?? '']] : []));
    expect(mine.length).toBeGreaterThanOrEqual(25);
    expect(mine.some(([want]) => want !== '[]')).toBe(true);
    expect(mine.map(([, got]) => numbers(got ?? ''))).toEqual(mine.map(([want]) => numbers(want ?? '')));
  });
  it.each(IDS)(`the %s ${language} example prints the module's answer on its textbook example`, (id) => {
    expect(numbers(result.examples[id] ?? '')).toEqual(exampleNumbers(id, moduleOf(id).example));
  });
  it.each(IDS)(`the %s ${language} example, as the page shows it, runs on the page's input`, (id) => {
    const expected = exampleNumbers(id, pageInput(id));
    expect(numbers(onPage.examples[id] ?? '')).toEqual(expected);
    expect(pageInput(id)).not.toEqual(moduleOf(id).example);
  });
}

function inTempDir<T>(work: (dir: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'string-listings-'));
  try {
    return work(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('string listings mark their steps', () => {
  it.each(IDS)('%s marks every line id in every language, and only those', (id) => {
    for (const { id: language } of LANGUAGES) {
      const listing = STRING_LISTINGS[id][language];
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
      for (const input of [module.example, ...Array.from({ length: 20 }, () => randomStringInput(random))])
        for (const step of module.trace(input).steps) used.add(step.line);
      for (const line of used) expect(module.lineIds).toContain(line);
    },
  );
});

// ---- JavaScript: in this process ----

function runJavaScript(listings: Record<StringAlgorithmId, CodeListings>): LanguageRun {
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
  const answers = CASES.map((c) => JSON.stringify(functions[c.id]?.(c.input.text, c.input.pattern)));
  return { answers, examples };
}

describe('JavaScript string listings', () => checkRun('JavaScript', runJavaScript));

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

function runPython(listings: Record<StringAlgorithmId, CodeListings>): LanguageRun {
  return inTempDir((dir) => {
    for (const id of IDS) writeFileSync(join(dir, `${pythonModule(id)}.py`), listings[id].python.code);
    writeFileSync(join(dir, 'driver.py'), PYTHON_DRIVER);
    const run = spawnSync('python3', ['driver.py'], {
      cwd: dir,
      input: JSON.stringify({
        cases: CASES.map(({ id, input }) => ({
          module: pythonModule(id),
          function: functionNames(id).python,
          args: [input.text, input.pattern],
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

describeWithTools('Python string listings', PYTHON, () => checkRun('Python', runPython));

// ---- Java: one javac and one java ----

/** Reads `Class<TAB>method<TAB>text<TAB>pattern` a line, or `example<TAB>Class`; prints one answer a line. */
const JAVA_DRIVER = `
import java.io.*;
import java.lang.reflect.*;

public class StringDriver {
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
            Method method = Class.forName(p[0]).getMethod(p[1], String.class, String.class);
            out.append(String.valueOf(method.invoke(null, p[2], p[3]))).append('\\n');
        }
        console.print(out);
    }
}
`;

const javaClass = (id: string) => `${id.charAt(0).toUpperCase()}${id.slice(1)}`;
function runJava(listings: Record<StringAlgorithmId, CodeListings>): LanguageRun {
  const requests = [
    ...CASES.map((c) =>
      [javaClass(c.id), functionNames(c.id).java, c.input.text, c.input.pattern].join('\t'),
    ),
    ...IDS.map((id) => `example\t${javaClass(id)}`),
  ];
  const output = inTempDir((dir) => {
    const files = ['StringDriver.java', ...IDS.map((id) => `${javaClass(id)}.java`)];
    writeFileSync(join(dir, 'StringDriver.java'), JAVA_DRIVER);
    for (const id of IDS) writeFileSync(join(dir, `${javaClass(id)}.java`), listings[id].java.code);
    const compile = spawnSync('javac', ['-d', dir, '-Xlint:all', ...files], { cwd: dir, encoding: 'utf8' });
    if (compile.status !== 0 || compile.stderr !== '') throw new Error(`javac failed:\n${compile.stderr}`);
    const run = spawnSync('java', ['-cp', dir, 'StringDriver'], {
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

describeWithTools('Java string listings', JAVA, () => checkRun('Java', runJava));
