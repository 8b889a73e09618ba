import { edgeKey, type Graph } from '@/core/graph/graph';
import { compareLabels, edgeName, weightOf } from '@/core/graph/queries';
import { COUNTS, commonInputError, plural, throwIfInvalid } from '../common';
import { graphTrace, initialGraphModel } from '../model';
import { StepRecorder } from '../recorder';
import { defineGraphAlgorithm, type GraphRunInput, type GraphStep, type VertexState } from '../types';
import { kruskalCode } from './listings';
import { kruskalMeta } from './meta';

export const KRUSKAL_LINES = ['sort', 'take', 'find-u', 'find-v', 'reject', 'union', 'done'] as const;
export type KruskalLine = (typeof KRUSKAL_LINES)[number];

export interface SortedEdge {
  readonly from: string;
  readonly to: string;
  readonly weight: number;
  readonly key: string;
}

/** The edges lightest first; equal weights in label order of their ends, as written. */
export function edgesByWeight(graph: Graph): SortedEdge[] {
  return graph.edges
    .map((edge) => ({
      from: edge.from,
      to: edge.to,
      weight: weightOf(graph, edge),
      key: edgeKey(edge, graph.directed),
    }))
    .sort((a, b) => a.weight - b.weight || compareLabels(a.from, b.from) || compareLabels(a.to, b.to));
}

/**
 * Kruskal's algorithm over union-find with union by rank and path compression; the model's unionFind
 * shows every parent pointer after each find and union. Stops once V − 1 edges are accepted.
 */
export function kruskalSteps(graph: Graph): GraphStep<KruskalLine>[] {
  const steps = new StepRecorder<KruskalLine>();
  const parent = new Map(graph.vertices.map((v) => [v, v]));
  const rank = new Map(graph.vertices.map((v) => [v, 0]));
  const sorted = edgesByWeight(graph);
  const needed = graph.vertices.length - 1;
  steps.record(
    'sort',
    sorted.length === 0
      ? 'There are no edges to sort'
      : `Sort the ${plural(sorted.length, 'edge')} by weight, lightest first; every vertex starts as a tree of its own`,
    { join: sorted.map((edge): [string, number] => [edge.key, edge.weight]) },
  );

  const find = (line: 'find-u' | 'find-v', x: string): string => {
    const path = [x];
    for (let at = x; parent.get(at) !== at;) {
      at = parent.get(at) as string;
      path.push(at);
    }
    const root = path[path.length - 1] as string;
    const moved = path.slice(0, -2);
    for (const v of moved) parent.set(v, root);
    steps.record(
      line,
      path.length === 1
        ? `find(${x}) = ${x}: ${x} is its own root`
        : moved.length === 0
          ? `find(${x}) = ${root}: ${x} points to ${root}`
          : `find(${x}) = ${root}, following ${path.join(' → ')}; point ${moved.join(', ')} straight at ${root}`,
      { unionFind: moved.map((v): [string, string] => [v, root]) },
      COUNTS.find,
    );
    return root;
  };

  const inTree = new Set<string>();
  let accepted = 0;
  let total = 0;
  let taken = 0;
  for (const { from: u, to: v, weight: w, key } of sorted) {
    if (accepted === needed) break;
    taken++;
    const edge = edgeName(u, v, false);
    steps.record(
      'take',
      `Take ${edge} (weight ${w}), the lightest edge left`,
      {
        edges: [[key, 'current']],
        leave: [key],
      },
      COUNTS.examined,
    );
    const ru = find('find-u', u);
    const rv = find('find-v', v);
    if (ru === rv) {
      steps.record('reject', `${edge} would make a cycle: ${u} and ${v} are already connected`, {
        edges: [[key, 'rejected']],
      });
      continue;
    }
    const [root, child] = (rank.get(ru) ?? 0) < (rank.get(rv) ?? 0) ? [rv, ru] : [ru, rv];
    parent.set(child, root);
    const deeper = rank.get(root) === rank.get(child);
    if (deeper) rank.set(root, (rank.get(root) ?? 0) + 1);
    accepted++;
    total += w;
    inTree.add(u).add(v);
    steps.record(
      'union',
      `${u} and ${v} are in different trees: ${child} now points to ${root}${deeper ? `, whose rank grows to ${rank.get(root) ?? 0}` : ''}; accept ${edge}, total weight ${total}`,
      {
        vertices: [
          [u, 'tree'],
          [v, 'tree'],
        ],
        edges: [[key, 'tree']],
        unionFind: [[child, root]],
        totalWeight: total,
      },
      COUNTS.union,
    );
  }
  const alone = graph.vertices.filter((v) => !inTree.has(v));
  const left = sorted.length - taken;
  steps.record(
    'done',
    accepted === needed
      ? `${plural(accepted, 'edge')} accepted, V − 1: a minimum spanning tree of total weight ${total}${left > 0 ? `; the other ${plural(left, 'edge')} ${left === 1 ? 'is' : 'are'} not needed` : ''}`
      : `The graph is disconnected: a spanning forest of ${plural(graph.vertices.length - accepted, 'tree')}, total weight ${total}`,
    { vertices: alone.map((v): [string, VertexState] => [v, 'tree']), totalWeight: total },
  );
  return steps.steps;
}

function validate(graph: Graph, input: GraphRunInput): string | null {
  const common = commonInputError(graph, input, { needsSource: false, acceptsTarget: false });
  if (common !== null) return common;
  return graph.directed ? "Kruskal's algorithm needs an undirected graph" : null;
}

export const kruskalModule = defineGraphAlgorithm<'kruskal', KruskalLine>({
  ...kruskalMeta,
  kind: 'graph',
  code: kruskalCode,
  lineIds: KRUSKAL_LINES,
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
    return graphTrace('kruskal', graph, initialGraphModel(graph, { unionFind: true }), kruskalSteps(graph));
  },
});
