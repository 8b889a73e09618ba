import type { Graph } from '@/core/graph/graph';
import { commonInputError, namesList, plural, shown, throwIfInvalid } from '../common';
import { cycleText, startingAtFirstLabel } from '../directedCycle';
import { createGraphTrace } from '../graphTrace';
import { indexGraph, type IndexedGraph } from '../indexed';
import { EDGE, StepRecorder, VERTEX, lineCodes, type GraphTape, type StepFacts } from '../recorder';
import { defineGraphAlgorithm, type GraphRunInput, type GraphRunModel } from '../types';
import { bellmanFordMeta } from './meta';

export const BELLMAN_FORD_LINES = ['start', 'round', 'examine', 'relax', 'check', 'cycle', 'done'] as const;
export type BellmanFordLine = (typeof BELLMAN_FORD_LINES)[number];

const LINE = lineCodes(BELLMAN_FORD_LINES);

/** What each count code counts. */
const COUNT_TABLE = [
  undefined,
  { rounds: 1 },
  { edgesExamined: 1 },
  { edgesExamined: 1, relaxations: 1 },
] as const;
const COUNT = { round: 1, examined: 2, relaxed: 3 } as const;
/** Which sentence a step says. */
const TEXT = { unreached: 0, notShorter: 1, stoppedEarly: 2, allRounds: 3 } as const;

/** The edges a round relaxes, in the edge list's order; an undirected edge both ways (from → to first). */
export function relaxationArcs(g: IndexedGraph): {
  from: Int32Array;
  to: Int32Array;
  weight: Float64Array;
  key: Int32Array;
} {
  const { edgeFrom, edgeTo, edgeWeight, edgeKeyId, directed } = g;
  const m = edgeFrom.length * (directed ? 1 : 2);
  const arcs = {
    from: new Int32Array(m),
    to: new Int32Array(m),
    weight: new Float64Array(m),
    key: new Int32Array(m),
  };
  let k = 0;
  for (let e = 0; e < edgeFrom.length; e++) {
    const ends = directed
      ? [[edgeFrom[e], edgeTo[e]]]
      : [
          [edgeFrom[e], edgeTo[e]],
          [edgeTo[e], edgeFrom[e]],
        ];
    for (const [u, v] of ends) {
      arcs.from[k] = u as number;
      arcs.to[k] = v as number;
      arcs.weight[k] = edgeWeight[e] as number;
      arcs.key[k] = edgeKeyId[e] as number;
      k++;
    }
  }
  return arcs;
}

/**
 * Bellman-Ford from source: up to V - 1 rounds over every arc (stopping after a round that changes
 * nothing), then the check. A negative cycle found is recorded as the model's order (its vertices in
 * the order its edges run), its vertices and edges marked as on the path.
 */
export function bellmanFordSteps(g: IndexedGraph, source: number): GraphTape {
  const { labels } = g;
  const n = labels.length;
  const arcs = relaxationArcs(g);
  const m = arcs.from.length;
  const steps = new StepRecorder(g, { steps: Math.min(n, 64) * (m + 1) + 4 });
  const dist = new Float64Array(n).fill(Infinity);
  const parent = new Int32Array(n).fill(-1);
  const parentKey = new Int32Array(n).fill(-1);
  dist[source] = 0;
  steps.step(LINE.start, 0, 0, source);
  steps.vertex(source, VERTEX.frontier);
  steps.dist(source, 0);
  steps.parent(source, -1);
  let rounds = 0;
  let changed = true;
  for (let round = 1; round < n && changed; round++) {
    rounds = round;
    changed = false;
    steps.step(LINE.round, 0, COUNT.round, -1, -1, round, n - 1);
    for (let k = 0; k < m; k++) {
      const u = arcs.from[k] as number;
      const v = arcs.to[k] as number;
      const w = arcs.weight[k] as number;
      const key = arcs.key[k] as number;
      const du = dist[u] as number;
      if (du === Infinity) {
        steps.glance(LINE.examine, TEXT.unreached, COUNT.examined, key, u, v);
        continue;
      }
      const best = dist[v] as number;
      if (du + w >= best) {
        steps.glance(LINE.examine, TEXT.notShorter, COUNT.examined, key, u, v, du, w, best);
        continue;
      }
      const replaced = parentKey[v] as number;
      dist[v] = du + w;
      parent[v] = u;
      parentKey[v] = key;
      changed = true;
      steps.step(LINE.relax, 0, COUNT.relaxed, u, v, du, w, best);
      steps.vertex(v, VERTEX.frontier);
      if (replaced !== -1 && replaced !== key) steps.edge(replaced, EDGE.default);
      steps.edge(key, EDGE.tree);
      steps.dist(v, du + w);
      steps.parent(v, u);
    }
  }
  steps.step(LINE.check, changed ? TEXT.allRounds : TEXT.stoppedEarly, 0, -1, -1, rounds, n - 1);
  for (let k = 0; k < m; k++) {
    const u = arcs.from[k] as number;
    const v = arcs.to[k] as number;
    const du = dist[u] as number;
    if (du === Infinity || du + (arcs.weight[k] as number) >= (dist[v] as number)) continue;
    parent[v] = u;
    parentKey[v] = arcs.key[k] as number;
    recordCycle(g, steps, negativeCycle(parent, v, n), parentKey, u, v);
    return steps.tape();
  }
  for (let v = 0; v < n; v++) if (dist[v] !== Infinity) steps.vertex(v, VERTEX.visited);
  steps.step(LINE.done, 0);
  const unreached = labels.filter((_, v) => dist[v] === Infinity);
  steps.say(
    unreached.length === 0
      ? `No edge can still be relaxed: no negative cycle, and every vertex has its shortest distance from ${labels[source]}`
      : `No edge can still be relaxed: no negative cycle; ${namesList(unreached)} ${unreached.length === 1 ? 'is' : 'are'} not reachable from ${labels[source]} and ${unreached.length === 1 ? 'stays' : 'stay'} at ∞`,
  );
  return steps.tape();
}

