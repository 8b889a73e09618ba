import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatEdgeList, MAX_EDGE_LIST_CHARS, parseEdgeList, type EdgeListOptions } from '@/core/graph';
import { graphArb } from './arbitraries';

const WEIGHTED: EdgeListOptions = { directed: false, weighted: true };
const UNWEIGHTED: EdgeListOptions = { directed: false, weighted: false };
const DIRECTED: EdgeListOptions = { directed: true, weighted: false };

describe('reading an edge list', () => {
  it('builds the graph: vertices in the order they first appear, single labels declare a vertex', () => {
    expect(parseEdgeList('A B 4\n\n  B C 2  \nD\nC,A,7   # a comment\n', WEIGHTED)).toEqual({
      graph: {
        directed: false,
        weighted: true,
        vertices: ['A', 'B', 'C', 'D'],
        edges: [
          { from: 'A', to: 'B', weight: 4 },
          { from: 'B', to: 'C', weight: 2 },
          { from: 'C', to: 'A', weight: 7 },
        ],
      },
    });
    expect(parseEdgeList('1 10\n10 2\nab', UNWEIGHTED)).toEqual({
      graph: {
        directed: false,
        weighted: false,
        vertices: ['1', '10', '2', 'ab'],
        edges: [
          { from: '1', to: '10', weight: 1 },
          { from: '10', to: '2', weight: 1 },
        ],
      },
    });
    expect(parseEdgeList('', UNWEIGHTED)).toEqual({
      graph: { directed: false, weighted: false, vertices: [], edges: [] },
    });
  });

  it('says what is wrong on every bad line, with its number, and rejects the whole list', () => {
    const text = [
      'A B 4', // 1
      'A B C D', // 2
      'B C x', // 3
      'Introduction1 E 1', // 4
      'C C 3', // 5
      'B A 2', // 6
      'C D', // 7
      'C D 2.5', // 8
      'C D 1000', // 9
      'E F -3', // 10
      'A-B 2', // 11
    ].join('\n');
    expect(parseEdgeList(text, WEIGHTED)).toEqual({
      errors: [
        "line 2: expected 'U V W', or a single vertex 'U'",
        'line 3: weight must be a number',
        'line 4: a vertex label has at most 12 characters; "Introduction1" has 13',
        'line 5: an edge from a vertex to itself is not allowed',
        'line 6: duplicate edge B–A (already on line 1)',
        "line 7: the graph is weighted, so an edge needs a weight: 'U V W'",
        'line 8: weight must be a whole number',
        'line 9: weight must be between -999 and 999',
        'line 11: a vertex label is 1-12 letters, digits or spaces, not "A-B"',
      ],
    });
    expect(parseEdgeList('A B\nB C 3\nA B C D', UNWEIGHTED)).toEqual({
      errors: [
        "line 2: the graph is unweighted, so an edge has no weight: 'U V'",
        "line 3: expected 'U V', or a single vertex 'U'",
      ],
    });
  });

  it('treats A B and B A as different edges only on a directed graph', () => {
    expect(parseEdgeList('A B\nB A', DIRECTED)).toMatchObject({
      graph: {
        edges: [
          { from: 'A', to: 'B' },
          { from: 'B', to: 'A' },
        ],
      },
    });
    expect(parseEdgeList('A B\nA B', DIRECTED)).toEqual({
      errors: ['line 2: duplicate edge A→B (already on line 1)'],
    });
    expect(parseEdgeList('A B\nB A', UNWEIGHTED)).toEqual({
      errors: ['line 2: duplicate edge B–A (already on line 1)'],
    });
  });

  it('refuses more than 200 vertices or 1,000 edges, saying so once', () => {
    const star = Array.from({ length: 201 }, (_, i) => i.toString(36)).join('\n');
    expect(parseEdgeList(star, UNWEIGHTED)).toEqual({
      errors: ['line 201: a graph has at most 200 vertices'],
    });
    const labels = Array.from({ length: 50 }, (_, i) => `v${i}`);
    const many = labels.flatMap((a, i) => labels.slice(i + 1).map((b) => `${a} ${b}`));
    expect(many.length).toBe(1225);
    expect(parseEdgeList(many.join('\n'), UNWEIGHTED)).toEqual({
      errors: ['line 1001: a graph has at most 1,000 edges'],
    });
    expect('graph' in parseEdgeList(many.slice(0, 1000).join('\n'), UNWEIGHTED)).toBe(true);
  });

  it('lists the first ten bad lines and stops reading at the next one, saying where', () => {
    const tenBad = Array.from({ length: 10 }, () => 'A A');
    const listed = Array.from(
      { length: 10 },
      (_, i) => `line ${i + 1}: an edge from a vertex to itself is not allowed`,
    );
    expect(parseEdgeList(tenBad.join('\n'), UNWEIGHTED)).toEqual({ errors: listed });
    const result = parseEdgeList([...tenBad, 'A B', '', 'B B', 'C C'].join('\n'), UNWEIGHTED);
    expect(result).toEqual({ errors: [...listed, 'and more errors from line 13 on'] });
  });

  it('refuses a text over 40,000 characters before reading it', () => {
    const label = (i: number) => `${String.fromCharCode(65 + Math.floor(i / 26), 65 + (i % 26))}ZZZZ ZZZZZ`;
    const full = Array.from({ length: 1000 }, (_, k) => {
      const from = k % 200;
      return `${label(from)}, ${label((from + 1 + Math.floor(k / 200)) % 200)}, -999`;
    });
    const fullGraph = parseEdgeList(full.join('\n'), WEIGHTED);
    expect('graph' in fullGraph && fullGraph.graph.edges.length).toBe(1000);
    expect(MAX_EDGE_LIST_CHARS).toBe(40_000);
    expect(parseEdgeList('# x\n'.repeat(10_000), UNWEIGHTED)).toEqual({
      graph: { directed: false, weighted: false, vertices: [], edges: [] },
    });
    expect(parseEdgeList(`${'# x\n'.repeat(10_000)}A`, UNWEIGHTED)).toEqual({
      errors: ['the edge list has 40,001 characters; it can have at most 40,000'],
    });
    expect(full.join('\n').length).toBeLessThan(MAX_EDGE_LIST_CHARS);
    const huge = 'A A\n'.repeat(500_000);
    expect(parseEdgeList(huge, UNWEIGHTED)).toEqual({
      errors: ['the edge list has 2,000,000 characters; it can have at most 40,000'],
    });
  });
});

