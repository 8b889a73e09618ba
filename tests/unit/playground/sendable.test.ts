import { describe, expect, it } from 'vitest';
import {
  arrayUnsendableMessage,
  returnedUnsendableMessage,
  sandboxFailureMessage,
  sendRun,
  unsendableError,
  unsendableIn,
  unsendableRunMessage,
} from '@/core/playground/javascript/sendable';
import { runJavaScript } from '@/core/playground/javascript/runJavaScript';
import { DEFAULT_RUN_LIMITS, type RecordedRun, type TaskInput } from '@/core/playground/recording';

const run = (code: string, input: TaskInput) =>
  runJavaScript(
    { language: 'javascript', code, input, limits: DEFAULT_RUN_LIMITS, countOnly: false },
    { now: () => 0 },
  );

const sort: TaskInput = { task: 'sort', array: [2, 1] };

const baseRun: RecordedRun = {
  operations: [],
  counts: { reads: 3, writes: 0, swaps: 0, comparisons: 1, visits: 0, edges: 0 },
  output: ['hello'],
  outputTruncated: false,
  returned: null,
  finalArray: [1, 2],
  error: null,
};

describe('what the sandbox can send the page', () => {
  it('finds a function or a symbol anywhere inside a value, and nothing in plain data', () => {
    expect(unsendableIn(() => 1)).toBe('a function');
    expect(unsendableIn([1, { deep: [Symbol('s')] }])).toBe('a symbol');
    expect(unsendableIn({ a: [1, 'x', null, { b: true }] })).toBeNull();
    const cycle: unknown[] = [1];
    cycle.push(cycle);
    expect(unsendableIn(cycle)).toBeNull();
  });

  it('names a function in the array before one in the result, in the learner’s terms', () => {
    expect(unsendableError('sort', () => 1, [1, 2])).toEqual({
      kind: 'exception',
      message: returnedUnsendableMessage('sort', 'a function'),
      line: null,
      column: null,
    });
    expect(unsendableError('sort', null, [1, () => 1])?.message).toBe(
      arrayUnsendableMessage('sort', 'a function', 1),
    );
    expect(unsendableError('search', 3, [1, 2])).toBeNull();
    expect(returnedUnsendableMessage('sort', 'a function')).toBe(
      "Your sort returned a function, which can't be shown: sort arr in place and return nothing, or return arr.",
    );
  });

  it('sends a run that cannot be cloned as its counts and output, with a message instead of the clone error', () => {
    const sent: unknown[] = [];
    const post = (message: unknown) => sent.push(structuredClone(message));
    sendRun(post, { ...baseRun, returned: { f: () => 1 } }, 'sort');
    expect(sent).toEqual([
      {
        type: 'done',
        run: {
          ...baseRun,
          finalArray: null,
          error: { kind: 'exception', message: unsendableRunMessage('sort'), line: null, column: null },
        },
      },
    ]);
    sent.length = 0;
    sendRun(post, baseRun, 'sort');
    expect(sent).toEqual([{ type: 'done', run: baseRun }]);
  });

  it('does not hide a failure that is not a clone error', () => {
    const post = () => {
      throw new TypeError('the port is closed');
    };
    expect(() => sendRun(post, baseRun, 'sort')).toThrow('the port is closed');
  });

  it('never shows a clone error’s text or more than one short line of a failure', () => {
    const raw = 'Uncaught DataCloneError: function(...n){let r=new I(t,!0); ... } could not be cloned.';
    expect(sandboxFailureMessage(raw, 'sort')).toBe(unsendableRunMessage('sort'));
    expect(sandboxFailureMessage(`Error: boom\n${'x'.repeat(500)}`, 'sort')).toBe(
      'the sandbox failed: Error: boom',
    );
    expect(sandboxFailureMessage('y'.repeat(500), 'sort')).toHaveLength('the sandbox failed: '.length + 120);
    expect(sandboxFailureMessage('', 'sort')).toBe('the sandbox failed');
  });
});

describe('a learner’s JavaScript that leaves a function where the page looks', () => {
  it.each([
    [
      'returns a function',
      'function sort(a) {\n  return () => 1;\n}',
      returnedUnsendableMessage('sort', 'a function'),
    ],
    [
      'leaves a function in arr',
      'function sort(a) {\n  a[0] = () => 1;\n}',
      arrayUnsendableMessage('sort', 'a function', 0),
    ],
    [
      'returns arr holding an object with a method',
      'function sort(a) {\n  a[1] = { f() {} };\n  return a;\n}',
      arrayUnsendableMessage('sort', 'a function', 1),
    ],
    [
      'returns a list holding a function',
      'function search(a, t) {\n  return [() => 1];\n}',
      returnedUnsendableMessage('search', 'a function'),
    ],
  ])('%s: says so in the learner’s terms, and the run can be sent', (_, code, message) => {
    const input: TaskInput = code.startsWith('function search')
      ? { task: 'search', array: [1, 2], target: 2 }
      : sort;
    const result = run(code, input);
    expect(result.error?.message).toBe(message);
    expect(() => structuredClone(result)).not.toThrow();
  });

  it('records a function read from arr or from a neighbour list as console.log writes it', () => {
    const read = run('function sort(a) {\n  a[0] = () => 1;\n  const f = a[0];\n  a[0] = 1;\n}', sort);
    expect(read.error).toBeNull();
    expect(read.operations).toContainEqual({ kind: 'read', index: 0, value: '[Function]', line: 3 });
    expect(() => structuredClone(read)).not.toThrow();
    const bfs = run('function bfs(g, s) {\n  g[s].push(() => 1);\n  const n = g[s][1];\n  return [s];\n}', {
      task: 'bfs',
      adjacency: { A: ['B'], B: [] },
      source: 'A',
    });
    expect(bfs.operations).toContainEqual({ kind: 'edge', from: 'A', to: '[Function]', line: 3 });
    expect(() => structuredClone(bfs)).not.toThrow();
  });
});
