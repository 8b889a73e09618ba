/**
 * Drives the Code tab's listings with operation sequences and states what the core's model says the
 * same sequence prints. Every language prints one line per operation:
 *   array, linked list:  "<removed value or ->|<contents, comma-separated>"
 *   stack, queue:        "<popped/dequeued/peeked value or ->|<size>"
 * "error|..." when the operation is refused, and for stack/queue a final "drain|<values taken until empty>".
 */
import vm from 'node:vm';
import fc from 'fast-check';
import {
  InvalidOperationError,
  STRUCTURE_OPERATIONS,
  applyOperation,
  type CodeListing,
  type StructureKind,
} from '@/core/structures';

export interface ListingOp {
  op: string;
  index: number;
  value: number;
}

export interface ListingRun {
  structure: StructureKind;
  ops: readonly ListingOp[];
}

const VALUE_OPS = new Set(['add', 'insert', 'update', 'push', 'enqueue']);
const INDEX_OPS = new Set(['insert', 'remove', 'update']);

function inputFor({ op, index, value }: ListingOp): object {
  return { ...(INDEX_OPS.has(op) ? { index } : {}), ...(VALUE_OPS.has(op) ? { value } : {}) };
}

function stateText(structure: StructureKind, data: readonly number[]): string {
  return structure === 'array' || structure === 'linkedList' ? data.join(',') : String(data.length);
}

/** What a correct listing prints for the run, according to the core's model. */
export function expectedLines({ structure, ops }: ListingRun): string[] {
  let data: readonly number[] = [];
  const lines: string[] = [];
  for (const item of ops) {
    try {
      const before = data;
      const outcome = applyOperation(structure, data, item.op as never, inputFor(item) as never);
      data = outcome.data;
      const result = item.op === 'remove' ? before[item.index] : outcome.result;
      lines.push(`${result ?? '-'}|${stateText(structure, data)}`);
    } catch (error) {
      if (!(error instanceof InvalidOperationError)) throw error;
      lines.push(`error|${stateText(structure, data)}`);
    }
  }
  if (structure === 'stack') lines.push(`drain|${[...data].reverse().join(',')}`);
  if (structure === 'queue') lines.push(`drain|${data.join(',')}`);
  return lines;
}

/** The page's starting collection built with the structure's own add operation. */
function startingOps(structure: StructureKind): ListingOp[] {
  const add = { array: 'add', stack: 'push', queue: 'enqueue', linkedList: 'add' }[structure];
  return [10, 20, 30, 40, 50].map((value) => ({ op: add, index: 0, value }));
}

/** Hand-picked edge cases (empty collection, both ends, every error) plus seeded random sequences. */
export function listingRuns(structure: StructureKind): ListingRun[] {
  const ops = STRUCTURE_OPERATIONS[structure];
  const edges: Record<StructureKind, ListingOp[]> = {
    array: [
      { op: 'remove', index: 0, value: 0 },
      { op: 'update', index: 0, value: 1 },
      { op: 'insert', index: 1, value: 1 },
      { op: 'insert', index: 0, value: 5 },
      { op: 'insert', index: 1, value: 6 },
      { op: 'insert', index: 0, value: 4 },
      { op: 'add', index: 0, value: -3 },
      { op: 'insert', index: -1, value: 9 },
      { op: 'update', index: 3, value: 0 },
      { op: 'update', index: 4, value: 0 },
      { op: 'remove', index: 3, value: 0 },
      { op: 'remove', index: 0, value: 0 },
      { op: 'remove', index: 2, value: 0 },
      { op: 'remove', index: 5, value: 0 },
    ],
    stack: [
      { op: 'pop', index: 0, value: 0 },
      { op: 'peek', index: 0, value: 0 },
      ...Array.from({ length: 9 }, (_, i) => ({ op: 'push', index: 0, value: i * 7 - 20 })),
      { op: 'peek', index: 0, value: 0 },
      ...Array.from({ length: 10 }, () => ({ op: 'pop', index: 0, value: 0 })),
      { op: 'push', index: 0, value: 1 },
    ],
    queue: [
      { op: 'dequeue', index: 0, value: 0 },
      { op: 'peek', index: 0, value: 0 },
      // Wrap the circular buffer around and make it grow while wrapped.
      ...[1, 2, 3].map((value) => ({ op: 'enqueue', index: 0, value })),
      { op: 'dequeue', index: 0, value: 0 },
      { op: 'dequeue', index: 0, value: 0 },
      ...[4, 5, 6, 7, 8, 9].map((value) => ({ op: 'enqueue', index: 0, value })),
      { op: 'peek', index: 0, value: 0 },
      ...Array.from({ length: 8 }, () => ({ op: 'dequeue', index: 0, value: 0 })),
      { op: 'enqueue', index: 0, value: 10 },
    ],
    linkedList: [
      { op: 'remove', index: 0, value: 0 },
      { op: 'insert', index: 1, value: 1 },
      { op: 'insert', index: 0, value: 2 },
      { op: 'add', index: 0, value: 3 },
      { op: 'insert', index: 2, value: 4 },
      { op: 'insert', index: 0, value: 5 },
      { op: 'remove', index: 3, value: 0 },
      { op: 'remove', index: 4, value: 0 },
      { op: 'remove', index: 0, value: 0 },
      { op: 'remove', index: -1, value: 0 },
      { op: 'remove', index: 1, value: 0 },
      { op: 'remove', index: 0, value: 0 },
      { op: 'remove', index: 0, value: 0 },
      { op: 'add', index: 0, value: 6 },
    ],
  };
  const randomOps = fc.array(
    fc.record({
      op: fc.constantFrom(...ops),
      index: fc.integer({ min: -1, max: 9 }),
      value: fc.integer({ min: -999, max: 999 }),
    }),
    { minLength: 30, maxLength: 50 },
  );
  const seed = { array: 11, stack: 22, queue: 33, linkedList: 44 }[structure];
  const random = fc.sample(randomOps, { seed, numRuns: 3 });
  return [
    { structure, ops: edges[structure] },
    ...random.map((sequence) => ({ structure, ops: [...startingOps(structure), ...sequence] })),
  ];
}

