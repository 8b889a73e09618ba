import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyGraphChange,
  bellmanFordModule,
  floydWarshallModule,
  bfsModule,
  counterValues,
  dfsModule,
  dijkstraModule,
  initialGraphModel,
  kruskalModule,
  primModule,
  topoDfsModule,
  topoKahnModule,
  type GraphAlgorithm,
  type GraphRunInput,
  type GraphRunModel,
  type GraphTrace,
} from '@/core/algorithms/graph';
import { createRandom, randomInt } from '@/core/random';
import { edgeKey, graphPreset, type Graph } from '@/core/graph';
import { graphArb } from '../../graph/arbitraries';
import { referenceBfs, referenceDfs, referenceDijkstra, referenceKruskal, referencePrim } from './reference';

const MODULES: readonly GraphAlgorithm[] = [bfsModule, dfsModule, dijkstraModule, primModule, kruskalModule];
const TEXTBOOK = graphPreset('textbook');
const from = (source: string | null, target: string | null = null): GraphRunInput => ({ source, target });

const last = (trace: GraphTrace) => trace.frameAt(trace.stepCount);
/** The counters as the page shows them: every one the algorithm has, 0 until it first counts. */
const shownCounts = (module: GraphAlgorithm, trace: GraphTrace) =>
  Object.fromEntries(
    counterValues(module.counters, last(trace).counts).map(({ key, value }) => [key, value]),
  );
const distOf = (model: GraphRunModel) => Object.fromEntries(model.dist ?? []);
const withState = <S>(states: ReadonlyMap<string, S>, state: S) =>
  [...states]
    .filter(([, s]) => s === state)
    .map(([key]) => key)
    .sort();

describe('on the textbook graph (CLRS’s 9-vertex example)', () => {
  it('BFS visits in waves and counts edges to every vertex', () => {
    const trace = bfsModule.trace(TEXTBOOK, from('A'));
    const end = last(trace);
    expect(end.model.order).toEqual(['A', 'B', 'H', 'C', 'G', 'I', 'D', 'F', 'E']);
    expect(distOf(end.model)).toEqual({ A: 0, B: 1, C: 2, D: 3, E: 4, F: 3, G: 2, H: 1, I: 2 });
    expect(end.counts).toEqual({ edgesExamined: 28, enqueues: 9 });
    expect(withState(end.model.edges, 'tree')).toEqual([
      'A-B',
      'A-H',
      'B-C',
      'C-D',
      'C-F',
      'D-E',
      'G-H',
      'H-I',
    ]);
    expect(trace.steps.slice(0, 4).map((s) => s.message)).toEqual([
      'Start at A: dist[A] = 0; enqueue A',
      'Dequeue A (dist 0) and look at its 2 neighbours',
      'Look at A–B: B has not been seen yet',
      'dist[B] = dist[A] + 1 = 1, parent[B] = A; enqueue B',
    ]);
    expect(trace.steps.at(-1)?.message).toBe('The queue is empty: all 9 vertices reached from A');
  });

  it('DFS goes deep first', () => {
    const trace = dfsModule.trace(TEXTBOOK, from('A'));
    const end = last(trace);
    expect(end.model.order).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I']);
    expect(end.model.dist).toBeNull();
    expect(end.counts).toEqual({ edgesExamined: 28 });
    expect(trace.steps[2]?.message).toBe('Visit B from A: parent[B] = A; the stack is A B');
  });

  it('Dijkstra finds the shortest distances and marks the path to the target', () => {
    const trace = dijkstraModule.trace(TEXTBOOK, from('A', 'E'));
    const end = last(trace);
    expect(distOf(end.model)).toEqual({ A: 0, B: 4, C: 12, D: 19, E: 21, F: 11, G: 9, H: 8, I: 14 });
    expect(end.model.order).toEqual(['A', 'B', 'H', 'G', 'F', 'C', 'I', 'D', 'E']);
    expect(end.model.totalWeight).toBe(21);
    expect(withState(end.model.vertices, 'path')).toEqual(['A', 'E', 'F', 'G', 'H']);
    expect(withState(end.model.edges, 'path')).toEqual(['A-H', 'E-F', 'F-G', 'G-H']);
    expect(withState(end.model.edges, 'tree')).toEqual(['A-B', 'B-C', 'C-D', 'C-I']);
    expect(end.counts).toEqual({ edgesExamined: 28, relaxations: 10, pqOperations: 22 });
    expect(trace.steps.at(-1)?.message).toBe(
      'The queue is empty. Shortest path from A to E: A–H–G–F–E, total weight 21',
    );
    expect(trace.steps.map((s) => s.message)).toContain(
      'Look at F–C: 11 + 4 = 15 is not shorter than dist[C] = 12',
    );
    expect(trace.steps.map((s) => s.message)).toContain(
      'Relax C–D: 12 + 7 = 19 is shorter than 25, so dist[D] = 19',
    );
  });

  it('Prim and Kruskal find a minimum spanning tree of weight 37', () => {
    const prim = last(primModule.trace(TEXTBOOK, from('A')));
    expect(prim.model.totalWeight).toBe(37);
    expect(prim.model.order).toEqual(['A', 'B', 'C', 'I', 'F', 'G', 'H', 'D', 'E']);
    expect(withState(prim.model.edges, 'tree')).toEqual([
      'A-B',
      'B-C',
      'C-D',
      'C-F',
      'C-I',
      'D-E',
      'F-G',
      'G-H',
    ]);
    const kruskalTrace = kruskalModule.trace(TEXTBOOK, from(null));
    const kruskal = last(kruskalTrace);
    expect(kruskal.model.totalWeight).toBe(37);
    // CLRS's Figure 23.4: the tie between A–H and B–C (8) goes to A–H; then B–C closes a cycle.
    expect(withState(kruskal.model.edges, 'tree')).toEqual([
      'A-B',
      'A-H',
      'C-D',
      'C-F',
      'C-I',
      'D-E',
      'F-G',
      'G-H',
    ]);
    expect(withState(kruskal.model.edges, 'rejected')).toEqual(['B-C', 'G-I', 'H-I']);
    expect(kruskalTrace.steps.map((s) => s.message)).toContain(
      'G–I would make a cycle: G and I are already connected',
    );
    expect(kruskal.counts).toEqual({ edgesExamined: 11, finds: 22, unions: 8 });
    expect(kruskalTrace.steps.at(-1)?.message).toBe(
      '8 edges accepted, V − 1: a minimum spanning tree of total weight 37; the other 3 edges are not needed',
    );
  });
});

