import type { Graph } from '@/core/graph/graph';
import { plural, throwIfInvalid } from '../common';
import { topologicalInputError } from '../directedCycle';
import { createGraphTrace } from '../graphTrace';
import { indexGraph, type IndexedGraph } from '../indexed';
import { EDGE, StepRecorder, VERTEX, lineCodes, type GraphTape, type StepFacts } from '../recorder';
import { ordinal } from '../topoKahn/topoKahn';
import { defineGraphAlgorithm, type GraphRunInput, type GraphRunModel } from '../types';
import { topoDfsMeta } from './meta';

export const TOPO_DFS_LINES = ['visit', 'examine', 'finish', 'done'] as const;
export type TopoDfsLine = (typeof TOPO_DFS_LINES)[number];

const LINE = lineCodes(TOPO_DFS_LINES);

/** What each count code counts: 1 an edge looked at, 2 a call of visit. */
const COUNT_TABLE = [undefined, { edgesExamined: 1 }, { calls: 1 }] as const;
const COUNT = { examined: 1, call: 2 } as const;
/** Which sentence an examine step says. */
const TEXT = { finished: 0, unvisited: 1 } as const;

/**
 * Depth-first search from every unvisited vertex in label order (neighbours in label order), with its
 * call stack as the frontier; a vertex is finished (appended to the model's order) when its calls
 * return. The graph has no cycle (validate refuses one).
 */
export function topoDfsSteps(g: IndexedGraph): GraphTape {
  const { labels, first, neighbour, neighbourEdge, byLabel } = g;
  const n = labels.length;
  const steps = new StepRecorder(g, { steps: 2 * n + neighbour.length + 1 });
  const visited = new Uint8Array(n);
  /** The call stack: each call's vertex, the next neighbour entry it looks at, the edge it came by. */
  const stackVertex = new Int32Array(n);
  const stackNext = new Int32Array(n);
  const stackEdge = new Int32Array(n);
  let finished = 0;
  for (const root of byLabel) {
    if (visited[root] === 1) continue;
    let depth = 0;
    const call = (v: number, edge: number, from: number) => {
      visited[v] = 1;
      stackVertex[depth] = v;
      stackNext[depth] = first[v] as number;
      stackEdge[depth] = edge;
      depth++;
      steps.step(LINE.visit, 0, COUNT.call, v, from);
      steps.vertex(v, VERTEX.current);
      if (edge !== -1) steps.edge(edge, EDGE.tree);
      steps.join(v, null);
    };
    call(root, -1, -1);
    while (depth > 0) {
      const top = depth - 1;
      const u = stackVertex[top] as number;
      const at = stackNext[top] as number;
      if (at < (first[u + 1] as number)) {
        stackNext[top] = at + 1;
        const v = neighbour[at] as number;
        const key = neighbourEdge[at] as number;
        if (visited[v] === 1) {
          steps.glance(LINE.examine, TEXT.finished, COUNT.examined, key, u, v);
          continue;
        }
        steps.step(LINE.examine, TEXT.unvisited, COUNT.examined, u, v);
        steps.edge(key, EDGE.current);
        steps.vertex(u, VERTEX.frontier);
        call(v, key, u);
        continue;
      }
      finished++;
      depth--;
      steps.step(LINE.finish, 0, 0, u, -1, finished, n - finished + 1);
      steps.vertex(u, VERTEX.visited);
      steps.leave(u);
      steps.finish(u);
      if (depth > 0) steps.laterVertex(stackVertex[depth - 1] as number, VERTEX.current);
    }
  }
  steps.step(LINE.done, 0);
  steps.say(
    `Every vertex is finished (${plural(n, 'vertex', 'vertices')}). The finishing order reversed is a topological order`,
  );
  return steps.tape();
}

/** A step's narration. */
function describe({ line, text, u, v, a, b }: StepFacts, g: IndexedGraph): string {
  const { labels } = g;
  const U = labels[u] as string;
  const V = labels[v] as string;
  switch (line) {
    case LINE.visit:
      return v === -1
        ? `Visit ${U}: nothing visited leads to it, so a new search starts here`
        : `Visit ${U}, reached by ${g.edgeName(v, u)}`;
    case LINE.examine:
      return text === TEXT.finished
        ? `Look at ${g.edgeName(u, v)}: ${V} is already finished`
        : `Look at ${g.edgeName(u, v)}: ${V} is not visited yet, so visit it`;
    case LINE.finish:
      return `${U} is finished ${ordinal(a)}: everything it leads to is finished, so it goes ${ordinal(b)} in the order`;
    default:
      return 'Every vertex is finished';
  }
}

function validate(graph: Graph, input: GraphRunInput): string | null {
  return topologicalInputError(graph, input);
}

export const topoDfsModule = defineGraphAlgorithm<'topoDfs', TopoDfsLine>({
  ...topoDfsMeta,
  kind: 'graph',
  lineIds: TOPO_DFS_LINES,
  frontier: { title: 'Call stack', inQuestion: 'the call stack', order: 'last in first out' },
  result: 'finishing order',
  distanceName: 'dist',
  needsSource: false,
  acceptsTarget: false,
  counters: [
    { key: 'calls', label: 'Calls of visit' },
    { key: 'edgesExamined', label: 'Edges examined' },
  ],
  opensOn: 'courses',
  validate,
  answer: (model: GraphRunModel) => [...model.order].reverse().join(', '),
  trace(graph, input) {
    throwIfInvalid(validate(graph, input));
    const g = indexGraph(graph);
    return createGraphTrace({
      algorithm: 'topoDfs',
      graph: g,
      lineIds: TOPO_DFS_LINES,
      tape: topoDfsSteps(g),
      counts: COUNT_TABLE,
      describe,
      model: {},
    });
  },
});
