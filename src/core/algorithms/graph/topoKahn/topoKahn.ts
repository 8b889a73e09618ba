import type { Graph } from '@/core/graph/graph';
import { plural, throwIfInvalid } from '../common';
import { topologicalInputError } from '../directedCycle';
import { createGraphTrace } from '../graphTrace';
import { indexGraph, type IndexedGraph } from '../indexed';
import { EDGE, StepRecorder, VERTEX, lineCodes, type GraphTape, type StepFacts } from '../recorder';
import { defineGraphAlgorithm, type GraphRunInput, type GraphRunModel } from '../types';
import { topoKahnMeta } from './meta';

export const TOPO_KAHN_LINES = ['start', 'dequeue', 'decrement', 'enqueue', 'done'] as const;
export type TopoKahnLine = (typeof TOPO_KAHN_LINES)[number];

const LINE = lineCodes(TOPO_KAHN_LINES);

/** What each count code counts: 1 an edge dealt with, 2 a vertex joining the queue. */
const COUNT_TABLE = [undefined, { edgesExamined: 1 }, { enqueues: 1 }] as const;
const COUNT = { examined: 1, enqueued: 2 } as const;

/**
 * Kahn's algorithm: the in-degrees (kept in the model's dist, which the page names in-degree), the queue
 * of vertices with none left (first those with none at all, in label order), and the order they leave
 * it. Neighbours are taken in label order. The graph has no cycle (validate refuses one).
 */
export function topoKahnSteps(g: IndexedGraph): GraphTape {
  const { labels, first, neighbour, neighbourEdge, byLabel } = g;
  const n = labels.length;
  const steps = new StepRecorder(g, { steps: 2 * n + 2 * neighbour.length + 2 });
  const inDegree = new Int32Array(n);
  for (let at = 0; at < neighbour.length; at++) {
    const v = neighbour[at] as number;
    inDegree[v] = (inDegree[v] as number) + 1;
  }
  const queue = new Int32Array(n);
  let queued = 0;
  for (const v of byLabel) if (inDegree[v] === 0) queue[queued++] = v;
  steps.step(LINE.start, 0, 0, -1, -1, queued);
  for (let v = 0; v < n; v++) steps.dist(v, inDegree[v] as number);
  for (let i = 0; i < queued; i++) {
    steps.vertex(queue[i] as number, VERTEX.frontier);
    steps.join(queue[i] as number, null);
  }
  for (let head = 0; head < queued; head++) {
    const u = queue[head] as number;
    steps.step(LINE.dequeue, 0, 0, u, -1, head + 1, (first[u + 1] as number) - (first[u] as number));
    steps.vertex(u, VERTEX.current);
    steps.leave(u);
    steps.finish(u);
    for (let at = first[u] as number, end = first[u + 1] as number; at < end; at++) {
      const v = neighbour[at] as number;
      const left = (inDegree[v] as number) - 1;
      inDegree[v] = left;
      steps.step(LINE.decrement, 0, COUNT.examined, u, v, left);
      steps.edge(neighbourEdge[at] as number, EDGE.tree);
      steps.dist(v, left);
      if (left === 0) {
        queue[queued++] = v;
        steps.step(LINE.enqueue, 0, COUNT.enqueued, v);
        steps.vertex(v, VERTEX.frontier);
        steps.join(v, null);
      }
    }
    steps.laterVertex(u, VERTEX.visited);
  }
  steps.step(LINE.done, 0);
  steps.say(
    `The queue is empty: all ${plural(n, 'vertex', 'vertices')} are placed. Topological order: ${Array.from(queue, (v) => labels[v]).join(', ')}`,
  );
  return steps.tape();
}

/** A step's narration. */
function describe({ line, u, v, a, b }: StepFacts, g: IndexedGraph): string {
  const { labels } = g;
  const U = labels[u] as string;
  const V = labels[v] as string;
  switch (line) {
    case LINE.start:
      return a === 1
        ? 'Count every vertex’s in-degree; 1 vertex has in-degree 0 and joins the queue'
        : `Count every vertex’s in-degree; ${a} vertices have in-degree 0 and join the queue in label order`;
    case LINE.dequeue:
      return b === 0
        ? `Dequeue ${U} and place it ${ordinal(a)} in the order: it has no outgoing edges`
        : `Dequeue ${U} and place it ${ordinal(a)} in the order; its ${plural(b, 'edge')} out ${b === 1 ? 'is' : 'are'} now dealt with`;
    case LINE.decrement:
      return a === 0
        ? `Edge ${g.edgeName(u, v)}: in-degree[${V}] drops to 0, nothing before ${V} is left`
        : `Edge ${g.edgeName(u, v)}: in-degree[${V}] drops to ${a}`;
    default:
      return `${U} has in-degree 0: enqueue ${U}`;
  }
}

/** 1st, 2nd, 3rd, 4th, 11th, 21st ... */
export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

function validate(graph: Graph, input: GraphRunInput): string | null {
  return topologicalInputError(graph, input);
}

export const topoKahnModule = defineGraphAlgorithm<'topoKahn', TopoKahnLine>({
  ...topoKahnMeta,
  kind: 'graph',
  lineIds: TOPO_KAHN_LINES,
  frontier: { title: 'Queue (in-degree 0)', inQuestion: 'the queue', order: 'first in first out' },
  result: 'topological order',
  distanceName: 'in-degree',
  needsSource: false,
  acceptsTarget: false,
  counters: [
    { key: 'edgesExamined', label: 'Edges examined' },
    { key: 'enqueues', label: 'Enqueues' },
  ],
  opensOn: 'courses',
  validate,
  answer: (model: GraphRunModel) => model.order.join(', '),
  trace(graph, input) {
    throwIfInvalid(validate(graph, input));
    const g = indexGraph(graph);
    return createGraphTrace({
      algorithm: 'topoKahn',
      graph: g,
      lineIds: TOPO_KAHN_LINES,
      tape: topoKahnSteps(g),
      counts: COUNT_TABLE,
      describe,
      model: { dist: true },
    });
  },
});
