/**
 * The segment tree and Fenwick tree listings run in their own languages on random operation sequences
 * and print, after each query or update, "<answer or ->|<the array, comma-separated>"; the core must
 * say the same. Each listing's own example prints what its comments promise, and every step line the
 * core records is marked in every listing.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import vm from 'node:vm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@/core/algorithms';
import { fenwickRangeSum, traceFenwickRun } from '@/core/fenwick';
import { segmentQuery, traceSegmentRun, type RangeTree } from '@/core/segment-tree';
import { EXAMPLE_OUTPUT, RANGE_LISTINGS } from '@/core/segment-tree/listings';
import { describeWithTools, JAVA, PYTHON } from '../toolchain';

type Op = { op: 'query'; left: number; right: number } | { op: 'update'; index: number; value: number };
interface Run {
  tree: RangeTree;
  values: number[];
  ops: Op[];
}

const TREES: readonly RangeTree[] = ['sum', 'min', 'fenwick'];

const runArb = (tree: RangeTree): fc.Arbitrary<Run> =>
  fc.array(fc.integer({ min: -999, max: 999 }), { minLength: 1, maxLength: 16 }).chain((values) => {
    const index = fc.nat({ max: values.length - 1 });
    const op: fc.Arbitrary<Op> = fc.oneof(
      fc
        .tuple(index, index)
        .map(([a, b]) => ({ op: 'query' as const, left: Math.min(a, b), right: Math.max(a, b) })),
      fc.record({ op: fc.constant('update' as const), index, value: fc.integer({ min: -999, max: 999 }) }),
    );
    return fc.array(op, { minLength: 5, maxLength: 30 }).map((ops) => ({ tree, values, ops }));
  });

const RUNS: Run[] = TREES.flatMap((tree) => [
  {
    tree,
    values: [7],
    ops: [
      { op: 'query', left: 0, right: 0 },
      { op: 'update', index: 0, value: -3 },
    ],
  },
  ...fc.sample(runArb(tree), { seed: 36, numRuns: 6 }),
]);

/** What a correct listing prints, according to the core. */
function expected({ tree, values, ops }: Run): string[] {
  let array = [...values];
  return ops.map((item) => {
    if (item.op === 'update') {
      array = [...array];
      array[item.index] = item.value;
      return `-|${array.join(',')}`;
    }
    const answer =
      tree === 'fenwick'
        ? fenwickRangeSum(array, item.left, item.right)
        : segmentQuery(tree, array, item.left, item.right);
    return `${answer}|${array.join(',')}`;
  });
}

/** The protocol the Python and Java drivers read: "run TREE v1 v2 ...", one op a line, "end". */
function script(runs: readonly Run[]): string {
  const lines: string[] = [];
  for (const run of runs) {
    lines.push(`run ${run.tree} ${run.values.join(' ')}`);
    for (const item of run.ops) {
      lines.push(
        item.op === 'query' ? `query ${item.left} ${item.right}` : `update ${item.index} ${item.value}`,
      );
    }
    lines.push('end');
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
    } else if (line !== '') current.push(line);
  }
  return runs;
}