/** The model after every step the slow way: apply each change to a fresh model from the start. */
function replayed(trace: GraphTrace, initial: GraphRunModel): GraphRunModel {
  let model = initial;
  for (const step of trace.steps) model = applyGraphChange(model, step.change);
  return model;
}

const sourceOf = (graph: Graph, pick: number) => graph.vertices[pick % graph.vertices.length] as string;

describe('on random graphs, against plainly written versions', () => {
  it('BFS gives the same order, distances (∞ when unreached) and counts', () => {
    fc.assert(
      fc.property(graphArb(), fc.nat(), (graph, pick) => {
        const source = sourceOf(graph, pick);
        const trace = bfsModule.trace(graph, from(source));
        const end = last(trace);
        const expected = referenceBfs(graph, source);
        expect(end.model.order).toEqual(expected.order);
        expect(distOf(end.model)).toEqual(expected.dist);
        expect(shownCounts(bfsModule, trace)).toEqual({
          edgesExamined: expected.edgesExamined,
          enqueues: expected.enqueues,
        });
        // Tree edges lead to every reached vertex but the source; nothing is left current.
        expect(withState(end.model.edges, 'tree')).toHaveLength(expected.order.length - 1);
        expect(withState(end.model.vertices, 'visited')).toEqual(expected.order.slice().sort());
        expect(withState(end.model.edges, 'current')).toEqual([]);
        expect(end.model.frontier.size).toBe(0);
      }),
      { numRuns: 100 },
    );
  });

  it('DFS gives the same order, parents and counts, and its stack is always a path from the source', () => {
    fc.assert(
      fc.property(graphArb(), fc.nat(), (graph, pick) => {
        const source = sourceOf(graph, pick);
        const trace = dfsModule.trace(graph, from(source));
        const expected = referenceDfs(graph, source);
        const end = last(trace);
        expect(end.model.order).toEqual(expected.order);
        expect(Object.fromEntries(end.model.parent)).toEqual(expected.parent);
        expect(shownCounts(dfsModule, trace)).toEqual({ edgesExamined: expected.edgesExamined });
        for (let k = 1; k <= trace.stepCount; k++) {
          const { model } = trace.frameAt(k);
          const stack = [...model.frontier.keys()];
          stack.forEach((v, i) => expect(model.parent.get(v) ?? null).toBe(i === 0 ? null : stack[i - 1]));
          if (stack.length > 0) expect(model.vertices.get(stack.at(-1) as string)).toBe('current');
        }
      }),
      { numRuns: 60 },
    );
  });

  it('Dijkstra gives the same distances, settling order and counts', () => {
    fc.assert(
      fc.property(graphArb({ minWeight: 0 }), fc.nat(), fc.nat(), (graph, pick, pickTarget) => {
        const source = sourceOf(graph, pick);
        const target = sourceOf(graph, pickTarget);
        const trace = dijkstraModule.trace(graph, from(source, target));
        const end = last(trace);
        const expected = referenceDijkstra(graph, source);
        expect(distOf(end.model)).toEqual(expected.dist);
        expect(end.model.order).toEqual(expected.order);
        expect(Object.fromEntries(end.model.parent)).toEqual(expected.parent);
        expect(shownCounts(dijkstraModule, trace)).toEqual({
          edgesExamined: expected.edgesExamined,
          relaxations: expected.relaxations,
          pqOperations: 2 * (1 + expected.relaxations),
        });
        const total = expected.dist[target] ?? Infinity;
        expect(end.model.totalWeight).toBe(total === Infinity ? null : total);
        // The path edges add up to the distance and lead from the source to the target.
        const pathEdges = graph.edges.filter(
          (e) => end.model.edges.get(edgeKey(e, graph.directed)) === 'path',
        );
        expect(pathEdges.reduce((sum, e) => sum + (graph.weighted ? e.weight : 1), 0)).toBe(
          total === Infinity ? 0 : total,
        );
        expect(withState(end.model.vertices, 'path')).toHaveLength(
          total === Infinity ? 0 : pathEdges.length + 1,
        );
      }),
      { numRuns: 100 },
    );
  });

  it('Prim gives the same total weight, order and counts, and one tree per component', () => {
    fc.assert(
      fc.property(graphArb({ directed: false, minWeight: -3 }), fc.nat(), (graph, pick) => {
        const source = sourceOf(graph, pick);
        const trace = primModule.trace(graph, from(source));
        const end = last(trace);
        const expected = referencePrim(graph, source);
        expect(end.model.totalWeight).toBe(expected.total);
        expect(end.model.order).toEqual(expected.order);
        expect(distOf(end.model)).toEqual(expected.key);
        expect(shownCounts(primModule, trace)).toEqual({
          edgesExamined: expected.edgesExamined,
          pqOperations: 2 * (expected.trees + expected.improvements),
        });
        expect(withState(end.model.edges, 'tree')).toHaveLength(graph.vertices.length - expected.trees);
        expect(trace.steps.at(-1)?.message).toBe(
          expected.trees === 1
            ? `Every vertex is in the tree: a minimum spanning tree of total weight ${expected.total}`
            : `The graph is disconnected: a spanning forest of ${expected.trees} trees, total weight ${expected.total}`,
        );
      }),
      { numRuns: 100 },
    );
  });

  it('Kruskal accepts the same edges, and its union-find always matches the accepted edges', () => {
    fc.assert(
      fc.property(graphArb({ directed: false, minWeight: -3 }), (graph) => {
        const trace = kruskalModule.trace(graph, from(null));
        const end = last(trace);
        const expected = referenceKruskal(graph);
        expect(end.model.totalWeight).toBe(expected.total);
        expect(withState(end.model.edges, 'tree')).toEqual(expected.tree.slice().sort());
        expect(shownCounts(kruskalModule, trace)).toEqual({
          edgesExamined: expected.examined,
          finds: 2 * expected.examined,
          unions: expected.tree.length,
        });
        for (let k = 1; k <= trace.stepCount; k++) {
          const { model } = trace.frameAt(k);
          const root = (v: string): string => {
            const p = model.unionFind?.get(v) ?? v;
            return p === v ? v : root(p);
          };
          // Two vertices share a root exactly when accepted edges join them.
          const joined = new Map(graph.vertices.map((v) => [v, v]));
          const label = (v: string): string => (joined.get(v) === v ? v : label(joined.get(v) as string));
          for (const key of withState(model.edges, 'tree')) {
            const [a = '', b = ''] = key.split('-');
            joined.set(label(a), label(b));
          }
          for (const a of graph.vertices)
            for (const b of graph.vertices) expect(root(a) === root(b)).toBe(label(a) === label(b));
        }
        if (expected.trees > 1)
          expect(trace.steps.at(-1)?.message).toBe(
            `The graph is disconnected: a spanning forest of ${expected.trees} trees, total weight ${expected.total}`,
          );
      }),
      { numRuns: 100 },
    );
  });

  it('narrates every step in one line, on a line the listings mark, and every frame replays exactly', () => {
    fc.assert(
      fc.property(graphArb({ minWeight: 0 }), fc.nat(), (graph, pick) => {
        for (const module of [
          ...MODULES,
          topoKahnModule,
          topoDfsModule,
          bellmanFordModule,
          floydWarshallModule,
        ]) {
          const input = from(module.needsSource ? sourceOf(graph, pick) : null);
          if (module.validate(graph, input) !== null) continue;
          const trace = module.trace(graph, input);
          for (const step of trace.steps) {
            expect(step.message).toMatch(/^\S.*\S$/);
            expect(step.message).not.toMatch(/\n|undefined|NaN|null/);
            expect(module.lineIds).toContain(step.line);
          }
          const initial = initialGraphModel(graph, {
            dist: ['bfs', 'dijkstra', 'prim', 'topoKahn', 'bellmanFord'].includes(module.id),
            unionFind: module.id === 'kruskal',
            matrix: module.id === 'floydWarshall',
          });
          expect(trace.frameAt(0).model).toEqual(initial);
          expect(last(trace).model).toEqual(replayed(trace, initial));
        }
      }),
      { numRuns: 40 },
    );
  });
});

