/**
 * What running a learner's own function records, whatever the language it is written in. A runner
 * (JavaScript or Python, each in its own sandboxed worker) turns the learner's code and an input into
 * a `RecordedRun`; the page plays its operations on the same scenes as the built-in algorithms and
 * judges its result. Data only, so both runners, the page and the tests share it.
 */

import { OUTPUT_CAPS } from './outputCaps';

export type PlaygroundLanguage = 'javascript' | 'python';

/** What the learner's function is asked to do: each task has its own signature and scene. */
export type PlaygroundTask = 'sort' | 'search' | 'bfs';

/** The input the function is called with. */
export type TaskInput =
  /** `sort(arr)`: sorts `arr` in place. */
  | { readonly task: 'sort'; readonly array: readonly number[] }
  /** `search(arr, target)`: returns an index of `target` in `arr`, or -1. */
  | { readonly task: 'search'; readonly array: readonly number[]; readonly target: number }
  /** `bfs(graph, source)`: `graph` maps each vertex to its neighbours; returns the visiting order. */
  | {
      readonly task: 'bfs';
      readonly adjacency: Readonly<Record<string, readonly string[]>>;
      readonly source: string;
    };

/**
 * One thing the learner's code did, with the 1-based line of their code it happened on. Indices are
 * positions in the input array; a comparison names the array positions its two values were read from
 * (null when a side was not read from the array, for example a literal or the search's target).
 */
export type RecordedOperation =
  | { readonly kind: 'read'; readonly index: number; readonly value: number; readonly line: number }
  | {
      readonly kind: 'write';
      readonly index: number;
      readonly value: number;
      readonly previous: number;
      readonly line: number;
    }
  /** Two writes that exchanged the values at `i` and `j`, recorded as one swap. */
  | { readonly kind: 'swap'; readonly i: number; readonly j: number; readonly line: number }
  | {
      readonly kind: 'compare';
      readonly left: number;
      readonly right: number;
      readonly leftIndex: number | null;
      readonly rightIndex: number | null;
      readonly line: number;
    }
  | { readonly kind: 'visit'; readonly vertex: string; readonly line: number }
  /** A neighbour read: the edge from `from` to `to` was examined. */
  | { readonly kind: 'edge'; readonly from: string; readonly to: string; readonly line: number };

export interface OperationCounts {
  readonly reads: number;
  readonly writes: number;
  readonly swaps: number;
  readonly comparisons: number;
  readonly visits: number;
  readonly edges: number;
}

export type RunErrorKind =
  /** The code does not parse. */
  | 'syntax'
  /** The code threw (or raised) while running. */
  | 'exception'
  /** It ran past the time limit. */
  | 'timeout'
  /** It recorded more operations than the budget allows. */
  | 'budget'
  /** It ran, but what it returned or left in the array is not what the task asks for. */
  | 'bad-result'
  /** The learner pressed Stop. */
  | 'stopped';

export interface RunError {
  readonly kind: RunErrorKind;
  /** Plain words for the learner, without the line (the page adds "line 3: "). */
  readonly message: string;
  /** 1-based line and column in the learner's code, when known. */
  readonly line: number | null;
  readonly column: number | null;
}

export interface RunLimits {
  /** Recorded operations before the run is stopped with a 'budget' error. */
  readonly maxOperations: number;
  /** Wall-clock milliseconds before the run is stopped with a 'timeout' error. */
  readonly maxMillis: number;
  /**
   * Lines of console.log / print output kept (at most OUTPUT_CAPS.maxLines, with its other caps);
   * later lines are dropped and `outputTruncated` set.
   */
  readonly maxOutputLines: number;
}

export const DEFAULT_RUN_LIMITS: RunLimits = {
  maxOperations: 1_000_000,
  maxMillis: 2_000,
  maxOutputLines: OUTPUT_CAPS.maxLines,
};

export interface RunRequest {
  readonly language: PlaygroundLanguage;
  readonly code: string;
  readonly input: TaskInput;
  readonly limits: RunLimits;
  /** Only count operations (for the growth plot): `operations` comes back empty. */
  readonly countOnly: boolean;
  /**
   * Sort only: each value carries the position it started at wherever the code moves it, and the run
   * says where each value of the final array came from (`finalOrigins`), for the stability check.
   */
  readonly tagOrigins?: boolean;
  /** The function to call, picked by the learner when the code has several that could be the one. */
  readonly entry?: string;
}

export interface RecordedRun {
  readonly operations: readonly RecordedOperation[];
  readonly counts: OperationCounts;
  /**
   * What console.log / print wrote, one entry per line, within the output caps (outputCaps.ts); when
   * anything was cut, the last entry is OUTPUT_CUT_NOTE.
   */
  readonly output: readonly string[];
  readonly outputTruncated: boolean;
  /** What the function returned, as plain JSON-safe data (undefined/None as null). */
  readonly returned: unknown;
  /** The input array as the function left it (sort and search), else null. */
  readonly finalArray: readonly number[] | null;
  /**
   * With `tagOrigins`: for each position of `finalArray`, the input position its value started at, or
   * null for a value the code worked out rather than moved (for example `arr[i] = arr[i] + 0`).
   */
  readonly finalOrigins?: readonly (number | null)[];
  /** With `tagOrigins`, when the sort returned an array of its own: the same for each of its values. */
  readonly returnedOrigins?: readonly (number | null)[];
  /** Set when the run did not finish normally; the operations up to that point are kept. */
  readonly error: RunError | null;
  /**
   * How the function found was called, when that is not the task's own call (`sort(arr)`), e.g.
   * "quickSort(arr, 0, 9)".
   */
  readonly call?: string;
  /** When the code has several functions that could be the one to call: their names, to pick from. */
  readonly candidates?: readonly string[];
}

/** A language's runner: each lives in its own worker, so a runaway run never blocks the page. */
export interface CodeRunner {
  run(request: RunRequest): Promise<RecordedRun>;
  /** Stops the run in progress at once (its promise settles with a 'stopped' error). */
  stop(): void;
  /** Ends the runner's worker for good. */
  dispose(): void;
}
