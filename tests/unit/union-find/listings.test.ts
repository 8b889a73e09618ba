/**
 * The union-find listings run in their own languages on random operation sequences, and print what the
 * page's recorded runs say after every operation: "<answer>|<parents>|<ranks>". Each listing's own
 * example prints what the core answers on the textbook forest.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import vm from 'node:vm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@/core/algorithms';
import {
  finalSets,
  resultOf,
  singletons,
  textbookSets,
  traceUnionFindRun,
  type UnionFindOperation,
} from '@/core/union-find';
import { UNION_FIND_LISTINGS } from '@/core/union-find/listings';
import { describeWithTools, JAVA, PYTHON } from '../toolchain';

interface Op {
  op: UnionFindOperation;
  a: number;
  b: number;
}
interface Run {
  size: number;
  ops: Op[];
}

const RUNS: Run[] = fc.sample(
  fc.integer({ min: 1, max: 16 }).chain((size) =>
    fc.record({
      size: fc.constant(size),
      ops: fc.array(
        fc.record({
          op: fc.constantFrom<UnionFindOperation>('union', 'union', 'find', 'connected'),
          a: fc.nat({ max: size - 1 }),
          b: fc.nat({ max: size - 1 }),
        }),
        { minLength: 10, maxLength: 40 },
      ),
    }),
  ),
  { seed: 36, numRuns: 10 },
);

/** What a correct listing prints, according to the page's recorded runs. */
function expected({ size, ops }: Run): string[] {
  let sets = singletons(size);
  return ops.map(({ op, a, b }) => {
    const trace = traceUnionFindRun({ ...sets, operation: op, a, b: op === 'find' ? null : b });
    sets = finalSets(trace);
    const result = resultOf(trace) ?? '';
    const answer =
      op === 'find'
        ? result.replace(/^find\(\d+\) = /, '')
        : op === 'union'
          ? String(result !== 'already connected')
          : String(result === 'connected');
    return `${answer}|${sets.parent.join(',')}|${sets.rank.join(',')}`;
  });
}

/** The example: find(7), connected(3, 7) and connected(5, 9) on the textbook forest. */
function exampleOutput(): string[] {
  const sets = textbookSets();
  const answer = (op: UnionFindOperation, a: number, b: number | null) =>
    resultOf(traceUnionFindRun({ ...sets, operation: op, a, b }));
  return [
    (answer('find', 7, null) ?? '').replace('find(7) = ', ''),
    String(answer('connected', 3, 7) === 'connected'),
    String(answer('connected', 5, 9) === 'connected'),
  ];
}

function script(runs: readonly Run[]): string {
  const lines: string[] = [];
  for (const run of runs) {
    lines.push(`run ${run.size}`, ...run.ops.map(({ op, a, b }) => `${op} ${a} ${b}`), 'end');
  }
  return `${lines.join('\n')}\n`;
}

function splitRuns(stdout: string): string[][] {
  const runs: string[][] = [];
  let current: string[] = [];
  for (const line of stdout.split(/\r?\n/)) {
    if (line === 'end') {
      runs.push(current);
      current = [];
    } else if (line !== '') current.push(line.toLowerCase());
  }
  return runs;
}

