/**
 * Topological sorts (Kahn's and depth-first) and Bellman-Ford: their textbook answers, what they
 * refuse, and, on random graphs, agreement with plainly written versions.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bellmanFordModule,
  topoDfsModule,
  topoKahnModule,
  type GraphAlgorithm,
  type GraphTrace,
} from '@/core/algorithms/graph';
import { directedCycle, topologicalFixes } from '@/core/algorithms/graph/directedCycle';
import { topologicalPlaces } from '@/core/algorithms/graph/model';
import { adjacencyList, compareLabels, graphPreset, type Graph } from '@/core/graph';
import { graphQuestions } from './questionsOf';
import { graphArb } from '../../graph/arbitraries';

const NO_SOURCE = { source: null, target: null };
const last = (trace: GraphTrace) => trace.frameAt(trace.stepCount);
const answerOf = (module: GraphAlgorithm, graph: Graph, source: string | null = null) => {
  const trace = module.trace(graph, { source, target: null });
  return module.answer?.(last(trace).model, graph);
};

/** Directed graphs whose edges all go from an earlier vertex to a later one: acyclic. */
const dagArb = graphArb({ directed: true, minWeight: 1 }).map((graph): Graph => ({
  ...graph,
  edges: graph.edges.filter((e) => e.from < e.to),
}));

/** Kahn's algorithm as a textbook writes it, the queue started in label order. */
function referenceKahn(graph: Graph): string[] {
  const next = adjacencyList(graph);
  const inDegree = new Map(graph.vertices.map((v) => [v, 0]));
  for (const e of graph.edges) inDegree.set(e.to, (inDegree.get(e.to) ?? 0) + 1);
  const queue = [...graph.vertices].sort(compareLabels).filter((v) => inDegree.get(v) === 0);
  const order: string[] = [];
  while (queue.length > 0) {
    const u = queue.shift() as string;
    order.push(u);
    for (const { vertex } of next.get(u) ?? []) {
      inDegree.set(vertex, (inDegree.get(vertex) ?? 0) - 1);
      if (inDegree.get(vertex) === 0) queue.push(vertex);
    }
  }
  return order;
}

/** Every edge goes from earlier to later in the order, which holds every vertex once. */
function isTopological(graph: Graph, order: readonly string[]): boolean {
  const at = new Map(order.map((v, i) => [v, i]));
  return (
    order.length === graph.vertices.length &&
    at.size === order.length &&
    graph.edges.every((e) => (at.get(e.from) ?? -1) < (at.get(e.to) ?? -1))
  );
}

/** V - 1 full rounds over every arc, then the check: the distances, or 'cycle'. */
function referenceBellmanFord(graph: Graph, source: string): Map<string, number> | 'cycle' {
  const arcs = graph.edges.flatMap((e) => {
    const w = graph.weighted ? e.weight : 1;
    return graph.directed
      ? [[e.from, e.to, w] as const]
      : [[e.from, e.to, w] as const, [e.to, e.from, w] as const];
  });
  const dist = new Map(graph.vertices.map((v) => [v, Infinity]));
  dist.set(source, 0);
  for (let round = 1; round < graph.vertices.length; round++)
    for (const [u, v, w] of arcs)
      if ((dist.get(u) as number) + w < (dist.get(v) as number)) dist.set(v, (dist.get(u) as number) + w);
  for (const [u, v, w] of arcs) if ((dist.get(u) as number) + w < (dist.get(v) as number)) return 'cycle';
  return dist;
}

/** The weight of going round a cycle, or NaN when two of its vertices in a row are not joined. */
function cycleWeight(graph: Graph, cycle: readonly string[]): number {
  let total = 0;
  cycle.forEach((u, i) => {
    const v = cycle[(i + 1) % cycle.length] as string;
    const edge = graph.edges.find(
      (e) => (e.from === u && e.to === v) || (!graph.directed && e.from === v && e.to === u),
    );
    total += edge === undefined ? NaN : graph.weighted ? edge.weight : 1;
  });
  return total;
}

