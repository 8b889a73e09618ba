/**
 * The hash table's listings run in their own languages on random operation sequences and must leave
 * the table the page shows after every operation: "<answer>|<capacity>|<dump>", where the dump is each
 * bucket's chain (chaining) or each slot's key, '' when empty and '#' for a tombstone (probing), joined
 * by ';'. Each listing's own example prints what the page answers.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import vm from 'node:vm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildTable,
  historyAfter,
  operationRefusal,
  storedKeys,
  type HashCell,
  type HashChange,
  type HashKey,
  type HashMode,
} from '@/core/hash-table';
import { HASH_TABLE_LISTINGS } from '@/core/hash-table/listings';
import { describeWithTools, JAVA, PYTHON } from '../toolchain';
import { opArb, type Op } from './arbitraries';

interface Run {
  mode: HashMode;
  ops: Op[];
}

const RUNS: Run[] = [
  {
    mode: 'probing',
    ops: [15, 'cat', 8, 42]
      .map((key): Op => ({ op: 'insert', key }))
      .concat([
        { op: 'delete', key: 15 },
        { op: 'search', key: 8 },
        { op: 'insert', key: 1 },
        { op: 'insert', key: 22 },
      ]),
  },
  ...fc.sample(
    fc.record({
      mode: fc.constantFrom<HashMode>('chaining', 'probing'),
      ops: fc.array(opArb, { minLength: 20, maxLength: 60 }),
    }),
    { seed: 21, numRuns: 8 },
  ),
];

const dump = (mode: HashMode, buckets: readonly (readonly HashCell[])[]) =>
  buckets
    .map((bucket) =>
      mode === 'chaining'
        ? bucket.map((cell) => String(cell.key)).join(',')
        : bucket[0] === undefined
          ? ''
          : bucket[0].tombstone
            ? '#'
            : String(bucket[0].key),
    )
    .join(';');

/** What a correct listing prints, according to the page's table. */
function expected({ mode, ops }: Run): string[] {
  let history: HashChange[] = [];
  return ops.flatMap(({ op, key }) => {
    const before = buildTable(mode, history).table;
    if (op === 'insert' && operationRefusal('insert', storedKeys(before.buckets).length) !== null) return [];
    const present = before.buckets.findIndex((bucket) =>
      bucket.some((cell) => !cell.tombstone && cell.key === key),
    );
    history = historyAfter({ mode, history, operation: op, key });
    const after = buildTable(mode, history).table;
    const answer = op === 'search' ? String(present) : String(op === 'insert' ? present < 0 : present >= 0);
    return [`${answer}|${after.capacity}|${dump(mode, after.buckets)}`];
  });
}

/** The ops a listing is driven with: the same as expected() keeps (a full table refuses inserts). */
function drivenOps(run: Run): Op[] {
  let history: HashChange[] = [];
  return run.ops.filter(({ op, key }) => {
    const size = storedKeys(buildTable(run.mode, history).table.buckets).length;
    if (op === 'insert' && operationRefusal('insert', size) !== null) return false;
    history = historyAfter({ mode: run.mode, history, operation: op, key });
    return true;
  });
}

const MODES: readonly HashMode[] = ['probing', 'chaining'];

/** What the example prints on a table of the page's mode. */
function exampleOutput(mode: HashMode): string[] {
  const history = historyAfter({
    mode,
    history: [15, 'cat', 8, 42, 22].map((key) => ({ op: 'insert', key })),
    operation: 'delete',
    key: 8,
  });
  const { table } = buildTable(mode, history);
  const at = (key: HashKey) =>
    table.buckets.findIndex((bucket) => bucket.some((cell) => !cell.tombstone && cell.key === key));
  return [String(at(42)), String(at(8)), String(table.capacity)];
}

