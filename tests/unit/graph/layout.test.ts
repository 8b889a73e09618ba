import { describe, expect, it } from 'vitest';
import { graphPreset, parseEdgeList, type Graph } from '@/core/graph';
import { layoutGraph } from '@/core/graph/layout';

function typed(text: string): Graph {
  const result = parseEdgeList(text, { directed: false, weighted: false });
  if (!('graph' in result)) throw new Error(result.errors.join('; '));
  return result.graph;
}

const ring = typed(
  Array.from({ length: 30 }, (_, i) => `N${i} N${(i + 1) % 30}`)
    .concat(['N0 N15', 'N5 N20'])
    .join('\n'),
);

describe('graph layout', () => {
  it('keeps the places a graph has', () => {
    const textbook = graphPreset('textbook');
    expect(layoutGraph(textbook)).toEqual(textbook.positions);
  });

  it('places every vertex of a typed graph inside the unit square, apart from the others', () => {
    const positions = layoutGraph(ring);
    expect(Object.keys(positions).sort()).toEqual([...ring.vertices].sort());
    const points = Object.values(positions);
    for (const point of points) {
      expect(point.x).toBeGreaterThanOrEqual(0);
      expect(point.x).toBeLessThanOrEqual(1);
      expect(point.y).toBeGreaterThanOrEqual(0);
      expect(point.y).toBeLessThanOrEqual(1);
    }
    let closest = Infinity;
    for (const [i, a] of points.entries()) {
      for (const b of points.slice(i + 1)) closest = Math.min(closest, Math.hypot(a.x - b.x, a.y - b.y));
    }
    expect(closest).toBeGreaterThan(0.02);
  });

  it('draws the same graph the same way every time', () => {
    expect(layoutGraph(ring)).toEqual(layoutGraph(ring));
  });

  it('leaves placed vertices where they are and places the new one near its neighbours', () => {
    const textbook = graphPreset('textbook');
    const grown: Graph = {
      ...textbook,
      vertices: [...textbook.vertices, 'J'],
      edges: [...textbook.edges, { from: 'J', to: 'A', weight: 1 }],
    };
    const positions = layoutGraph(grown);
    for (const vertex of textbook.vertices) expect(positions[vertex]).toEqual(textbook.positions?.[vertex]);
    expect(positions.J).toBeDefined();
  });
});
