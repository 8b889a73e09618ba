import fc from 'fast-check';
import type { Graph } from '@/core/graph';
import type { GraphOperation } from '@/core/graph/operations';

/** Any operation on a graph's vertices (or one new label), mostly ones that can run. */
export function operationArb(graph: Graph): fc.Arbitrary<GraphOperation> {
  const vertex = fc.constantFrom(...graph.vertices, 'Z');
  const weight = fc.integer({ min: -9, max: 9 });
  return fc.oneof(
    fc.constantFrom('M', 'N', 'A').map((v): GraphOperation => ({ op: 'addVertex', vertex: v })),
    vertex.map((v): GraphOperation => ({ op: 'removeVertex', vertex: v })),
    fc
      .tuple(vertex, vertex, weight)
      .map(([from, to, w]): GraphOperation => ({ op: 'addEdge', from, to, weight: w })),
    fc.tuple(vertex, vertex).map(([from, to]): GraphOperation => ({ op: 'removeEdge', from, to })),
    fc
      .tuple(vertex, vertex, weight)
      .map(([from, to, w]): GraphOperation => ({ op: 'setWeight', from, to, weight: w })),
    vertex.map((v): GraphOperation => ({ op: 'neighbours', vertex: v })),
    fc.tuple(vertex, vertex).map(([from, to]): GraphOperation => ({ op: 'hasEdge', from, to })),
    vertex.map((v): GraphOperation => ({ op: 'degree', vertex: v })),
  );
}