describe('topological sort on the textbook examples', () => {
  const COURSES = graphPreset('courses');

  it("Kahn's algorithm takes the in-degree-0 courses in label order, then those they free", () => {
    const trace = topoKahnModule.trace(COURSES, NO_SOURCE);
    const end = last(trace);
    expect(answerOf(topoKahnModule, COURSES)).toBe('CAL, DIS, PRG, LIN, DS, DB, OS, ALG, ML');
    expect(end.counts).toEqual({ edgesExamined: 9, enqueues: 6 });
    expect(Object.fromEntries(end.model.dist ?? [])).toEqual(
      Object.fromEntries(COURSES.vertices.map((v) => [v, 0])),
    );
    // The first frame after the start shows the in-degree table and the queue.
    const started = trace.frameAt(1).model;
    expect(Object.fromEntries(started.dist ?? [])).toEqual({
      CAL: 0,
      DIS: 0,
      PRG: 0,
      LIN: 1,
      DS: 2,
      ALG: 2,
      OS: 1,
      DB: 1,
      ML: 2,
    });
    expect([...started.frontier.keys()]).toEqual(['CAL', 'DIS', 'PRG']);
    expect(trace.steps[0]?.message).toBe(
      'Count every vertex’s in-degree; 3 vertices have in-degree 0 and join the queue in label order',
    );
    expect(trace.steps.at(-1)?.message).toBe(
      'The queue is empty: all 9 vertices are placed. Topological order: CAL, DIS, PRG, LIN, DS, DB, OS, ALG, ML',
    );
  });

  it('the depth-first sort reverses its finishing order, and places each vertex as it finishes', () => {
    const trace = topoDfsModule.trace(COURSES, NO_SOURCE);
    const end = last(trace);
    expect(end.model.order).toEqual(['DB', 'OS', 'ML', 'ALG', 'DS', 'LIN', 'CAL', 'DIS', 'PRG']);
    expect(answerOf(topoDfsModule, COURSES)).toBe('PRG, DIS, CAL, LIN, DS, ALG, ML, OS, DB');
    expect(end.counts).toEqual({ calls: 9, edgesExamined: 9 });
    // After DB finishes first of nine, it is known to go ninth.
    const afterFirst = trace.frameAt(2).model;
    expect(Object.fromEntries(topologicalPlaces(topoDfsModule, afterFirst, 9))).toEqual({ DB: 9 });
    expect(trace.steps[1]?.message).toBe(
      'DB is finished 1st: everything it leads to is finished, so it goes 9th in the order',
    );
  });

  it('both sorts order the directed acyclic graph preset', () => {
    const dag = graphPreset('dag');
    expect(answerOf(topoKahnModule, dag)).toBe('A, B, C, D, E, F, G');
    expect(answerOf(topoDfsModule, dag)).toBe('A, B, D, C, E, F, G');
  });
});

describe('what a topological sort refuses', () => {
  const withCycle: Graph = {
    directed: true,
    weighted: false,
    vertices: ['A', 'B', 'C', 'D'],
    edges: [
      { from: 'D', to: 'A', weight: 1 },
      { from: 'A', to: 'B', weight: 1 },
      { from: 'B', to: 'C', weight: 1 },
      { from: 'C', to: 'A', weight: 1 },
    ],
  };

  it('names the cycle from its first label, back to the start', () => {
    for (const module of [topoKahnModule, topoDfsModule]) {
      expect(module.validate(withCycle, NO_SOURCE)).toBe(
        'The graph has a cycle, so it has no topological order: A -> B -> C -> A. Remove one of its edges to run',
      );
      expect(() => module.trace(withCycle, NO_SOURCE)).toThrow(RangeError);
    }
  });

  it('needs a directed graph and at least one vertex', () => {
    expect(topoKahnModule.validate(graphPreset('textbook'), NO_SOURCE)).toBe(
      'A topological order needs a directed graph: switch Directed on, or pick the Course prerequisites or Directed acyclic graph preset',
    );
    expect(
      topoDfsModule.validate({ directed: true, weighted: false, vertices: [], edges: [] }, NO_SOURCE),
    ).toBe('The graph has no vertices: add a vertex first');
  });

  it('finds a cycle exactly when Kahn’s algorithm cannot place every vertex, and it is a real cycle', () => {
    fc.assert(
      fc.property(graphArb({ directed: true }), (graph) => {
        const cycle = directedCycle(graph);
        expect(cycle === null).toBe(referenceKahn(graph).length === graph.vertices.length);
        if (cycle !== null) {
          expect(new Set(cycle).size).toBe(cycle.length);
          expect(Number.isNaN(cycleWeight(graph, cycle))).toBe(false);
          expect([...cycle].sort(compareLabels)[0]).toBe(cycle[0]);
        }
      }),
      { numRuns: 300, seed: 61 },
    );
  });
});

