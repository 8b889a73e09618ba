import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  GRAPH_PRESETS,
  MAX_EDGES,
  MAX_VERTICES,
  addEdge,
  addVertex,
  adjacencyList,
  adjacencyMatrix,
  decodeGraph,
  degree,
  encodeGraph,
  graphErrors,
  graphPreset,
  hasEdge,
  inDegree,
  moveVertex,
  neighbours,
  nextVertexLabel,
  outDegree,
  removeEdge,
  removeVertex,
  setDirected,
  setWeight,
  setWeighted,
  type Graph,
} from '@/core/graph';
import { graphArb } from './arbitraries';

const TRIANGLE: Graph = {
  directed: false,
  weighted: true,
  vertices: ['C', 'A', 'B', 'AA'],
  edges: [
    { from: 'A', to: 'B', weight: 4 },
    { from: 'C', to: 'A', weight: 2 },
    { from: 'AA', to: 'A', weight: 9 },
  ],
};
const ARROWS: Graph = { ...TRIANGLE, directed: true };

function graphOf(edit: { graph: Graph } | { error: string }): Graph {
  if ('error' in edit) throw new Error(edit.error);
  return edit.graph;
}

describe('reading a graph', () => {
  it('lists neighbours in label order (shorter labels first), both ways round when undirected', () => {
    expect(neighbours(TRIANGLE, 'A')).toEqual([
      { vertex: 'B', weight: 4, key: 'A-B' },
      { vertex: 'C', weight: 2, key: 'C-A' },
      { vertex: 'AA', weight: 9, key: 'AA-A' },
    ]);
    expect(neighbours(ARROWS, 'A')).toEqual([{ vertex: 'B', weight: 4, key: 'A>B' }]);
    expect(neighbours({ ...TRIANGLE, weighted: false }, 'C')).toEqual([
      { vertex: 'A', weight: 1, key: 'C-A' },
    ]);
    expect(adjacencyList(TRIANGLE)).toEqual(
      new Map([
        ['C', neighbours(TRIANGLE, 'C')],
        ['A', neighbours(TRIANGLE, 'A')],
        ['B', neighbours(TRIANGLE, 'B')],
        ['AA', neighbours(TRIANGLE, 'AA')],
      ]),
    );
  });

  it('finds edges and counts degrees, in and out on a directed graph', () => {
    expect([hasEdge(TRIANGLE, 'B', 'A'), hasEdge(ARROWS, 'B', 'A'), hasEdge(ARROWS, 'A', 'B')]).toEqual([
      true,
      false,
      true,
    ]);
    expect([degree(TRIANGLE, 'A'), degree(TRIANGLE, 'B')]).toEqual([3, 1]);
    expect([inDegree(ARROWS, 'A'), outDegree(ARROWS, 'A'), degree(ARROWS, 'A')]).toEqual([2, 1, 3]);
  });

  it('gives the adjacency matrix in vertex order', () => {
    expect(adjacencyMatrix(ARROWS)).toEqual({
      labels: ['C', 'A', 'B', 'AA'],
      weights: [
        [null, 2, null, null],
        [null, null, 4, null],
        [null, null, null, null],
        [null, 9, null, null],
      ],
    });
    expect(adjacencyMatrix(TRIANGLE).weights[1]).toEqual([2, null, 4, 9]);
  });
});

