/**
 * A listing's example call follows the input on the page: the call is replaced in every language, the
 * marked lines keep their numbers, and a search's listing, as the page shows it, prints in JavaScript,
 * Python and Java the index the engine finds for the page's target in the page's array.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ARRAY_ALGORITHMS } from '@/core/algorithms';
import { exampleCall, literal, searchListing, withExampleCall } from '@/core/algorithms/exampleCall';
import { listing } from '@/core/listing';
import type { CodeListings } from '@/core/algorithms/types';
import { describeWithTools, JAVA, PYTHON } from '../toolchain';

const toy: CodeListings = {
  javascript: listing(
    'javascript',
    "function f(a, s) {  «call»\n  return a;\n}\nconsole.log(f([1,\n  2], 'x(y'));\n",
  ),
  python: listing('python', 'def f(a, s):  «call»\n    return a\nprint(f([1, 2], "x(y"))\n'),
  java: listing(
    'java',
    'class F {\n  static int[] f(int[] a, String s) {  «call»\n    return a;\n  }\n  void main() { f(new int[] {1, 2}, "x(y"); }\n}\n',
  ),
};

describe('withExampleCall', () => {
  const call = exampleCall({ javascript: 'f', python: 'f', java: 'f' }, [
    literal.ints([7, -3]),
    literal.string(`it's "x"`),
  ]);

  it('writes the values the way each language does', () => {
    expect(call).toEqual({
      javascript: `f([7, -3], 'it\\'s "x"')`,
      python: `f([7, -3], "it's \\"x\\"")`,
      java: `f(new int[] {7, -3}, "it's \\"x\\"")`,
    });
  });

  it('replaces the last call of the function, whole, and keeps the definition and its marked line', () => {
    const shown = withExampleCall(toy, call);
    expect(shown.javascript.code).toBe(
      `function f(a, s) {\n  return a;\n}\nconsole.log(${call.javascript});\n`,
    );
    expect(shown.python.code).toBe(`def f(a, s):\n    return a\nprint(${call.python})\n`);
    expect(shown.java.code).toContain(`void main() { ${call.java}; }`);
    expect(shown.java.code).toContain('static int[] f(int[] a, String s) {');
    for (const language of ['javascript', 'python', 'java'] as const)
      expect(shown[language].lines).toEqual(toy[language].lines);
  });

  it('names a listing that has no such call', () => {
    expect(() => withExampleCall(toy, { ...call, python: 'g(1)' })).toThrow('no call of g');
  });
});

/** The searches as the page shows them, on an array and target a learner could have. */
const INPUT = [3, 8, 15, 21, 42, 57, 60, 77];
const TARGET = 57;
const searches = (['linearSearch', 'binarySearch'] as const).map((id) => ({
  id,
  module: ARRAY_ALGORITHMS[id],
  code: searchListing(ARRAY_ALGORITHMS[id], INPUT, TARGET),
}));
// The index a search of INPUT for TARGET finds, counted from the rules: 57 sits at index 5.
const FOUND = '5';

function inTempDir<T>(work: (dir: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'example-call-'));
  try {
    return work(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('a search listing as the page shows it', () => {
  it.each(searches)('$id looks for the target in the array in every language', ({ module, code }) => {
    expect(code.javascript.code).toContain(
      `${module.functionNames.javascript}([${INPUT.join(', ')}], ${TARGET})`,
    );
    expect(code.python.code).toContain(`${module.functionNames.python}([${INPUT.join(', ')}], ${TARGET})`);
    expect(code.java.code).toContain(
      `${module.functionNames.java}(new int[] {${INPUT.join(', ')}}, ${TARGET})`,
    );
    expect(code.javascript.code).not.toContain(module.code.javascript.code.trimEnd().split('\n').at(-1));
  });

  it.each(searches)('$id prints the index the engine finds, in JavaScript', ({ code }) => {
    const printed: unknown[] = [];
    new Function('console', code.javascript.code)({ log: (value: unknown) => printed.push(value) });
    expect(printed.map(String)).toEqual([FOUND]);
  });
});

describeWithTools('a search listing as the page shows it, in Python', PYTHON, () => {
  it.each(searches)('$id prints the index the engine finds', ({ code }) => {
    const run = inTempDir((dir) => {
      writeFileSync(join(dir, 'search.py'), code.python.code);
      return spawnSync('python3', ['search.py'], { cwd: dir, encoding: 'utf8' });
    });
    expect(run.stderr).toBe('');
    expect(run.stdout.trim()).toBe(FOUND);
  });
});

describeWithTools('a search listing as the page shows it, in Java', JAVA, () => {
  it.each(searches)(
    '$id prints the index the engine finds',
    ({ code }) => {
      const className = /public class (\w+)/.exec(code.java.code)?.[1] ?? '';
      const run = inTempDir((dir) => {
        writeFileSync(join(dir, `${className}.java`), code.java.code);
        const compiled = spawnSync('javac', [`${className}.java`], { cwd: dir, encoding: 'utf8' });
        expect(compiled.stderr).toBe('');
        return spawnSync('java', ['-cp', dir, className], { encoding: 'utf8' });
      });
      expect(run.stdout.trim()).toBe(FOUND);
    },
    60_000,
  );
});