const token = (key: HashKey) => String(key);
function script(runs: readonly Run[]): string {
  const lines: string[] = [];
  for (const run of runs) {
    lines.push(`run ${run.mode}`);
    for (const { op, key } of drivenOps(run)) lines.push(`${op} ${token(key)}`);
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
  const dir = mkdtempSync(join(tmpdir(), 'hash-listings-'));
  try {
    return work(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe.each(MODES)('JavaScript hash table listing with the %s example', (mode) => {
  const hashTableCode = HASH_TABLE_LISTINGS[mode];
  const printed: string[] = [];
  const context = vm.createContext({ console: { log: (value: unknown) => printed.push(String(value)) } });
  const HashTable = vm.runInContext(
    `${hashTableCode.javascript.code}\n;({ HashTable, TOMBSTONE })`,
    context,
  ) as {
    HashTable: new (mode: string) => {
      capacity: number;
      slots: unknown[];
      insert(key: HashKey): boolean;
      delete(key: HashKey): boolean;
      search(key: HashKey): number;
    };
    TOMBSTONE: unknown;
  };
  const jsDump = (mode: HashMode, slots: unknown[]) =>
    slots
      .map((slot) =>
        mode === 'chaining'
          ? (slot as HashKey[]).map(String).join(',')
          : slot === null
            ? ''
            : slot === HashTable.TOMBSTONE
              ? '#'
              : String(slot),
      )
      .join(';');

  it('leaves the table the page shows after every operation', () => {
    for (const run of RUNS) {
      const table = new HashTable.HashTable(run.mode);
      const lines = drivenOps(run).map(({ op, key }) => {
        const answer =
          op === 'search' ? table.search(key) : op === 'insert' ? table.insert(key) : table.delete(key);
        return `${String(answer)}|${table.capacity}|${jsDump(run.mode, table.slots)}`;
      });
      expect(lines).toEqual(expected(run));
    }
  });

  it('prints its example as promised', () => {
    expect(printed).toEqual(exampleOutput(mode));
  });

  it('makes its example table in the mode the page shows, in every language', () => {
    expect(hashTableCode.javascript.code).toContain(`const table = new HashTable('${mode}');`);
    expect(hashTableCode.python.code).toContain(`table = HashTable("${mode}")`);
    expect(hashTableCode.java.code).toContain(`HashTable table = new HashTable("${mode}");`);
  });
});

const PYTHON_DRIVER = `
import contextlib, io, re, sys

with contextlib.redirect_stdout(io.StringIO()) as demo:
    import hash_table
table = None
mode = None

def dump():
    if mode == "chaining":
        return ";".join(",".join(str(k) for k in chain) for chain in table.slots)
    return ";".join("" if s is None else "#" if s is hash_table.TOMBSTONE else str(s) for s in table.slots)

for line in sys.stdin.read().splitlines():
    words = line.split()
    if words[0] == "run":
        mode = words[1]
        table = hash_table.HashTable(mode)
        continue
    if words[0] == "end":
        print("end")
        continue
    key = int(words[1]) if re.fullmatch(r"[+-]?\\d+", words[1]) else words[1]
    if words[0] == "insert":
        answer = "true" if table.insert(key) else "false"
    elif words[0] == "delete":
        answer = "true" if table.delete(key) else "false"
    else:
        answer = str(table.search(key))
    print(answer + "|" + str(table.capacity) + "|" + dump())
print("demo")
print(demo.getvalue(), end="")
`;

describeWithTools('Python hash table listing', PYTHON, () => {
  it.each(MODES)(
    'leaves the table the page shows after every operation, and prints its %s example as promised',
    (mode) => {
      const hashTableCode = HASH_TABLE_LISTINGS[mode];
      const stdout = inTempDir((dir) => {
        writeFileSync(join(dir, 'hash_table.py'), hashTableCode.python.code);
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
      expect(demo.trim().split('\n')).toEqual(exampleOutput(mode));
    },
  );
});

const JAVA_DRIVER = `
import java.io.BufferedReader;
import java.io.InputStreamReader;

public class Driver {
    public static void main(String[] args) throws Exception {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        HashTable table = null;
        String line;
        while ((line = in.readLine()) != null) {
            String[] words = line.trim().split(" ");
            if (words[0].equals("run")) {
                table = new HashTable(words[1]);
                continue;
            }
            if (words[0].equals("end")) {
                System.out.println("end");
                continue;
            }
            Object key = words[1].matches("[+-]?\\\\d+") ? (Object) Integer.valueOf(Integer.parseInt(words[1])) : words[1];
            String answer;
            if (words[0].equals("insert")) answer = String.valueOf(table.insert(key));
            else if (words[0].equals("delete")) answer = String.valueOf(table.delete(key));
            else answer = String.valueOf(table.search(key));
            System.out.println(answer + "|" + table.capacity() + "|" + table.dump());
        }
    }
}
`;

describeWithTools('Java hash table listing', JAVA, () => {
  it.each(MODES)(
    'leaves the table the page shows after every operation, and prints its %s example as promised',
    (mode) => {
      const hashTableCode = HASH_TABLE_LISTINGS[mode];
      const { runs, demo } = inTempDir((dir) => {
        writeFileSync(join(dir, 'HashTable.java'), hashTableCode.java.code);
        writeFileSync(join(dir, 'Driver.java'), JAVA_DRIVER);
        const compiled = spawnSync('javac', ['HashTable.java', 'Driver.java'], {
          cwd: dir,
          encoding: 'utf8',
        });
        expect(compiled.stderr).toBe('');
        const driven = spawnSync('java', ['-cp', dir, 'Driver'], { input: script(RUNS), encoding: 'utf8' });
        const example = spawnSync('java', ['-cp', dir, 'HashTable'], { encoding: 'utf8' });
        return { runs: driven.stdout, demo: example.stdout };
      });
      expect(splitRuns(runs)).toEqual(RUNS.map(expected));
      expect(demo.trim().split('\n')).toEqual(exampleOutput(mode));
    },
    120_000,
  );
});
