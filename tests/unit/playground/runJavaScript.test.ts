import { describe, expect, it } from 'vitest';
import { runJavaScript } from '@/core/playground/javascript/runJavaScript';
import { OUTPUT_CAPS, OUTPUT_CUT_NOTE } from '@/core/playground/outputCaps';
import { DEFAULT_RUN_LIMITS, type RunRequest, type TaskInput } from '@/core/playground/recording';
import { TEMPLATES } from '@/core/playground/templates';

const request = (code: string, input: TaskInput, limits = DEFAULT_RUN_LIMITS): RunRequest => ({
  language: 'javascript',
  code,
  input,
  limits,
  countOnly: false,
});
const run = (code: string, input: TaskInput, now = () => 0, limits = DEFAULT_RUN_LIMITS) =>
  runJavaScript(request(code, input, limits), { now });

describe('recording a learner’s JavaScript', () => {
  it('records the reads, the comparison between them and a destructuring swap, each on its line', () => {
    const result = run(TEMPLATES.javascript.sort, { task: 'sort', array: [3, 1] });
    expect(result.error).toBeNull();
    expect(result.finalArray).toEqual([1, 3]);
    expect(result.operations).toEqual([
      { kind: 'read', index: 0, value: 3, line: 5 },
      { kind: 'read', index: 1, value: 1, line: 5 },
      { kind: 'compare', left: 3, right: 1, leftIndex: 0, rightIndex: 1, line: 5 },
      { kind: 'read', index: 1, value: 1, line: 6 },
      { kind: 'read', index: 0, value: 3, line: 6 },
      { kind: 'swap', i: 0, j: 1, line: 6 },
    ]);
    expect(result.counts).toMatchObject({ reads: 4, comparisons: 1, writes: 2, swaps: 1 });
  });

  it('records a swap through a temporary variable as one swap, and a lone write as a write', () => {
    const code = 'function sort(a) {\n  const t = a[0];\n  a[0] = a[1];\n  a[1] = t;\n  a[2] = 9;\n}';
    const kinds = run(code, { task: 'sort', array: [2, 1, 5] }).operations.filter((op) => op.kind !== 'read');
    expect(kinds).toEqual([
      { kind: 'swap', i: 0, j: 1, line: 4 },
      { kind: 'write', index: 2, value: 9, previous: 5, line: 5 },
    ]);
  });

  it('records a search’s probes and returns its answer', () => {
    const result = run(TEMPLATES.javascript.search, { task: 'search', array: [4, 8, 15], target: 8 });
    expect(result.returned).toBe(1);
    expect(result.operations.filter((op) => op.kind === 'compare')).toEqual([
      { kind: 'compare', left: 4, right: 8, leftIndex: 0, rightIndex: null, line: 4 },
      { kind: 'compare', left: 8, right: 8, leftIndex: 1, rightIndex: null, line: 4 },
    ]);
  });

  it('records the vertices a BFS visits and the edges it examines', () => {
    const result = run(TEMPLATES.javascript.bfs, {
      task: 'bfs',
      adjacency: { A: ['B'], B: ['A'] },
      source: 'A',
    });
    expect(result.returned).toEqual(['A', 'B']);
    expect(result.operations.map((op) => op.kind)).toEqual(['visit', 'edge', 'visit', 'edge']);
    expect(result.operations[1]).toEqual({ kind: 'edge', from: 'A', to: 'B', line: 7 });
  });

  it('gives a syntax error’s line and column without acorn’s position suffix', () => {
    expect(run('function sort(a) {\n  let x = ;\n}', { task: 'sort', array: [1] }).error).toEqual({
      kind: 'syntax',
      message: 'SyntaxError: Unexpected token',
      line: 2,
      column: 11,
    });
  });

  it('gives an exception’s line and column', () => {
    const error = run('function sort(a) {\n  null.x;\n}', { task: 'sort', array: [1] }).error;
    expect(error).toMatchObject({ kind: 'exception', line: 2, column: 3 });
    expect(error?.message).toMatch(/^TypeError: /);
  });

  it('stops an endless loop at the time limit, on a fake clock, naming its line, even through a catch', () => {
    let clock = 0;
    const code = 'function sort(a) {\n  while (true) {\n    try { for (;;) {} } catch (e) {}\n  }\n}';
    const result = run(code, { task: 'sort', array: [1] }, () => (clock += 100));
    expect(result.error).toMatchObject({ kind: 'timeout', line: 3 });
    expect(result.error?.message).toBe(
      'stopped after 2 s: is there a loop that never ends, or recursion that never stops?',
    );
  });

  it('stops at the operation budget', () => {
    const limits = { ...DEFAULT_RUN_LIMITS, maxOperations: 50 };
    const result = run(
      'function sort(a) {\n  for (;;) a[0];\n}',
      { task: 'sort', array: [1] },
      () => 0,
      limits,
    );
    expect(result.error).toMatchObject({ kind: 'budget', line: 2 });
    expect(result.operations).toHaveLength(50);
  });

  it('names runaway recursion', () => {
    const result = run('function f(n) {\n  return f(n + 1);\n}\nfunction sort(a) {\n  f(0);\n}', {
      task: 'sort',
      array: [1],
    });
    expect(result.error?.message).toMatch(/too much recursion/);
  });

  it('keeps console.log output, capped', () => {
    const limits = { ...DEFAULT_RUN_LIMITS, maxOutputLines: 2 };
    const code = "function sort(a) {\n  for (let i = 0; i < 3; i++) console.log('i', i, [i]);\n}";
    const result = run(code, { task: 'sort', array: [1] }, () => 0, limits);
    expect(result.output).toEqual(['i 0 [0]', 'i 1 [1]', OUTPUT_CUT_NOTE]);
    expect(result.outputTruncated).toBe(true);
  });

  it('cuts console.log output at the output caps as it is written, and says so once', () => {
    const code =
      "function sort(a) {\n  console.log('x'.repeat(5e7));\n  const long = 'y'.repeat(2e6);\n" +
      '  for (let i = 0; i < 200; i++) console.log(long);\n}';
    const result = run(code, { task: 'sort', array: [1] });
    expect(result.error).toBeNull();
    expect(result.output[0]).toBe('x'.repeat(OUTPUT_CAPS.maxLineChars));
    expect(result.output.slice(0, -1).join('').length).toBe(OUTPUT_CAPS.maxTotalChars);
    expect(result.output.filter((line) => line === OUTPUT_CUT_NOTE)).toEqual([OUTPUT_CUT_NOTE]);
    expect(result.output.at(-1)).toBe(OUTPUT_CUT_NOTE);
    expect(result.outputTruncated).toBe(true);
  });

  it('refuses import() and the hooks’ reserved name, and says when the function is missing', () => {
    expect(
      run("function sort(a) {\n  import('/x.js');\n}", { task: 'sort', array: [1] }).error,
    ).toMatchObject({
      kind: 'syntax',
      line: 2,
    });
    expect(run('const __qb = 1;', { task: 'sort', array: [1] }).error?.message).toMatch(/reserved/);
    expect(run('const other = [1];', { task: 'sort', array: [1] }).error?.message).toBe(
      'your code has no function named sort: start from a template',
    );
  });
});
