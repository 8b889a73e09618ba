/** What the graph algorithms share: input checks, numbers in narration, a priority queue. */
import type { Graph } from '@/core/graph/graph';
import { edgeName } from '@/core/graph/queries';
import type { GraphRunInput } from './types';

/** The checks every graph run makes: a non-empty graph whose edges join its vertices, and the source. */
export function commonInputError(
  graph: Graph,
  input: GraphRunInput,
  { needsSource, acceptsTarget }: { needsSource: boolean; acceptsTarget: boolean },
): string | null {
  if (graph.vertices.length === 0) return 'The graph has no vertices: add a vertex first';
  const vertices = new Set(graph.vertices);
  for (const { from, to } of graph.edges)
    if (!vertices.has(from) || !vertices.has(to))
      return `Edge ${edgeName(from, to, graph.directed)} names a vertex that is not in the graph`;
  if (needsSource) {
    if (input.source === null || input.source === '') return 'Choose a source vertex';
    if (!vertices.has(input.source)) return `Vertex ${input.source} is not in the graph`;
  }
  if (acceptsTarget && input.target !== null && input.target !== '' && !vertices.has(input.target))
    return `Target vertex ${input.target} is not in the graph`;
  return null;
}

/** A distance as narration shows it: ∞ while unreached. */
export const shown = (n: number | undefined): string => (n === undefined || n === Infinity ? '∞' : String(n));

/** 'A', 'A and B', 'A, B and C', 'A, B, C, D, E and 3 more'. */
export function namesList(names: readonly string[], most = 5): string {
  if (names.length <= 1) return names.join('');
  if (names.length > most) return `${names.slice(0, most).join(', ')} and ${names.length - most} more`;
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;
}

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export function throwIfInvalid(error: string | null): void {
  if (error !== null) throw new RangeError(error);
}

/**
 * A binary min-heap of (priority, vertex index) entries, ties going to the earlier label (the lower
 * rank), so runs are deterministic. Lazy: a vertex pushed again with a better priority leaves its old
 * entry, which is popped later and skipped as stale.
 */
export class VertexHeap {
  private readonly priorities: number[] = [];
  private readonly vertices: number[] = [];

  /** rank[v]: vertex v's place in label order. */
  constructor(private readonly rank: Int32Array) {}

  get size(): number {
    return this.vertices.length;
  }

  /** The smallest priority; the heap must not be empty. */
  get topPriority(): number {
    return this.priorities[0] as number;
  }

  private less(i: number, j: number): boolean {
    const a = this.priorities[i] as number;
    const b = this.priorities[j] as number;
    return (
      a < b ||
      (a === b &&
        (this.rank[this.vertices[i] as number] as number) < (this.rank[this.vertices[j] as number] as number))
    );
  }

  private swap(i: number, j: number): void {
    const { priorities, vertices } = this;
    const p = priorities[i] as number;
    priorities[i] = priorities[j] as number;
    priorities[j] = p;
    const v = vertices[i] as number;
    vertices[i] = vertices[j] as number;
    vertices[j] = v;
  }

  push(priority: number, vertex: number): void {
    this.priorities.push(priority);
    this.vertices.push(vertex);
    let i = this.vertices.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!this.less(i, parent)) break;
      this.swap(i, parent);
      i = parent;
    }
  }

  /** Removes the entry with the smallest priority (read topPriority first) and returns its vertex. */
  pop(): number {
    const top = this.vertices[0] as number;
    const last = this.vertices.length - 1;
    this.swap(0, last);
    this.priorities.pop();
    this.vertices.pop();
    let i = 0;
    for (;;) {
      const left = 2 * i + 1;
      if (left >= last) break;
      let smallest = left;
      if (left + 1 < last && this.less(left + 1, left)) smallest = left + 1;
      if (!this.less(smallest, i)) break;
      this.swap(i, smallest);
      i = smallest;
    }
    return top;
  }
}

/** What a step counts; shared objects, since a large run has hundreds of thousands of steps. */
export const COUNTS = {
  examined: { edgesExamined: 1 },
  enqueued: { enqueues: 1 },
  queueOperation: { pqOperations: 1 },
  examinedAndPushed: { edgesExamined: 1, pqOperations: 1 },
  relaxed: { edgesExamined: 1, relaxations: 1, pqOperations: 1 },
  find: { finds: 1 },
  union: { unions: 1 },
} as const;

/** A step's count code (see StepRecorder.step) and what each code counts: code 0 counts nothing. */
export const COUNT = {
  none: 0,
  examined: 1,
  enqueued: 2,
  queueOperation: 3,
  examinedAndPushed: 4,
  relaxed: 5,
  find: 6,
  union: 7,
} as const;

export const COUNT_TABLE: readonly (Readonly<Record<string, number>> | undefined)[] = [
  undefined,
  COUNTS.examined,
  COUNTS.enqueued,
  COUNTS.queueOperation,
  COUNTS.examinedAndPushed,
  COUNTS.relaxed,
  COUNTS.find,
  COUNTS.union,
];
