/**
 * Graph trace benchmark: the time to trace each graph algorithm on a random connected graph of 10,000
 * vertices and 50,000 undirected weighted edges (far past the editor's limits, which only the editor
 * enforces), and the time frameAt takes for the last frame. Prints JSON; it never fails on time.
 *
 *   npm run bench:graph
 *
 * Target: Dijkstra's trace under 100 ms (median of the runs).
 */
import { bfsModule, dfsModule, dijkstraModule, kruskalModule, primModule } from '@/core/algorithms/graph';
import { randomConnectedGraph } from './randomGraph';

const VERTICES = 10_000;
const EDGES = 50_000;
const RUNS = 7;

const randomGraph = (seed: number) =>
  randomConnectedGraph({
    seed,
    vertexCount: VERTICES,
    edgeCount: EDGES,
    maxWeight: 100,
    label: (i) => `v${i}`,
  });

function median(values: number[]): number {
  const sorted = values.slice().sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

const round = (ms: number) => Number(ms.toFixed(1));

const graph = randomGraph(20240601);
const results = [bfsModule, dfsModule, dijkstraModule, primModule, kruskalModule].map((module) => {
  const input = { source: module.needsSource ? 'v0' : null, target: null };
  const traceTimes: number[] = [];
  const lastFrameTimes: number[] = [];
  let steps = 0;
  for (let run = 0; run < RUNS; run++) {
    const start = performance.now();
    const trace = module.trace(graph, input);
    traceTimes.push(performance.now() - start);
    steps = trace.stepCount;
    const seek = performance.now();
    trace.frameAt(trace.stepCount);
    lastFrameTimes.push(performance.now() - seek);
  }
  return {
    algorithm: module.id,
    steps,
    traceMs: { median: round(median(traceTimes)), min: round(Math.min(...traceTimes)) },
    lastFrameMs: { median: round(median(lastFrameTimes)), min: round(Math.min(...lastFrameTimes)) },
  };
});

console.log(JSON.stringify({ vertices: VERTICES, edges: EDGES, runs: RUNS, results }, null, 2));
