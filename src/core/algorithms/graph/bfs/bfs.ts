import type { Graph } from '@/core/graph/graph';
import { adjacencyList, edgeName } from '@/core/graph/queries';
import { COUNTS, commonInputError, namesList, plural, throwIfInvalid } from '../common';
import { graphTrace, initialGraphModel } from '../model';
import { StepRecorder } from '../recorder';
import { defineGraphAlgorithm, type GraphRunInput, type GraphStep } from '../types';
import { bfsCode } from './listings';
import { bfsMeta } from './meta';

export const BFS_LINES = ['start', 'dequeue', 'examine', 'discover', 'done'] as const;
export type BfsLine = (typeof BFS_LINES)[number];

/** Breadth-first search from source: dist counts edges; neighbours are taken in label order. */
export function bfsSteps(graph: Graph, source: string): GraphStep<BfsLine>[] {
  const adjacency = adjacencyList(graph);
  const steps = new StepRecorder<BfsLine>();
  const dist = new Map<string, number>([[source, 0]]);
  const queue = [source];
  steps.record(
    'start',
    `Start at ${source}: dist[${source}] = 0; enqueue ${source}`,
    { vertices: [[source, 'frontier']], dist: [[source, 0]], parent: [[source, null]], join: [[source, 0]] },
    COUNTS.enqueued,
  );
  for (let head = 0; head < queue.length; head++) {
    const u = queue[head] as string;
    const du = dist.get(u) ?? 0;
    const next = adjacency.get(u) ?? [];
    const what = graph.directed ? plural(next.length, 'outgoing edge') : plural(next.length, 'neighbour');
    steps.record(
      'dequeue',
      next.length === 0
        ? `Dequeue ${u} (dist ${du}): it has no ${graph.directed ? 'outgoing edges' : 'neighbours'}`
        : `Dequeue ${u} (dist ${du}) and look at its ${what}`,
      { vertices: [[u, 'current']], leave: [u], finish: u },
    );
    for (const { vertex: v, key } of next) {
      const edge = edgeName(u, v, graph.directed);
      if (dist.has(v)) {
        steps.recordGlance(
          'examine',
          `Look at ${edge}: ${v} has been seen already, so skip it`,
          key,
          COUNTS.examined,
        );
        continue;
      }
      steps.record(
        'examine',
        `Look at ${edge}: ${v} has not been seen yet`,
        { edges: [[key, 'current']] },
        COUNTS.examined,
      );
      dist.set(v, du + 1);
      queue.push(v);
      steps.record(
        'discover',
        `dist[${v}] = dist[${u}] + 1 = ${du + 1}, parent[${v}] = ${u}; enqueue ${v}`,
        {
          vertices: [[v, 'frontier']],
          edges: [[key, 'tree']],
          dist: [[v, du + 1]],
          parent: [[v, u]],
          join: [[v, du + 1]],
        },
        COUNTS.enqueued,
      );
    }
    steps.later({ vertices: [[u, 'visited']] });
  }
  const unreached = graph.vertices.filter((v) => !dist.has(v));
  steps.record(
    'done',
    unreached.length === 0
      ? `The queue is empty: all ${plural(graph.vertices.length, 'vertex', 'vertices')} reached from ${source}`
      : `The queue is empty: ${dist.size} of ${graph.vertices.length} vertices reached; ${namesList(unreached)} ${unreached.length === 1 ? 'stays' : 'stay'} at dist ∞`,
  );
  return steps.steps;
}

function validate(graph: Graph, input: GraphRunInput): string | null {
  return commonInputError(graph, input, { needsSource: true, acceptsTarget: false });
}

export const bfsModule = defineGraphAlgorithm<'bfs', BfsLine>({
  ...bfsMeta,
  kind: 'graph',
  code: bfsCode,
  lineIds: BFS_LINES,
  needsSource: true,
  acceptsTarget: false,
  counters: [
    { key: 'edgesExamined', label: 'Edges examined' },
    { key: 'enqueues', label: 'Enqueues' },
  ],
  validate,
  trace(graph, input) {
    throwIfInvalid(validate(graph, input));
    const source = input.source as string;
    return graphTrace('bfs', graph, initialGraphModel(graph, { dist: true }), bfsSteps(graph, source));
  },
});
