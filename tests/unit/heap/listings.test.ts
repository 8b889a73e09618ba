/**
 * The heap's listings run in their own languages on random operation sequences, and print what the
 * core's heap says after every operation: "<returned value or ->|<the array, comma-separated>", or
 * "error|..." when the heap refuses. Each listing's own example prints what the core answers.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import vm from 'node:vm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildHeap, heapExtract, heapInsert, operationRefusal, type HeapKind } from '@/core/heap';
import { LANGUAGES } from '@/core/algorithms';
import { HEAP_LISTINGS } from '@/core/heap/listings';
import { describeWithTools, JAVA, PYTHON } from '../toolchain';

type Op =
  { op: 'insert'; value: number } | { op: 'extract' } | { op: 'peek' } | { op: 'build'; values: number[] };
interface Run {
  kind: HeapKind;
  ops: Op[];
}

const valueArb = fc.integer({ min: -999, max: 999 });
const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ op: fc.constant('insert' as const), value: valueArb }) },
  { weight: 3, arbitrary: fc.record({ op: fc.constant('extract' as const) }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('peek' as const) }) },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant('build' as const),
      values: fc.array(fc.integer({ min: -20, max: 20 }), { minLength: 1, maxLength: 30 }),
    }),
  },
);
const RUNS: Run[] = [
  { kind: 'min', ops: [{ op: 'extract' }, { op: 'peek' }, { op: 'insert', value: 5 }, { op: 'extract' }] },
  {
    kind: 'max',
    ops: [{ op: 'build', values: [3, 3, 1, 3, 2, 3] }, { op: 'extract' }, { op: 'insert', value: 3 }],
  },
  ...fc.sample(
    fc.record({
      kind: fc.constantFrom<HeapKind>('min', 'max'),
      ops: fc.array(opArb, { minLength: 20, maxLength: 60 }),
    }),
    { seed: 16, numRuns: 8 },
  ),
];

/** What a correct listing prints, according to the core. */
function expected({ kind, ops }: Run): string[] {
  let heap: number[] = [];
  return ops.map((item) => {
    if (operationRefusal(item.op, heap.length) !== null) return `error|${heap.join(',')}`;
    let result = '-';
    if (item.op === 'insert') heap = heapInsert(kind, heap, item.value);
    if (item.op === 'build') heap = buildHeap(kind, item.values);
    if (item.op === 'peek') result = String(heap[0]);
    if (item.op === 'extract') {
      result = String(heap[0]);
      heap = heapExtract(kind, heap);
    }
    return `${result}|${heap.join(',')}`;
  });
}

const KINDS: readonly HeapKind[] = ['min', 'max'];

/** The example every listing ends with: build [40, 15, 62, 8, 27] as the page's kind, insert 3, peek, extract, print. */
function exampleOutput(kind: HeapKind): string[] {
  const heap = heapInsert(kind, buildHeap(kind, [40, 15, 62, 8, 27]), 3);
  return [String(heap[0]), String(heap[0]), `[${heapExtract(kind, heap).join(', ')}]`];
}

