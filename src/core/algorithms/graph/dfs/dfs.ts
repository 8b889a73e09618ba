import type { Graph } from '@/core/graph/graph';
import {
  COUNT as COUNT_CODES,
  COUNT_TABLE,
  commonInputError,
  namesList,
  plural,
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
import { dfsMeta } from './meta';

// Read once here: where modules are compiled to CommonJS (tsx, as the benchmark runs), every read of an
// imported binding is a call, and these are read a few times per step.
const VERTEX = VERTEX_CODES;
const EDGE = EDGE_CODES;
const COUNT = COUNT_CODES;

export const DFS_LINES = ['visit', 'examine', 'backtrack', 'done'] as const;
export type DfsLine = (typeof DFS_LINES)[number];

const LINE = lineCodes(DFS_LINES);
/** Which sentence a step says, beside its line. */
const TEXT = { visited: 0, unvisited: 1 } as const;

/** The stack as narration shows it when deep (a shallow one is listed, written when the step is made). */
const deepStackText = (depth: number) => `the stack is ${depth} deep`;
const STACK_LISTED = 8;

/**
 * Depth-first search from source, as the recursive listing runs it: the stack holds the vertices whose
 * calls are still running, each with how far along its neighbours it is. Kept as an explicit stack so
 * a path 10,000 vertices deep needs no deep recursion here.
 */
export function dfsSteps(g: IndexedGraph, source: number): GraphTape {
  const { labels, first, neighbour, neighbourEdge } = g;
  const steps = new StepRecorder(g, { steps: 2 * labels.length + neighbour.length + 2 });
  const visited = new Uint8Array(labels.length);
  visited[source] = 1;
  let reached = 1;
  const stack = new Int32Array(labels.length);
  /** Per stack entry, the next adjacency entry to look at. */
  const at = new Int32Array(labels.length);
  let depth = 1;
  stack[0] = source;
  at[0] = first[source] as number;
  const stackText = () =>
    depth <= STACK_LISTED
      ? `the stack is ${Array.from(stack.subarray(0, depth), (v) => labels[v]).join(' ')}`
      : deepStackText(depth);
  steps.step(LINE.visit, 0, COUNT.none, source, -1, depth);
  steps.say(`Visit ${labels[source]}: mark it visited; ${stackText()}`);
  steps.vertex(source, VERTEX.current);
  steps.parent(source, -1);
  steps.join(source, null);
  steps.finish(source);
  while (depth > 0) {
    const u = stack[depth - 1] as number;
    const next = at[depth - 1] as number;
    if (next === first[u + 1]) {
      depth--;
      const below = depth > 0 ? (stack[depth - 1] as number) : -1;
      steps.step(LINE.backtrack, 0, COUNT.none, u, below);
      steps.vertex(u, VERTEX.visited);
      if (below !== -1) steps.vertex(below, VERTEX.current);
      steps.leave(u);
      continue;
    }
    at[depth - 1] = next + 1;
    const v = neighbour[next] as number;
    const key = neighbourEdge[next] as number;
    if (visited[v] === 1) {
      steps.glance(LINE.examine, TEXT.visited, COUNT.examined, key, u, v);
      continue;
    }
    steps.step(LINE.examine, TEXT.unvisited, COUNT.examined, u, v);
    steps.edge(key, EDGE.current);
    visited[v] = 1;
    reached++;
    stack[depth] = v;
    at[depth] = first[v] as number;
    depth++;
    steps.step(LINE.visit, 0, COUNT.none, u, v, depth);
    if (depth <= STACK_LISTED)
      steps.say(`Visit ${labels[v]} from ${labels[u]}: parent[${labels[v]}] = ${labels[u]}; ${stackText()}`);
    steps.vertex(u, VERTEX.frontier);
    steps.vertex(v, VERTEX.current);
    steps.edge(key, EDGE.tree);
    steps.parent(v, u);
    steps.join(v, null);
    steps.finish(v);
  }
  const { graph } = g;
  const unreached = graph.vertices.filter((v) => visited[g.indexOf.get(v) as number] === 0);
  steps.step(LINE.done, 0);
  steps.say(
    unreached.length === 0
      ? `Done: DFS visited all ${plural(graph.vertices.length, 'vertex', 'vertices')} from ${labels[source]}`
      : `Done: DFS visited ${reached} of ${graph.vertices.length} vertices; ${namesList(unreached)} cannot be reached from ${labels[source]}`,
  );
  return steps.tape();
}

/** A DFS step's narration (the visits with a shallow stack are written when made). */
function describe({ line, text, u, v, a }: StepFacts, g: IndexedGraph): string {
  const { labels } = g;
  const U = labels[u] as string;
  const V = labels[v] as string;
  switch (line) {
    case LINE.backtrack:
      return v === -1
        ? `${U} has no unvisited neighbours left: pop it; the stack is empty`
        : `${U} has no unvisited neighbours left: pop it and go back to ${V}`;
    case LINE.examine:
      return text === TEXT.visited
        ? `Look at ${g.edgeName(u, v)}: ${V} is already visited`
        : `Look at ${g.edgeName(u, v)}: ${V} is not visited yet, so go deeper`;
    default:
      return `Visit ${V} from ${U}: parent[${V}] = ${U}; ${deepStackText(a)}`;
  }
}

function validate(graph: Graph, input: GraphRunInput): string | null {
  return commonInputError(graph, input, { needsSource: true, acceptsTarget: false });
}

export const dfsModule = defineGraphAlgorithm<'dfs', DfsLine>({
  ...dfsMeta,
  kind: 'graph',
  lineIds: DFS_LINES,
  frontier: { title: 'Stack', inQuestion: 'the stack', order: 'last in first out' },
  result: 'visiting order',
  distanceName: 'dist',
  needsSource: true,
  acceptsTarget: false,
  counters: [{ key: 'edgesExamined', label: 'Edges examined' }],
  validate,
  trace(graph, input) {
    throwIfInvalid(validate(graph, input));
    const g = indexGraph(graph);
    return createGraphTrace({
      algorithm: 'dfs',
      graph: g,
      lineIds: DFS_LINES,
      tape: dfsSteps(g, g.indexOf.get(input.source as string) as number),
      counts: COUNT_TABLE,
      describe,
      model: {},
    });
  },
});
