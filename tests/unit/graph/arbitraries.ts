import fc from 'fast-check';
import type { Graph, GraphEdge } from '@/core/graph';

const LETTERS = 'ABCDEFGHIJKL';

/**
 * Graphs of 1..12 vertices labelled A, B, ... with any set of edges between distinct vertices (no
 * duplicates), directed or not, weighted or not (weights from minWeight to 9).
 */
export function graphArb(
  options: { directed?: boolean; weighted?: boolean; minVertices?: number; minWeight?: number } = {},
): fc.Arbitrary<Graph> {
  return fc
    .record({
      n: fc.integer({ min: options.minVertices ?? 1, max: 12 }),
      directed: options.directed === undefined ? fc.boolean() : fc.constant(options.directed),
      weighted: options.weighted === undefined ? fc.boolean() : fc.constant(options.weighted),
      pairs: fc.array(fc.tuple(fc.nat(11), fc.nat(11), fc.integer({ min: options.minWeight ?? 1, max: 9 })), {
        maxLength: 30,
      }),
    })
    .map(({ n, directed, weighted, pairs }) => {
      const vertices = LETTERS.slice(0, n).split('');
      const seen = new Set<string>();
      const edges: GraphEdge[] = [];
      for (const [a, b, w] of pairs) {
        const i = a % n;
        const j = b % n;
        if (i === j) continue;
        const key = directed || i < j ? `${i} ${j}` : `${j} ${i}`;
        if (seen.has(key)) continue;
        seen.add(key);
        edges.push({ from: vertices[i] ?? '', to: vertices[j] ?? '', weight: weighted ? w : 1 });
      }
      return { directed, weighted, vertices, edges };
    });
}

/** Labels of one to three letters, so equal priorities often meet labels that order differently by length. */
const TIE_LABELS = ['S', 'B', 'AA', 'C', 'AB', 'Z', 'BA', 'AAA', 'D', 'ZZ', 'A', 'CAB'];

/**
 * Weighted graphs of 3..12 vertices on those labels, in a random order, with weights 0..2: equal
 * priorities in Dijkstra's and Prim's queues are the rule, not the exception.
 */
export const tieHeavyGraphArb = (directed: boolean): fc.Arbitrary<Graph> =>
  fc
    .record({
      n: fc.integer({ min: 3, max: TIE_LABELS.length }),
      pairs: fc.array(fc.tuple(fc.nat(11), fc.nat(11), fc.integer({ min: 0, max: 2 })), {
        minLength: 3,
        maxLength: 24,
      }),
      order: fc.shuffledSubarray(TIE_LABELS, { minLength: TIE_LABELS.length }),
    })
    .map(({ n, pairs, order }) => {
      const vertices = order.slice(0, n);
      const seen = new Set<string>();
      const edges: GraphEdge[] = [];
      for (const [a, b, weight] of pairs) {
        const i = a % n;
        const j = b % n;
        const key = directed || i < j ? `${i} ${j}` : `${j} ${i}`;
        if (i === j || seen.has(key)) continue;
        seen.add(key);
        edges.push({ from: vertices[i] ?? '', to: vertices[j] ?? '', weight });
      }
      return { directed, weighted: true, vertices, edges };
    });
