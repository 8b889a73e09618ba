/**
 * The tree's listings run in their own languages on random operation sequences, plain and AVL, and
 * print what the core's tree says after every operation: "<answer or ->|<the tree's pre-order>", or
 * "error|..." when the listing refuses (a duplicate insert, deleting a missing key, min or max of an
 * empty tree). Each listing's own example prints what the core answers.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import vm from 'node:vm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildTreeKeys,
  finalKeys,
  finalTree,
  traceTreeRun,
  treeFromKeys,
  treeHeight,
  type TreeVariant,
} from '@/core/tree';
import { LANGUAGES } from '@/core/algorithms';
import { TREE_LISTINGS } from '@/core/tree/listings';
import { describeWithTools, JAVA, PYTHON } from '../toolchain';

type Keyed = 'insert' | 'delete' | 'search';
type Plain = 'min' | 'max' | 'height' | 'inorder' | 'preorder' | 'postorder' | 'levelorder';
type Op = { op: Keyed; key: number } | { op: Plain };
interface Run {
  variant: TreeVariant;
  ops: Op[];
}

const keyArb = fc.integer({ min: -30, max: 30 });
const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ op: fc.constant('insert' as const), key: keyArb }) },
  { weight: 3, arbitrary: fc.record({ op: fc.constant('delete' as const), key: keyArb }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('search' as const), key: keyArb }) },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constantFrom<Plain>('min', 'max', 'height', 'inorder', 'preorder', 'postorder', 'levelorder'),
    }),
  },
);
const RUNS: Run[] = [
  {
    variant: 'bst',
    ops: [
      { op: 'min' },
      { op: 'height' },
      { op: 'inorder' },
      { op: 'insert', key: 5 },
      { op: 'insert', key: 5 },
    ],
  },
  {
    variant: 'avl',
    ops: [3, 2, 1, 4, 5, 6, 7].map((key): Op => ({ op: 'insert', key })).concat([{ op: 'delete', key: 9 }]),
  },
  ...fc.sample(
    fc.record({
      variant: fc.constantFrom<TreeVariant>('bst', 'avl'),
      ops: fc.array(opArb, { minLength: 30, maxLength: 80 }),
    }),
    { seed: 23, numRuns: 8 },
  ),
];

/** What a correct listing prints, according to the core. */
function expected({ variant, ops }: Run): string[] {
  let keys: number[] = [];
  return ops.map((item) => {
    const tree = () => keys.join(',');
    const has = (key: number) => keys.includes(key);
    switch (item.op) {
      case 'insert':
        if (has(item.key)) return `error|${tree()}`;
        keys = finalKeys(traceTreeRun({ variant, keys, operation: 'insert', value: item.key }));
        return `-|${tree()}`;
      case 'delete':
        if (!has(item.key)) return `error|${tree()}`;
        keys = finalKeys(traceTreeRun({ variant, keys, operation: 'delete', value: item.key }));
        return `-|${tree()}`;
      case 'search':
        return `${has(item.key) ? 'true' : 'false'}|${tree()}`;
      case 'height':
        return `${treeHeight(treeFromKeys(keys))}|${tree()}`;
      case 'min':
      case 'max': {
        if (keys.length === 0) return `error|${tree()}`;
        return `${finalTree(traceTreeRun({ variant, keys, operation: item.op, value: null })).result}|${tree()}`;
      }
      default: {
        const order =
          keys.length === 0
            ? []
            : finalTree(traceTreeRun({ variant, keys, operation: item.op, value: null })).order;
        return `[${order.join(',')}]|${tree()}`;
      }
    }
  });
}

const VARIANTS: readonly TreeVariant[] = ['bst', 'avl'];