describe('topological sorts on random acyclic graphs', () => {
  it("Kahn's order is the textbook's, the depth-first one is a topological order, and data-order follows", () => {
    fc.assert(
      fc.property(dagArb, (graph) => {
        const kahn = topoKahnModule.trace(graph, NO_SOURCE);
        const kahnEnd = last(kahn);
        expect(kahnEnd.model.order).toEqual(referenceKahn(graph));
        expect(kahnEnd.counts.edgesExamined ?? 0).toBe(graph.edges.length);
        const dfs = topoDfsModule.trace(graph, NO_SOURCE);
        const dfsEnd = last(dfs);
        const order = [...dfsEnd.model.order].reverse();
        expect(isTopological(graph, order)).toBe(true);
        expect(dfsEnd.counts.calls).toBe(graph.vertices.length);
        const places = topologicalPlaces(topoDfsModule, dfsEnd.model, graph.vertices.length);
        expect(order.map((v) => places.get(v))).toEqual(order.map((_, i) => i + 1));
        // A vertex's place, once given, never changes.
        for (let k = 0; k <= dfs.stepCount; k++)
          for (const [v, place] of topologicalPlaces(
            topoDfsModule,
            dfs.frameAt(k).model,
            graph.vertices.length,
          ))
            expect(places.get(v)).toBe(place);
      }),
      { numRuns: 150, seed: 62 },
    );
  });
});

describe('Bellman-Ford', () => {
  it('finds CLRS’s distances from S on the negative-weights preset, round by round', () => {
    const graph = graphPreset('negative-weights');
    const trace = bellmanFordModule.trace(graph, { source: 'S', target: null });
    const end = last(trace);
    expect(answerOf(bellmanFordModule, graph, 'S')).toBe('S 0, T 2, X 4, Y 7, Z -2');
    expect(Object.fromEntries(end.model.parent)).toEqual({ S: null, T: 'X', X: 'Y', Y: 'S', Z: 'T' });
    expect(end.counts).toEqual({ rounds: 4, edgesExamined: 40, relaxations: 7 });
    expect(trace.steps.filter((s) => s.line === 'round').map((s) => s.message)).toEqual([
      'Round 1 of at most 4: relax every edge in turn',
      'Round 2 of at most 4: relax every edge in turn',
      'Round 3 of at most 4: relax every edge in turn',
      'Round 4 of at most 4: relax every edge in turn',
    ]);
    expect(
      trace.steps.some((s) => s.message === 'Relax T→Z: 6 + (-4) = 2 is shorter than ∞, so dist[Z] = 2'),
    ).toBe(true);
    expect(trace.steps.at(-1)?.message).toBe(
      'No edge can still be relaxed: no negative cycle, and every vertex has its shortest distance from S',
    );
  });

  it('reports the reachable negative cycle with its vertices', () => {
    const graph = graphPreset('negative-cycle');
    const trace = bellmanFordModule.trace(graph, { source: 'A', target: null });
    expect(answerOf(bellmanFordModule, graph, 'A')).toBe('negative cycle: B -> C -> D -> B');
    const end = last(trace).model;
    expect(
      [...end.vertices]
        .filter(([, s]) => s === 'path')
        .map(([v]) => v)
        .sort(),
    ).toEqual(['B', 'C', 'D']);
    expect(
      [...end.edges]
        .filter(([, s]) => s === 'path')
        .map(([e]) => e)
        .sort(),
    ).toEqual(['B>C', 'C>D', 'D>B']);
    expect(trace.steps.at(-1)?.message).toBe(
      'B→C can still be relaxed after 4 rounds: a negative cycle is reachable. Following parents back finds it: B -> C -> D -> B',
    );
  });

  it('stops after a round that changes nothing, and says so', () => {
    const graph = graphPreset('dag');
    const trace = bellmanFordModule.trace(graph, { source: 'A', target: null });
    expect(last(trace).counts.rounds).toBe(2);
    expect(trace.steps.find((s) => s.line === 'check')?.message).toBe(
      'Round 2 changed nothing, so the distances are final. Check every edge once more for a negative cycle',
    );
  });

  it('ignores a negative cycle the source cannot reach', () => {
    const graph: Graph = {
      ...graphPreset('negative-cycle'),
      edges: graphPreset('negative-cycle').edges.filter((e) => e.from !== 'A' || e.to !== 'B'),
    };
    expect(answerOf(bellmanFordModule, graph, 'A')).toBe('A 0, B ∞, C ∞, D ∞, E 5');
  });

  it('on random graphs with negative weights, agrees with the textbook version and names a real negative cycle', () => {
    fc.assert(
      fc.property(graphArb({ minWeight: -4, minVertices: 2 }), fc.nat(), (graph, pick) => {
        const source = graph.vertices[pick % graph.vertices.length] as string;
        const trace = bellmanFordModule.trace(graph, { source, target: null });
        const end = last(trace).model;
        const expected = referenceBellmanFord(graph, source);
        if (expected === 'cycle') {
          expect(end.order.length).toBeGreaterThan(0);
          expect(cycleWeight(graph, end.order)).toBeLessThan(0);
        } else {
          expect(end.order).toEqual([]);
          expect(Object.fromEntries(end.dist ?? [])).toEqual(Object.fromEntries(expected));
        }
      }),
      { numRuns: 400, seed: 63 },
    );
  });

  it('asks about negative distances with negative options', () => {
    const graph = graphPreset('negative-weights');
    const questions = graphQuestions(bellmanFordModule, graph, 'S');
    const aboutZ = questions.find((q) => q.prompt === 'What is dist[Z] after this step?');
    expect(aboutZ?.options.map((o) => o.id)).toEqual(expect.arrayContaining([aboutZ?.answer]));
    expect(questions.some((q) => q.options.some((o) => o.id.startsWith('-')))).toBe(true);
  });
});