describe('a graph in pieces', () => {
  const PIECES = graphPreset('disconnected');

  it('keeps unreachable vertices at ∞ and says which they are', () => {
    const bfs = bfsModule.trace(PIECES, from('A'));
    expect(distOf(last(bfs).model)).toMatchObject({ E: Infinity, F: Infinity, G: Infinity, H: Infinity });
    expect(bfs.steps.at(-1)?.message).toBe(
      'The queue is empty: 4 of 8 vertices reached; E, F, G and H stay at dist ∞',
    );
    const dijkstra = dijkstraModule.trace(PIECES, from('A', 'G'));
    expect(distOf(last(dijkstra).model)).toEqual({
      A: 0,
      B: 3,
      C: 1,
      D: 3,
      E: Infinity,
      F: Infinity,
      G: Infinity,
      H: Infinity,
    });
    expect(last(dijkstra).model.totalWeight).toBeNull();
    expect(dijkstra.steps.at(-1)?.message).toBe(
      'The queue is empty: G cannot be reached from A, so there is no path',
    );
    expect(dfsModule.trace(PIECES, from('E')).steps.at(-1)?.message).toBe(
      'Done: DFS visited 3 of 8 vertices; A, B, C, D and H cannot be reached from E',
    );
  });

  it('spans it with a forest, one tree per piece, and says so', () => {
    // A–C 1, C–D 2, A–B 3 | E–G 2, E–F 4 | H alone: 6 + 6 = 12.
    const prim = primModule.trace(PIECES, from('B'));
    expect(last(prim).model.totalWeight).toBe(12);
    expect(prim.steps.map((s) => s.message)).toContain(
      'E is in no tree yet, so the graph is disconnected: start tree 2 at E with key[E] = 0',
    );
    expect(prim.steps.at(-1)?.message).toBe(
      'The graph is disconnected: a spanning forest of 3 trees, total weight 12',
    );
    const kruskal = kruskalModule.trace(PIECES, from(null));
    expect(withState(last(kruskal).model.edges, 'tree')).toEqual(['A-B', 'A-C', 'C-D', 'E-F', 'E-G']);
    expect(withState(last(kruskal).model.vertices, 'tree')).toEqual(PIECES.vertices.slice().sort());
    expect(kruskal.steps.at(-1)?.message).toBe(
      'The graph is disconnected: a spanning forest of 3 trees, total weight 12',
    );
  });
});

