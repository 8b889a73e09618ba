import type { Graph } from '@/core/graph/graph';
import { adjacencyList, edgeName, weightOf } from '@/core/graph/queries';
import { COUNTS, VertexHeap, commonInputError, namesList, shown, throwIfInvalid } from '../common';
import { graphTrace, initialGraphModel } from '../model';
import { StepRecorder } from '../recorder';
import {
  defineGraphAlgorithm,
  type EdgeState,
  type GraphRunInput,
  type GraphStep,
  type VertexState,
} from '../types';
import { dijkstraCode } from './listings';
import { dijkstraMeta } from './meta';

export const DIJKSTRA_LINES = ['start', 'stale', 'pop', 'examine', 'relax', 'done'] as const;
export type DijkstraLine = (typeof DIJKSTRA_LINES)[number];

/**
 * Dijkstra's algorithm from source with a lazy binary heap (ties to the earlier label). The whole
 * shortest-path tree is built; with a target, the last step marks the path to it.
 */
export function dijkstraSteps(
  graph: Graph,
  source: string,
  target: string | null,
): GraphStep<DijkstraLine>[] {
  const adjacency = adjacencyList(graph);
  const steps = new StepRecorder<DijkstraLine>();
  const dist = new Map<string, number>([[source, 0]]);
  const parentEdge = new Map<string, { from: string; key: string }>();
  const settled = new Set<string>();
  const heap = new VertexHeap();
  heap.push(0, source);
  steps.record(
    'start',
    `Start at ${source}: dist[${source}] = 0 and every other vertex ∞; push ${source} with priority 0`,
    { vertices: [[source, 'frontier']], dist: [[source, 0]], parent: [[source, null]], join: [[source, 0]] },
    COUNTS.queueOperation,
  );
  while (heap.size > 0) {
    const [d, u] = heap.pop();
    if (settled.has(u)) {
      steps.record(
        'stale',
        `Pop ${u} with priority ${d}: stale, ${u} was settled with dist ${shown(dist.get(u))}; skip it`,
        {},
        COUNTS.queueOperation,
      );
      continue;
    }
    settled.add(u);
    const via = parentEdge.get(u);
    steps.record(
      'pop',
      via === undefined
        ? `Pop ${u} with dist ${d}, the smallest in the queue: ${u} is settled`
        : `Pop ${u} with dist ${d}, the smallest in the queue: ${u} is settled, reached by ${edgeName(via.from, u, graph.directed)}`,
      {
        vertices: [[u, 'current']],
        edges: via === undefined ? [] : [[via.key, 'tree']],
        leave: [u],
        finish: u,
      },
      COUNTS.queueOperation,
    );
    for (const { vertex: v, weight: w, key } of adjacency.get(u) ?? []) {
      const edge = edgeName(u, v, graph.directed);
      const candidate = d + w;
      const best = dist.get(v) ?? Infinity;
      if (candidate >= best) {
        steps.recordGlance(
          'examine',
          `Look at ${edge}: ${d} + ${w} = ${candidate} is not shorter than dist[${v}] = ${best}`,
          key,
          COUNTS.examined,
        );
        continue;
      }
      const replaced = parentEdge.get(v);
      dist.set(v, candidate);
      parentEdge.set(v, { from: u, key });
      heap.push(candidate, v);
      steps.record(
        'relax',
        `Relax ${edge}: ${d} + ${w} = ${candidate} is shorter than ${shown(best)}, so dist[${v}] = ${candidate}`,
        {
          vertices: [[v, 'frontier']],
          edges:
            replaced === undefined
              ? [[key, 'relaxed']]
              : [
                  [replaced.key, 'default'],
                  [key, 'relaxed'],
                ],
          dist: [[v, candidate]],
          parent: [[v, u]],
          join: [[v, candidate]],
        },
        COUNTS.relaxed,
      );
    }
    steps.later({ vertices: [[u, 'visited']] });
  }
  steps.record('done', ...finalStep(graph, source, target, dist, parentEdge));
  return steps.steps;
}

function finalStep(
  graph: Graph,
  source: string,
  target: string | null,
  dist: ReadonlyMap<string, number>,
  parentEdge: ReadonlyMap<string, { from: string; key: string }>,
): [
  string,
  { vertices?: [string, VertexState][]; edges?: [string, EdgeState][]; totalWeight?: number | null },
] {
  const unreached = graph.vertices.filter((v) => !dist.has(v));
  if (target === null) {
    return [
      unreached.length === 0
        ? `The queue is empty: every vertex has its shortest distance from ${source}`
        : `The queue is empty: ${dist.size} of ${graph.vertices.length} vertices have their shortest distance; ${namesList(unreached)} ${unreached.length === 1 ? 'stays' : 'stay'} at ∞`,
      {},
    ];
  }
  const total = dist.get(target);
  if (total === undefined)
    return [
      `The queue is empty: ${target} cannot be reached from ${source}, so there is no path`,
      { totalWeight: null },
    ];
  const path = [target];
  const edges: [string, EdgeState][] = [];
  for (let via = parentEdge.get(target); via !== undefined; via = parentEdge.get(via.from)) {
    path.unshift(via.from);
    edges.push([via.key, 'path']);
  }
  const arrow = graph.directed ? '→' : '–';
  return [
    `The queue is empty. Shortest path from ${source} to ${target}: ${path.join(arrow)}, total weight ${total}`,
    { vertices: path.map((v): [string, VertexState] => [v, 'path']), edges, totalWeight: total },
  ];
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
  code: dijkstraCode,
  lineIds: DIJKSTRA_LINES,
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
    return graphTrace(
      'dijkstra',
      graph,
      initialGraphModel(graph, { dist: true }),
      dijkstraSteps(graph, input.source as string, target),
    );
  },
});