describe('the fixes offered when a topological sort is refused', () => {
  it('makes the default undirected graph directed, which the sorts then run on, or loads the courses', () => {
    const textbook = graphPreset('textbook');
    expect(textbook.directed).toBe(false);
    expect(topoKahnModule.validate(textbook, NO_SOURCE)).toMatch(
      /^A topological order needs a directed graph/,
    );
    const fixes = topologicalFixes(textbook);
    expect(fixes.map((fix) => fix.kind)).toEqual(['make-directed', 'preset']);
    const [directed, preset] = fixes;
    if (directed?.kind !== 'make-directed' || preset?.kind !== 'preset') throw new Error('fixes missing');
    expect(directed.graph).toEqual({ ...textbook, directed: true });
    expect(topoKahnModule.validate(directed.graph, NO_SOURCE)).toBeNull();
    expect(topoDfsModule.validate(directed.graph, NO_SOURCE)).toBeNull();
    expect(preset.preset).toBe('courses');
    expect(topoKahnModule.validate(graphPreset(preset.preset), NO_SOURCE)).toBeNull();
  });

  it('offers only the courses when the edges as drawn would make a cycle, and nothing on a directed graph', () => {
    const triangle: Graph = {
      directed: false,
      weighted: false,
      vertices: ['A', 'B', 'C'],
      edges: [
        { from: 'A', to: 'B', weight: 1 },
        { from: 'B', to: 'C', weight: 1 },
        { from: 'C', to: 'A', weight: 1 },
      ],
    };
    expect(topologicalFixes(triangle)).toEqual([{ kind: 'preset', preset: 'courses' }]);
    expect(topologicalFixes({ ...triangle, vertices: [], edges: [] })).toEqual([
      { kind: 'preset', preset: 'courses' },
    ]);
    expect(topologicalFixes({ ...triangle, directed: true })).toEqual([]);
    expect(topologicalFixes(graphPreset('courses'))).toEqual([]);
  });
});
