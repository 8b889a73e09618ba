/**
 * Graph layout benchmark: the time the force-directed layout takes to place a random connected graph
 * of 200 vertices and 1,000 edges (the editor's limits) with no positions, and the largest vertex
 * overlap left. Prints JSON; it never fails on time.
 *
 *   npm run bench:graph-layout
 *
 * Target: ready in under 1 s.
 */
import { layoutGraph } from '@/core/graph/layout';
import { randomConnectedGraph } from './randomGraph';

const VERTICES = 200;
const EDGES = 1000;
const RUNS = 5;

const randomGraph = (seed: number) =>
  randomConnectedGraph({
    seed,
    vertexCount: VERTICES,
    edgeCount: EDGES,
    maxWeight: 9,
    label: (i) => `V${i}`,
  });

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
