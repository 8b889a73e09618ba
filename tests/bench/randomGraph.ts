import type { Graph, GraphEdge } from '@/core/graph';
import { createRandom, randomInt } from '@/core/random';

/**
 * A random connected undirected weighted graph for the benchmarks: a random spanning tree (each vertex
 * joined to an earlier one), then random edges between pairs not yet joined, up to `edgeCount`.
 */
export function randomConnectedGraph(options: {
  seed: number;
  vertexCount: number;
  edgeCount: number;
  maxWeight: number;
  label: (index: number) => string;
}): Graph {
  const { vertexCount, edgeCount } = options;
  const random = createRandom(options.seed);
  const vertices = Array.from({ length: vertexCount }, (_, i) => options.label(i));
  const seen = new Set<number>();
  const edges: GraphEdge[] = [];
  const join = (a: number, b: number) => {
    const key = Math.min(a, b) * vertexCount + Math.max(a, b);
    if (a === b || seen.has(key)) return;
    seen.add(key);
    edges.push({
      from: vertices[a] as string,
      to: vertices[b] as string,
      weight: randomInt(random, 1, options.maxWeight),
    });
  };
  for (let i = 1; i < vertexCount; i++) join(randomInt(random, 0, i - 1), i);
  while (edges.length < edgeCount)
    join(randomInt(random, 0, vertexCount - 1), randomInt(random, 0, vertexCount - 1));
  return { directed: false, weighted: true, vertices, edges };
}
