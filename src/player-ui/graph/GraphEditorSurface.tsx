import { useRef, useState, type ReactNode } from 'react';
import type { Graph, VertexPosition } from '@/core/graph';
import { graphSceneHeight, sceneFrame, toCanvas, toUnit } from '@scenes/graph/layout';

export type EditMode = 'add' | 'move' | 'delete';

export interface GraphEditHandlers {
  addVertex: (at: VertexPosition) => void;
  addEdge: (from: string, to: string) => void;
  moveVertex: (vertex: string, at: VertexPosition) => void;
  deleteVertex: (vertex: string) => void;
  deleteEdge: (from: string, to: string) => void;
}

interface Drag {
  pointerId: number;
  from: string | null;
  /** The centre of the vertex the drag started on, where a new edge's line starts. */
  origin: { x: number; y: number } | null;
  start: { x: number; y: number };
  at: { x: number; y: number };
  moved: boolean;
}

/** How far a pointer may wander before a tap becomes a drag, in CSS pixels. */
const TAP_SLOP = 6;

function distanceToSegment(
  p: { x: number; y: number },
  a: { x: number; y: number },
  b: { x: number; y: number },
): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const lengthSquared = dx * dx + dy * dy || 1;
  const t = Math.min(1, Math.max(0, ((p.x - a.x) * dx + (p.y - a.y) * dy) / lengthSquared));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

/**
 * Pointer and touch editing over the graph canvas, done in the page (not in Pixi) from the same layout
 * the scene draws: in Add mode a tap on empty space adds a vertex and a drag from one vertex to another
 * adds an edge; in Move mode a vertex follows the pointer; in Delete mode a tap removes the vertex or
 * edge under it. The edge being drawn shows as a line until it is released.
 */
export function GraphEditorSurface({
  graph,
  positions,
  mode,
  edit,
  disabled,
  notes,
  children,
}: {
  graph: Graph;
  /** The scene leaves room for distance notes under the vertices (its layout then differs). */
  notes: boolean;
  positions: Readonly<Record<string, VertexPosition>>;
  mode: EditMode;
  edit: GraphEditHandlers;
  disabled: boolean;
  children: ReactNode;
}) {
  const surface = useRef<HTMLDivElement>(null);
  const [drag, setDrag] = useState<Drag | null>(null);

  const geometry = () => {
    const element = surface.current;
    const width = element?.clientWidth ?? 1;
    const height = graphSceneHeight(width);
    const points = graph.vertices.map((vertex) => positions[vertex] ?? { x: 0.5, y: 0.5 });
    return { element, frame: sceneFrame(points, width, height, notes, graph.vertices) };
  };

  const pointAt = (event: React.PointerEvent) => {
    const rect = surface.current?.getBoundingClientRect();
    return { x: event.clientX - (rect?.left ?? 0), y: event.clientY - (rect?.top ?? 0) };
  };

  const vertexAt = (point: { x: number; y: number }): string | null => {
    const { frame } = geometry();
    let best: string | null = null;
    let bestDistance = frame.radius + 6;
    for (const vertex of graph.vertices) {
      const centre = toCanvas(frame, positions[vertex] ?? { x: 0.5, y: 0.5 });
      const distance = Math.hypot(point.x - centre.x, point.y - centre.y);
      if (distance <= bestDistance) {
        best = vertex;
        bestDistance = distance;
      }
    }
    return best;
  };

  const edgeAt = (point: { x: number; y: number }) => {
    const { frame } = geometry();
    let best: { from: string; to: string } | null = null;
    let bestDistance = 8;
    for (const edge of graph.edges) {
      const a = toCanvas(frame, positions[edge.from] ?? { x: 0.5, y: 0.5 });
      const b = toCanvas(frame, positions[edge.to] ?? { x: 0.5, y: 0.5 });
      const distance = distanceToSegment(point, a, b);
      if (distance <= bestDistance) {
        best = edge;
        bestDistance = distance;
      }
    }
    return best;
  };

  const onPointerDown = (event: React.PointerEvent<HTMLDivElement>) => {
    if (disabled || event.button !== 0) return;
    const point = pointAt(event);
    event.currentTarget.setPointerCapture(event.pointerId);
    const from = vertexAt(point);
    const origin = from === null ? null : toCanvas(geometry().frame, positions[from] ?? { x: 0.5, y: 0.5 });
    setDrag({ pointerId: event.pointerId, from, origin, start: point, at: point, moved: false });
  };

  const onPointerMove = (event: React.PointerEvent<HTMLDivElement>) => {
    if (!drag || drag.pointerId !== event.pointerId) return;
    const point = pointAt(event);
    const moved = drag.moved || Math.hypot(point.x - drag.start.x, point.y - drag.start.y) > TAP_SLOP;
    setDrag({ ...drag, at: point, moved });
    if (mode === 'move' && moved && drag.from !== null)
      edit.moveVertex(drag.from, toUnit(geometry().frame, point.x, point.y));
  };

  const onPointerUp = (event: React.PointerEvent<HTMLDivElement>) => {
    if (!drag || drag.pointerId !== event.pointerId) return;
    const point = pointAt(event);
    setDrag(null);
    if (mode === 'add') {
      if (!drag.moved && drag.from === null) edit.addVertex(toUnit(geometry().frame, point.x, point.y));
      const to = vertexAt(point);
      if (drag.moved && drag.from !== null && to !== null && to !== drag.from) edit.addEdge(drag.from, to);
    } else if (mode === 'delete' && !drag.moved) {
      const vertex = vertexAt(point);
      const edge = vertex === null ? edgeAt(point) : null;
      if (vertex !== null) edit.deleteVertex(vertex);
      else if (edge !== null) edit.deleteEdge(edge.from, edge.to);
    }
  };

  const origin = mode === 'add' && drag?.moved ? drag.origin : null;

  return (
    <div
      ref={surface}
      className="relative touch-none select-none"
      data-edit-mode={mode}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => setDrag(null)}
      style={{
        cursor: disabled
          ? 'default'
          : mode === 'move'
            ? 'grab'
            : mode === 'delete'
              ? 'not-allowed'
              : 'crosshair',
      }}
    >
      {children}
      {origin && drag ? (
        <svg className="pointer-events-none absolute inset-0 h-full w-full" aria-hidden="true">
          <line
            x1={origin.x}
            y1={origin.y}
            x2={drag.at.x}
            y2={drag.at.y}
            stroke="currentColor"
            strokeWidth={2}
            strokeDasharray="6 4"
            className="text-primary"
          />
        </svg>
      ) : null}
    </div>
  );
}