/** The protocol the Python and Java drivers read: "run KIND", one op a line, "end". */
function script(runs: readonly Run[]): string {
  const lines: string[] = [];
  for (const run of runs) {
    lines.push(`run ${run.kind}`);
    for (const item of run.ops) {
      lines.push(
        item.op === 'insert'
          ? `insert ${item.value}`
          : item.op === 'build'
            ? `build ${item.values.join(' ')}`
            : item.op,
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
  const dir = mkdtempSync(join(tmpdir(), 'heap-listings-'));
  try {
    return work(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe.each(KINDS)('JavaScript heap listing with the %s-heap example', (kind) => {
  const heapCode = HEAP_LISTINGS[kind];
  const printed: string[] = [];
  const format = (value: unknown): string => (Array.isArray(value) ? `[${value.join(', ')}]` : String(value));
  const context = vm.createContext({ console: { log: (value: unknown) => printed.push(format(value)) } });
  const BinaryHeap = vm.runInContext(`${heapCode.javascript.code}\n;BinaryHeap`, context) as new (
    kind: string,
  ) => {
    items: number[];
    insert(value: number): void;
    extract(): number;
    peek(): number;
    build(values: number[]): void;
  };

  it('prints what the core says after every operation', () => {
    for (const run of RUNS) {
      const heap = new BinaryHeap(run.kind);
      const lines = run.ops.map((item) => {
        try {
          let result = '-';
          if (item.op === 'insert') heap.insert(item.value);
          if (item.op === 'build') heap.build(item.values);
          if (item.op === 'peek') result = String(heap.peek());
          if (item.op === 'extract') result = String(heap.extract());
          return `${result}|${heap.items.join(',')}`;
        } catch (error) {
          if ((error as { name?: unknown }).name !== 'Error') throw error;
          return `error|${heap.items.join(',')}`;
        }
      });
      expect(lines).toEqual(expected(run));
    }
  });

  it('prints its example as promised', () => {
    expect(printed).toEqual(exampleOutput(kind));
  });

  it('builds the kind the page shows, and its comments say what each language prints', () => {
    expect(heapCode.javascript.code).toContain(`new BinaryHeap('${kind}');`);
    expect(heapCode.python.code).toContain(`BinaryHeap("${kind}")`);
    expect(heapCode.java.code).toContain(`new BinaryHeap("${kind}");`);
    for (const { id } of LANGUAGES) {
      const promised = [
        ...heapCode[id].code.matchAll(
          /(?:console\.log|print|System\.out\.println)\(.*(?:\/\/|#) (\[[\d, ]*\]|\d+)$/gm,
        ),
      ].map((match) => match[1]);
      expect(promised, id).toEqual(exampleOutput(kind));
    }
  });
});

const PYTHON_DRIVER = `
import contextlib, io, sys

with contextlib.redirect_stdout(io.StringIO()) as demo:
    import binary_heap
heap = None
for line in sys.stdin.read().splitlines():
    words = line.split()
    if words[0] == "run":
        heap = binary_heap.BinaryHeap(words[1])
        continue
    if words[0] == "end":
        print("end")
        continue
    try:
        result = "-"
        if words[0] == "insert":
            heap.insert(int(words[1]))
        elif words[0] == "build":
            heap.build([int(w) for w in words[1:]])
        elif words[0] == "peek":
            result = str(heap.peek())
        else:
            result = str(heap.extract())
        print(result + "|" + ",".join(map(str, heap.items)))
    except IndexError:
        print("error|" + ",".join(map(str, heap.items)))
print("demo")
print(demo.getvalue(), end="")
`;

describeWithTools('Python heap listing', PYTHON, () => {
  it.each(KINDS)(
    'prints what the core says after every operation, and its %s-heap example as promised',
    (kind) => {
      const heapCode = HEAP_LISTINGS[kind];
      const stdout = inTempDir((dir) => {
        writeFileSync(join(dir, 'binary_heap.py'), heapCode.python.code);
        writeFileSync(join(dir, 'driver.py'), PYTHON_DRIVER);
        const result = spawnSync('python3', ['driver.py'], {
          cwd: dir,
          input: script(RUNS),
          encoding: 'utf8',
        });
        expect(result.stderr).toBe('');
        return result.stdout;
      });
      const [runs, demo = ''] = stdout.split('demo\n');
      expect(splitRuns(runs ?? '')).toEqual(RUNS.map(expected));
      expect(demo.trim().split('\n')).toEqual(exampleOutput(kind));
    },
  );
});

const JAVA_DRIVER = `
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

public class Driver {
    public static void main(String[] args) throws Exception {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        BinaryHeap heap = null;
        String line;
        while ((line = in.readLine()) != null) {
            String[] words = line.trim().split(" ");
            if (words[0].equals("run")) {
                heap = new BinaryHeap(words[1]);
                continue;
            }
            if (words[0].equals("end")) {
                System.out.println("end");
                continue;
            }
            String result = "-";
            try {
                if (words[0].equals("insert")) heap.insert(Integer.parseInt(words[1]));
                else if (words[0].equals("build")) {
                    List<Integer> values = new ArrayList<>();
                    for (int i = 1; i < words.length; i++) values.add(Integer.parseInt(words[i]));
                    heap.build(values);
                } else if (words[0].equals("peek")) result = String.valueOf(heap.peek());
                else result = String.valueOf(heap.extract());
            } catch (IllegalStateException e) {
                result = "error";
            }
            String contents = heap.toList().stream().map(String::valueOf).collect(Collectors.joining(","));
            System.out.println(result + "|" + contents);
        }
    }
}
`;

describeWithTools('Java heap listing', JAVA, () => {
  it.each(KINDS)(
    'prints what the core says after every operation, and its %s-heap example as promised',
    (kind) => {
      const heapCode = HEAP_LISTINGS[kind];
      const { runs, demo } = inTempDir((dir) => {
        writeFileSync(join(dir, 'BinaryHeap.java'), heapCode.java.code);
        writeFileSync(join(dir, 'Driver.java'), JAVA_DRIVER);
        const compiled = spawnSync('javac', ['BinaryHeap.java', 'Driver.java'], {
          cwd: dir,
          encoding: 'utf8',
        });
        expect(compiled.stderr).toBe('');
        const driven = spawnSync('java', ['-cp', dir, 'Driver'], { input: script(RUNS), encoding: 'utf8' });
        const example = spawnSync('java', ['-cp', dir, 'BinaryHeap'], { encoding: 'utf8' });
        return { runs: driven.stdout, demo: example.stdout };
      });
      expect(splitRuns(runs)).toEqual(RUNS.map(expected));
      expect(demo.trim().split('\n')).toEqual(exampleOutput(kind));
    },
    120_000,
  );
});
