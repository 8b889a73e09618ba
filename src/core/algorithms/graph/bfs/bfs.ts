import type { Graph } from '@/core/graph/graph';
import {
  COUNT as COUNT_CODES,
  COUNT_TABLE,
  commonInputError,
  namesList,
  plural,
  throwIfInvalid,
} from '../common';
import { createGraphTrace } from '../graphTrace';
import { indexGraph, type IndexedGraph } from '../indexed';
import {
  EDGE as EDGE_CODES,
  StepRecorder,
  VERTEX as VERTEX_CODES,
  lineCodes,
  type GraphTape,
  type StepFacts,
} from '../recorder';
import { defineGraphAlgorithm, type GraphRunInput } from '../types';
import { bfsMeta } from './meta';

// Read once here: where modules are compiled to CommonJS (tsx, as the benchmark runs), every read of an
// imported binding is a call, and these are read a few times per step.
const VERTEX = VERTEX_CODES;
const EDGE = EDGE_CODES;
const COUNT = COUNT_CODES;

export const BFS_LINES = ['start', 'dequeue', 'examine', 'discover', 'done'] as const;
export type BfsLine = (typeof BFS_LINES)[number];

const LINE = lineCodes(BFS_LINES);
/** Which sentence a step says, beside its line. */
const TEXT = { seen: 0, unseen: 1 } as const;

/** Breadth-first search from source: dist counts edges; neighbours are taken in label order. */
export function bfsSteps(g: IndexedGraph, source: number): GraphTape {
  const { labels, first, neighbour, neighbourEdge } = g;
  const steps = new StepRecorder(g, { steps: 2 * labels.length + neighbour.length + 2 });
  const dist = new Int32Array(labels.length).fill(-1);
  dist[source] = 0;
  const queue = new Int32Array(labels.length);
  let queued = 1;
  queue[0] = source;
  steps.step(LINE.start, 0, COUNT.enqueued, source);
  steps.vertex(source, VERTEX.frontier);
  steps.dist(source, 0);
  steps.parent(source, -1);
  steps.join(source, 0);
  for (let head = 0; head < queued; head++) {
    const u = queue[head] as number;
    const du = dist[u] as number;
    const from = first[u] as number;
    const to = first[u + 1] as number;
    steps.step(LINE.dequeue, 0, COUNT.none, u, -1, du, to - from);
    steps.vertex(u, VERTEX.current);
    steps.leave(u);
    steps.finish(u);
    for (let at = from; at < to; at++) {
      const v = neighbour[at] as number;
      const key = neighbourEdge[at] as number;
      if (dist[v] !== -1) {
        steps.glance(LINE.examine, TEXT.seen, COUNT.examined, key, u, v);
        continue;
      }
      steps.step(LINE.examine, TEXT.unseen, COUNT.examined, u, v);
      steps.edge(key, EDGE.current);
      dist[v] = du + 1;
      queue[queued++] = v;
      steps.step(LINE.discover, 0, COUNT.enqueued, u, v, du + 1);
      steps.vertex(v, VERTEX.frontier);
      steps.edge(key, EDGE.tree);
      steps.dist(v, du + 1);
      steps.parent(v, u);
      steps.join(v, du + 1);
    }
    steps.laterVertex(u, VERTEX.visited);
  }
  const { graph } = g;
  const unreached = graph.vertices.filter((v) => dist[g.indexOf.get(v) as number] === -1);
  steps.step(LINE.done, 0);
  steps.say(
    unreached.length === 0
      ? `The queue is empty: all ${plural(graph.vertices.length, 'vertex', 'vertices')} reached from ${labels[source]}`
      : `The queue is empty: ${queued} of ${graph.vertices.length} vertices reached; ${namesList(unreached)} ${unreached.length === 1 ? 'stays' : 'stay'} at dist ∞`,
  );
  return steps.tape();
}

/** A BFS step's narration. */
function describe({ line, text, u, v, a, b }: StepFacts, g: IndexedGraph): string {
  const { labels } = g;
  const U = labels[u] as string;
  const V = labels[v] as string;
  switch (line) {
    case LINE.start:
      return `Start at ${U}: dist[${U}] = 0; enqueue ${U}`;
    case LINE.dequeue:
      return b === 0
        ? `Dequeue ${U} (dist ${a}): it has no ${g.directed ? 'outgoing edges' : 'neighbours'}`
        : `Dequeue ${U} (dist ${a}) and look at its ${g.directed ? plural(b, 'outgoing edge') : plural(b, 'neighbour')}`;
    case LINE.examine:
      return text === TEXT.seen
        ? `Look at ${g.edgeName(u, v)}: ${V} has been seen already, so skip it`
        : `Look at ${g.edgeName(u, v)}: ${V} has not been seen yet`;
    default:
      return `dist[${V}] = dist[${U}] + 1 = ${a}, parent[${V}] = ${U}; enqueue ${V}`;
  }
}

function validate(graph: Graph, input: GraphRunInput): string | null {
  return commonInputError(graph, input, { needsSource: true, acceptsTarget: false });
}

export const bfsModule = defineGraphAlgorithm<'bfs', BfsLine>({
  ...bfsMeta,
  kind: 'graph',
  lineIds: BFS_LINES,
  frontier: { title: 'Queue', inQuestion: 'the queue', order: 'first in first out' },
  result: 'visiting order',
  distanceName: 'dist',
  needsSource: true,
  acceptsTarget: false,
  counters: [
    { key: 'edgesExamined', label: 'Edges examined' },
    { key: 'enqueues', label: 'Enqueues' },
  ],
  validate,
  trace(graph, input) {
    throwIfInvalid(validate(graph, input));
    const g = indexGraph(graph);
    return createGraphTrace({
      algorithm: 'bfs',
      graph: g,
      lineIds: BFS_LINES,
      tape: bfsSteps(g, g.indexOf.get(input.source as string) as number),
      counts: COUNT_TABLE,
      describe,
      model: { dist: true },
    });
  },
});
