import type { Graph } from '@/core/graph/graph';
import { adjacencyList, compareLabels, edgeName } from '@/core/graph/queries';
import { COUNTS, VertexHeap, commonInputError, plural, shown, throwIfInvalid } from '../common';
import { graphTrace, initialGraphModel } from '../model';
import { StepRecorder } from '../recorder';
import { defineGraphAlgorithm, type GraphRunInput, type GraphStep } from '../types';
import { primCode } from './listings';
import { primMeta } from './meta';

export const PRIM_LINES = ['start', 'stale', 'add', 'examine', 'improve', 'done'] as const;
export type PrimLine = (typeof PRIM_LINES)[number];

/**
 * Prim's algorithm from source with a lazy binary heap (ties to the earlier label); key[v] is kept in
 * the model's dist. When the heap runs empty with vertices left, a new tree starts at the first of them
 * in label order, so a disconnected graph gets a spanning forest.
 */
export function primSteps(graph: Graph, source: string): GraphStep<PrimLine>[] {
  const adjacency = adjacencyList(graph);
  const steps = new StepRecorder<PrimLine>();
  const key = new Map<string, number>();
  const parentEdge = new Map<string, { from: string; key: string }>();
  const inTree = new Set<string>();
  let total = 0;
  let trees = 0;
  const roots = [source, ...graph.vertices.filter((v) => v !== source).sort(compareLabels)];
  for (const root of roots) {
    if (inTree.has(root)) continue;
    trees++;
    key.set(root, 0);
    const heap = new VertexHeap();
    heap.push(0, root);
    steps.record(
      'start',
      trees === 1
        ? `Start the tree at ${root}: key[${root}] = 0 and every other key ∞; push ${root}`
        : `${root} is in no tree yet, so the graph is disconnected: start tree ${trees} at ${root} with key[${root}] = 0`,
      { vertices: [[root, 'frontier']], dist: [[root, 0]], parent: [[root, null]], join: [[root, 0]] },
      COUNTS.queueOperation,
    );
    while (heap.size > 0) {
      const [k, u] = heap.pop();
      if (inTree.has(u)) {
        steps.record(
          'stale',
          `Pop ${u} with key ${k}: stale, ${u} is already in a tree; skip it`,
          {},
          COUNTS.queueOperation,
        );
        continue;
      }
      inTree.add(u);
      const via = parentEdge.get(u);
      if (via !== undefined) total += k;
      steps.record(
        'add',
        via === undefined
          ? `Pop ${u} with key 0: it is the root of tree ${trees}`
          : `Pop ${u} with key ${k}: add ${edgeName(via.from, u, false)} to the tree; total weight ${total}`,
        {
          vertices: [[u, 'current']],
          edges: via === undefined ? [] : [[via.key, 'tree']],
          leave: [u],
          finish: u,
          totalWeight: total,
        },
        COUNTS.queueOperation,
      );
      for (const { vertex: v, weight: w, key: edgeKey } of adjacency.get(u) ?? []) {
        const edge = edgeName(u, v, false);
        if (inTree.has(v)) {
          steps.recordGlance(
            'examine',
            `Look at ${edge}: ${v} is already in the tree`,
            edgeKey,
            COUNTS.examined,
          );
          continue;
        }
        const best = key.get(v) ?? Infinity;
        if (w >= best) {
          steps.recordGlance(
            'examine',
            `Look at ${edge}: weight ${w} is not lighter than key[${v}] = ${best}`,
            edgeKey,
            COUNTS.examined,
          );
          continue;
        }
        const replaced = parentEdge.get(v);
        key.set(v, w);
        parentEdge.set(v, { from: u, key: edgeKey });
        heap.push(w, v);
        steps.record(
          'improve',
          `${edge} (weight ${w}) is lighter than key[${v}] = ${shown(best)}, so key[${v}] = ${w}, parent[${v}] = ${u}; push ${v}`,
          {
            vertices: [[v, 'frontier']],
            edges:
              replaced === undefined
                ? [[edgeKey, 'relaxed']]
                : [
                    [replaced.key, 'default'],
                    [edgeKey, 'relaxed'],
                  ],
            dist: [[v, w]],
            parent: [[v, u]],
            join: [[v, w]],
          },
          COUNTS.examinedAndPushed,
        );
      }
      steps.later({ vertices: [[u, 'tree']] });
    }
  }
  steps.record(
    'done',
    trees === 1
      ? `Every vertex is in the tree: a minimum spanning tree of total weight ${total}`
      : `The graph is disconnected: a spanning forest of ${plural(trees, 'tree')}, total weight ${total}`,
    { totalWeight: total },
  );
  return steps.steps;
}

function validate(graph: Graph, input: GraphRunInput): string | null {
  const common = commonInputError(graph, input, { needsSource: true, acceptsTarget: false });
  if (common !== null) return common;
  return graph.directed ? "Prim's algorithm needs an undirected graph" : null;
}

export const primModule = defineGraphAlgorithm<'prim', PrimLine>({
  ...primMeta,
  kind: 'graph',
  code: primCode,
  lineIds: PRIM_LINES,
  needsSource: true,
  acceptsTarget: false,
  counters: [
    { key: 'edgesExamined', label: 'Edges examined' },
    { key: 'pqOperations', label: 'Priority-queue operations' },
  ],
  validate,
  trace(graph, input) {
    throwIfInvalid(validate(graph, input));
    return graphTrace(
      'prim',
      graph,
      initialGraphModel(graph, { dist: true }),
      primSteps(graph, input.source as string),
    );
  },
});