describe('checking the input', () => {
  const EMPTY: Graph = { directed: false, weighted: true, vertices: [], edges: [] };
  const NEGATIVE: Graph = {
    directed: false,
    weighted: true,
    vertices: ['A', 'B', 'C'],
    edges: [
      { from: 'A', to: 'B', weight: 3 },
      { from: 'B', to: 'C', weight: -2 },
    ],
  };

  it('needs vertices, and a source in the graph for all but Kruskal', () => {
    for (const module of MODULES)
      expect(module.validate(EMPTY, from('A'))).toBe('The graph has no vertices: add a vertex first');
    for (const module of [bfsModule, dfsModule, dijkstraModule, primModule]) {
      expect(module.validate(TEXTBOOK, from(null))).toBe('Choose a source vertex');
      expect(module.validate(TEXTBOOK, from('Q'))).toBe('Vertex Q is not in the graph');
      expect(() => module.trace(TEXTBOOK, from('Q'))).toThrow(new RangeError('Vertex Q is not in the graph'));
      expect(module.validate(TEXTBOOK, from('A'))).toBeNull();
    }
    expect(kruskalModule.validate(TEXTBOOK, from(null))).toBeNull();
    expect(dijkstraModule.validate(TEXTBOOK, from('A', 'Q'))).toBe('Target vertex Q is not in the graph');
  });

  it('names the negative edge Dijkstra refuses; weights do not count on an unweighted graph', () => {
    expect(dijkstraModule.validate(NEGATIVE, from('A'))).toBe(
      "Dijkstra's algorithm needs non-negative weights: edge B–C has weight -2",
    );
    expect(dijkstraModule.validate({ ...NEGATIVE, directed: true }, from('A'))).toBe(
      "Dijkstra's algorithm needs non-negative weights: edge B→C has weight -2",
    );
    expect(dijkstraModule.validate({ ...NEGATIVE, weighted: false }, from('A'))).toBeNull();
    expect(distOf(last(dijkstraModule.trace({ ...NEGATIVE, weighted: false }, from('A'))).model)).toEqual({
      A: 0,
      B: 1,
      C: 2,
    });
    expect(primModule.validate(NEGATIVE, from('A'))).toBeNull();
    expect(kruskalModule.validate(NEGATIVE, from(null))).toBeNull();
  });

  it('runs Prim and Kruskal on undirected graphs only, BFS, DFS and Dijkstra on both', () => {
    const dag = graphPreset('dag');
    expect(primModule.validate(dag, from('A'))).toBe("Prim's algorithm needs an undirected graph");
    expect(kruskalModule.validate(dag, from(null))).toBe("Kruskal's algorithm needs an undirected graph");
    for (const module of [bfsModule, dfsModule, dijkstraModule])
      expect(module.validate(dag, from('A'))).toBeNull();
    expect(distOf(last(dijkstraModule.trace(dag, from('A'))).model)).toEqual({
      A: 0,
      B: 3,
      C: 5,
      D: 7,
      E: 8,
      F: 10,
      G: 11,
    });
    expect(last(bfsModule.trace(dag, from('D'))).model.order).toEqual(['D', 'E', 'F', 'G']);
  });
});

