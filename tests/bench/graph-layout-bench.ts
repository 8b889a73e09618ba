/**
 * Graph layout benchmark: the time the force-directed layout takes to place a random connected graph
 * of 200 vertices and 1,000 edges (the editor's limits) with no positions, and the largest vertex
 * overlap left. Prints JSON; it never fails on time.
 *
 *   npm run bench:graph-layout
 *
 * Target: ready in under 1 s.
 */
import type { Graph, GraphEdge } from '@/core/graph';
import { layoutGraph } from '@/core/graph/layout';
import { createRandom, randomInt } from '@/core/random';

const VERTICES = 200;
const EDGES = 1000;
const RUNS = 5;

function randomGraph(seed: number): Graph {
  const random = createRandom(seed);
  const vertices = Array.from({ length: VERTICES }, (_, i) => `V${i}`);
  const seen = new Set<number>();
  const edges: GraphEdge[] = [];
  const join = (a: number, b: number) => {
    const key = Math.min(a, b) * VERTICES + Math.max(a, b);
    if (a === b || seen.has(key)) return;
    seen.add(key);
    edges.push({ from: vertices[a] as string, to: vertices[b] as string, weight: randomInt(random, 1, 9) });
  };
  for (let i = 1; i < VERTICES; i++) join(randomInt(random, 0, i - 1), i);
  while (edges.length < EDGES) join(randomInt(random, 0, VERTICES - 1), randomInt(random, 0, VERTICES - 1));
  return { directed: false, weighted: true, vertices, edges };
}

const times: number[] = [];
let closest = Infinity;
for (let run = 0; run < RUNS; run++) {
  const graph = randomGraph(run + 1);
  const start = performance.now();
  const positions = layoutGraph(graph);
  times.push(performance.now() - start);
  const points = Object.values(positions);
  for (let i = 0; i < points.length; i++) {
    for (let j = i + 1; j < points.length; j++) {
      const a = points[i];
      const b = points[j];
      if (a && b) closest = Math.min(closest, Math.hypot(a.x - b.x, a.y - b.y));
    }
  }
}
times.sort((a, b) => a - b);
console.log(
  JSON.stringify(
    {
      graph: `${VERTICES} vertices, ${EDGES} edges, no positions`,
      runs: RUNS,
      medianMs: Math.round(times[Math.floor(RUNS / 2)] ?? 0),
      minMs: Math.round(times[0] ?? 0),
      maxMs: Math.round(times[RUNS - 1] ?? 0),
      closestVerticesInUnitSquare: Number(closest.toFixed(4)),
    },
    null,
    2,
  ),
);
