import type { RecordedOperation } from './recording';

/**
 * What the player shows of a recorded run: the array (or the graph's visits) after each operation,
 * the positions the operation touched, its line and its narration. Frame 0 is the input; frame k is
 * the state after the k-th operation.
 */

export type CellMark = 'active' | 'compare' | 'swap' | 'found';

export interface ArrayFrame {
  readonly array: readonly number[];
  /** The positions the last operation touched, with how. */
  readonly marks: ReadonlyMap<number, CellMark>;
}

export interface GraphFrame {
  /** Vertices visited so far, in order; the last is the current one. */
  readonly visited: readonly string[];
  /** Edges examined so far as "from to"; the last is the current one. */
  readonly examined: readonly string[];
  readonly currentVertex: string | null;
  readonly currentEdge: readonly [string, string] | null;
}

const index = (i: number | null) => (i === null ? 'a value' : `arr[${i}]`);

/** The words for one operation ("compared arr[3] = 7 with arr[4] = 2"). */
export function narrate(operation: RecordedOperation): string {
  switch (operation.kind) {
    case 'read':
      return `read arr[${operation.index}] = ${operation.value}`;
    case 'write':
      return `wrote ${operation.value} at index ${operation.index}`;
    case 'swap':
      return `swapped indices ${operation.i} and ${operation.j}`;
    case 'compare': {
      const left =
        operation.leftIndex === null
          ? String(operation.left)
          : `${index(operation.leftIndex)} = ${operation.left}`;
      const right =
        operation.rightIndex === null
          ? String(operation.right)
          : `${index(operation.rightIndex)} = ${operation.right}`;
      return `compared ${left} with ${right}`;
    }
    case 'visit':
      return `visited ${operation.vertex}`;
    case 'edge':
      return `looked at the edge ${operation.from} → ${operation.to}`;
  }
}

/** Operations between two kept copies of the array: a frame is replayed from the copy before it. */
const CHECKPOINT_EVERY = 256;

function apply(array: number[], operation: RecordedOperation): void {
  if (operation.kind === 'write' && operation.index < array.length) array[operation.index] = operation.value;
  else if (operation.kind === 'swap') {
    const { i, j } = operation;
    [array[i], array[j]] = [array[j] as number, array[i] as number];
  }
}

function marksOf(operation: RecordedOperation | undefined): Map<number, CellMark> {
  const marks = new Map<number, CellMark>();
  if (!operation) return marks;
  if (operation.kind === 'read') marks.set(operation.index, 'active');
  else if (operation.kind === 'write') marks.set(operation.index, 'swap');
  else if (operation.kind === 'swap') marks.set(operation.i, 'swap').set(operation.j, 'swap');
  else if (operation.kind === 'compare') {
    if (operation.leftIndex !== null) marks.set(operation.leftIndex, 'compare');
    if (operation.rightIndex !== null) marks.set(operation.rightIndex, 'compare');
  }
  return marks;
}

/**
 * The array after any number of operations, without keeping a copy per operation (a run may record a
 * million): a copy every CHECKPOINT_EVERY operations, and the rest replayed on demand.
 */
export function arrayPlayback(input: readonly number[], operations: readonly RecordedOperation[]) {
  const checkpoints: number[][] = [];
  const array = [...input];
  for (let k = 0; k <= operations.length; k++) {
    if (k % CHECKPOINT_EVERY === 0) checkpoints.push([...array]);
    const operation = operations[k];
    if (operation) apply(array, operation);
  }
  return {
    /** Frame k: the array after k operations, and the positions the k-th touched. */
    frameAt(k: number): ArrayFrame {
      const at = Math.max(0, Math.min(k, operations.length));
      const base = Math.floor(at / CHECKPOINT_EVERY);
      const frame = [...(checkpoints[base] ?? input)];
      for (let i = base * CHECKPOINT_EVERY; i < at; i++) apply(frame, operations[i] as RecordedOperation);
      return { array: frame, marks: marksOf(operations[at - 1]) };
    },
  };
}

/** The graph's visits after each operation. */
export function graphFrames(operations: readonly RecordedOperation[]): GraphFrame[] {
  const frames: GraphFrame[] = [{ visited: [], examined: [], currentVertex: null, currentEdge: null }];
  let visited: string[] = [];
  let examined: string[] = [];
  let currentVertex: string | null = null;
  for (const operation of operations) {
    let currentEdge: readonly [string, string] | null = null;
    if (operation.kind === 'visit') {
      currentVertex = operation.vertex;
      if (!visited.includes(operation.vertex)) visited = [...visited, operation.vertex];
    } else if (operation.kind === 'edge') {
      currentEdge = [operation.from, operation.to];
      examined = [...examined, `${operation.from} ${operation.to}`];
    }
    frames.push({ visited, examined, currentVertex, currentEdge });
  }
  return frames;
}
