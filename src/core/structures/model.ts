/**
 * The structures themselves, as pure functions over an immutable list of integers. Planners use these
 * for the data a script lands, and tests hold the Code tab's listings against them.
 *
 * Conventions: a stack's top is the last element; a queue's front is element 0; a linked list is its
 * values from head to tail.
 */
import type { InputOf, OperationOf, StructureKind } from './types';

export interface ModelOutcome {
  data: readonly number[];
  /** The value popped, dequeued or peeked; null for the other operations. */
  result: number | null;
}

/** Thrown when an operation is applied to input the validators would have rejected. */
export class InvalidOperationError extends RangeError {
  override name = 'InvalidOperationError';
}

function checkIndex(index: number, min: number, max: number, what: string): void {
  if (!Number.isSafeInteger(index) || index < min || index > max) {
    throw new InvalidOperationError(`${what} ${index} is outside ${min}..${max}`);
  }
}

function checkValue(value: number): void {
  if (!Number.isSafeInteger(value)) throw new InvalidOperationError(`value ${value} is not an integer`);
}

function insertAt(data: readonly number[], index: number, value: number): number[] {
  checkValue(value);
  checkIndex(index, 0, data.length, 'index');
  return [...data.slice(0, index), value, ...data.slice(index)];
}

function removeAt(data: readonly number[], index: number): number[] {
  checkIndex(index, 0, data.length - 1, 'index');
  return [...data.slice(0, index), ...data.slice(index + 1)];
}

/** The element at the stack's top (the back) or the queue's front. */
function endValue(data: readonly number[], end: End, what: string): number {
  const value = end === 'back' ? data[data.length - 1] : data[0];
  if (value === undefined) throw new InvalidOperationError(`${what} on an empty collection`);
  return value;
}

type End = 'front' | 'back';

/** A stack and a queue both add at the back; they differ only in the end they take from. */
type EndRequest = { kind: 'add'; value: number } | { kind: 'take'; what: string } | { kind: 'peek' };

function applyAtEnd(data: readonly number[], request: EndRequest, end: End): ModelOutcome {
  switch (request.kind) {
    case 'add':
      return { data: insertAt(data, data.length, request.value), result: null };
    case 'take':
      return {
        result: endValue(data, end, request.what),
        data: end === 'back' ? data.slice(0, -1) : data.slice(1),
      };
    case 'peek':
      return { result: endValue(data, end, 'peek'), data };
  }
}

type Request<K extends StructureKind> = {
  [O in OperationOf<K>]: { op: O } & InputOf<K, O>;
}[OperationOf<K>];

// The (op, input) pair is correlated but TypeScript cannot narrow one by the other, so each apply
// function joins them into one discriminated request first.
function request<K extends StructureKind>(op: OperationOf<K>, input: object): Request<K> {
  return { ...input, op } as Request<K>;
}

/** The edits an array and a linked list share. */
type ListEdit =
  | { op: 'add'; value: number }
  | { op: 'insert'; index: number; value: number }
  | { op: 'remove'; index: number };

function applyListEdit(data: readonly number[], edit: ListEdit): ModelOutcome {
  switch (edit.op) {
    case 'add':
      return { data: insertAt(data, data.length, edit.value), result: null };
    case 'insert':
      return { data: insertAt(data, edit.index, edit.value), result: null };
    case 'remove':
      return { data: removeAt(data, edit.index), result: null };
  }
}

export function applyArrayOperation<O extends OperationOf<'array'>>(
  data: readonly number[],
  op: O,
  input: InputOf<'array', O>,
): ModelOutcome {
  const r = request<'array'>(op, input);
  if (r.op !== 'update') return applyListEdit(data, r);
  checkValue(r.value);
  checkIndex(r.index, 0, data.length - 1, 'index');
  return { data: data.map((v, i) => (i === r.index ? r.value : v)), result: null };
}

export function applyStackOperation<O extends OperationOf<'stack'>>(
  data: readonly number[],
  op: O,
  input: InputOf<'stack', O>,
): ModelOutcome {
  const r = request<'stack'>(op, input);
  const atTop: EndRequest =
    r.op === 'push'
      ? { kind: 'add', value: r.value }
      : r.op === 'pop'
        ? { kind: 'take', what: 'pop' }
        : { kind: 'peek' };
  return applyAtEnd(data, atTop, 'back');
}

export function applyQueueOperation<O extends OperationOf<'queue'>>(
  data: readonly number[],
  op: O,
  input: InputOf<'queue', O>,
): ModelOutcome {
  const r = request<'queue'>(op, input);
  const atEnds: EndRequest =
    r.op === 'enqueue'
      ? { kind: 'add', value: r.value }
      : r.op === 'dequeue'
        ? { kind: 'take', what: 'dequeue' }
        : { kind: 'peek' };
  return applyAtEnd(data, atEnds, r.op === 'enqueue' ? 'back' : 'front');
}

export function applyLinkedListOperation<O extends OperationOf<'linkedList'>>(
  data: readonly number[],
  op: O,
  input: InputOf<'linkedList', O>,
): ModelOutcome {
  return applyListEdit(data, request<'linkedList'>(op, input));
}

/** Applies any structure's operation; the per-structure functions are easier to call when K is known. */
export function applyOperation<K extends StructureKind, O extends OperationOf<K>>(
  structure: K,
  data: readonly number[],
  op: O,
  input: InputOf<K, O>,
): ModelOutcome {
  const apply = modelOf(structure) as (data: readonly number[], op: O, input: InputOf<K, O>) => ModelOutcome;
  return apply(data, op, input);
}

function modelOf(structure: StructureKind): unknown {
  switch (structure) {
    case 'array':
      return applyArrayOperation;
    case 'stack':
      return applyStackOperation;
    case 'queue':
      return applyQueueOperation;
    case 'linkedList':
      return applyLinkedListOperation;
  }
}
