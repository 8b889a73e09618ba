import type { Graph } from '@/core/graph/graph';
import { commonInputError, shown, throwIfInvalid } from '../common';
import { createGraphTrace } from '../graphTrace';
import { indexGraph, type IndexedGraph } from '../indexed';
import { CELL, StepRecorder, VERTEX, lineCodes, type GraphTape, type StepFacts } from '../recorder';
import { defineGraphAlgorithm, type GraphRunInput, type GraphRunModel } from '../types';
import { floydWarshallMeta } from './meta';

export const FLOYD_WARSHALL_LINES = ['start', 'through', 'check', 'improve', 'diagonal', 'done'] as const;
export type FloydWarshallLine = (typeof FLOYD_WARSHALL_LINES)[number];

const LINE = lineCodes(FLOYD_WARSHALL_LINES);

/** What each count code counts. */
const COUNT_TABLE = [undefined, { cellsChecked: 1 }, { cellsChecked: 1, improvements: 1 }] as const;
const COUNT = { checked: 1, improved: 2 } as const;
/** Which sentence a step says. */
const TEXT = { unreachable: 0, reachable: 1 } as const;

/** dist[u][v] before any k: 0 on the diagonal, the lightest edge u → v (both ways when undirected). */
export function initialDistances(g: IndexedGraph): Float64Array {
  const n = g.labels.length;
  const dist = new Float64Array(n * n).fill(Infinity);
  for (let v = 0; v < n; v++) dist[v * n + v] = 0;
  const { edgeFrom, edgeTo, edgeWeight, directed } = g;
  for (let e = 0; e < edgeFrom.length; e++) {
    const u = edgeFrom[e] as number;
    const v = edgeTo[e] as number;
    const w = edgeWeight[e] as number;
    if (w < (dist[u * n + v] as number)) dist[u * n + v] = w;
    if (!directed && w < (dist[v * n + u] as number)) dist[v * n + u] = w;
  }
  return dist;
}

/**
 * Floyd-Warshall on a V × V matrix kept row by row. One step per k, and one per cell checked: a cell is
 * checked when both dist[i][k] and dist[k][j] are finite (otherwise i → k → j is no path). A step's
 * facts are k (u), the cell i * V + j (v), and dist[i][j], dist[i][k], dist[k][j] before it.
 */
export function floydWarshallSteps(g: IndexedGraph): GraphTape {
  const n = g.labels.length;
  const dist = initialDistances(g);
  // About one step per cell and k; ops only for the cells improved (a value and a state, then a reset).
  const stepsAbout = Math.min(n * n * n, 1 << 20) + n + 4;
  const steps = new StepRecorder(g, { steps: stepsAbout, ops: Math.ceil(stepsAbout / 4) + 4 * n * n });
  steps.step(LINE.start, 0);
  for (let c = 0; c < n * n; c++) if (dist[c] !== Infinity) steps.cell(c, dist[c] as number);
  const improved: number[] = [];
  // k, i and j run in label order, the order of the matrix's rows and columns (graphTrace's matrixOf).
  const order = g.byLabel;
  for (let kk = 0; kk < n; kk++) {
    const k = order[kk] as number;
    let reachable = 0;
    for (let i = 0; i < n; i++) if (dist[i * n + k] !== Infinity) reachable++;
    steps.step(LINE.through, reachable > 1 ? TEXT.reachable : TEXT.unreachable, 0, k, -1, reachable);
    for (const c of improved) steps.cellState(c, CELL.default);
    improved.length = 0;
    if (kk > 0) steps.vertex(order[kk - 1] as number, VERTEX.visited);
    steps.vertex(k, VERTEX.current);
    steps.through(k);
    for (const i of order) {
      if (dist[i * n + k] === Infinity) continue;
      const row = i * n;
      for (const j of order) {
        // Read afresh: on a negative cycle, dist[i][k] and dist[k][j] can drop while k is tried.
        const ik = dist[row + k] as number;
        const kj = dist[k * n + j] as number;
        if (kj === Infinity) continue;
        const c = row + j;
        const ij = dist[c] as number;
        if (ik + kj < ij) {
          steps.step(LINE.improve, 0, COUNT.improved, k, c, ij, ik, kj);
          dist[c] = ik + kj;
          steps.cell(c, ik + kj);
          steps.cellState(c, CELL.improved);
          improved.push(c);
        } else {
          // No ops: the trace shows the cell as being checked from the step's facts (checkedCell).
          steps.step(LINE.check, 0, COUNT.checked, k, c, ij, ik, kj);
        }
      }
    }
  }
  steps.step(LINE.diagonal, 0);
  for (const c of improved) steps.cellState(c, CELL.default);
  if (n > 0) steps.vertex(order[n - 1] as number, VERTEX.visited);
  steps.through(-1);
  const negative: number[] = [];
  for (const v of order)
    if ((dist[v * n + v] as number) < 0) {
      negative.push(v);
      steps.cellState(v * n + v, CELL.negative);
      steps.vertex(v, VERTEX.path);
      steps.finish(v);
    }
  const names = negative.map((v) => g.labels[v] as string);
  steps.say(
    negative.length === 0
      ? 'Every entry on the diagonal is 0: no negative cycle, so every finite cell is a shortest distance'
      : `dist[${names[0]}][${names[0]}] = ${dist[(negative[0] as number) * (n + 1)]} < 0: a negative cycle runs through ${names.join(', ')}`,
  );
  steps.step(LINE.done, 0);
  let pairs = 0;
  for (let i = 0; i < n; i++)
    for (let j = 0; j < n; j++) if (i !== j && dist[i * n + j] !== Infinity) pairs++;
  steps.say(
    negative.length === 0
      ? `Done: ${pairs} of ${n * (n - 1)} ordered pairs have a shortest path`
      : `Done: no shortest distances exist through ${names.join(', ')}, on a negative cycle`,
  );
  return steps.tape();
}

