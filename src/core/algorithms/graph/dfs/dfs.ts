import type { Graph } from '@/core/graph/graph';
import { adjacencyList, edgeName, type Neighbour } from '@/core/graph/queries';
import { COUNTS, commonInputError, namesList, throwIfInvalid } from '../common';
import { graphTrace, initialGraphModel } from '../model';
import { StepRecorder } from '../recorder';
import { defineGraphAlgorithm, type GraphRunInput, type GraphStep } from '../types';
import { dfsCode } from './listings';
import { dfsMeta } from './meta';

export const DFS_LINES = ['visit', 'examine', 'backtrack', 'done'] as const;
export type DfsLine = (typeof DFS_LINES)[number];

/** The stack as narration shows it: its vertices bottom to top, or only its depth when deep. */
const stackText = (stack: readonly { vertex: string }[]) =>
  stack.length <= 8
    ? `the stack is ${stack.map((frame) => frame.vertex).join(' ')}`
    : `the stack is ${stack.length} deep`;

/**
 * Depth-first search from source, as the recursive listing runs it: the stack holds the vertices whose
 * calls are still running, each with how far along its neighbours it is. Kept as an explicit stack so
 * a path 10,000 vertices deep needs no deep recursion here.
 */
export function dfsSteps(graph: Graph, source: string): GraphStep<DfsLine>[] {
  const adjacency = adjacencyList(graph);
  const steps = new StepRecorder<DfsLine>();
  const visited = new Set<string>([source]);
  const stack: { vertex: string; next: readonly Neighbour[]; at: number }[] = [
    { vertex: source, next: adjacency.get(source) ?? [], at: 0 },
  ];
  steps.record('visit', `Visit ${source}: mark it visited; ${stackText(stack)}`, {
    vertices: [[source, 'current']],
    parent: [[source, null]],
    join: [[source, null]],
    finish: source,
  });
  while (stack.length > 0) {
    const top = stack[stack.length - 1] as (typeof stack)[number];
    const u = top.vertex;
    const neighbour = top.next[top.at++];
    if (neighbour === undefined) {
      stack.pop();
      const below = stack[stack.length - 1]?.vertex;
      steps.record(
        'backtrack',
        below === undefined
          ? `${u} has no unvisited neighbours left: pop it; the stack is empty`
          : `${u} has no unvisited neighbours left: pop it and go back to ${below}`,
        {
          vertices:
            below === undefined
              ? [[u, 'visited']]
              : [
                  [u, 'visited'],
                  [below, 'current'],
                ],
          leave: [u],
        },
      );
      continue;
    }
    const { vertex: v, key } = neighbour;
    const edge = edgeName(u, v, graph.directed);
    if (visited.has(v)) {
      steps.recordGlance('examine', `Look at ${edge}: ${v} is already visited`, key, COUNTS.examined);
      continue;
    }
    steps.record(
      'examine',
      `Look at ${edge}: ${v} is not visited yet, so go deeper`,
      { edges: [[key, 'current']] },
      COUNTS.examined,
    );
    visited.add(v);
    stack.push({ vertex: v, next: adjacency.get(v) ?? [], at: 0 });
    steps.record('visit', `Visit ${v} from ${u}: parent[${v}] = ${u}; ${stackText(stack)}`, {
      vertices: [
        [u, 'frontier'],
        [v, 'current'],
      ],
      edges: [[key, 'tree']],
      parent: [[v, u]],
      join: [[v, null]],
      finish: v,
    });
  }
  const unreached = graph.vertices.filter((v) => !visited.has(v));
  steps.record(
    'done',
    unreached.length === 0
      ? `Done: DFS visited all ${graph.vertices.length} vertices from ${source}`
      : `Done: DFS visited ${visited.size} of ${graph.vertices.length} vertices; ${namesList(unreached)} cannot be reached from ${source}`,
  );
  return steps.steps;
}

function validate(graph: Graph, input: GraphRunInput): string | null {
  return commonInputError(graph, input, { needsSource: true, acceptsTarget: false });
}

export const dfsModule = defineGraphAlgorithm<'dfs', DfsLine>({
  ...dfsMeta,
  kind: 'graph',
  code: dfsCode,
  lineIds: DFS_LINES,
  needsSource: true,
  acceptsTarget: false,
  counters: [{ key: 'edgesExamined', label: 'Edges examined' }],
  validate,
  trace(graph, input) {
    throwIfInvalid(validate(graph, input));
    return graphTrace('dfs', graph, initialGraphModel(graph), dfsSteps(graph, input.source as string));
  },
});
