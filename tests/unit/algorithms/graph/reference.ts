/**
 * Plainly written graph algorithms for the tests to compare the modules with: adjacency by scanning the
 * edge list, arrays instead of heaps, nothing shared with the code under test.
 */
import type { Graph } from '@/core/graph';

/** Label order as the product defines it: shorter labels first, then by character. */
export const byLabel = (a: string, b: string) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);

export interface Arc {
  to: string;
  weight: number;
}

/** Neighbours of u in label order; both ways round on an undirected graph; weight 1 when unweighted. */
export function arcs(graph: Graph, u: string): Arc[] {
  const out: Arc[] = [];
  for (const e of graph.edges) {
    const weight = graph.weighted ? e.weight : 1;
    if (e.from === u) out.push({ to: e.to, weight });
    if (!graph.directed && e.to === u) out.push({ to: e.from, weight });
  }
  return out.sort((a, b) => byLabel(a.to, b.to));
}

export function referenceBfs(graph: Graph, source: string) {
  const dist: Record<string, number> = Object.fromEntries(graph.vertices.map((v) => [v, Infinity]));
  dist[source] = 0;
  const order: string[] = [];
  const queue = [source];
  let edgesExamined = 0;
  while (queue.length > 0) {
    const u = queue.shift() as string;
    order.push(u);
    for (const { to } of arcs(graph, u)) {
      edgesExamined++;
      if (dist[to] !== Infinity) continue;
      dist[to] = (dist[u] ?? 0) + 1;
      queue.push(to);
    }
  }
  return { dist, order, edgesExamined, enqueues: order.length };
}

export function referenceDfs(graph: Graph, source: string) {
  const order: string[] = [];
  const parent: Record<string, string | null> = { [source]: null };
  let edgesExamined = 0;
  const visit = (u: string) => {
    order.push(u);
    for (const { to } of arcs(graph, u)) {
      edgesExamined++;
      if (order.includes(to)) continue;
      parent[to] = u;
      visit(to);
    }
  };
  visit(source);
  return { order, parent, edgesExamined };
}

/** Dijkstra the O(V²) way: settle the unsettled vertex with the smallest (dist, label). */
export function referenceDijkstra(graph: Graph, source: string) {
  const dist: Record<string, number> = Object.fromEntries(graph.vertices.map((v) => [v, Infinity]));
  const parent: Record<string, string | null> = { [source]: null };
  dist[source] = 0;
  const order: string[] = [];
  let relaxations = 0;
  let edgesExamined = 0;
  for (;;) {
    const open = graph.vertices.filter((v) => !order.includes(v) && (dist[v] ?? Infinity) < Infinity);
    if (open.length === 0) break;
    const u = open.sort((a, b) => (dist[a] ?? 0) - (dist[b] ?? 0) || byLabel(a, b))[0] as string;
    order.push(u);
    for (const { to, weight } of arcs(graph, u)) {
      edgesExamined++;
      if ((dist[u] ?? 0) + weight < (dist[to] ?? Infinity)) {
        dist[to] = (dist[u] ?? 0) + weight;
        parent[to] = u;
        relaxations++;
      }
    }
  }
  return { dist, parent, order, relaxations, edgesExamined };
}

/** Prim the O(V²) way, restarting at the first vertex (source, then label order) not yet in a tree. */
export function referencePrim(graph: Graph, source: string) {
  const key: Record<string, number> = Object.fromEntries(graph.vertices.map((v) => [v, Infinity]));
  const inTree = new Set<string>();
  const order: string[] = [];
  let total = 0;
  let trees = 0;
  let improvements = 0;
  let edgesExamined = 0;
  for (const root of [source, ...graph.vertices.filter((v) => v !== source).sort(byLabel)]) {
    if (inTree.has(root)) continue;
    trees++;
    key[root] = 0;
    for (;;) {
      const open = graph.vertices.filter((v) => !inTree.has(v) && (key[v] ?? Infinity) < Infinity);
      if (open.length === 0) break;
      const u = open.sort((a, b) => (key[a] ?? 0) - (key[b] ?? 0) || byLabel(a, b))[0] as string;
      inTree.add(u);
      order.push(u);
      total += key[u] ?? 0;
      for (const { to, weight } of arcs(graph, u)) {
        edgesExamined++;
        if (!inTree.has(to) && weight < (key[to] ?? Infinity)) {
          key[to] = weight;
          improvements++;
        }
      }
    }
  }
  return { total, trees, order, key, improvements, edgesExamined };
}

/** Kruskal with a plain component labelling instead of union-find. */
export function referenceKruskal(graph: Graph) {
  const component: Record<string, string> = Object.fromEntries(graph.vertices.map((v) => [v, v]));
  const edges = graph.edges
    .map((e) => ({ ...e, weight: graph.weighted ? e.weight : 1 }))
    .sort((a, b) => a.weight - b.weight || byLabel(a.from, b.from) || byLabel(a.to, b.to));
  const tree: string[] = [];
  let total = 0;
  let examined = 0;
  for (const e of edges) {
    if (tree.length === graph.vertices.length - 1) break;
    examined++;
    const a = component[e.from] as string;
    const b = component[e.to] as string;
    if (a === b) continue;
    for (const v of graph.vertices) if (component[v] === b) component[v] = a;
    tree.push(`${e.from}-${e.to}`);
    total += e.weight;
  }
  return { tree, total, examined, trees: graph.vertices.length - tree.length };
}
