/**
 * Where each vertex of a graph is drawn, in the unit square. Vertices with a position keep it (a
 * preset's drawing, or where the learner dragged them); the others are placed by a force-directed
 * layout (d3-force: edges pull, vertices repel), run to rest here rather than animated, so the same
 * graph always gets the same picture.
 */
import { forceCollide, forceLink, forceManyBody, forceSimulation, type SimulationNodeDatum } from 'd3-force';
import type { Graph, VertexPosition } from './graph';
import { circleLayout } from './presets';

interface LayoutNode extends SimulationNodeDatum {
  id: string;
}

/** Ticks of the simulation: enough for 200 vertices to settle. */
const TICKS = 300;

/** Scales points to fill the unit square, keeping their aspect ratio (and centring a single point). */
function fitToUnitSquare(points: Record<string, { x: number; y: number }>): Record<string, VertexPosition> {
  const values = Object.values(points);
  const xs = values.map((point) => point.x);
  const ys = values.map((point) => point.y);
  const minX = Math.min(...xs);
  const minY = Math.min(...ys);
  const span = Math.max(Math.max(...xs) - minX, Math.max(...ys) - minY, 1e-9);
  const offsetX = (1 - (Math.max(...xs) - minX) / span) / 2;
  const offsetY = (1 - (Math.max(...ys) - minY) / span) / 2;
  const fitted: Record<string, VertexPosition> = {};
  for (const [id, point] of Object.entries(points)) {
    fitted[id] =
      values.length === 1
        ? { x: 0.5, y: 0.5 }
        : { x: offsetX + (point.x - minX) / span, y: offsetY + (point.y - minY) / span };
  }
  return fitted;
}

/** Every vertex's position in the unit square. */
export function layoutGraph(graph: Graph): Record<string, VertexPosition> {
  const given = graph.positions ?? {};
  const missing = graph.vertices.filter((vertex) => given[vertex] === undefined);
  if (missing.length === 0) {
    const positions: Record<string, VertexPosition> = {};
    for (const vertex of graph.vertices) positions[vertex] = given[vertex] as VertexPosition;
    return positions;
  }
  const start = circleLayout(graph.vertices);
  const nodes: LayoutNode[] = graph.vertices.map((id) => {
    const at = given[id];
    const from = at ?? (start[id] as VertexPosition);
    // Vertices that were placed stay put; the others settle around them.
    return at
      ? { id, x: at.x * 100, y: at.y * 100, fx: at.x * 100, fy: at.y * 100 }
      : { id, x: from.x * 100, y: from.y * 100 };
  });
  const links = graph.edges
    .filter((edge) => edge.from !== edge.to)
    .map((edge) => ({ source: edge.from, target: edge.to }));
  const simulation = forceSimulation(nodes)
    .force(
      'link',
      forceLink<LayoutNode, { source: string; target: string }>(links)
        .id((node) => node.id)
        .distance(18),
    )
    .force('charge', forceManyBody().strength(-60))
    .force('collide', forceCollide(6))
    .stop();
  simulation.tick(TICKS);
  const points: Record<string, { x: number; y: number }> = {};
  for (const node of nodes) points[node.id] = { x: node.x ?? 50, y: node.y ?? 50 };
  if (missing.length === graph.vertices.length) return fitToUnitSquare(points);
  const positions: Record<string, VertexPosition> = {};
  for (const [id, point] of Object.entries(points)) {
    positions[id] = {
      x: Math.min(1, Math.max(0, point.x / 100)),
      y: Math.min(1, Math.max(0, point.y / 100)),
    };
  }
  return positions;
}
