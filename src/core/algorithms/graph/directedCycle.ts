/**
 * Topological sorts run only on directed graphs without a cycle; this finds the reason a graph is
 * refused, with the cycle named the way the page writes it: "A -> B -> C -> A".
 */
import type { Graph } from '@/core/graph/graph';
import { adjacencyList, compareLabels } from '@/core/graph/queries';
import { commonInputError } from './common';
import type { GraphRunInput } from './types';

/**
 * A cycle of a directed graph as its vertices in the order the edges run, starting at its first label
 * (compareLabels), the start not repeated; null when the graph has none. Searches from each vertex in
 * label order, neighbours in label order, so the same graph always names the same cycle.
 */
export function directedCycle(graph: Graph): string[] | null {
  const adjacency = adjacencyList(graph);
  const state = new Map<string, 'open' | 'done'>();
  const parent = new Map<string, string>();
  for (const root of [...graph.vertices].sort(compareLabels)) {
    if (state.has(root)) continue;
    // Each entry: a vertex and the index of its next neighbour to look at.
    const stack: [string, number][] = [[root, 0]];
    state.set(root, 'open');
    while (stack.length > 0) {
      const top = stack[stack.length - 1] as [string, number];
      const [u, at] = top;
      const next = adjacency.get(u)?.[at];
      if (next === undefined) {
        state.set(u, 'done');
        stack.pop();
        continue;
      }
      top[1] = at + 1;
      const v = next.vertex;
      if (state.get(v) === 'open') {
        const cycle = [u];
        for (let w = u; w !== v;) {
          w = parent.get(w) as string;
          cycle.unshift(w);
        }
        return startingAtFirstLabel(cycle);
      }
      if (!state.has(v)) {
        state.set(v, 'open');
        parent.set(v, u);
        stack.push([v, 0]);
      }
    }
  }
  return null;
}

/** The same cycle, rotated to start at its first vertex in label order. */
export function startingAtFirstLabel(cycle: readonly string[]): string[] {
  let first = 0;
  cycle.forEach((v, i) => {
    if (compareLabels(v, cycle[first] as string) < 0) first = i;
  });
  return [...cycle.slice(first), ...cycle.slice(0, first)];
}

/** "A -> B -> C -> A": a cycle's vertices, back to its start. */
export const cycleText = (cycle: readonly string[]): string => [...cycle, cycle[0]].join(' -> ');

/** Why a topological sort cannot run: no vertices, an undirected graph, or the cycle it found. */
export function topologicalInputError(graph: Graph, input: GraphRunInput): string | null {
  const common = commonInputError(graph, input, { needsSource: false, acceptsTarget: false });
  if (common !== null) return common;
  if (!graph.directed)
    return 'A topological order needs a directed graph: switch Directed on, or pick the Course prerequisites or Directed acyclic graph preset';
  const cycle = directedCycle(graph);
  if (cycle === null) return null;
  return `The graph has a cycle, so it has no topological order: ${cycleText(cycle)}. Remove one of its edges to run`;
}

/** A one-click way to give a topological sort a graph it can order. */
export type TopologicalFix =
  /** The same vertices and edges, each edge directed as it was drawn (from its first end). */
  | { readonly kind: 'make-directed'; readonly graph: Graph }
  /** The Course prerequisites preset. */
  | { readonly kind: 'preset'; readonly preset: 'courses' };

/**
 * The fixes offered beside an undirected graph's refusal: making it directed, when that gives a graph
 * with vertices and no cycle, and loading Course prerequisites. None for a directed graph (a cycle there
 * is the learner's to break: the message names it).
 */
export function topologicalFixes(graph: Graph): TopologicalFix[] {
  if (graph.directed) return [];
  const directed: Graph = { ...graph, directed: true };
  const runs = directed.vertices.length > 0 && directedCycle(directed) === null;
  return [
    ...(runs ? [{ kind: 'make-directed', graph: directed } as const] : []),
    { kind: 'preset', preset: 'courses' },
  ];
}