/** The text protocol the Python and Java drivers read on stdin. */
export function protocolScript(runs: readonly ListingRun[], demos: readonly StructureKind[]): string {
  const lines: string[] = [];
  for (const run of runs) {
    lines.push(`run ${run.structure}`);
    for (const { op, index, value } of run.ops) lines.push(`${op} ${index} ${value}`);
    lines.push('end');
  }
  for (const structure of demos) lines.push(`demo ${structure}`);
  return `${lines.join('\n')}\n`;
}

export interface DriverOutput {
  runs: string[][];
  demos: Map<string, string[]>;
}

/** Splits a driver's stdout back into per-run lines and per-structure demo output. */
export function parseDriverOutput(stdout: string): DriverOutput {
  const runs: string[][] = [];
  const demos = new Map<string, string[]>();
  let current: string[] = [];
  let demo: string[] | null = null;
  for (const line of stdout.split(/\r?\n/)) {
    if (line.startsWith('demo ')) {
      demo = [];
      demos.set(line.slice(5), demo);
    } else if (line === 'demo-end') {
      demo = null;
    } else if (demo !== null) {
      demo.push(line);
    } else if (line === 'end') {
      runs.push(current);
      current = [];
    } else if (line !== '') {
      current.push(line);
    }
  }
  return { runs, demos };
}

/** The outputs a listing's usage demo promises in its trailing comments ("// 50", "# [10, 20]"). */
export function promisedDemoOutput(listing: CodeListing): string[] {
  const printCall = {
    javascript: /^\s*console\.log\(.*\);\s*\/\/\s*(.+)$/,
    python: /^\s*print\(.*\)\s*#\s*(.+)$/,
    java: /^\s*System\.out\.println\(.*\);\s*\/\/\s*(.+)$/,
  }[listing.language];
  return listing.code
    .split('\n')
    .map((line) => printCall.exec(line)?.[1]?.trim())
    .filter((text): text is string => text !== undefined);
}

// ---- JavaScript, run in node:vm ----

type JsObject = Record<string, (...args: number[]) => unknown>;

function formatJs(value: unknown): string {
  return Array.isArray(value) ? `[${value.map(formatJs).join(', ')}]` : String(value);
}

export function loadJavaScript(listing: CodeListing): { create: () => JsObject; demo: string[] } {
  const demo: string[] = [];
  const context = vm.createContext({
    console: { log: (...args: unknown[]) => demo.push(args.map(formatJs).join(' ')) },
  });
  const Class = vm.runInContext(`${listing.code}\n;${listing.className}`, context, {
    timeout: 5000,
  }) as new () => JsObject;
  return { create: () => new Class(), demo };
}

const JS_METHODS: Record<StructureKind, Record<string, string>> = {
  array: { add: 'add', insert: 'insert', remove: 'remove', update: 'update', contents: 'toArray' },
  stack: { push: 'push', pop: 'pop', peek: 'peek' },
  queue: { enqueue: 'enqueue', dequeue: 'dequeue', peek: 'peek' },
  linkedList: { add: 'append', insert: 'insertAt', remove: 'removeAt', contents: 'toArray' },
};

function call(target: JsObject, method: string | undefined, ...args: number[]): unknown {
  const fn = method === undefined ? undefined : target[method];
  if (typeof fn !== 'function') throw new Error(`listing has no method ${String(method)}`);
  return fn.apply(target, args);
}

/** Runs one sequence against the JavaScript listing, printing like the other drivers. */
export function driveJavaScript(create: () => JsObject, { structure, ops }: ListingRun): string[] {
  const target = create();
  const methods = JS_METHODS[structure];
  const state = (): string =>
    structure === 'array' || structure === 'linkedList'
      ? (call(target, methods.contents) as number[]).join(',')
      : String(call(target, 'size'));
  const lines: string[] = [];
  for (const { op, index, value } of ops) {
    const args = INDEX_OPS.has(op)
      ? VALUE_OPS.has(op)
        ? [index, value]
        : [index]
      : VALUE_OPS.has(op)
        ? [value]
        : [];
    try {
      const result = call(target, methods[op], ...args);
      const shown = VALUE_OPS.has(op) ? '-' : String(result);
      lines.push(`${shown}|${state()}`);
    } catch (error) {
      // The listing's own refusals; anything else (TypeError, ...) is a bug and fails the test.
      const name = (error as { name?: unknown }).name;
      if (name !== 'RangeError' && name !== 'Error') throw error;
      lines.push(`error|${state()}`);
    }
  }
  if (structure === 'stack' || structure === 'queue') {
    const taken: string[] = [];
    const take = structure === 'stack' ? 'pop' : 'dequeue';
    while (call(target, 'isEmpty') !== true) taken.push(String(call(target, take)));
    lines.push(`drain|${taken.join(',')}`);
  }
  return lines;
}