/** The example every listing ends with: insert 1..7 into the variant's tree, pre-order, height, delete 4, level order, max. */
function exampleOutput(variant: TreeVariant): string[] {
  const keys = buildTreeKeys(variant, [1, 2, 3, 4, 5, 6, 7]);
  const after = finalKeys(traceTreeRun({ variant, keys, operation: 'delete', value: 4 }));
  const level = finalTree(traceTreeRun({ variant, keys: after, operation: 'levelorder', value: null })).order;
  return [`[${keys.join(', ')}]`, String(treeHeight(treeFromKeys(keys))), `[${level.join(', ')}]`, '7'];
}

/** The protocol the Python and Java drivers read: "run VARIANT", one op a line, "end". */
function script(runs: readonly Run[]): string {
  const lines: string[] = [];
  for (const run of runs) {
    lines.push(`run ${run.variant}`);
    for (const item of run.ops) lines.push('key' in item ? `${item.op} ${item.key}` : item.op);
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
  const dir = mkdtempSync(join(tmpdir(), 'tree-listings-'));
  try {
    return work(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe.each(VARIANTS)('JavaScript tree listing with the %s example', (variant) => {
  const treeCode = TREE_LISTINGS[variant];
  const printed: string[] = [];
  const format = (value: unknown): string => (Array.isArray(value) ? `[${value.join(', ')}]` : String(value));
  const context = vm.createContext({ console: { log: (value: unknown) => printed.push(format(value)) } });
  const BinarySearchTree = vm.runInContext(`${treeCode.javascript.code}\n;BinarySearchTree`, context) as new (
    avl: boolean,
  ) => Record<string, (key?: number) => unknown>;

  it('prints what the core says after every operation', () => {
    const names: Record<Plain, string> = {
      min: 'min',
      max: 'max',
      height: 'treeHeight',
      inorder: 'inOrder',
      preorder: 'preOrder',
      postorder: 'postOrder',
      levelorder: 'levelOrder',
    };
    for (const run of RUNS) {
      const tree = new BinarySearchTree(run.variant === 'avl');
      const lines = run.ops.map((item) => {
        const contents = () => (tree.preOrder?.() as number[]).join(',');
        try {
          let result = '-';
          if (item.op === 'insert') tree.insert?.(item.key);
          else if (item.op === 'delete') tree.delete?.(item.key);
          else if (item.op === 'search') result = String(tree.search?.(item.key));
          else {
            const answer = tree[names[item.op]]?.();
            result = Array.isArray(answer) ? `[${answer.join(',')}]` : String(answer);
          }
          return `${result}|${contents()}`;
        } catch (error) {
          if ((error as { name?: unknown }).name !== 'Error') throw error;
          return `error|${contents()}`;
        }
      });
      expect(lines).toEqual(expected(run));
    }
  });

  it('prints its example as promised', () => {
    expect(printed).toEqual(exampleOutput(variant));
  });

  it('builds the variant the page shows, and its comments say what each language prints', () => {
    const flag = {
      javascript: `${variant === 'avl'}`,
      python: variant === 'avl' ? 'True' : 'False',
      java: `${variant === 'avl'}`,
    };
    expect(treeCode.javascript.code).toContain(`new BinarySearchTree(${flag.javascript});`);
    expect(treeCode.python.code).toContain(`BinarySearchTree(avl=${flag.python})`);
    expect(treeCode.java.code).toContain(`new BinarySearchTree(${flag.java});`);
    for (const { id } of LANGUAGES) {
      const promised = [
        ...treeCode[id].code.matchAll(
          /(?:console\.log|print|System\.out\.println)\(.*(?:\/\/|#) (\[[\d, ]*\]|\d+)$/gm,
        ),
      ].map((match) => match[1]);
      expect(promised, id).toEqual(exampleOutput(variant));
    }
  });
});

const PYTHON_DRIVER = `
import contextlib, io, sys

with contextlib.redirect_stdout(io.StringIO()) as demo:
    import binary_search_tree
tree = None
names = {"min": "min", "max": "max", "height": "tree_height", "inorder": "in_order",
         "preorder": "pre_order", "postorder": "post_order", "levelorder": "level_order"}
for line in sys.stdin.read().splitlines():
    words = line.split()
    if words[0] == "run":
        tree = binary_search_tree.BinarySearchTree(avl=words[1] == "avl")
        continue
    if words[0] == "end":
        print("end")
        continue
    try:
        result = "-"
        if words[0] == "insert":
            tree.insert(int(words[1]))
        elif words[0] == "delete":
            tree.delete(int(words[1]))
        elif words[0] == "search":
            result = "true" if tree.search(int(words[1])) else "false"
        else:
            answer = getattr(tree, names[words[0]])()
            result = "[" + ",".join(map(str, answer)) + "]" if isinstance(answer, list) else str(answer)
    except KeyError:
        result = "error"
    print(result + "|" + ",".join(map(str, tree.pre_order())))
print("demo")
print(demo.getvalue(), end="")
`;

describeWithTools('Python tree listing', PYTHON, () => {
  it.each(VARIANTS)(
    'prints what the core says after every operation, and its %s example as promised',
    (variant) => {
      const treeCode = TREE_LISTINGS[variant];
      const stdout = inTempDir((dir) => {
        writeFileSync(join(dir, 'binary_search_tree.py'), treeCode.python.code);
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
      expect(demo.trim().split('\n')).toEqual(exampleOutput(variant));
    },
  );
});

const JAVA_DRIVER = `
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.util.List;
import java.util.stream.Collectors;

public class Driver {
    static String join(List<Integer> keys) {
        return keys.stream().map(String::valueOf).collect(Collectors.joining(","));
    }

    public static void main(String[] args) throws Exception {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        BinarySearchTree tree = null;
        String line;
        while ((line = in.readLine()) != null) {
            String[] words = line.trim().split(" ");
            if (words[0].equals("run")) {
                tree = new BinarySearchTree(words[1].equals("avl"));
                continue;
            }
            if (words[0].equals("end")) {
                System.out.println("end");
                continue;
            }
            String result = "-";
            try {
                switch (words[0]) {
                    case "insert" -> tree.insert(Integer.parseInt(words[1]));
                    case "delete" -> tree.delete(Integer.parseInt(words[1]));
                    case "search" -> result = String.valueOf(tree.search(Integer.parseInt(words[1])));
                    case "min" -> result = String.valueOf(tree.min());
                    case "max" -> result = String.valueOf(tree.max());
                    case "height" -> result = String.valueOf(tree.treeHeight());
                    case "inorder" -> result = "[" + join(tree.inOrder()) + "]";
                    case "preorder" -> result = "[" + join(tree.preOrder()) + "]";
                    case "postorder" -> result = "[" + join(tree.postOrder()) + "]";
                    default -> result = "[" + join(tree.levelOrder()) + "]";
                }
            } catch (IllegalStateException e) {
                result = "error";
            }
            System.out.println(result + "|" + join(tree.preOrder()));
        }
    }
}
`;

describeWithTools('Java tree listing', JAVA, () => {
  it.each(VARIANTS)(
    'prints what the core says after every operation, and its %s example as promised',
    (variant) => {
      const treeCode = TREE_LISTINGS[variant];
      const { runs, demo } = inTempDir((dir) => {
        writeFileSync(join(dir, 'BinarySearchTree.java'), treeCode.java.code);
        writeFileSync(join(dir, 'Driver.java'), JAVA_DRIVER);
        const compiled = spawnSync('javac', ['BinarySearchTree.java', 'Driver.java'], {
          cwd: dir,
          encoding: 'utf8',
        });
        expect(compiled.stderr).toBe('');
        const driven = spawnSync('java', ['-cp', dir, 'Driver'], { input: script(RUNS), encoding: 'utf8' });
        const example = spawnSync('java', ['-cp', dir, 'BinarySearchTree'], { encoding: 'utf8' });
        return { runs: driven.stdout, demo: example.stdout };
      });
      expect(splitRuns(runs)).toEqual(RUNS.map(expected));
      expect(demo.trim().split('\n')).toEqual(exampleOutput(variant));
    },
    120_000,
  );
});
