import Sval from 'sval';
import { OperationRecorder, RunHalted } from '../recorder';
import type { RecordedRun, RunError, RunRequest, TaskInput } from '../recording';
import { ARGUMENT_NAMES } from './entry';
import { HOOKS, instrument, type Entry } from './instrument';
import { formatOutput } from './output';
import { unsendableError } from './sendable';

/**
 * Runs the learner's JavaScript on one input and records what it does. The code is parsed and
 * rewritten (instrument.ts), then evaluated by sval, an interpreter written in JavaScript, so no
 * `eval` or `new Function` is needed (the site's Content-Security-Policy forbids them). The function
 * is called with a recording view of the input: the array's reads and writes, and the graph's
 * neighbour reads, are seen however the code reaches them. Runs in the sandbox worker, after
 * `lockDownScope` has removed the network, storage and the page from its global scope.
 */

/**
 * A value of the array that remembers the position it started at (for the stability check). It acts
 * as its number in arithmetic (`valueOf`), and the comparison hook compares its number.
 */
class Tagged {
  constructor(
    readonly key: number,
    readonly origin: number,
  ) {}
  valueOf(): number {
    return this.key;
  }
  toString(): string {
    return String(this.key);
  }
}

/** A tagged value's number; any other value as it is. */
const untag = (value: unknown): unknown => (value instanceof Tagged ? value.key : value);

const ENTRY: Record<TaskInput['task'], string> = { sort: 'sort', search: 'search', bfs: 'bfs' };

/** The arguments after the task's own (a range 0, n - 1, or the length n), as `entry.extra` says. */
function extraValues(entry: Entry | null, input: TaskInput): number[] {
  if (entry === null || input.task === 'bfs') return [];
  const n = input.array.length;
  return entry.extra === 'range' ? [0, n - 1] : entry.extra === 'length' ? [n] : [];
}

const indexOf = (key: string | symbol, length: number): number | null => {
  if (typeof key !== 'string') return null;
  const index = Number(key);
  return Number.isInteger(index) && index >= 0 && index < length && String(index) === key ? index : null;
};

/** A JSON-safe copy of what the function returned (undefined as null; cycles and symbols as their names). */
function plain(value: unknown, seen = new Set<unknown>()): unknown {
  if (value === undefined) return null;
  if (value instanceof Tagged) return value.key;
  if (typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean' || value === null)
    return value;
  if (typeof value === 'bigint') return Number(value);
  // Never String(value): a function's source is the interpreter's, not the learner's.
  if (typeof value === 'function') return '[function]';
  if (typeof value !== 'object' || seen.has(value)) return String(value);
  seen.add(value);
  if (Array.isArray(value)) return value.map((item) => plain(item, seen));
  if (value instanceof Promise) return '[Promise]';
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, plain(item, seen)]));
}

export interface JavaScriptRunOptions {
  readonly now: () => number;
  readonly onHeartbeat?: (line: number) => void;
}

