import { describe, expect, it } from 'vitest';
import { floydWarshallModule } from '@/core/algorithms/graph';
import { graphPreset, parseEdgeList, type Graph } from '@/core/graph';
import { applyGraphChange, initialGraphModel } from '@/core/algorithms/graph/model';
import { graphQuestions } from './questionsOf';

const NO_SOURCE = { source: null, target: null } as const;
const run = (graph: Graph) => floydWarshallModule.trace(graph, NO_SOURCE);
const final = (graph: Graph) => {
  const trace = run(graph);
  return trace.frameAt(trace.stepCount).model;
};

describe('Floyd-Warshall', () => {
  it('gives the textbook all-pairs matrix (CLRS figure 25.4) and counts its pairs', () => {
    const graph = graphPreset('all-pairs');
    const model = final(graph);
    expect(model.matrix?.labels).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(model.matrix?.value).toEqual([
      [0, 1, -3, 2, -4],
      [3, 0, -4, 1, -1],
      [7, 4, 0, 5, 3],
      [2, -1, -5, 0, -2],
      [8, 5, 1, 6, 0],
    ]);
    expect(model.matrix?.state.flat().every((s) => s === 'default')).toBe(true);
    expect(model.matrix?.through).toBeNull();
    expect(floydWarshallModule.answer?.(model, graph)).toBe('20 of 20 ordered pairs have a shortest path');
  });

  it('starts from the edge weights, ∞ where there is no edge', () => {
    const trace = run(graphPreset('all-pairs'));
    expect(trace.frameAt(1).model.matrix?.value[0]).toEqual([0, 3, 8, Infinity, -4]);
    expect(trace.frameAt(1).model.matrix?.value[3]).toEqual([2, Infinity, -5, 0, Infinity]);
  });

  it('tries one k at a time, highlights each improved cell until the next k, and narrates the comparison', () => {
    const trace = run(graphPreset('all-pairs'));
    const improving = trace.steps.findIndex((s) => s.line === 'improve');
    expect(trace.steps[improving]?.message).toBe(
      'k = A: dist[D][B] = ∞ > dist[D][A] + dist[A][B] = 2 + 3 = 5, improved',
    );
    const after = trace.frameAt(improving + 1).model;
    expect(after.matrix?.through).toBe('A');
    expect(after.matrix?.value[3]?.[1]).toBe(5);
    expect(after.matrix?.state[3]?.[1]).toBe('improved');
    expect(after.vertices.get('A')).toBe('current');
    const nextK = trace.steps.findIndex((s, i) => i > improving && s.line === 'through');
    expect(trace.steps[nextK]?.message).toMatch(/^k = B: /);
    const atB = trace.frameAt(nextK + 1).model;
    expect(atB.matrix?.through).toBe('B');
    expect(atB.matrix?.state[3]?.[1]).toBe('default');
    expect(atB.vertices.get('A')).toBe('visited');
    const kept = trace.steps.find((s) => s.line === 'check');
    expect(kept?.message).toBe('k = A: dist[A][A] = 0 ≤ dist[A][A] + dist[A][A] = 0 + 0 = 0, kept');
  });

  it('counts every cell checked and every improvement', () => {
    const trace = run(graphPreset('all-pairs'));
    const checked = trace.steps.filter((s) => s.line === 'check' || s.line === 'improve').length;
    const improved = trace.steps.filter((s) => s.line === 'improve').length;
    expect(trace.totals).toEqual({ cellsChecked: checked, improvements: improved });
    expect(improved).toBe(18);
  });

  it('finds a negative cycle on the diagonal and names the vertices on it', () => {
    const graph = graphPreset('negative-cycle');
    const trace = run(graph);
    const model = trace.frameAt(trace.stepCount).model;
    expect(floydWarshallModule.answer?.(model, graph)).toBe('negative cycle through B, C, D');
    expect(model.matrix?.state.map((row, i) => row[i])).toEqual([
      'default',
      'negative',
      'negative',
      'negative',
      'default',
    ]);
    expect(['B', 'C', 'D'].map((v) => model.vertices.get(v))).toEqual(['path', 'path', 'path']);
    expect(trace.steps.at(-2)?.message).toBe('dist[B][B] = -1 < 0: a negative cycle runs through B, C, D');
  });

  it('treats an undirected edge of negative weight as a negative cycle, there and back', () => {
    const graph: Graph = {
      directed: false,
      weighted: true,
      vertices: ['A', 'B', 'C'],
      edges: [
        { from: 'A', to: 'B', weight: 2 },
        { from: 'B', to: 'C', weight: -1 },
      ],
    };
    expect(floydWarshallModule.answer?.(final(graph), graph)).toBe('negative cycle through B, C');
  });

  it('leaves unreachable pairs at ∞ and counts only the pairs with a path', () => {
    const graph = graphPreset('disconnected');
    const model = final(graph);
    const answer = floydWarshallModule.answer?.(model, graph) ?? '';
    const [, pairs] = /^(\d+) of 56 ordered pairs have a shortest path$/.exec(answer) ?? [];
    const finite = model.matrix?.value.flat().filter((d) => d !== Infinity).length ?? 0;
    expect(Number(pairs)).toBe(finite - 8);
    expect(Number(pairs)).toBeLessThan(56);
  });

  it('needs no source and refuses an empty graph', () => {
    expect(floydWarshallModule.needsSource).toBe(false);
    expect(
      floydWarshallModule.validate({ directed: true, weighted: true, vertices: [], edges: [] }, NO_SOURCE),
    ).toBe('The graph has no vertices: add a vertex first');
  });

  it('records 100 vertices compactly enough to replay any frame', () => {
    const vertices = Array.from({ length: 100 }, (_, i) => `V${i}`);
    const graph: Graph = {
      directed: true,
      weighted: true,
      vertices,
      edges: vertices.map((v, i) => ({ from: v, to: vertices[(i + 1) % 100] as string, weight: 1 })),
    };
    const trace = run(graph);
    const model = trace.frameAt(trace.stepCount).model;
    expect(model.matrix?.value[0]?.[99]).toBe(99);
    expect(model.matrix?.value[99]?.[0]).toBe(1);
    expect(floydWarshallModule.answer?.(model, graph)).toBe(
      '9900 of 9900 ordered pairs have a shortest path',
    );
  });
});

