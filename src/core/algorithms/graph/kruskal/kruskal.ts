import type { Graph } from '@/core/graph/graph';
import { edgeName } from '@/core/graph/queries';
import { COUNT as COUNT_CODES, COUNT_TABLE, commonInputError, plural, throwIfInvalid } from '../common';
import { DisjointSets } from '@/core/union-find/disjointSets';
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
import { kruskalMeta } from './meta';

// Read once here: where modules are compiled to CommonJS (tsx, as the benchmark runs), every read of an
// imported binding is a call, and these are read a few times per step.
const VERTEX = VERTEX_CODES;
const EDGE = EDGE_CODES;
const COUNT = COUNT_CODES;

export const KRUSKAL_LINES = ['sort', 'take', 'find-u', 'find-v', 'reject', 'union', 'done'] as const;
export type KruskalLine = (typeof KRUSKAL_LINES)[number];

const LINE = lineCodes(KRUSKAL_LINES);
/** Which sentence a find says: x is its own root, or points straight at it (longer paths are written out). */
const TEXT = { ownRoot: 0, pointsToRoot: 1 } as const;

/** The edges (indices into graph.edges) lightest first; equal weights in label order of their ends, as written. */
export function edgesByWeight(g: IndexedGraph): number[] {
  const { edgeWeight: weight, edgeFrom: from, edgeTo: to, rank } = g;
  const m = weight.length;
  const n = rank.length;
  // Whole weights in a small range (as drawn or typed, or the benchmark's): one numeric sort of keys
  // that hold weight, both ranks and the edge's place, which orders exactly as the comparison below.
  let low = Infinity;
  let high = -Infinity;
  let whole = true;
  for (let e = 0; e < m && whole; e++) {
    const w = weight[e] as number;
    whole = Number.isInteger(w);
    if (w < low) low = w;
    if (w > high) high = w;
  }
  if (m > 0 && whole && (high - low + 1) * n * n * m < Number.MAX_SAFE_INTEGER) {
    const keys = new Float64Array(m);
    for (let e = 0; e < m; e++)
      keys[e] =
        (((weight[e] as number) - low) * n * n +
          (rank[from[e] as number] as number) * n +
          (rank[to[e] as number] as number)) *
          m +
        e;
    keys.sort();
    return Array.from(keys, (key) => key % m);
  }
  return Array.from({ length: m }, (_, e) => e).sort(
    (a, b) =>
      (weight[a] as number) - (weight[b] as number) ||
      (rank[from[a] as number] as number) - (rank[from[b] as number] as number) ||
      (rank[to[a] as number] as number) - (rank[to[b] as number] as number),
  );
}

/**
 * Kruskal's algorithm over union-find with union by rank and path compression (DisjointSets, the one the
 * Union-Find page shows); the model's unionFind
 * shows every parent pointer after each find and union. Stops once V − 1 edges are accepted.
 */
