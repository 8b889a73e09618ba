import type { Graph } from '@/core/graph/graph';
import { edgeName, weightOf } from '@/core/graph/queries';
import {
  COUNT as COUNT_CODES,
  COUNT_TABLE,
  VertexHeap,
  commonInputError,
  namesList,
  shown,
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
import { dijkstraMeta } from './meta';

// Read once here: where modules are compiled to CommonJS (tsx, as the benchmark runs), every read of an
// imported binding is a call, and these are read a few times per step.
const VERTEX = VERTEX_CODES;
const EDGE = EDGE_CODES;
const COUNT = COUNT_CODES;

export const DIJKSTRA_LINES = ['start', 'stale', 'pop', 'examine', 'relax', 'done'] as const;
export type DijkstraLine = (typeof DIJKSTRA_LINES)[number];

const LINE = lineCodes(DIJKSTRA_LINES);

/**
 * Dijkstra's algorithm from source with a lazy binary heap (equal priorities to the label first in label order: shorter, then character order). The whole
 * shortest-path tree is built; with a target, the last step marks the path to it.
 */
export function dijkstraSteps(g: IndexedGraph, source: number, target: number | null): GraphTape {
  const { labels, first, neighbour, neighbourEdge, neighbourWeight } = g;
  const n = labels.length;
  const steps = new StepRecorder(g, { steps: 2 * labels.length + neighbour.length + 2 });
  const dist = new Float64Array(n).fill(Infinity);
  dist[source] = 0;
  /** The edge each vertex was last relaxed along: where from (-1 for none) and its key id. */
  const parentFrom = new Int32Array(n).fill(-1);
  const parentKey = new Int32Array(n);
  const settled = new Uint8Array(n);
  const heap = new VertexHeap(g.rank);
  heap.push(0, source);
  steps.step(LINE.start, 0, COUNT.queueOperation, source);
  steps.vertex(source, VERTEX.frontier);
  steps.dist(source, 0);
  steps.parent(source, -1);
  steps.join(source, 0);
  while (heap.size > 0) {
    const d = heap.topPriority;
    const u = heap.pop();
    if (settled[u] === 1) {
      steps.step(LINE.stale, 0, COUNT.queueOperation, u, -1, d, dist[u]);
      continue;
    }
    settled[u] = 1;
    const via = parentFrom[u] as number;
    steps.step(LINE.pop, 0, COUNT.queueOperation, u, via, d);
    steps.vertex(u, VERTEX.current);
    if (via !== -1) steps.edge(parentKey[u] as number, EDGE.tree);
    steps.leave(u);
    steps.finish(u);
    for (let at = first[u] as number, end = first[u + 1] as number; at < end; at++) {
      const v = neighbour[at] as number;
      const w = neighbourWeight[at] as number;
      const key = neighbourEdge[at] as number;
      const candidate = d + w;
      const best = dist[v] as number;
      if (candidate >= best) {
        steps.glance(LINE.examine, 0, COUNT.examined, key, u, v, d, w, best);
        continue;
      }
      const replaced = parentFrom[v] === -1 ? -1 : (parentKey[v] as number);
      dist[v] = candidate;
      parentFrom[v] = u;
      parentKey[v] = key;
      heap.push(candidate, v);
      steps.step(LINE.relax, 0, COUNT.relaxed, u, v, d, w, best);
      steps.vertex(v, VERTEX.frontier);
      if (replaced !== -1) steps.edge(replaced, EDGE.default);
      steps.edge(key, EDGE.relaxed);
      steps.dist(v, candidate);
      steps.parent(v, u);
      steps.join(v, candidate);
    }
    steps.laterVertex(u, VERTEX.visited);
  }
  steps.step(LINE.done, 0);
  finalStep(g, steps, source, target, dist, parentFrom, parentKey);
  return steps.tape();
}

/** The last step's message and changes: with a target, its path. */
function finalStep(
  g: IndexedGraph,
  steps: StepRecorder,
  source: number,
  target: number | null,
  dist: Float64Array,
  parentFrom: Int32Array,
  parentKey: Int32Array,
): void {
  const { graph, labels } = g;
  const reached = (v: string) => dist[g.indexOf.get(v) as number] !== Infinity;
  const from = labels[source] as string;
  if (target === null) {
    const unreached = graph.vertices.filter((v) => !reached(v));
    const found = dist.reduce((count, d) => (d === Infinity ? count : count + 1), 0);
    steps.say(
      unreached.length === 0
        ? `The queue is empty: every vertex has its shortest distance from ${from}`
        : `The queue is empty: ${found} of ${graph.vertices.length} vertices have their shortest distance; ${namesList(unreached)} ${unreached.length === 1 ? 'stays' : 'stay'} at ∞`,
    );
    return;
  }
  const to = labels[target] as string;
  const total = dist[target] as number;
  if (total === Infinity) {
    steps.say(`The queue is empty: ${to} cannot be reached from ${from}, so there is no path`);
    steps.totalWeight(null);
    return;
  }
  const path = [target];
  const edges: number[] = [];
  for (let v = target; parentFrom[v] !== -1; v = parentFrom[v] as number) {
    path.unshift(parentFrom[v] as number);
    edges.push(parentKey[v] as number);
  }
  const arrow = graph.directed ? '→' : '–';
  steps.say(
    `The queue is empty. Shortest path from ${from} to ${to}: ${path.map((v) => labels[v]).join(arrow)}, total weight ${total}`,
  );
  for (const v of path) steps.vertex(v, VERTEX.path);
  for (const key of edges) steps.edge(key, EDGE.path);
  steps.totalWeight(total);
}

/** A Dijkstra step's narration. */
function describe({ line, u, v, a, b, c }: StepFacts, g: IndexedGraph): string {
  const { labels } = g;
  const U = labels[u] as string;
  const V = labels[v] as string;
  switch (line) {
    case LINE.start:
      return `Start at ${U}: dist[${U}] = 0 and every other vertex ∞; push ${U} with priority 0`;
    case LINE.stale:
      return `Pop ${U} with priority ${a}: stale, ${U} was settled with dist ${shown(b)}; skip it`;
    case LINE.pop:
      return v === -1
        ? `Pop ${U} with dist ${a}, the smallest in the queue: ${U} is settled`
        : `Pop ${U} with dist ${a}, the smallest in the queue: ${U} is settled, reached by ${g.edgeName(v, u)}`;
    case LINE.examine:
      return `Look at ${g.edgeName(u, v)}: ${a} + ${b} = ${a + b} is not shorter than dist[${V}] = ${c}`;
    default:
      return `Relax ${g.edgeName(u, v)}: ${a} + ${b} = ${a + b} is shorter than ${shown(c)}, so dist[${V}] = ${a + b}`;
  }
}

function validate(graph: Graph, input: GraphRunInput): string | null {
  const common = commonInputError(graph, input, { needsSource: true, acceptsTarget: true });
  if (common !== null) return common;
  const negative = graph.edges.find((edge) => weightOf(graph, edge) < 0);
  if (negative === undefined) return null;
  return `Dijkstra's algorithm needs non-negative weights: edge ${edgeName(negative.from, negative.to, graph.directed)} has weight ${negative.weight}`;
}

export const dijkstraModule = defineGraphAlgorithm<'dijkstra', DijkstraLine>({
  ...dijkstraMeta,
  kind: 'graph',
  lineIds: DIJKSTRA_LINES,
  frontier: { title: 'Priority queue', inQuestion: 'the priority queue', order: 'by priority' },
  result: 'visiting order',
  distanceName: 'dist',
  needsSource: true,
  acceptsTarget: true,
  counters: [
    { key: 'edgesExamined', label: 'Edges examined' },
    { key: 'relaxations', label: 'Relaxations' },
    { key: 'pqOperations', label: 'Priority-queue operations' },
  ],
  validate,
  trace(graph, input) {
    throwIfInvalid(validate(graph, input));
    const target = input.target === '' ? null : input.target;
    const g = indexGraph(graph);
    return createGraphTrace({
      algorithm: 'dijkstra',
      graph: g,
      lineIds: DIJKSTRA_LINES,
      tape: dijkstraSteps(
        g,
        g.indexOf.get(input.source as string) as number,
        target === null ? null : (g.indexOf.get(target) as number),
      ),
      counts: COUNT_TABLE,
      describe,
      model: { dist: true },
    });
  },
});
