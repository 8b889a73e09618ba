/**
 * The trie listings run in their own languages on random operation sequences, and print what the page's
 * recorded runs say after every operation: "<answer>|<the words, alphabetically>", where starts-with's
 * answer is its autocomplete list. Each listing's own example prints what the core answers on the
 * textbook words.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import vm from 'node:vm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@/core/algorithms';
import { finalWords, TEXTBOOK_WORDS, traceTrieRun, trieResult, type TrieOperation } from '@/core/trie';
import { TRIE_LISTINGS } from '@/core/trie/listings';
import { describeWithTools, JAVA, PYTHON } from '../toolchain';

interface Op {
  op: TrieOperation;
  word: string;
}

const RUNS: Op[][] = fc.sample(
  fc.array(
    fc.record({
      op: fc.constantFrom<TrieOperation>('insert', 'insert', 'search', 'startsWith', 'delete'),
      word: fc.stringMatching(/^[a-d]{1,5}$/),
    }),
    { minLength: 10, maxLength: 40 },
  ),
  { seed: 36, numRuns: 10 },
);

/** What a correct listing prints, according to the page's recorded runs. */
function expected(ops: readonly Op[]): string[] {
  let words: string[] = [];
  return ops.map(({ op, word }) => {
    const trace = traceTrieRun({ words, operation: op, word });
    words = finalWords(trace);
    const result = trieResult(trace) ?? '';
    const answer =
      op === 'startsWith'
        ? (trace.frameAt(trace.stepCount).model.matches ?? []).join(' ')
        : op === 'search'
          ? String(result === 'found')
          : String(result.startsWith(op === 'insert' ? 'inserted' : 'deleted'));
    return `${answer}|${words.join(' ')}`;
  });
}

/** The example: search app and ap, count ap, list ba, delete apple and list ap. */
function exampleOutput(): string[] {
  const on = (words: readonly string[], op: TrieOperation, word: string) =>
    traceTrieRun({ words, operation: op, word });
  const list = (words: readonly string[], prefix: string) => {
    const trace = on(words, 'startsWith', prefix);
    return (trace.frameAt(trace.stepCount).model.matches ?? []).join(', ');
  };
  const afterDelete = finalWords(on(TEXTBOOK_WORDS, 'delete', 'apple'));
  return [
    String(trieResult(on(TEXTBOOK_WORDS, 'search', 'app')) === 'found'),
    String(trieResult(on(TEXTBOOK_WORDS, 'search', 'ap')) === 'found'),
    (trieResult(on(TEXTBOOK_WORDS, 'startsWith', 'ap')) ?? '').split(' ')[0] ?? '',
    list(TEXTBOOK_WORDS, 'ba'),
    list(afterDelete, 'ap'),
  ];
}

function script(runs: readonly Op[][]): string {
  const lines: string[] = [];
  for (const ops of runs) lines.push('run', ...ops.map(({ op, word }) => `${op} ${word}`), 'end');
  return `${lines.join('\n')}\n`;
}

function splitRuns(stdout: string): string[][] {
  const runs: string[][] = [];
  let current: string[] = [];
  for (const line of stdout.split(/\r?\n/)) {
    if (line === 'end') {
      runs.push(current);
      current = [];
    } else if (line !== '') current.push(line.replace(/^(True|False)\|/, (m) => m.toLowerCase()));
  }
  return runs;
}

function inTempDir<T>(work: (dir: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'trie-listings-'));
  try {
    return work(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('JavaScript trie listing', () => {
  const printed: string[] = [];
  const context = vm.createContext({ console: { log: (value: unknown) => printed.push(String(value)) } });
  const Trie = vm.runInContext(`${TRIE_LISTINGS.javascript.code}\n;Trie`, context) as new () => {
    insert(word: string): boolean;
    search(word: string): boolean;
    startsWith(prefix: string): string[];
    delete(word: string): boolean;
  };

  it('prints what the page records after every operation', () => {
    for (const ops of RUNS) {
      const trie = new Trie();
      const lines = ops.map(({ op, word }) => {
        const answer =
          op === 'startsWith'
            ? trie.startsWith(word).join(' ')
            : String(
                op === 'insert' ? trie.insert(word) : op === 'search' ? trie.search(word) : trie.delete(word),
              );
        return `${answer}|${trie.startsWith('').join(' ')}`;
      });
      expect(lines).toEqual(expected(ops));
    }
  });

  it('prints its example as promised, and every language promises the same', () => {
    expect(printed).toEqual(exampleOutput());
    for (const { id } of LANGUAGES) {
      const promised = [
        ...TRIE_LISTINGS[id].code.matchAll(
          /(?:console\.log|print|System\.out\.println)\(.*(?:\/\/|#) (.+)$/gm,
        ),
      ].map((match) => (match[1] ?? '').toLowerCase());
      expect(promised, id).toEqual(exampleOutput());
    }
  });
});

const PYTHON_DRIVER = `
import contextlib, io, sys

with contextlib.redirect_stdout(io.StringIO()) as demo:
    import trie as listing
trie = None
for line in sys.stdin.read().splitlines():
    words = line.split()
    if words[0] == "run":
        trie = listing.Trie()
        continue
    if words[0] == "end":
        print("end")
        continue
    op, word = words
    if op == "startsWith":
        answer = " ".join(trie.starts_with(word))
    elif op == "insert":
        answer = trie.insert(word)
    elif op == "search":
        answer = trie.search(word)
    else:
        answer = trie.delete(word)
    print(str(answer) + "|" + " ".join(trie.starts_with("")))
print("demo")
print(demo.getvalue(), end="")
`;

describeWithTools('Python trie listing', PYTHON, () => {
  it('prints what the page records after every operation, and its example as promised', () => {
    const stdout = inTempDir((dir) => {
      writeFileSync(join(dir, 'trie.py'), TRIE_LISTINGS.python.code);
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

public class Driver {
    public static void main(String[] args) throws Exception {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        Trie trie = null;
        String line;
        while ((line = in.readLine()) != null) {
            String[] words = line.trim().split(" ");
            if (words[0].equals("run")) {
                trie = new Trie();
                continue;
            }
            if (words[0].equals("end")) {
                System.out.println("end");
                continue;
            }
            String op = words[0];
            String word = words[1];
            String answer;
            if (op.equals("startsWith")) answer = String.join(" ", trie.startsWith(word));
            else if (op.equals("insert")) answer = String.valueOf(trie.insert(word));
            else if (op.equals("search")) answer = String.valueOf(trie.search(word));
            else answer = String.valueOf(trie.delete(word));
            System.out.println(answer + "|" + String.join(" ", trie.startsWith("")));
        }
    }
}
`;

describeWithTools('Java trie listing', JAVA, () => {
  it('prints what the page records after every operation, and its example as promised', () => {
    const { runs, demo } = inTempDir((dir) => {
      writeFileSync(join(dir, 'Trie.java'), TRIE_LISTINGS.java.code);
      writeFileSync(join(dir, 'Driver.java'), JAVA_DRIVER);
      const compiled = spawnSync('javac', ['Trie.java', 'Driver.java'], { cwd: dir, encoding: 'utf8' });
      expect(compiled.stderr).toBe('');
      const driven = spawnSync('java', ['-cp', dir, 'Driver'], { input: script(RUNS), encoding: 'utf8' });
      const example = spawnSync('java', ['-cp', dir, 'Trie'], { encoding: 'utf8' });
      return { runs: driven.stdout, demo: example.stdout };
    });
    expect(splitRuns(runs)).toEqual(RUNS.map(expected));
    expect(demo.trim().split('\n')).toEqual(exampleOutput());
  }, 120_000);
});