export function kruskalSteps(g: IndexedGraph): GraphTape {
  const { graph, labels, edgeFrom, edgeTo, edgeWeight, edgeKeyId } = g;
  const n = labels.length;
  const steps = new StepRecorder(g, {
    steps: 3 * edgeFrom.length + 2,
    ops: 10 * edgeFrom.length + labels.length + 16,
  });
  const sets = new DisjointSets(n);
  const sorted = edgesByWeight(g);
  const needed = graph.vertices.length - 1;
  steps.step(LINE.sort, 0);
  steps.say(
    sorted.length === 0
      ? 'There are no edges to sort'
      : `Sort the ${plural(sorted.length, 'edge')} by weight, lightest first; every vertex starts as a tree of its own`,
  );
  for (const e of sorted) steps.join(edgeKeyId[e] as number, edgeWeight[e] as number);

  const path: number[] = [];
  const find = (line: number, x: number): number => {
    const root = sets.walk(x, path);
    const moved = sets.compress(path);
    steps.step(line, path.length === 1 ? TEXT.ownRoot : TEXT.pointsToRoot, COUNT.find, x, root);
    if (moved > 0) {
      const names = path.map((v) => labels[v] as string);
      steps.say(
        `find(${labels[x]}) = ${labels[root]}, following ${names.join(' → ')}; point ${names.slice(0, moved).join(', ')} straight at ${labels[root]}`,
      );
    }
    for (let i = 0; i < moved; i++) steps.unionFind(path[i] as number, root);
    return root;
  };

  const inTree = new Uint8Array(n);
  let accepted = 0;
  let total = 0;
  let taken = 0;
  for (const e of sorted) {
    if (accepted === needed) break;
    taken++;
    const u = edgeFrom[e] as number;
    const v = edgeTo[e] as number;
    const w = edgeWeight[e] as number;
    const key = edgeKeyId[e] as number;
    steps.step(LINE.take, 0, COUNT.examined, u, v, w);
    steps.edge(key, EDGE.current);
    steps.leave(key);
    const ru = find(LINE['find-u'], u);
    const rv = find(LINE['find-v'], v);
    if (ru === rv) {
      steps.step(LINE.reject, 0, COUNT.none, u, v);
      steps.edge(key, EDGE.rejected);
      continue;
    }
    const { root, child, grew: deeper } = sets.link(ru, rv);
    accepted++;
    total += w;
    inTree[u] = 1;
    inTree[v] = 1;
    // The sentence code carries the rank the root grows to, plus one (0: it does not grow).
    steps.step(
      LINE.union,
      deeper ? (sets.rank[root] as number) + 1 : 0,
      COUNT.union,
      u,
      v,
      child,
      root,
      total,
    );
    steps.vertex(u, VERTEX.tree);
    steps.vertex(v, VERTEX.tree);
    steps.edge(key, EDGE.tree);
    steps.unionFind(child, root);
    steps.totalWeight(total);
  }
  const left = sorted.length - taken;
  steps.step(LINE.done, 0);
  steps.say(
    accepted === needed
      ? `${plural(accepted, 'edge')} accepted, V − 1: a minimum spanning tree of total weight ${total}${left > 0 ? `; the other ${plural(left, 'edge')} ${left === 1 ? 'is' : 'are'} not needed` : ''}`
      : `The graph is disconnected: a spanning forest of ${plural(graph.vertices.length - accepted, 'tree')}, total weight ${total}`,
  );
  for (const label of graph.vertices) {
    const v = g.indexOf.get(label) as number;
    if (inTree[v] === 0) steps.vertex(v, VERTEX.tree);
  }
  steps.totalWeight(total);
  return steps.tape();
}

/** A Kruskal step's narration: edges are named undirected, as Kruskal runs only on undirected graphs. */
function describe({ line, text, u, v, a, b, c }: StepFacts, { labels }: IndexedGraph): string {
  const U = labels[u] as string;
  const V = labels[v] as string;
  switch (line) {
    case LINE.take:
      return `Take ${edgeName(U, V, false)} (weight ${a}), the lightest edge left`;
    case LINE['find-u']:
    case LINE['find-v']:
      return text === TEXT.ownRoot
        ? `find(${U}) = ${U}: ${U} is its own root`
        : `find(${U}) = ${V}: ${U} points to ${V}`;
    case LINE.reject:
      return `${edgeName(U, V, false)} would make a cycle: ${U} and ${V} are already connected`;
    default:
      return `${U} and ${V} are in different trees: ${labels[a]} now points to ${labels[b]}${text > 0 ? `, whose rank grows to ${text - 1}` : ''}; accept ${edgeName(U, V, false)}, total weight ${c}`;
  }
}

function validate(graph: Graph, input: GraphRunInput): string | null {
  const common = commonInputError(graph, input, { needsSource: false, acceptsTarget: false });
  if (common !== null) return common;
  return graph.directed ? "Kruskal's algorithm needs an undirected graph" : null;
}

export const kruskalModule = defineGraphAlgorithm<'kruskal', KruskalLine>({
  ...kruskalMeta,
  kind: 'graph',
  lineIds: KRUSKAL_LINES,
  frontier: { title: 'Edges by weight', inQuestion: 'the edges sorted by weight', order: 'sorted by weight' },
  result: 'tree edges',
  distanceName: 'dist',
  needsSource: false,
  acceptsTarget: false,
  counters: [
    { key: 'edgesExamined', label: 'Edges examined' },
    { key: 'finds', label: 'Find calls' },
    { key: 'unions', label: 'Union calls' },
  ],
  validate,
  trace(graph, input) {
    throwIfInvalid(validate(graph, input));
    const g = indexGraph(graph);
    return createGraphTrace({
      algorithm: 'kruskal',
      graph: g,
      lineIds: KRUSKAL_LINES,
      tape: kruskalSteps(g),
      counts: COUNT_TABLE,
      describe,
      model: { unionFind: true, edgeFrontier: true },
    });
  },
});