describe('editing a graph', () => {
  it('names new vertices A..Z, then AA, AB, ...', () => {
    const empty: Graph = { directed: false, weighted: false, vertices: [], edges: [] };
    expect(nextVertexLabel(empty)).toBe('A');
    expect(nextVertexLabel({ ...empty, vertices: ['A', 'C'] })).toBe('B');
    const all = Array.from({ length: 26 }, (_, i) => String.fromCharCode(65 + i));
    expect(nextVertexLabel({ ...empty, vertices: all })).toBe('AA');
    expect(nextVertexLabel({ ...empty, vertices: [...all, 'AA'] })).toBe('AB');
  });

  it('adds and removes vertices and edges without changing the graph it was given', () => {
    const before = JSON.stringify(TRIANGLE);
    const withD = graphOf(addVertex(TRIANGLE, 'D', { x: 0.5, y: 0.25 }));
    expect(withD.vertices).toEqual(['C', 'A', 'B', 'AA', 'D']);
    expect(withD.positions).toEqual({ D: { x: 0.5, y: 0.25 } });
    expect(graphOf(addVertex(TRIANGLE)).vertices.at(-1)).toBe('D');
    const joined = graphOf(addEdge(withD, 'D', 'B', 7));
    expect(joined.edges.at(-1)).toEqual({ from: 'D', to: 'B', weight: 7 });
    expect(graphOf(removeVertex(joined, 'D'))).toEqual({ ...TRIANGLE, positions: {} });
    expect(graphOf(removeEdge(TRIANGLE, 'B', 'A')).edges).toEqual(TRIANGLE.edges.slice(1));
    expect(graphOf(setWeight(TRIANGLE, 'A', 'C', -5)).edges[1]).toEqual({ from: 'C', to: 'A', weight: -5 });
    expect(graphOf(moveVertex(TRIANGLE, 'A', { x: 2, y: -1 })).positions).toEqual({ A: { x: 1, y: 0 } });
    expect(graphOf(addEdge({ ...TRIANGLE, weighted: false }, 'B', 'C', 8)).edges.at(-1)?.weight).toBe(1);
    expect(JSON.stringify(TRIANGLE)).toBe(before);
  });

  it('keeps a new vertex in the drawing: a NaN, infinite or huge position is clamped like a move', () => {
    const placed = (x: number, y: number) => graphOf(addVertex(TRIANGLE, 'D', { x, y })).positions?.['D'];
    expect(placed(Number.NaN, 0.5)).toEqual({ x: 0, y: 0.5 });
    expect(placed(1e308, -1e308)).toEqual({ x: 1, y: 0 });
    expect(placed(Number.POSITIVE_INFINITY, Number.NaN)).toEqual({ x: 0, y: 0 });
    expect(JSON.parse(JSON.stringify(graphOf(addVertex(TRIANGLE, 'D', { x: Number.NaN, y: 2 }))))).toEqual(
      graphOf(addVertex(TRIANGLE, 'D', { x: 0, y: 1 })),
    );
  });

  it('says why an edit cannot be made', () => {
    expect(addVertex(TRIANGLE, 'A')).toEqual({ error: 'Vertex A is already in the graph' });
    expect(addVertex(TRIANGLE, 'Introduction1')).toEqual({
      error: 'A vertex label has at most 12 characters; "Introduction1" has 13',
    });
    expect(addVertex(TRIANGLE, 'A-B')).toEqual({
      error: 'A vertex label is 1-12 letters, digits or spaces, not "A-B"',
    });
    const full: Graph = { ...TRIANGLE, vertices: Array.from({ length: MAX_VERTICES }, (_, i) => `v${i}`) };
    expect(addVertex(full)).toEqual({ error: 'A graph has at most 200 vertices' });
    expect(addEdge(TRIANGLE, 'A', 'Q', 1)).toEqual({ error: 'Vertex Q is not in the graph' });
    expect(addEdge(TRIANGLE, 'B', 'B', 1)).toEqual({
      error: 'An edge from a vertex to itself is not allowed',
    });
    expect(addEdge(TRIANGLE, 'B', 'A', 1)).toEqual({ error: 'The edge B–A is already there' });
    expect('graph' in addEdge(ARROWS, 'B', 'A', 1)).toBe(true);
    expect(addEdge(ARROWS, 'A', 'B', 1)).toEqual({ error: 'The edge A→B is already there' });
    expect(addEdge(TRIANGLE, 'B', 'C', 1.5)).toEqual({ error: 'Weight must be a whole number' });
    expect(addEdge(TRIANGLE, 'B', 'C', 1000)).toEqual({ error: 'Weight must be between -999 and 999' });
    const crowded: Graph = {
      ...TRIANGLE,
      edges: Array.from({ length: MAX_EDGES }, (_, i) => ({ from: 'A', to: `x${i}`, weight: 1 })),
    };
    expect(addEdge(crowded, 'B', 'C', 1)).toEqual({ error: 'A graph has at most 1,000 edges' });
    expect(removeEdge(TRIANGLE, 'B', 'C')).toEqual({ error: 'There is no edge B–C' });
    expect(removeVertex(TRIANGLE, 'Q')).toEqual({ error: 'Vertex Q is not in the graph' });
    expect(setWeight({ ...TRIANGLE, weighted: false }, 'A', 'B', 3)).toEqual({
      error: 'The graph is unweighted: its edges have no weights to change',
    });
  });

  it('switches direction and weights, refusing to merge A→B and B→A', () => {
    const both = graphOf(addEdge(ARROWS, 'B', 'A', 3));
    expect(setDirected(both, false)).toEqual({ error: 'A→B and B→A would become the same edge A–B' });
    expect(graphOf(setDirected(ARROWS, false))).toEqual(TRIANGLE);
    expect(setWeighted(TRIANGLE, false).edges.map((e) => e.weight)).toEqual([1, 1, 1]);
  });

  it('finds everything wrong with a graph built by hand', () => {
    expect(graphErrors(TRIANGLE)).toEqual([]);
    expect(
      graphErrors({
        directed: false,
        weighted: false,
        vertices: ['A', 'B', 'B', 'much too long'],
        edges: [
          { from: 'A', to: 'B', weight: 1 },
          { from: 'B', to: 'A', weight: 1 },
          { from: 'A', to: 'A', weight: 2 },
          { from: 'A', to: 'Q', weight: 1 },
        ],
        positions: { A: { x: 2, y: 0 }, Z: { x: 0, y: 0 } },
      }),
    ).toEqual([
      'Vertex B appears twice',
      'A vertex label has at most 12 characters; "much too long" has 13',
      'Duplicate edge B–A',
      'Edge A–A goes from a vertex to itself',
      'Edge A–A: weight must be 1',
      'Edge A–Q names a vertex not in the graph',
      'Vertex A is placed outside the unit square',
      'A position is given for Z, which is not in the graph',
    ]);
  });
});