export function runJavaScript(request: RunRequest, options: JavaScriptRunOptions): RecordedRun {
  const recorder = new OperationRecorder(request.limits, request.countOnly, options.now, options.onHeartbeat);
  let call: string | undefined;
  const finish = (
    returned: unknown,
    finalArray: readonly number[] | null,
    error: RunError | null,
  ): RecordedRun => ({
    operations: recorder.operations,
    counts: recorder.getCounts(),
    output: recorder.output.lines,
    outputTruncated: recorder.output.cut,
    returned,
    finalArray,
    error,
    ...(call === undefined ? {} : { call }),
  });

  const instrumented = instrument(request.code, request.input.task, request.entry);
  if ('error' in instrumented) {
    const failed = finish(null, null, instrumented.error);
    return instrumented.candidates ? { ...failed, candidates: instrumented.candidates } : failed;
  }
  const extra = extraValues(instrumented.entry, request.input);
  if (instrumented.entry && (instrumented.entry.name !== ENTRY[request.input.task] || extra.length > 0))
    call = `${instrumented.entry.name}(${[...ARGUMENT_NAMES[request.input.task], ...extra].join(', ')})`;

  const input = request.input;
  const tagged = request.tagOrigins === true && input.task === 'sort';
  const array =
    input.task === 'bfs'
      ? null
      : tagged
        ? input.array.map((value, index) => new Tagged(value, index) as unknown as number)
        : [...input.array];
  const arrayView = array ? trackArray(array, recorder) : null;
  const graphView = input.task === 'bfs' ? trackGraph(input.adjacency, recorder) : null;

  // The last two element reads: a comparison's sides are the reads just before it.
  const lastReads: { index: number; value: unknown }[] = [];
  const noteRead = (index: number, value: unknown) => {
    lastReads.push({ index, value });
    if (lastReads.length > 2) lastReads.shift();
  };
  const readBefore = (back: number, value: unknown): number | null => {
    const read = lastReads[lastReads.length - 1 - back];
    return read && Object.is(read.value, value) ? read.index : null;
  };
  if (arrayView) arrayView.onRead = noteRead;

  let entry: unknown;
  const hooks = {
    at: (line: number, column: number) => {
      if (arrayView) arrayView.wrote = null;
      recorder.at(line, column);
    },
    cmp: (
      operator: string,
      taggedLeft: unknown,
      taggedRight: unknown,
      leftIsRead: boolean,
      rightIsRead: boolean,
    ) => {
      const left = untag(taggedLeft);
      const right = untag(taggedRight);
      const leftIndex = leftIsRead ? readBefore(rightIsRead ? 1 : 0, left) : null;
      const rightIndex = rightIsRead ? readBefore(0, right) : null;
      if (
        typeof left === 'number' &&
        typeof right === 'number' &&
        (leftIndex !== null || rightIndex !== null)
      )
        recorder.compare(left, right, leftIndex, rightIndex);
      lastReads.length = 0;
      return compare(operator, left, right);
    },
    iter: (iterable: Iterable<unknown>, line: number, column: number): Iterable<unknown> => ({
      [Symbol.iterator]: () => {
        const iterator = iterable[Symbol.iterator]();
        return {
          next: () => {
            recorder.at(line, column);
            return iterator.next();
          },
          return: (value?: unknown) => iterator.return?.(value) ?? { done: true, value },
        };
      },
    }),
    destructure: (value: Iterable<unknown>, setters: (((item: unknown) => void) | null)[]) => {
      const items = [...value];
      setters.forEach((set, index) => set?.(items[index]));
      return value;
    },
    entry: (fn: unknown) => {
      entry = fn;
    },
  };

  const log = (...values: unknown[]) =>
    recorder.output.print(() => values.map((value) => formatOutput(value)).join(' '));
  // Not sval's own sandbox: it copies the global scope's properties when sval loads, before the
  // worker's lock-down, so `self.fetch` would still reach the network. Without it, names and `self`
  // resolve on the worker's (locked-down) global scope itself.
  const interpreter = new Sval({ ecmaVer: 'latest', sourceType: 'script', sandBox: false });
  const console = { log, info: log, warn: log, error: log, debug: log };
  interpreter.import(
    Object.fromEntries(
      Object.entries({ ...hooks, console }).map(([name, hook]) => [`${HOOKS}_${name}`, hook]),
    ),
  );

  let returned: unknown = null;
  let returnedOrigins: (number | null)[] | undefined;
  let error: RunError | null = null;
  try {
    interpreter.run(instrumented.program as never);
    if (typeof entry !== 'function') {
      error = {
        kind: 'exception',
        message: `your code has no function named ${ENTRY[input.task]}: start from a template`,
        line: null,
        column: null,
      };
    } else {
      const fn = entry as (...args: unknown[]) => unknown;
      const result =
        input.task === 'sort'
          ? fn(arrayView?.proxy, ...extra)
          : input.task === 'search'
            ? fn(arrayView?.proxy, input.target, ...extra)
            : fn(graphView, input.source);
      returned = array && result === arrayView?.proxy ? array.map(untag) : result;
      if (tagged && Array.isArray(result) && result !== arrayView?.proxy)
        returnedOrigins = (result as unknown[]).map((value) =>
          value instanceof Tagged ? value.origin : null,
        );
    }
  } catch (caught) {
    error = runError(caught, recorder);
  }
  error = recorder.haltedError ?? error;
  let finalArray = array ? (array.map(untag) as number[]) : null;
  // What crosses to the page must survive a structured clone: a function left in the array or the
  // result is named in the learner's terms instead.
  try {
    const unsendable = unsendableError(input.task, returned, finalArray);
    if (unsendable) {
      error ??= unsendable;
      returned = null;
      finalArray = null;
    } else returned = plain(returned);
  } catch (caught) {
    // A getter or Proxy trap of the learner's that throws while the result is read.
    error ??= runError(caught, recorder);
    returned = null;
    finalArray = null;
  }
  const finished = finish(returned, finalArray, error);
  if (!tagged || !array) return finished;
  const finalOrigins = array.map((value: unknown) => (value instanceof Tagged ? value.origin : null));
  return { ...finished, finalOrigins, ...(returnedOrigins === undefined ? {} : { returnedOrigins }) };
}