describe('writing an edge list', () => {
  it('writes one edge a line, with weights on a weighted graph, and lone vertices where they belong', () => {
    expect(
      formatEdgeList({
        directed: false,
        weighted: true,
        vertices: ['Z', 'A', 'B', 'C'],
        edges: [
          { from: 'A', to: 'B', weight: 4 },
          { from: 'C', to: 'A', weight: -2 },
        ],
      }),
    ).toBe('A B 4\nC A -2\nZ\n');
    expect(formatEdgeList({ directed: true, weighted: false, vertices: ['A', 'B', 'C'], edges: [] })).toBe(
      'A\nB\nC\n',
    );
    expect(formatEdgeList({ directed: true, weighted: false, vertices: [], edges: [] })).toBe('');
  });

  it('reads back as the same graph: the same vertices, edges and weights', () => {
    fc.assert(
      fc.property(graphArb(), (graph) => {
        const result = parseEdgeList(formatEdgeList(graph), graph);
        if (!('graph' in result)) throw new Error(result.errors.join('; '));
        expect([...result.graph.vertices].sort()).toEqual([...graph.vertices].sort());
        expect(result.graph.edges).toEqual(graph.edges);
        expect(result.graph.directed).toBe(graph.directed);
        expect(result.graph.weighted).toBe(graph.weighted);
      }),
      { numRuns: 100 },
    );
  });
});
