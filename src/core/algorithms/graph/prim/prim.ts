import type { Graph } from '@/core/graph/graph';
import { edgeName } from '@/core/graph/queries';
import {
  COUNT as COUNT_CODES,
  COUNT_TABLE,
  VertexHeap,
  commonInputError,
  plural,
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
import { primMeta } from './meta';

// Read once here: where modules are compiled to CommonJS (tsx, as the benchmark runs), every read of an
// imported binding is a call, and these are read a few times per step.
const VERTEX = VERTEX_CODES;
const EDGE = EDGE_CODES;
const COUNT = COUNT_CODES;

export const PRIM_LINES = ['start', 'stale', 'add', 'examine', 'improve', 'done'] as const;
export type PrimLine = (typeof PRIM_LINES)[number];

const LINE = lineCodes(PRIM_LINES);
/** Which sentence a step says, beside its line. */
const TEXT = { inTree: 0, notLighter: 1 } as const;

/**
 * Prim's algorithm from source with a lazy binary heap (equal priorities to the label first in label order: shorter, then character order); key[v] is kept in
 * the model's dist. When the heap runs empty with vertices left, a new tree starts at the first of them
 * in label order, so a disconnected graph gets a spanning forest.
 */
export function primSteps(g: IndexedGraph, source: number): GraphTape {
  const { labels, first, neighbour, neighbourEdge, neighbourWeight } = g;
  const n = labels.length;
  const steps = new StepRecorder(g, { steps: 2 * labels.length + neighbour.length + 2 });
  const key = new Float64Array(n).fill(Infinity);
  /** The edge each vertex's key came from: where from (-1 for none) and its key id. */
  const parentFrom = new Int32Array(n).fill(-1);
  const parentKey = new Int32Array(n);
  const inTree = new Uint8Array(n);
  let total = 0;
  let trees = 0;
  for (let r = -1; r < n; r++) {
    const root = r === -1 ? source : (g.byLabel[r] as number);
    if (inTree[root] === 1) continue;
    trees++;
    key[root] = 0;
    const heap = new VertexHeap(g.rank);
    heap.push(0, root);
    steps.step(LINE.start, 0, COUNT.queueOperation, root, -1, trees);
    steps.vertex(root, VERTEX.frontier);
    steps.dist(root, 0);
    steps.parent(root, -1);
    steps.join(root, 0);
    while (heap.size > 0) {
      const k = heap.topPriority;
      const u = heap.pop();
      if (inTree[u] === 1) {
        steps.step(LINE.stale, 0, COUNT.queueOperation, u, -1, k);
        continue;
      }
      inTree[u] = 1;
      const via = parentFrom[u] as number;
      if (via !== -1) total += k;
      steps.step(LINE.add, 0, COUNT.queueOperation, u, via, k, total, trees);
      steps.vertex(u, VERTEX.current);
      if (via !== -1) steps.edge(parentKey[u] as number, EDGE.tree);
      steps.leave(u);
      steps.finish(u);
      steps.totalWeight(total);
      for (let at = first[u] as number, end = first[u + 1] as number; at < end; at++) {
        const v = neighbour[at] as number;
        const w = neighbourWeight[at] as number;
        const edgeKey = neighbourEdge[at] as number;
        if (inTree[v] === 1) {
          steps.glance(LINE.examine, TEXT.inTree, COUNT.examined, edgeKey, u, v);
          continue;
        }
        const best = key[v] as number;
        if (w >= best) {
          steps.glance(LINE.examine, TEXT.notLighter, COUNT.examined, edgeKey, u, v, w, best);
          continue;
        }
        const replaced = parentFrom[v] === -1 ? -1 : (parentKey[v] as number);
        key[v] = w;
        parentFrom[v] = u;
        parentKey[v] = edgeKey;
        heap.push(w, v);
        steps.step(LINE.improve, 0, COUNT.examinedAndPushed, u, v, w, best);
        steps.vertex(v, VERTEX.frontier);
        if (replaced !== -1) steps.edge(replaced, EDGE.default);
        steps.edge(edgeKey, EDGE.relaxed);
        steps.dist(v, w);
        steps.parent(v, u);
        steps.join(v, w);
      }
      steps.laterVertex(u, VERTEX.tree);
    }
  }
  steps.step(LINE.done, 0);
  steps.say(
    trees === 1
      ? `Every vertex is in the tree: a minimum spanning tree of total weight ${total}`
      : `The graph is disconnected: a spanning forest of ${plural(trees, 'tree')}, total weight ${total}`,
  );
  steps.totalWeight(total);
  return steps.tape();
}

/** A Prim step's narration: edges are named undirected, as Prim runs only on undirected graphs. */
function describe({ line, text, u, v, a, b, c }: StepFacts, { labels }: IndexedGraph): string {
  const U = labels[u] as string;
  const V = labels[v] as string;
  switch (line) {
    case LINE.start:
      return a === 1
        ? `Start the tree at ${U}: key[${U}] = 0 and every other key ∞; push ${U}`
        : `${U} is in no tree yet, so the graph is disconnected: start tree ${a} at ${U} with key[${U}] = 0`;
    case LINE.stale:
      return `Pop ${U} with key ${a}: stale, ${U} is already in a tree; skip it`;
    case LINE.add:
      return v === -1
        ? `Pop ${U} with key 0: it is the root of tree ${c}`
        : `Pop ${U} with key ${a}: add ${edgeName(V, U, false)} to the tree; total weight ${b}`;
    case LINE.examine:
      return text === TEXT.inTree
        ? `Look at ${edgeName(U, V, false)}: ${V} is already in the tree`
        : `Look at ${edgeName(U, V, false)}: weight ${a} is not lighter than key[${V}] = ${b}`;
    default:
      return `${edgeName(U, V, false)} (weight ${a}) is lighter than key[${V}] = ${shown(b)}, so key[${V}] = ${a}, parent[${V}] = ${U}; push ${V}`;
  }
}

function validate(graph: Graph, input: GraphRunInput): string | null {
  const common = commonInputError(graph, input, { needsSource: true, acceptsTarget: false });
  if (common !== null) return common;
  return graph.directed ? "Prim's algorithm needs an undirected graph" : null;
}

export const primModule = defineGraphAlgorithm<'prim', PrimLine>({
  ...primMeta,
  kind: 'graph',
  lineIds: PRIM_LINES,
  frontier: { title: 'Priority queue', inQuestion: 'the priority queue', order: 'by priority' },
  result: 'visiting order',
  distanceName: 'key',
  needsSource: true,
  acceptsTarget: false,
  counters: [
    { key: 'edgesExamined', label: 'Edges examined' },
    { key: 'pqOperations', label: 'Priority-queue operations' },
  ],
  validate,
  trace(graph, input) {
    throwIfInvalid(validate(graph, input));
    const g = indexGraph(graph);
    return createGraphTrace({
      algorithm: 'prim',
      graph: g,
      lineIds: PRIM_LINES,
      tape: primSteps(g, g.indexOf.get(input.source as string) as number),
      counts: COUNT_TABLE,
      describe,
      model: { dist: true },
    });
  },
});