/** Walks parents back from v V times, which lands on the cycle, then goes round it once. */
export function negativeCycle(parent: Int32Array, v: number, n: number): number[] {
  let x = v;
  for (let i = 0; i < n; i++) x = parent[x] as number;
  const cycle = [x];
  for (let y = parent[x] as number; y !== x; y = parent[y] as number) cycle.push(y);
  return cycle.reverse();
}

function recordCycle(
  g: IndexedGraph,
  steps: StepRecorder,
  cycle: readonly number[],
  parentKey: Int32Array,
  u: number,
  v: number,
): void {
  const { labels } = g;
  const named = startingAtFirstLabel(cycle.map((x) => labels[x] as string));
  steps.step(LINE.cycle, 0, 0, u, v);
  steps.say(
    `${g.edgeName(u, v)} can still be relaxed after ${plural(labels.length - 1, 'round')}: a negative cycle is reachable. Following parents back finds it: ${cycleText(named)}`,
  );
  for (const x of cycle) {
    steps.vertex(x, VERTEX.path);
    steps.edge(parentKey[x] as number, EDGE.path);
  }
  for (const label of named) steps.finish(g.indexOf.get(label) as number);
}

/** "4 + 2 = 6", "7 + (-4) = 3". */
const sum = (a: number, b: number) => `${a} + ${b < 0 ? `(${b})` : b} = ${a + b}`;

/** A step's narration. */
function describe({ line, text, u, v, a, b, c }: StepFacts, g: IndexedGraph): string {
  const { labels } = g;
  const U = labels[u] as string;
  const V = labels[v] as string;
  switch (line) {
    case LINE.start:
      return `Start at ${U}: dist[${U}] = 0 and every other vertex ∞`;
    case LINE.round:
      return `Round ${a} of at most ${b}: relax every edge in turn`;
    case LINE.examine:
      return text === TEXT.unreached
        ? `Look at ${g.edgeName(u, v)}: dist[${U}] is ∞, so it cannot help yet`
        : `Look at ${g.edgeName(u, v)}: ${sum(a, b)} is not shorter than dist[${V}] = ${c}`;
    case LINE.relax:
      return `Relax ${g.edgeName(u, v)}: ${sum(a, b)} is shorter than ${shown(c)}, so dist[${V}] = ${a + b}`;
    case LINE.check:
      return text === TEXT.stoppedEarly
        ? `Round ${a} changed nothing, so the distances are final. Check every edge once more for a negative cycle`
        : `After ${plural(a, 'round')}, check every edge once more: one that can still be relaxed means a negative cycle`;
    default:
      return 'Done';
  }
}

function validate(graph: Graph, input: GraphRunInput): string | null {
  return commonInputError(graph, input, { needsSource: true, acceptsTarget: false });
}

/** 'negative cycle: B -> C -> D -> B', or every vertex's distance: 'A 0, B -1, C ∞'. */
function answer(model: GraphRunModel, graph: Graph): string {
  if (model.order.length > 0) return `negative cycle: ${cycleText(model.order)}`;
  return graph.vertices.map((v) => `${v} ${shown(model.dist?.get(v))}`).join(', ');
}

export const bellmanFordModule = defineGraphAlgorithm<'bellmanFord', BellmanFordLine>({
  ...bellmanFordMeta,
  kind: 'graph',
  lineIds: BELLMAN_FORD_LINES,
  // No waiting list: every round relaxes every edge, in the edge list's order (the page shows none).
  frontier: { title: 'Edges', inQuestion: 'the edge list', order: 'first in first out' },
  result: 'distances',
  distanceName: 'dist',
  needsSource: true,
  acceptsTarget: false,
  counters: [
    { key: 'rounds', label: 'Rounds' },
    { key: 'edgesExamined', label: 'Edges examined' },
    { key: 'relaxations', label: 'Relaxations' },
  ],
  opensOn: 'negative-weights',
  validate,
  answer,
  trace(graph, input) {
    throwIfInvalid(validate(graph, input));
    const g = indexGraph(graph);
    return createGraphTrace({
      algorithm: 'bellmanFord',
      graph: g,
      lineIds: BELLMAN_FORD_LINES,
      tape: bellmanFordSteps(g, g.indexOf.get(input.source as string) as number),
      counts: COUNT_TABLE,
      describe,
      model: { dist: true },
    });
  },
});