function inTempDir<T>(work: (dir: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'union-find-listings-'));
  try {
    return work(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('JavaScript union-find listing', () => {
  const printed: string[] = [];
  const context = vm.createContext({ console: { log: (value: unknown) => printed.push(String(value)) } });
  const UnionFind = vm.runInContext(`${UNION_FIND_LISTINGS.javascript.code}\n;UnionFind`, context) as new (
    n: number,
  ) => {
    parent: number[];
    rank: number[];
    find(x: number): number;
    union(a: number, b: number): boolean;
    connected(a: number, b: number): boolean;
  };

  it('prints what the page records after every operation', () => {
    for (const run of RUNS) {
      const sets = new UnionFind(run.size);
      const lines = run.ops.map(({ op, a, b }) => {
        const answer =
          op === 'find' ? sets.find(a) : op === 'union' ? sets.union(a, b) : sets.connected(a, b);
        return `${answer}|${sets.parent.join(',')}|${sets.rank.join(',')}`;
      });
      expect(lines).toEqual(expected(run));
    }
  });

  it('prints its example as promised, and every language promises the same', () => {
    expect(printed).toEqual(exampleOutput());
    for (const { id } of LANGUAGES) {
      const promised = [
        ...UNION_FIND_LISTINGS[id].code.matchAll(
          /(?:console\.log|print|System\.out\.println)\(.*(?:\/\/|#) (\w+)$/gm,
        ),
      ].map((match) => (match[1] ?? '').toLowerCase());
      expect(promised, id).toEqual(exampleOutput());
    }
  });
});

const PYTHON_DRIVER = `
import contextlib, io, sys

with contextlib.redirect_stdout(io.StringIO()) as demo:
    import union_find
sets = None
for line in sys.stdin.read().splitlines():
    words = line.split()
    if words[0] == "run":
        sets = union_find.UnionFind(int(words[1]))
        continue
    if words[0] == "end":
        print("end")
        continue
    a, b = int(words[1]), int(words[2])
    if words[0] == "find":
        answer = sets.find(a)
    elif words[0] == "union":
        answer = sets.union(a, b)
    else:
        answer = sets.connected(a, b)
    print(str(answer) + "|" + ",".join(map(str, sets.parent)) + "|" + ",".join(map(str, sets.rank)))
print("demo")
print(demo.getvalue(), end="")
`;

describeWithTools('Python union-find listing', PYTHON, () => {
  it('prints what the page records after every operation, and its example as promised', () => {
    const stdout = inTempDir((dir) => {
      writeFileSync(join(dir, 'union_find.py'), UNION_FIND_LISTINGS.python.code);
      writeFileSync(join(dir, 'driver.py'), PYTHON_DRIVER);
      const result = spawnSync('python3', ['driver.py'], { cwd: dir, input: script(RUNS), encoding: 'utf8' });
      expect(result.stderr).toBe('');
      return result.stdout;
    });
    const [runs, demo = ''] = stdout.split('demo\n');
    expect(splitRuns(runs ?? '')).toEqual(RUNS.map(expected));
    expect(demo.trim().toLowerCase().split('\n')).toEqual(exampleOutput());
  });
});

const JAVA_DRIVER = `
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.util.Arrays;
import java.util.stream.Collectors;

public class Driver {
    static String join(int[] values) {
        return Arrays.stream(values).mapToObj(String::valueOf).collect(Collectors.joining(","));
    }

    public static void main(String[] args) throws Exception {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        UnionFind sets = null;
        String line;
        while ((line = in.readLine()) != null) {
            String[] words = line.trim().split(" ");
            if (words[0].equals("run")) {
                sets = new UnionFind(Integer.parseInt(words[1]));
                continue;
            }
            if (words[0].equals("end")) {
                System.out.println("end");
                continue;
            }
            int a = Integer.parseInt(words[1]);
            int b = Integer.parseInt(words[2]);
            String answer = words[0].equals("find")
                ? String.valueOf(sets.find(a))
                : words[0].equals("union") ? String.valueOf(sets.union(a, b)) : String.valueOf(sets.connected(a, b));
            System.out.println(answer + "|" + join(sets.parent) + "|" + join(sets.rank));
        }
    }
}
`;

describeWithTools('Java union-find listing', JAVA, () => {
  it('prints what the page records after every operation, and its example as promised', () => {
    const { runs, demo } = inTempDir((dir) => {
      writeFileSync(join(dir, 'UnionFind.java'), UNION_FIND_LISTINGS.java.code);
      writeFileSync(join(dir, 'Driver.java'), JAVA_DRIVER);
      const compiled = spawnSync('javac', ['UnionFind.java', 'Driver.java'], { cwd: dir, encoding: 'utf8' });
      expect(compiled.stderr).toBe('');
      const driven = spawnSync('java', ['-cp', dir, 'Driver'], { input: script(RUNS), encoding: 'utf8' });
      const example = spawnSync('java', ['-cp', dir, 'UnionFind'], { encoding: 'utf8' });
      return { runs: driven.stdout, demo: example.stdout };
    });
    expect(splitRuns(runs)).toEqual(RUNS.map(expected));
    expect(demo.trim().split('\n')).toEqual(exampleOutput());
  }, 120_000);
});
