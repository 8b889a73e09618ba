/**
 * The Graphs page's operations: each run ends on the graph the editor's own edit gives, its lists are
 * the stored lists of that graph, refusals change nothing and say why, and queries answer what the
 * graph's queries say.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addEdge,
  degree,
  graphErrors,
  graphPreset,
  hasEdge,
  neighbours,
  removeEdge,
  removeVertex,
  type Graph,
} from '@/core/graph';
import {
  GRAPH_OPERATION_LINES,
  matrixOf,
  runGraphOperation,
  storedAdjacency,
  type GraphOperation,
  type GraphOperationRun,
} from '@/core/graph/operations';
import { graphArb } from './arbitraries';
import { operationArb } from './operationArb';

const SMALL: Graph = {
  directed: false,
  weighted: true,
  vertices: ['A', 'B', 'C', 'D'],
  edges: [
    { from: 'A', to: 'B', weight: 4 },
    { from: 'C', to: 'A', weight: 2 },
    { from: 'C', to: 'D', weight: 7 },
  ],
};

function runOf(graph: Graph, operation: GraphOperation): GraphOperationRun {
  const outcome = runGraphOperation(graph, operation);
  if ('error' in outcome) throw new Error(outcome.error);
  return outcome.run;
}

const lists = (adjacency: ReturnType<typeof storedAdjacency>) =>
  [...adjacency].map(([v, entries]) => `${v}:${entries.map((e) => `${e.vertex}/${e.weight}`).join(',')}`);

describe('stored lists and matrix', () => {
  it('keep each edge in both lists of an undirected graph, in the order edges were added', () => {
    expect(lists(storedAdjacency(SMALL))).toEqual(['A:B/4,C/2', 'B:A/4', 'C:A/2,D/7', 'D:C/7']);
  });

  it('give a symmetric matrix for an undirected graph and one-way cells for a directed one', () => {
    expect(matrixOf(storedAdjacency(SMALL), SMALL.vertices)).toEqual([
      [null, 4, 2, null],
      [4, null, null, null],
      [2, null, null, 7],
      [null, null, 7, null],
    ]);
    const directed = { ...SMALL, directed: true };
    expect(matrixOf(storedAdjacency(directed), directed.vertices)[2]).toEqual([2, null, null, 7]);
    expect(matrixOf(storedAdjacency(directed), directed.vertices)[0]).toEqual([null, 4, null, null]);
  });
});

describe('each operation, step by step', () => {
  it('adds a vertex with an empty list', () => {
    const run = runOf(SMALL, { op: 'addVertex', vertex: 'E' });
    expect(run.steps.map((s) => s.line)).toEqual(['add-vertex-check', 'add-vertex-create']);
    expect(run.after.vertices).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(run.steps.at(-1)?.adjacency.get('E')).toEqual([]);
    expect(run.result).toBe('Vertex E added with an empty list');
  });

  it('removes a vertex from every list that holds it, then drops its own list', () => {
    const run = runOf(SMALL, { op: 'removeVertex', vertex: 'A' });
    expect(run.steps.map((s) => s.line)).toEqual([
      'remove-vertex-check',
      'remove-vertex-unlink',
      'remove-vertex-unlink',
      'remove-vertex-delete',
    ]);
    expect(run.steps.map((s) => s.message).slice(1, 3)).toEqual([
      "B's list holds A: remove it",
      "C's list holds A: remove it",
    ]);
    // Half way, C's list no longer holds A while the drawing still shows the edge, marked.
    expect(lists(run.steps[2]?.adjacency ?? new Map())).toEqual(['A:B/4,C/2', 'B:', 'C:D/7', 'D:C/7']);
    expect(run.steps[2]?.edges.get('C-A')).toBe('rejected');
    expect({ graph: run.after }).toEqual(removeVertex(SMALL, 'A'));
    expect(lists(run.steps.at(-1)?.adjacency ?? new Map())).toEqual(['B:', 'C:D/7', 'D:C/7']);
    expect(run.result).toBe('Vertex A removed with 2 edges');
  });

  it('adds an edge after scanning for a duplicate, to both lists when undirected', () => {
    const run = runOf(SMALL, { op: 'addEdge', from: 'A', to: 'D', weight: 5 });
    expect(run.steps.map((s) => s.line)).toEqual([
      'add-edge-check',
      'scan',
      'scan',
      'add-edge-append',
      'add-edge-append-back',
    ]);
    expect(run.steps[1]?.message).toBe("A's list, entry 1: B, not D");
    expect(lists(run.steps.at(-1)?.adjacency ?? new Map())).toEqual([
      'A:B/4,C/2,D/5',
      'B:A/4',
      'C:A/2,D/7',
      'D:C/7,A/5',
    ]);
    expect(run.steps.at(-1)?.focus).toEqual({ vertex: 'D', index: 1 });
  });

  it('removes an edge named either way round on an undirected graph', () => {
    const run = runOf(SMALL, { op: 'removeEdge', from: 'A', to: 'C' });
    expect(run.steps.map((s) => s.line)).toEqual([
      'scan',
      'scan',
      'remove-edge-remove',
      'remove-edge-remove-back',
    ]);
    expect(run.after.edges).toEqual([SMALL.edges[0], SMALL.edges[2]]);
    expect(lists(run.steps.at(-1)?.adjacency ?? new Map())).toEqual(['A:B/4', 'B:A/4', 'C:D/7', 'D:C/7']);
  });

  it('changes a weight in both lists', () => {
    const run = runOf(SMALL, { op: 'setWeight', from: 'D', to: 'C', weight: -3 });
    expect(run.steps.map((s) => s.line)).toEqual(['scan', 'set-weight-update', 'set-weight-update-back']);
    expect(run.result).toBe('D–C now weighs -3 (was 7)');
    expect(lists(run.steps.at(-1)?.adjacency ?? new Map())).toEqual([
      'A:B/4,C/2',
      'B:A/4',
      'C:A/2,D/-3',
      'D:C/-3',
    ]);
  });

  it('lists neighbours in the order they are stored', () => {
    const run = runOf(SMALL, { op: 'neighbours', vertex: 'C' });
    expect(run.steps.map((s) => s.message)).toEqual([
      "C's list, entry 1: A (weight 2)",
      "C's list, entry 2: D (weight 7)",
      'Neighbours of C: A, D',
    ]);
    expect(runOf({ ...SMALL, edges: [] }, { op: 'neighbours', vertex: 'C' }).result).toBe(
      'C has no neighbours',
    );
  });

  it('answers has-edge by scanning the first vertex’s list', () => {
    expect(runOf(SMALL, { op: 'hasEdge', from: 'C', to: 'D' }).result).toBe(
      'Yes: C–D is an edge of weight 7',
    );
    const missing = runOf(SMALL, { op: 'hasEdge', from: 'B', to: 'C' });
    expect(missing.steps.map((s) => s.line)).toEqual(['scan', 'has-edge-result']);
    expect(missing.result).toBe('No: there is no edge B–C');
  });

  it('counts a directed degree as in-degree plus out-degree', () => {
    const directed = { ...SMALL, directed: true };
    const run = runOf(directed, { op: 'degree', vertex: 'A' });
    expect(run.steps.map((s) => s.line)).toEqual(['degree-out', 'degree-in', 'degree-result']);
    expect(run.result).toBe('Degree of A: 2 (in 1, out 1)');
    expect(runOf(SMALL, { op: 'degree', vertex: 'A' }).result).toBe('Degree of A: 2');
  });
});

describe('refusals change nothing and say why', () => {
  it.each<[GraphOperation, string]>([
    [{ op: 'addVertex', vertex: 'A' }, 'Vertex A is already in the graph'],
    [{ op: 'addVertex', vertex: 'A-1' }, 'A vertex label is 1-12 letters, digits or spaces, not "A-1"'],
    [{ op: 'removeVertex', vertex: 'Z' }, 'Vertex Z is not in the graph'],
    [{ op: 'addEdge', from: 'A', to: 'A', weight: 1 }, 'An edge from a vertex to itself is not allowed'],
    [{ op: 'addEdge', from: 'B', to: 'A', weight: 1 }, 'The edge B–A is already there'],
    [{ op: 'addEdge', from: 'B', to: 'D', weight: 1.5 }, 'Weight must be a whole number'],
    [{ op: 'addEdge', from: 'B', to: 'Q', weight: 1 }, 'Vertex Q is not in the graph'],
    [{ op: 'removeEdge', from: 'B', to: 'D' }, 'There is no edge B–D'],
    [{ op: 'setWeight', from: 'A', to: 'B', weight: 1000 }, 'Weight must be between -999 and 999'],
    [{ op: 'neighbours', vertex: 'Q' }, 'Vertex Q is not in the graph'],
    [{ op: 'hasEdge', from: 'A', to: 'Q' }, 'Vertex Q is not in the graph'],
    [{ op: 'degree', vertex: 'Q' }, 'Vertex Q is not in the graph'],
  ])('%o', (operation, message) => {
    expect(runGraphOperation(SMALL, operation)).toEqual({ error: message });
  });

  it('refuses weights on an unweighted graph', () => {
    expect(
      runGraphOperation({ ...SMALL, weighted: false }, { op: 'setWeight', from: 'A', to: 'B', weight: 2 }),
    ).toEqual({
      error: 'The graph is unweighted: its edges have no weights to change',
    });
  });
});

describe('any sequence of operations', () => {
  it('keeps the drawing, the lists and the queries in agreement', () => {
    fc.assert(
      fc.property(graphArb(), fc.array(fc.nat(), { maxLength: 12 }), (start, picks) => {
        let graph = start;
        for (const pick of picks) {
          const operation = fc.sample(operationArb(graph), { numRuns: 1, seed: pick })[0] as GraphOperation;
          const outcome = runGraphOperation(graph, operation);
          if ('error' in outcome) continue;
          const { run } = outcome;
          const last = run.steps.at(-1);
          expect(run.steps.every((s) => GRAPH_OPERATION_LINES.includes(s.line))).toBe(true);
          expect(graphErrors(run.after)).toEqual([]);
          expect(lists(last?.adjacency ?? new Map())).toEqual(lists(storedAdjacency(run.after)));
          for (const step of run.steps) expect(graphErrors(step.graph)).toEqual([]);
          if (operation.op === 'neighbours')
            expect(run.result).toContain(
              neighbours(graph, operation.vertex).length === 0 ? 'no neighbours' : ':',
            );
          if (operation.op === 'hasEdge')
            expect(run.result.startsWith('Yes')).toBe(hasEdge(graph, operation.from, operation.to));
          if (operation.op === 'degree') expect(run.result).toContain(`: ${degree(graph, operation.vertex)}`);
          if (operation.op === 'addEdge')
            expect(run.after).toEqual(
              (addEdge(graph, operation.from, operation.to, operation.weight) as { graph: Graph }).graph,
            );
          if (operation.op === 'removeEdge')
            expect(run.after).toEqual(
              (removeEdge(graph, operation.from, operation.to) as { graph: Graph }).graph,
            );
          graph = run.after;
        }
      }),
      { numRuns: 150 },
    );
  });

  it('runs on the largest presets without trouble', () => {
    const dense = graphPreset('random-dense', 7);
    const run = runOf(dense, { op: 'removeVertex', vertex: dense.vertices[0] as string });
    expect(run.after.vertices).toHaveLength(dense.vertices.length - 1);
  });
});
