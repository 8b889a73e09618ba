/**
 * Run by sandbox.test.ts in its own Node process, as the sandbox worker would run: the globals a
 * worker has are stood in for by spies, the scope is locked down (unless told 'open'), and each
 * attempt is run as the learner's code. Prints what each run said and which spies were called.
 */
import { lockDownScope, REFUSED_GLOBALS } from '@/core/playground/javascript/sandbox';
import { runJavaScript } from '@/core/playground/javascript/runJavaScript';
import { DEFAULT_RUN_LIMITS } from '@/core/playground/recording';

const called: string[] = [];
const scope = globalThis as unknown as Record<string, unknown>;
const spy = (name: string) => () => {
  called.push(name);
  return {
    open: () => called.push(`${name}.open`),
    send: () => called.push(`${name}.send`),
    getItem: () => 'secret',
  };
};
for (const name of ['fetch', 'importScripts', 'postMessage', 'close'] as const) scope[name] = spy(name);
scope.XMLHttpRequest = function XMLHttpRequest() {
  called.push('XMLHttpRequest');
  return spy('xhr')();
};
scope.localStorage = { getItem: () => (called.push('localStorage'), 'secret') };
scope.indexedDB = { open: () => (called.push('indexedDB'), {}) };
scope.FontFace = function FontFace() {
  called.push('FontFace');
  return { load: () => called.push('FontFace.load') };
};
scope.fonts = { load: () => called.push('fonts') };
// What code made from a string would call: the attempt names itself.
scope.leak = (name: string) => called.push(name);

const attempts = JSON.parse(process.argv[3] ?? '[]') as string[];
if (process.argv[2] !== 'open') lockDownScope(globalThis);
// A sort that needs nothing refused still runs after the lock-down, as do the function kinds whose
// constructors it replaces.
const plain = runJavaScript(
  {
    language: 'javascript',
    code: 'function* order(a) { yield* a; }\nasync function later() {}\nfunction sort(arr) {\n  later();\n  const copy = [...order(arr)];\n  copy.sort((a, b) => a - b);\n  for (let i = 0; i < copy.length; i++) arr[i] = copy[i];\n  return arr;\n}\n',
    input: { task: 'sort', array: [3, 1, 2] },
    limits: DEFAULT_RUN_LIMITS,
    countOnly: false,
  },
  { now: () => 0 },
);
const results = attempts.map((attempt) => {
  const run = runJavaScript(
    {
      language: 'javascript',
      code: `function sort(arr) {\n  ${attempt};\n}\n`,
      input: { task: 'sort', array: [2, 1] },
      limits: DEFAULT_RUN_LIMITS,
      countOnly: false,
    },
    { now: () => 0 },
  );
  return run.error;
});
process.stdout.write(
  JSON.stringify({
    results,
    called,
    refused: REFUSED_GLOBALS.length,
    plain: { error: plain.error, returned: plain.returned },
  }),
);
