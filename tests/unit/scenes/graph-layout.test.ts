import { describe, expect, it } from 'vitest';
import { circleLayout, graphPreset, type Graph } from '@/core/graph';
import {
  fitVertexLabel,
  LABEL_LINE_HEIGHT,
  labelRadius,
  layoutGraphGeometry,
  MAX_DRAWN_WEIGHTS,
  MIN_LABEL_FONT,
  sceneFrame,
  vertexFontSize,
} from '@scenes/graph/layout';
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

describe('vertex labels in the scene', () => {
  const COURSES: Graph = placed({
    directed: true,
    weighted: false,
    vertices: ['CS101', 'Maths', 'Wake up', 'Data Struct', 'Algorithms 2', 'abcdefghijkl'],
    edges: [{ from: 'CS101', to: 'Data Struct', weight: 1 }],
  });

  it('draws short labels as before, at the radius’s font on one line', () => {
    expect(fitVertexLabel('A', 20)).toEqual({ lines: ['A'], fontSize: vertexFontSize(20) });
    expect(fitVertexLabel('ABC', 9)).toEqual({ lines: ['ABC'], fontSize: vertexFontSize(9) });
    expect(labelRadius(['A', 'B', 'ZZZ'])).toBe(0);
  });

  it('shrinks a long label, splits it at a space, and cuts it short only in a tiny circle', () => {
    const fit = (label: string, radius: number) => fitVertexLabel(label, radius);
    expect(fit('CS101', 28).lines).toEqual(['CS101']);
    expect(fit('Wake up', 18).lines).toEqual(['Wake', 'up']);
    expect(fit('Algorithms 2', 32).lines).toEqual(['Algorithms', '2']);
    const tiny = fit('abcdefghijkl', 12);
    expect(tiny.fontSize).toBe(MIN_LABEL_FONT);
    expect(tiny.lines).toHaveLength(1);
    expect(tiny.lines).toEqual(['ab…']);
  });

  it('gives long labels a larger circle where there is room, and every label stays inside its circle', () => {
    const layout = layoutGraphGeometry(COURSES, COURSES.positions ?? {}, 800, 500, false);
    expect(layout.radius).toBeGreaterThanOrEqual(labelRadius(COURSES.vertices));
    expect(labelRadius(COURSES.vertices)).toBeGreaterThan(20);
    for (const vertex of COURSES.vertices) {
      const fit = layout.labels.get(vertex);
      if (!fit) throw new Error(`${vertex} has no label`);
      expect(fit.lines.join(' '), vertex).toBe(vertex);
      expect(fit.fontSize, vertex).toBeGreaterThanOrEqual(MIN_LABEL_FONT);
      const height = fit.lines.length * LABEL_LINE_HEIGHT * fit.fontSize;
      expect(height).toBeLessThan(2 * layout.radius);
    }
  });

  it('never lets two circles touch, even when long labels ask for more room than there is', () => {
    for (const width of [320, 375, 800]) {
      const layout = layoutGraphGeometry(COURSES, COURSES.positions ?? {}, width, 300, false);
      for (const a of layout.vertices)
        for (const b of layout.vertices)
          if (a !== b) expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual(2 * layout.radius);
      const frame = sceneFrame(
        COURSES.vertices.map((v) => COURSES.positions?.[v] ?? { x: 0.5, y: 0.5 }),
        width,
        300,
        false,
        COURSES.vertices,
      );
      expect(frame.radius).toBe(layout.radius);
    }
  });
});