describe('presets', () => {
  it('are valid graphs within the limits, with every vertex placed in the unit square', () => {
    for (const preset of GRAPH_PRESETS) {
      for (const seed of [1, 2, 99]) {
        const graph = graphPreset(preset.id, seed);
        expect(graphErrors(graph), preset.id).toEqual([]);
        expect(Object.keys(graph.positions ?? {}).sort(), preset.id).toEqual(graph.vertices.slice().sort());
      }
    }
  });

  it('have the shapes their names promise', () => {
    const shape = (id: (typeof GRAPH_PRESETS)[number]['id']) => {
      const g = graphPreset(id);
      return [g.vertices.length, g.edges.length, g.directed, g.weighted];
    };
    expect(shape('textbook')).toEqual([9, 14, false, true]);
    expect(shape('grid')).toEqual([12, 17, false, false]);
    expect(shape('tree')).toEqual([10, 9, false, false]);
    expect(shape('dag')).toEqual([7, 10, true, true]);
    expect(shape('disconnected')).toEqual([8, 8, false, true]);
    expect(shape('random-sparse')).toEqual([10, 12, false, true]);
    expect(shape('random-dense')).toEqual([8, 21, false, true]);
    expect(shape('courses')).toEqual([9, 9, true, false]);
    expect(shape('negative-weights')).toEqual([5, 10, true, true]);
    expect(shape('negative-cycle')).toEqual([5, 6, true, true]);
    expect(shape('all-pairs')).toEqual([5, 9, true, true]);
    expect(GRAPH_PRESETS.map((preset) => preset.id)).toEqual([
      'textbook',
      'grid',
      'tree',
      'dag',
      'disconnected',
      'random-sparse',
      'random-dense',
      'courses',
      'negative-weights',
      'negative-cycle',
      'all-pairs',
    ]);
  });

  it('build the same random graph from the same seed and another from another seed', () => {
    expect(graphPreset('random-sparse', 7)).toEqual(graphPreset('random-sparse', 7));
    expect(graphPreset('random-sparse', 7)).not.toEqual(graphPreset('random-sparse', 8));
    expect(graphPreset('random-dense', 7)).not.toEqual(graphPreset('random-dense', 8));
    expect(graphPreset('textbook', 7)).toEqual(graphPreset('textbook', 8));
  });
});

describe('a graph in a link', () => {
  it('is short and URL-safe', () => {
    const text = encodeGraph({ ...TRIANGLE, edges: [...TRIANGLE.edges, { from: 'B', to: 'C', weight: -2 }] });
    expect(text).toBe('uw_C.A.B.AA_A-B-4.C-A-2.AA-A-9.B-C--2');
    expect(encodeURIComponent(text)).toBe(text);
    expect(
      encodeGraph({
        directed: true,
        weighted: false,
        vertices: ['A'],
        edges: [],
        positions: { A: { x: 1, y: 0.5 } },
      }),
    ).toBe('dn_A~zzi0_');
  });

  it('rebuilds the same graph', () => {
    fc.assert(
      fc.property(graphArb(), (graph) => {
        const text = encodeGraph(graph);
        expect(decodeGraph(text)).toEqual(graph);
        expect(/^[A-Za-z0-9._~-]+$/.test(text)).toBe(true);
      }),
      { numRuns: 100 },
    );
    for (const preset of GRAPH_PRESETS) {
      const graph = graphPreset(preset.id);
      const decoded = decodeGraph(encodeGraph(graph));
      expect(decoded && { ...decoded, positions: undefined }).toEqual({ ...graph, positions: undefined });
      for (const v of graph.vertices) {
        expect(Math.abs((decoded?.positions?.[v]?.x ?? 9) - (graph.positions?.[v]?.x ?? 0))).toBeLessThan(
          0.001,
        );
        expect(Math.abs((decoded?.positions?.[v]?.y ?? 9) - (graph.positions?.[v]?.y ?? 0))).toBeLessThan(
          0.001,
        );
      }
    }
  });

  it('gives null for anything that is not a valid graph', () => {
    for (const text of [
      '',
      'uw',
      'xw_A_',
      'uw_A.B_A-B',
      'un_A.B_A-B-3',
      'uw_A.B_A-Q-3',
      'uw_A.B_A-A-3',
      'uw_A.B_A-B-3.B-A-3',
      'uw_A.B_A-B-1000',
      'un_Introduction1_',
      'un_ A_',
      'un_A  B_',
      'un_A.A_',
      'un_A~zz_',
      'un_A_B',
      'un_A__',
      'un_A_ _',
      'uw_A.B_A-B-3_',
      'uw_A.B_A-B-3.',
    ])
      expect(decodeGraph(text), text).toBeNull();
    expect(decodeGraph('un_A_')).toEqual({ directed: false, weighted: false, vertices: ['A'], edges: [] });
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (text) => {
        const graph = decodeGraph(text);
        if (graph !== null) expect(encodeGraph(graph)).toBe(text);
      }),
      { numRuns: 100 },
    );
  });
});
