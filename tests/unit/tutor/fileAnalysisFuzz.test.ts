import { describe, expect, it } from 'vitest';
import { createRandom, randomInt, type Random } from '@/core/random';
import { MAX_UPLOAD_BYTES } from '@/core/tutor/chatLog';
import { explainFile, type FileToExplain } from '@/core/tutor/fileExplain';
import { SIGN_OFF } from '@/core/tutor/persona';

/**
 * Whatever a learner uploads (up to the upload limit), the offline explanation answers in well under a
 * blink: no pattern may backtrack its way into seconds. Each input is measured on its own, in the CPU time
 * of the test's process, so other work on a busy machine does not count; a slow run is tried again, while
 * a pattern that backtracks (seconds to minutes on these inputs) fails every attempt.
 */

const LIMIT_MS = 200;
const ATTEMPTS = 3;

/** The CPU time this test process has used, in ms: unlike the wall clock, other processes on a busy machine do not add to it. */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

function explainedWithin(file: FileToExplain): number {
  let fastest = Infinity;
  for (let attempt = 0; attempt < ATTEMPTS && fastest >= LIMIT_MS; attempt++) {
    const started = cpuMs();
    const reply = explainFile(file);
    fastest = Math.min(fastest, cpuMs() - started);
    expect(reply.endsWith(SIGN_OFF)).toBe(true);
  }
  return fastest;
}

const CODE_EXTENSIONS = ['.py', '.js', '.ts', '.java', '.cpp'] as const;
const ALL_EXTENSIONS = [...CODE_EXTENSIONS, '.md', '.txt', '.json'] as const;

/** `unit` repeated to about `chars` characters. */
const repeated = (unit: string, chars: number) => unit.repeat(Math.max(1, Math.floor(chars / unit.length)));

describe('file explanation time on hostile uploads', () => {
  it('explains the reported freezes in under 200 ms each', () => {
    const reproductions: FileToExplain[] = [
      { name: 'commas.py', text: '[,'.repeat(2000) },
      { name: 'commas.py', text: '[,'.repeat(5000) },
      { name: 'open.py', text: repeated('a[', 100_000) },
      { name: 'open.js', text: `for (;;) { for (;;) {} }\n${repeated('a[', 100_000)}` },
      { name: 'pointers.js', text: `while(i<j){}${'a'.repeat(100_000)}` },
      { name: 'pointers.py', text: `while(i<j){}${'a'.repeat(100_000)}` },
      { name: 'Arrays.java', text: '[]'.repeat(50_000) },
      { name: 'notes.md', text: `# a${' '.repeat(50_000)}b` },
    ];
    for (const file of reproductions) {
      expect(explainedWithin(file), `${file.name} of ${file.text.length} characters`).toBeLessThan(LIMIT_MS);
    }
  });

  it('explains a fragment repeated up to the upload limit in under 200 ms, in every accepted type', () => {
    const fragments = [
      '[,',
      'a[',
      '[]',
      'a',
      ' ',
      '{',
      '(',
      '[',
      'for(',
      'while (',
      'function ',
      'const a: ',
      'class a :',
      'a::',
      '# ',
      'def f(',
      'f(){',
      '](',
      '[a](',
      'i++ ',
      '\n',
    ];
    for (const fragment of fragments) {
      const text = repeated(fragment, MAX_UPLOAD_BYTES);
      for (const extension of ALL_EXTENSIONS) {
        const file = { name: `upload${extension}`, text };
        expect(explainedWithin(file), `${JSON.stringify(fragment)} in ${extension}`).toBeLessThan(LIMIT_MS);
      }
    }
  });

  it('explains files of many functions after long runs of lines, or of one keyword a line, in under 200 ms', () => {
    const pythonDefs = Array.from({ length: 70 }, (_, i) => `def f${i}(n):\n    return f${i}(n - 1)\n`).join(
      '',
    );
    const jsDefs = Array.from({ length: 70 }, (_, i) => `function f${i}(n) { return f${i}(n - 1); }\n`).join(
      '',
    );
    const nestedDefs = Array.from(
      { length: 70 },
      (_, i) => `${'  '.repeat(i)}def g${i}(n):\n${'  '.repeat(i + 1)}g${i}(n)\n`,
    ).join('');
    const files: FileToExplain[] = [
      { name: 'blank.py', text: `${'\n'.repeat(95_000)}${pythonDefs}` },
      { name: 'nested.py', text: `${nestedDefs}${'      x\n'.repeat(15_000)}` },
      { name: 'words.js', text: `${jsDefs}${'a b c d e f g h\n'.repeat(6000)}` },
      { name: 'static.ts', text: `${jsDefs}${'static\n'.repeat(13_000)}` },
      { name: 'Public.java', text: 'public\n'.repeat(14_000) },
      { name: 'static.cpp', text: 'static\n'.repeat(14_000) },
    ];
    for (const file of files) {
      expect(explainedWithin(file), `${file.name} of ${file.text.length} characters`).toBeLessThan(LIMIT_MS);
    }
  });

  it('explains deeply nested JSON and random code-like text in under 200 ms', () => {
    const nested = { name: 'deep.json', text: `${'['.repeat(200_000)}${']'.repeat(200_000)}` };
    expect(explainedWithin(nested)).toBeLessThan(LIMIT_MS);

    const tokens = [
      '[',
      ']',
      '(',
      ')',
      '{',
      '}',
      ',',
      ';',
      ' ',
      '  ',
      '\n',
      '\t',
      'a',
      'i',
      'mid',
      'for',
      'while',
      'if',
      'def ',
      'function ',
      'class ',
      'const x: ',
      'return ',
      '#',
      '##',
      '=',
      '=>',
      '<',
      '>',
      ':',
      '::',
      '*',
      '&',
      '"',
      "'",
      '`',
      '/',
      '//',
      '/*',
      '*/',
      '\\',
      '++',
      '--',
      '.push(',
      '.pop()',
      'new int[',
      'swap(',
      'throws ',
      'static ',
      'public ',
      '@cache',
      'x[i]',
      ', ',
    ];
    const randomText = (random: Random, chars: number) => {
      const parts: string[] = [];
      for (let length = 0; length < chars;) {
        const token = tokens[randomInt(random, 0, tokens.length - 1)] ?? ' ';
        parts.push(token);
        length += token.length;
      }
      return parts.join('');
    };
    const random = createRandom(2026);
    for (const extension of ALL_EXTENSIONS) {
      const file = { name: `random${extension}`, text: randomText(random, MAX_UPLOAD_BYTES / 4) };
      expect(explainedWithin(file), `random ${extension}`).toBeLessThan(LIMIT_MS);
    }
  });
});