function inTempDir<T>(work: (dir: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'segment-listings-'));
  try {
    return work(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const className = (tree: RangeTree) => (tree === 'fenwick' ? 'FenwickTree' : 'SegmentTree');

describe.each(TREES)('JavaScript %s listing', (tree) => {
  const code = RANGE_LISTINGS[tree];
  const printed: string[] = [];
  const context = vm.createContext({ console: { log: (value: unknown) => printed.push(String(value)) } });
  const Tree = vm.runInContext(`${code.javascript.code}\n;${className(tree)}`, context) as new (
    values: number[],
  ) => {
    values: number[];
    query?(left: number, right: number): number;
    rangeSum?(left: number, right: number): number;
    update(index: number, value: number): void;
  };

  it('prints what the core says after every query and update', () => {
    for (const run of RUNS.filter((candidate) => candidate.tree === tree)) {
      const instance = new Tree(run.values);
      const lines = run.ops.map((item) => {
        if (item.op === 'update') {
          instance.update(item.index, item.value);
          return `-|${instance.values.join(',')}`;
        }
        const answer =
          tree === 'fenwick'
            ? instance.rangeSum?.(item.left, item.right)
            : instance.query?.(item.left, item.right);
        return `${answer}|${instance.values.join(',')}`;
      });
      expect(lines).toEqual(expected(run));
    }
  });

  it('prints its example as promised, and its comments say what each language prints', () => {
    const promise = EXAMPLE_OUTPUT[tree].map(String);
    expect(printed).toEqual(promise);
    for (const { id } of LANGUAGES) {
      const promised = [
        ...code[id].code.matchAll(/(?:console\.log|print|System\.out\.println)\(.*(?:\/\/|#) (-?\d+)$/gm),
      ].map((match) => match[1]);
      expect(promised, id).toEqual(promise);
    }
  });

  it('marks every line a recorded step can highlight, in every language', () => {
    const values = [5, 8, 6, 3, 2, 7, 2, 6];
    const lines = new Set<string>();
    for (const operation of ['build', 'query', 'update'] as const) {
      const run = { values, operation, left: 2, right: 6, index: 3, value: 9 };
      const steps =
        tree === 'fenwick' ? traceFenwickRun(run).steps : traceSegmentRun({ ...run, kind: tree }).steps;
      for (const step of steps) lines.add(step.line);
    }
    for (const { id } of LANGUAGES) {
      for (const line of lines) expect(code[id].lines[line], `${id} ${line}`).toBeDefined();
    }
  });
});

const PYTHON_DRIVER = `
import contextlib, io, sys

with contextlib.redirect_stdout(io.StringIO()) as demo:
    import listing
for line in sys.stdin.read().splitlines():
    words = line.split()
    if words[0] == "run":
        values = [int(w) for w in words[2:]]
        tree = listing.FenwickTree(values) if words[1] == "fenwick" else listing.SegmentTree(values)
        fenwick = words[1] == "fenwick"
        continue
    if words[0] == "end":
        print("end")
        continue
    a, b = int(words[1]), int(words[2])
    if words[0] == "query":
        result = str(tree.range_sum(a, b) if fenwick else tree.query(a, b))
    else:
        tree.update(a, b)
        result = "-"
    print(result + "|" + ",".join(map(str, tree.values)))
print("demo")
print(demo.getvalue(), end="")
`;

describeWithTools('Python segment tree and Fenwick tree listings', PYTHON, () => {
  it.each(TREES)('the %s listing prints what the core says, and its example as promised', (tree) => {
    const stdout = inTempDir((dir) => {
      writeFileSync(join(dir, 'listing.py'), RANGE_LISTINGS[tree].python.code);
      writeFileSync(join(dir, 'driver.py'), PYTHON_DRIVER);
      const runs = RUNS.filter((candidate) => candidate.tree === tree);
      const result = spawnSync('python3', ['driver.py'], { cwd: dir, input: script(runs), encoding: 'utf8' });
      expect(result.stderr).toBe('');
      return result.stdout;
    });
    const [runs, demo = ''] = stdout.split('demo\n');
    expect(splitRuns(runs ?? '')).toEqual(RUNS.filter((candidate) => candidate.tree === tree).map(expected));
    expect(demo.trim().split('\n')).toEqual(EXAMPLE_OUTPUT[tree].map(String));
  });
});

const javaDriver = (tree: RangeTree) => `
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

public class Driver {
    public static void main(String[] args) throws Exception {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        ${className(tree)} tree = null;
        List<Integer> values = new ArrayList<>();
        String line;
        while ((line = in.readLine()) != null) {
            String[] words = line.trim().split(" ");
            if (words[0].equals("run")) {
                values = new ArrayList<>();
                for (int i = 2; i < words.length; i++) values.add(Integer.parseInt(words[i]));
                tree = new ${className(tree)}(values);
                continue;
            }
            if (words[0].equals("end")) {
                System.out.println("end");
                continue;
            }
            int a = Integer.parseInt(words[1]);
            int b = Integer.parseInt(words[2]);
            String result = "-";
            if (words[0].equals("query")) result = String.valueOf(tree.${tree === 'fenwick' ? 'rangeSum' : 'query'}(a, b));
            else {
                tree.update(a, b);
                values.set(a, b);
            }
            System.out.println(result + "|" + values.stream().map(String::valueOf).collect(Collectors.joining(",")));
        }
    }
}
`;

describeWithTools('Java segment tree and Fenwick tree listings', JAVA, () => {
  it.each(TREES)(
    'the %s listing prints what the core says, and its example as promised',
    (tree) => {
      const runs = RUNS.filter((candidate) => candidate.tree === tree);
      const { driven, demo } = inTempDir((dir) => {
        writeFileSync(join(dir, `${className(tree)}.java`), RANGE_LISTINGS[tree].java.code);
        writeFileSync(join(dir, 'Driver.java'), javaDriver(tree));
        const compiled = spawnSync('javac', [`${className(tree)}.java`, 'Driver.java'], {
          cwd: dir,
          encoding: 'utf8',
        });
        expect(compiled.stderr).toBe('');
        return {
          driven: spawnSync('java', ['-cp', dir, 'Driver'], { input: script(runs), encoding: 'utf8' }).stdout,
          demo: spawnSync('java', ['-cp', dir, className(tree)], { encoding: 'utf8' }).stdout,
        };
      });
      expect(splitRuns(driven)).toEqual(runs.map(expected));
      expect(demo.trim().split('\n')).toEqual(EXAMPLE_OUTPUT[tree].map(String));
    },
    120_000,
  );
});
