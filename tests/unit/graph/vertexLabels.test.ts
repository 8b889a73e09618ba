import { describe, expect, it } from 'vitest';
import {
  addVertex,
  decodeGraph,
  encodeGraph,
  formatEdgeList,
  MAX_LABEL_LENGTH,
  normaliseVertexLabel,
  parseEdgeList,
  type Graph,
} from '@/core/graph';
import { vertexLabelProblem } from '@/core/graph/edit';
import { MAX_GRAPH_LINK_CHARS } from '@/core/graph/urlEncoding';
import {
  decodeGraphRunConfig,
  defaultGraphRun,
  encodeGraphRunConfig,
} from '@/core/algorithms/graph/runConfig';

const COURSES: Graph = {
  directed: true,
  weighted: false,
  vertices: ['CS101', 'Maths', 'Wake up', 'Data Struct', 'Algorithms 2'],
  edges: [
    { from: 'CS101', to: 'Data Struct', weight: 1 },
    { from: 'Maths', to: 'Algorithms 2', weight: 1 },
    { from: 'Data Struct', to: 'Algorithms 2', weight: 1 },
  ],
  positions: { 'Wake up': { x: 0, y: 1 } },
};

describe('vertex labels', () => {
  it('are 1 to 12 letters, digits or spaces inside, case-sensitive', () => {
    expect(MAX_LABEL_LENGTH).toBe(12);
    for (const label of ['A', 'CS101', 'Maths', 'Wake up', 'Algorithms 2', 'abcdefghijkl', 'a b c d e f'])
      expect(vertexLabelProblem(label), label).toBeNull();
    expect(addVertex({ ...COURSES, vertices: ['maths'] }, 'Maths')).not.toHaveProperty('error');
  });

  it('refuses 13 characters, saying the limit', () => {
    expect(vertexLabelProblem('abcdefghijklm')).toBe(
      'a vertex label has at most 12 characters; "abcdefghijklm" has 13',
    );
    expect(vertexLabelProblem('Wake up early')).toBe(
      'a vertex label has at most 12 characters; "Wake up early" has 13',
    );
  });

  it('refuses other characters and spaces at the ends or two together', () => {
    for (const label of ['', ' A', 'A ', 'A  B', 'A-B', 'Ünï', 'A_B'])
      expect(vertexLabelProblem(label), label).toBe(
        `a vertex label is 1-12 letters, digits or spaces, not "${label}"`,
      );
  });

  it('are tidied as typed: ends trimmed, runs of spaces made one', () => {
    expect(normaliseVertexLabel('  Wake   up ')).toBe('Wake up');
    expect(normaliseVertexLabel('\tCS101 ')).toBe('CS101');
  });

  it('survive a graph link and a run link', () => {
    const text = encodeGraph(COURSES);
    expect(decodeGraph(text)).toEqual(COURSES);
    const url = encodeGraphRunConfig({
      ...defaultGraphRun('topoKahn'),
      graph: COURSES,
      preset: null,
      source: 'Wake up',
    });
    const reopened = decodeGraphRunConfig(url);
    expect(reopened?.graph).toEqual(COURSES);
    expect(reopened?.source).toBe('Wake up');
  });

  it('are read from an edge list with commas or tabs around labels that have spaces, and written back', () => {
    const typed =
      'CS101, Data Struct\nMaths,Algorithms 2\nData  Struct\tAlgorithms 2\nWake up,  # a lone vertex\n';
    const read = parseEdgeList(typed, { directed: true, weighted: false });
    expect(read).toEqual({
      graph: {
        directed: true,
        weighted: false,
        vertices: ['CS101', 'Data Struct', 'Maths', 'Algorithms 2', 'Wake up'],
        edges: COURSES.edges,
      },
    });
    if (!('graph' in read)) throw new Error('not read');
    const written = formatEdgeList(read.graph);
    expect(written).toBe('CS101, Data Struct\nMaths, Algorithms 2\nData Struct, Algorithms 2\nWake up,\n');
    expect(parseEdgeList(written, { directed: true, weighted: false })).toEqual(read);
    // A line without a comma or a tab is still split at its spaces.
    expect(parseEdgeList('A B\nB C', { directed: false, weighted: false })).toHaveProperty(
      'graph.edges.length',
      2,
    );
    expect(parseEdgeList('Introduction1, B', { directed: false, weighted: false })).toEqual({
      errors: ['line 1: a vertex label has at most 12 characters; "Introduction1" has 13'],
    });
  });

  it('fit a link for the largest graph, every vertex placed and named with 12 characters', () => {
    const vertices = Array.from({ length: 200 }, (_, i) => `Vertex ${String(i).padStart(5, '0')}`);
    const edges = Array.from({ length: 1000 }, (_, k) => ({
      from: vertices[k % 200] ?? '',
      to:
        vertices[(k % 200) + 1 + Math.floor(k / 200)] ?? vertices[(k % 200) - 1 - Math.floor(k / 200)] ?? '',
      weight: -999,
    }));
    const graph: Graph = {
      directed: true,
      weighted: true,
      vertices,
      edges,
      positions: Object.fromEntries(vertices.map((v) => [v, { x: 1, y: 1 }])),
    };
    const text = encodeGraph(graph);
    expect(text.length).toBeLessThanOrEqual(MAX_GRAPH_LINK_CHARS);
    expect(MAX_GRAPH_LINK_CHARS).toBe(34_604);
    expect(decodeGraph(text)).toEqual(graph);
  });
});