describe('Floyd-Warshall practice', () => {
  it('asks whether a cell improves through k, answered as the run does', () => {
    const graph = graphPreset('all-pairs');
    const trace = run(graph);
    const questions = graphQuestions(floydWarshallModule, graph, null).filter((q) =>
      q.prompt.includes('improve through'),
    );
    expect(questions.length).toBeGreaterThanOrEqual(4);
    for (const q of questions) {
      const [, k, i, j] =
        /^k = (\w+): does dist\[(\w+)\]\[(\w+)\] improve through \1\?$/.exec(q.prompt) ?? [];
      expect(k).toBeDefined();
      const step = trace.steps[q.step];
      expect(step?.line).toBe(q.answer === 'yes' ? 'improve' : 'check');
      expect(step?.message).toContain(`k = ${k}: dist[${i}][${j}]`);
      expect(q.options.map((o) => o.id).sort()).toEqual(['no', 'yes']);
    }
    expect(new Set(questions.map((q) => q.answer))).toEqual(new Set(['yes', 'no']));
  });

  it("keeps the matrix in the vertices' label order when an edge list names them in another order", () => {
    const parsed = parseEdgeList('A B 4\nB H 2\nH C 1\nC D 3\nD F 1\nF I 2\nI E 5\nE G 1\nG A 2', {
      directed: true,
      weighted: true,
    });
    if (!('graph' in parsed)) throw new Error(parsed.errors.join('; '));
    const { graph } = parsed;
    expect(graph.vertices).toEqual(['A', 'B', 'H', 'C', 'D', 'F', 'I', 'E', 'G']);
    const trace = run(graph);
    const sorted = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I'];
    expect(trace.frameAt(0).model.matrix?.labels).toEqual(sorted);
    expect(initialGraphModel(graph, { matrix: true }).matrix?.labels).toEqual(sorted);
    // Row and column i are vertex sorted[i]: the edge B -> H (2) sits in row B, column H.
    const start = trace.frameAt(1).model.matrix;
    expect(start?.value[1]?.[7]).toBe(2);
    expect(start?.value[7]?.[2]).toBe(1);
    // k runs in the same order, and the cell being checked is found by label.
    const ks = trace.steps.filter((step) => step.line === 'through').map((step) => step.message.slice(4, 5));
    expect(ks).toEqual(sorted);
    const checking = trace.steps.findIndex((step) => step.line === 'check');
    const checked = trace.frameAt(checking + 1).model.matrix;
    const [, i, j] = /dist\[(\w)\]\[(\w)\] =/.exec(trace.steps[checking]?.message ?? '') ?? [];
    expect(checked?.state[sorted.indexOf(i ?? '')]?.[sorted.indexOf(j ?? '')]).toBe('current');
    // The frames agree with the model replayed by label, and A reaches I through B, H, C, D, F.
    let model = initialGraphModel(graph, { matrix: true });
    for (const step of trace.steps) model = applyGraphChange(model, step.change);
    const last = trace.frameAt(trace.stepCount).model;
    expect(last.matrix?.value).toEqual(model.matrix?.value);
    expect(last.matrix?.value[0]?.[8]).toBe(4 + 2 + 1 + 3 + 1 + 2);
  });
});
