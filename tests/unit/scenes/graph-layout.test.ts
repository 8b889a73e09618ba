import { describe, expect, it } from 'vitest';
import { circleLayout, graphPreset, type Graph } from '@/core/graph';
import { layoutGraphGeometry, MAX_DRAWN_WEIGHTS } from '@scenes/graph/layout';
import { randomConnectedGraph } from '../../bench/randomGraph';

const placed = (graph: Graph) => ({ ...graph, positions: circleLayout(graph.vertices) });

describe('graph scene geometry', () => {
  it('puts every vertex inside the canvas and every edge between the rims of its ends', () => {
    const graph = graphPreset('textbook');
    const layout = layoutGraphGeometry(graph, graph.positions ?? {}, 375, 300, false);
    for (const vertex of layout.vertices) {
      expect(vertex.x - layout.radius).toBeGreaterThanOrEqual(0);
      expect(vertex.x + layout.radius).toBeLessThanOrEqual(375);
      expect(vertex.y + layout.radius).toBeLessThanOrEqual(300);
    }
    expect(layout.edges).toHaveLength(graph.edges.length);
    const a = layout.vertices.find((v) => v.id === 'A');
    const ab = layout.edges.find((e) => e.key === 'A-B');
    if (!a || !ab) throw new Error('A or A–B missing');
    expect(Math.hypot(ab.from.x - a.x, ab.from.y - a.y)).toBeCloseTo(layout.radius, 5);
    expect(ab.weight?.text).toBe('4');
  });

  it(`draws weights up to ${MAX_DRAWN_WEIGHTS} edges and leaves them off beyond`, () => {
    const graph = (edgeCount: number) =>
      placed(
        randomConnectedGraph({ seed: 3, vertexCount: 60, edgeCount, maxWeight: 9, label: (i) => `V${i}` }),
      );
    const few = graph(MAX_DRAWN_WEIGHTS);
    const many = graph(MAX_DRAWN_WEIGHTS + 1);
    expect(few.edges).toHaveLength(MAX_DRAWN_WEIGHTS);
    expect(many.edges).toHaveLength(MAX_DRAWN_WEIGHTS + 1);
    const drawn = (g: Graph) =>
      layoutGraphGeometry(g, g.positions ?? {}, 1200, 520, false).edges.filter((e) => e.weight !== null)
        .length;
    expect(drawn(few)).toBe(MAX_DRAWN_WEIGHTS);
    expect(drawn(many)).toBe(0);
  });

  it('gives a directed edge an arrowhead and bows a reciprocal pair apart', () => {
    const graph: Graph = {
      directed: true,
      weighted: false,
      vertices: ['A', 'B'],
      edges: [
        { from: 'A', to: 'B', weight: 1 },
        { from: 'B', to: 'A', weight: 1 },
      ],
      positions: { A: { x: 0, y: 0.5 }, B: { x: 1, y: 0.5 } },
    };
    const [ab, ba] = layoutGraphGeometry(graph, graph.positions ?? {}, 400, 300, false).edges;
    expect(ab?.arrow).toHaveLength(6);
    expect(ab?.weight).toBeNull();
    // Both controls leave the straight line, on opposite sides.
    expect(Math.sign((ab?.control.y ?? 0) - 150)).toBe(-Math.sign((ba?.control.y ?? 0) - 150));
  });
});