/** The learner's own comparison operator, applied as they wrote it. */
function compare(operator: string, left: unknown, right: unknown): boolean {
  switch (operator) {
    case '<':
      return (left as number) < (right as number);
    case '>':
      return (left as number) > (right as number);
    case '<=':
      return (left as number) <= (right as number);
    case '>=':
      return (left as number) >= (right as number);
    case '===':
      return left === right;
    case '!==':
      return left !== right;
    case '==':
      return left == right;
    default:
      return left != right;
  }
}

function runError(caught: unknown, recorder: OperationRecorder): RunError {
  if (caught instanceof RunHalted) return caught.error;
  const line = recorder.line || null;
  const column = recorder.column || null;
  if (caught instanceof RangeError && /call stack/i.test(caught.message))
    return {
      kind: 'exception',
      message: 'RangeError: too much recursion (the call stack ran out): does every call reach a base case?',
      line,
      column,
    };
  if (caught instanceof Error)
    return { kind: 'exception', message: `${caught.name}: ${caught.message}`, line, column };
  return { kind: 'exception', message: `uncaught ${formatOutput(caught)}`, line, column };
}

/**
 * A value as an operation records it: what the page can be sent (numbers, strings and other plain
 * values) as it is, anything else (a function, an object) as console.log writes it.
 */
const recordable = (value: unknown): unknown =>
  value === null || (typeof value !== 'object' && typeof value !== 'function' && typeof value !== 'symbol')
    ? value
    : formatOutput(value);

interface TrackedArray {
  readonly proxy: number[];
  onRead: (index: number, value: unknown) => void;
  /**
   * The position just written. The interpreter reads a position back right after assigning to it (the
   * value of `a[i] = x`); that read is its own, not the learner's, so it is not recorded.
   */
  wrote: number | null;
}

/** The array as the function sees it: every read and write of a position is recorded. */
function trackArray(array: number[], recorder: OperationRecorder): TrackedArray {
  const tracked: TrackedArray = {
    onRead: () => {},
    wrote: null,
    proxy: new Proxy(array, {
      get(target, key, receiver) {
        const index = indexOf(key, target.length);
        if (index === null) return Reflect.get(target, key, receiver) as unknown;
        const value = untag(target[index]) as number;
        if (tracked.wrote === index) {
          tracked.wrote = null;
          return target[index];
        }
        recorder.read(index, recordable(value) as number);
        tracked.onRead(index, value);
        return target[index];
      },
      set(target, key, value, receiver) {
        const index = indexOf(key, target.length);
        if (index !== null) {
          recorder.write(index, Number(value), recordable(untag(target[index])) as number);
          tracked.wrote = index;
        }
        return Reflect.set(target, key, value, receiver);
      },
    }),
  };
  return tracked;
}

/**
 * The graph as the function sees it: asking for a vertex's neighbours visits it, and reading one of
 * them examines that edge.
 */
function trackGraph(adjacency: Readonly<Record<string, readonly string[]>>, recorder: OperationRecorder) {
  const lists = new Map<string, string[]>();
  const graph: Record<string, string[]> = {};
  for (const [vertex, neighbours] of Object.entries(adjacency)) {
    const list = [...neighbours];
    graph[vertex] = list;
    lists.set(
      vertex,
      new Proxy(list, {
        get(target, key, receiver) {
          const index = indexOf(key, target.length);
          if (index !== null) recorder.edge(vertex, recordable(target[index]) as string);
          return Reflect.get(target, key, receiver) as unknown;
        },
      }),
    );
  }
  return new Proxy(graph, {
    get(target, key, receiver) {
      if (typeof key === 'string' && lists.has(key)) {
        recorder.visit(key);
        return lists.get(key);
      }
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
}