/** "3 + 2 = 5", "7 + (-4) = 3". */
const sum = (a: number, b: number) => `${a} + ${b < 0 ? `(${b})` : b} = ${a + b}`;

/** A step's narration. */
function describe({ line, text, u, v, a, b, c }: StepFacts, g: IndexedGraph): string {
  const { labels } = g;
  const n = labels.length;
  const K = labels[u] as string;
  const I = labels[Math.floor(v / n)] as string;
  const J = labels[v % n] as string;
  switch (line) {
    case LINE.start:
      return 'Start: dist[v][v] = 0, dist[u][v] = the weight of edge u → v, and ∞ where there is no edge';
    case LINE.through:
      return text === TEXT.reachable
        ? `k = ${K}: try ${K} as a stop on the way between every pair whose dist[i][${K}] and dist[${K}][j] are finite`
        : `k = ${K}: nothing reaches ${K} (only itself), so no cell can improve through it`;
    case LINE.improve:
      return `k = ${K}: dist[${I}][${J}] = ${shown(a)} > dist[${I}][${K}] + dist[${K}][${J}] = ${sum(b, c)}, improved`;
    case LINE.check:
      return `k = ${K}: dist[${I}][${J}] = ${shown(a)} ≤ dist[${I}][${K}] + dist[${K}][${J}] = ${sum(b, c)}, kept`;
    default:
      return 'Done';
  }
}

function validate(graph: Graph, input: GraphRunInput): string | null {
  return commonInputError(graph, input, { needsSource: false, acceptsTarget: false });
}

/** 'negative cycle through B, C, D', or '20 of 20 ordered pairs have a shortest path'. */
function answer(model: GraphRunModel): string {
  if (model.order.length > 0) return `negative cycle through ${model.order.join(', ')}`;
  const matrix = model.matrix;
  if (!matrix) return '';
  const n = matrix.labels.length;
  let pairs = 0;
  matrix.value.forEach((row, i) => row.forEach((d, j) => (pairs += i !== j && d !== Infinity ? 1 : 0)));
  return `${pairs} of ${n * (n - 1)} ordered pairs have a shortest path`;
}

export const floydWarshallModule = defineGraphAlgorithm<'floydWarshall', FloydWarshallLine>({
  ...floydWarshallMeta,
  kind: 'graph',
  lineIds: FLOYD_WARSHALL_LINES,
  // No waiting list: k runs over the vertices in order, and i, j over every pair (the page shows none).
  frontier: { title: 'Vertices', inQuestion: 'the vertex list', order: 'first in first out' },
  result: 'distance matrix',
  distanceName: 'dist',
  needsSource: false,
  acceptsTarget: false,
  counters: [
    { key: 'cellsChecked', label: 'Cells checked' },
    { key: 'improvements', label: 'Improvements' },
  ],
  opensOn: 'all-pairs',
  validate,
  answer,
  trace(graph, input) {
    throwIfInvalid(validate(graph, input));
    const g = indexGraph(graph);
    const tape = floydWarshallSteps(g);
    return createGraphTrace({
      algorithm: 'floydWarshall',
      graph: g,
      lineIds: FLOYD_WARSHALL_LINES,
      tape,
      counts: COUNT_TABLE,
      describe,
      model: { matrix: true },
      checkedCell: (k) => (tape.line[k] === LINE.check ? (tape.v[k] as number) : -1),
    });
  },
});