describe('a large run', () => {
  it('rebuilds any frame exactly though checkpoints are far apart', () => {
    const random = createRandom(5);
    const vertices = Array.from({ length: 1500 }, (_, i) => `v${i.toString(36)}`);
    const seen = new Set<string>();
    const edges = [];
    while (edges.length < 4000) {
      const a = randomInt(random, 0, vertices.length - 1);
      const b = randomInt(random, 0, vertices.length - 1);
      if (a === b || seen.has(`${Math.min(a, b)} ${Math.max(a, b)}`)) continue;
      seen.add(`${Math.min(a, b)} ${Math.max(a, b)}`);
      edges.push({
        from: vertices[a] as string,
        to: vertices[b] as string,
        weight: randomInt(random, 1, 50),
      });
    }
    const graph: Graph = { directed: false, weighted: true, vertices, edges };
    const trace = dijkstraModule.trace(graph, from('v0'));
    const interval = (trace as unknown as { checkpointInterval: number }).checkpointInterval;
    expect(interval).toBeGreaterThan(32);
    const initial = initialGraphModel(graph, { dist: true });
    let model = initial;
    const checks = new Set([
      1,
      interval - 1,
      interval,
      interval + 1,
      Math.floor(trace.stepCount / 2),
      trace.stepCount,
    ]);
    for (let k = 1; k <= trace.stepCount; k++) {
      model = applyGraphChange(model, (trace.steps[k - 1] as GraphTrace['steps'][number]).change);
      if (checks.has(k)) expect(trace.frameAt(k).model).toEqual(model);
    }
  });
});

describe('counts of one', () => {
  it('Bellman-Ford writes one round in the singular', () => {
    const negative: Graph = {
      directed: false,
      weighted: true,
      vertices: ['A', 'B'],
      edges: [{ from: 'A', to: 'B', weight: -1 }],
    };
    const said = bellmanFordModule.trace(negative, from('A')).steps.map((s) => s.message);
    expect(said).toContain(
      'After 1 round, check every edge once more: one that can still be relaxed means a negative cycle',
    );
    expect(said.at(-1)).toMatch(/^A–B can still be relaxed after 1 round: a negative cycle is reachable/);
  });

  it('DFS writes one vertex in the singular', () => {
    const one: Graph = { directed: false, weighted: false, vertices: ['A'], edges: [] };
    expect(dfsModule.trace(one, from('A')).steps.at(-1)?.message).toBe(
      'Done: DFS visited all 1 vertex from A',
    );
    expect(dfsModule.trace(TEXTBOOK, from('A')).steps.at(-1)?.message).toBe(
      'Done: DFS visited all 9 vertices from A',
    );
  });
});
