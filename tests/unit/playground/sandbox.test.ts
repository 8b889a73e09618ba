import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { lockDownScope, refusedMessage } from '@/core/playground/javascript/sandbox';

/** Each rule of the sandbox: what the learner's code tries, and the spy it must never reach. */
const ATTEMPTS: Record<string, string> = {
  fetch: "fetch('/leak')",
  'self.fetch': "self.fetch('/leak')",
  'globalThis.fetch': "globalThis.fetch('/leak')",
  XMLHttpRequest: "const x = new XMLHttpRequest(); x.open('GET', '/leak'); x.send()",
  importScripts: "importScripts('/leak.js')",
  localStorage: "localStorage.getItem('key')",
  indexedDB: "indexedDB.open('queuebee')",
  postMessage: "postMessage({ type: 'done' })",
  'self.close': 'self.close()',
  // Code that needs nothing refused: only the rule against eval itself stops it.
  eval: "eval('1 + 1')",
  'self.eval': "self.eval('1 + 1')",
  FontFace: "new FontFace('x', 'url(http://127.0.0.1:9/x)').load()",
  fonts: "self.fonts.load('1em x')",
};

/** Code made from a string, through Function or any function's constructor. Each names its spy. */
const FUNCTION_ATTEMPTS: Record<string, string> = {
  Function: 'Function(\'leak("Function")\')()',
  'self.Function': 'self.Function(\'leak("self.Function")\')()',
  'arrow constructor': '(() => 1).constructor(\'leak("arrow constructor")\')()',
  'method constructor': '[].map.constructor(\'leak("method constructor")\')()',
  'new constructor': 'new (function () {}).constructor(\'leak("new constructor")\')()',
  AsyncFunction: '(async () => {}).constructor(\'leak("AsyncFunction")\')()',
  GeneratorFunction: '(function* () {}).constructor(\'leak("GeneratorFunction")\')().next()',
  AsyncGeneratorFunction: '(async function* () {}).constructor(\'leak("AsyncGeneratorFunction")\')().next()',
  'native async function':
    'Object.getPrototypeOf(async () => {}).constructor(\'leak("native async function")\')()',
};

function runChild(mode: 'locked' | 'open') {
  const output = execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'tests/unit/playground/sandboxChild.ts',
      mode,
      JSON.stringify([...Object.values(ATTEMPTS), ...Object.values(FUNCTION_ATTEMPTS)]),
    ],
    { encoding: 'utf8' },
  );
  return JSON.parse(output) as {
    results: ({ kind: string; message: string; line: number } | null)[];
    called: string[];
    plain: { error: unknown; returned: unknown };
  };
}

describe('the JavaScript sandbox', () => {
  it('refuses the network, storage, messages to the page and closing the worker', { timeout: 30_000 }, () => {
    const { results, called } = runChild('locked');
    expect(called).toEqual([]);
    Object.keys(ATTEMPTS).forEach((name, i) => {
      expect(results[i], name).toMatchObject({ kind: 'exception', line: 2 });
      expect(results[i]?.message, name).toMatch(
        /ReferenceError: .* is not available: your code runs in a sandbox/,
      );
    });
  });

  it(
    'refuses Function and every constructor that reaches it, without the policy against eval',
    { timeout: 30_000 },
    () => {
      const { results, called } = runChild('locked');
      expect(called).toEqual([]);
      const offset = Object.keys(ATTEMPTS).length;
      Object.keys(FUNCTION_ATTEMPTS).forEach((name, i) => {
        expect(results[offset + i], name).toMatchObject({ kind: 'exception', line: 2 });
        expect(results[offset + i]?.message, name).toMatch(
          /^EvalError: Function is not available: your code runs in a sandbox/,
        );
      });
    },
  );

  it('after the lock-down a sort with generators and async functions still runs', { timeout: 30_000 }, () => {
    expect(runChild('locked').plain).toEqual({ error: null, returned: [1, 2, 3] });
  });

  it('without the lock-down the same code would reach every one of them', { timeout: 30_000 }, () => {
    const { called } = runChild('open');
    expect(called).toEqual(
      expect.arrayContaining([
        'fetch',
        'XMLHttpRequest',
        'importScripts',
        'localStorage',
        'indexedDB',
        'postMessage',
        'close',
        'FontFace',
        'FontFace.load',
        'fonts',
        ...Object.keys(FUNCTION_ATTEMPTS),
      ]),
    );
  });

  it('removes a refused name from the prototypes the scope inherits it from', () => {
    const proto = { fetch: () => 'sent' };
    const scope = Object.create(proto) as { fetch: () => string };
    lockDownScope(scope);
    expect(() => scope.fetch()).toThrow(refusedMessage('fetch'));
    expect(Object.getOwnPropertyDescriptor(proto, 'fetch')).toBeUndefined();
  });
});
