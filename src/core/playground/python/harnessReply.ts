import type { OperationCounts, RecordedOperation, RecordedRun, RunError, RunErrorKind } from '../recording';

/** One operation as the harness packs it: a tag, then the fields in order, the learner's line last. */
type PackedOperation =
  | readonly ['r', number, number, number]
  | readonly ['w', number, number, number, number]
  | readonly ['s', number, number, number]
  | readonly ['c', number, number, number | null, number | null, number]
  | readonly ['v', string, number]
  | readonly ['e', string, string, number];

/** How the harness counts a column: Python's syntax errors in characters, tracebacks in UTF-8 bytes. */
type ColumnUnit = 'code-point' | 'utf-8';

interface PackedError {
  readonly kind: RunErrorKind;
  readonly message: string;
  readonly line: number | null;
  readonly column: number | null;
  readonly columnUnit: ColumnUnit | null;
}

/** What `_queuebee_run` answers, once parsed from its JSON. */
export interface HarnessReply {
  readonly operations: readonly PackedOperation[];
  readonly counts: OperationCounts;
  readonly output: readonly string[];
  readonly outputTruncated: boolean;
  readonly returned: unknown;
  readonly finalArray: readonly number[] | null;
  /** Only when the run was asked to tag origins (see `RunRequest.tagOrigins`). */
  readonly finalOrigins?: readonly (number | null)[];
  readonly returnedOrigins?: readonly (number | null)[];
  readonly error: PackedError | null;
  /** How the function found was called, when not as the task's own (see `RecordedRun.call`). */
  readonly call?: string;
  /** The functions that could be the one to call, when the learner must pick. */
  readonly candidates?: readonly string[];
}

function unpack(operation: PackedOperation): RecordedOperation {
  switch (operation[0]) {
    case 'r':
      return { kind: 'read', index: operation[1], value: operation[2], line: operation[3] };
    case 'w':
      return {
        kind: 'write',
        index: operation[1],
        value: operation[2],
        previous: operation[3],
        line: operation[4],
      };
    case 's':
      return { kind: 'swap', i: operation[1], j: operation[2], line: operation[3] };
    case 'c':
      return {
        kind: 'compare',
        left: operation[1],
        right: operation[2],
        leftIndex: operation[3],
        rightIndex: operation[4],
        line: operation[5],
      };
    case 'v':
      return { kind: 'visit', vertex: operation[1], line: operation[2] };
    case 'e':
      return { kind: 'edge', from: operation[1], to: operation[2], line: operation[3] };
  }
}

/**
 * The 1-based column the editor shows (it counts UTF-16 code units) for a 1-based Python column on
 * `line` of `code`, counted in code points (syntax errors) or in UTF-8 bytes (tracebacks). Past the end of
 * the line, the column just after its last character.
 */
export function editorColumn(code: string, line: number, column: number, unit: ColumnUnit): number {
  const text = code.split(/\r\n|\r|\n/)[line - 1] ?? '';
  let counted = 0;
  let units = 0;
  for (const character of text) {
    if (counted >= column - 1) break;
    const codePoint = character.codePointAt(0) ?? 0;
    counted += unit === 'code-point' ? 1 : utf8Length(codePoint);
    units += character.length;
  }
  return units + 1;
}

function utf8Length(codePoint: number): number {
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  if (codePoint < 0x10000) return 3;
  return 4;
}

function runError(code: string, error: PackedError): RunError {
  const { kind, message, line, column, columnUnit } = error;
  const mapped =
    line !== null && column !== null && columnUnit !== null
      ? editorColumn(code, line, column, columnUnit)
      : null;
  return { kind, message, line, column: mapped };
}

/** The harness's reply for `code` as the run the page plays. */
export function recordedRunFromHarness(code: string, reply: HarnessReply): RecordedRun {
  return {
    operations: reply.operations.map(unpack),
    counts: reply.counts,
    output: reply.output,
    outputTruncated: reply.outputTruncated,
    returned: reply.returned,
    finalArray: reply.finalArray,
    error: reply.error === null ? null : runError(code, reply.error),
    ...(reply.finalOrigins ? { finalOrigins: reply.finalOrigins } : {}),
    ...(reply.returnedOrigins ? { returnedOrigins: reply.returnedOrigins } : {}),
    ...(reply.call === undefined ? {} : { call: reply.call }),
    ...(reply.candidates === undefined ? {} : { candidates: reply.candidates }),
  };
}
