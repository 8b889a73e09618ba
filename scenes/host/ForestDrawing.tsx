import type { Graphics } from 'pixi.js';
import { useCallback, useMemo, useRef } from 'react';
import {
  layoutForestScene,
  type ForestGeometry,
  type ForestNode,
  type ForestNodeLayout,
  type ForestSceneLayout,
} from './forestLayout';
import type { ScenePalette } from './palette';
import type { Placement, PlacementMotion } from './placementMotion';
import { useDrawAfterCommit, useScene } from './SceneContext';
import { EmptyNote, SceneLabel } from './SceneLabel';
import { usePlacementMotion } from './usePlacementMotion';

/** The edges are drawn on every motion frame, not by React, so they follow the nodes as they glide. */
const drawnByMotion = () => {};

function drawEdges(
  graphics: Graphics,
  layout: ForestSceneLayout,
  current: ReadonlyMap<number, Placement>,
  palette: ScenePalette,
) {
  graphics.clear();
  for (const edge of layout.edges) {
    const from = current.get(edge.from);
    const to = current.get(edge.to);
    if (!from || !to) continue;
    graphics
      .moveTo(from.x, from.y)
      .lineTo(to.x, to.y)
      .stroke({
        width: (edge.marked ? 3 : 2) * layout.scale,
        color: edge.marked ? palette.compare : palette.label,
        alpha: (edge.marked ? 0.9 : 0.4) * Math.min(from.alpha, to.alpha),
        cap: 'round',
      });
  }
}

function Node({
  node,
  radius,
  scale,
  motion,
  palette,
}: {
  node: ForestNodeLayout;
  radius: number;
  scale: number;
  motion: PlacementMotion;
  palette: ScenePalette;
}) {
  const draw = useCallback(
    (graphics: Graphics) => {
      graphics.clear();
      // An opaque disc first, so an edge never shows through a pale node or its label.
      graphics
        .circle(0, 0, radius)
        .fill({ color: palette.background })
        .circle(0, 0, radius)
        .fill({ color: node.style.fill, alpha: node.style.fillAlpha })
        .stroke({ width: 2 * scale, color: node.style.stroke });
      if (node.ring)
        graphics.circle(0, 0, radius + 4 * scale).stroke({ width: 2 * scale, color: node.style.stroke });
    },
    [radius, scale, node.style, node.ring, palette.background],
  );
  return (
    <pixiContainer ref={motion.ref(node.id)}>
      <pixiGraphics draw={draw} />
      <SceneLabel text={node.label} colour={node.style.text} fontSize={node.fontSize} weight="700" />
      {node.note !== null ? (
        <SceneLabel
          text={node.note}
          y={-radius - 6 * scale}
          anchor={{ x: 0.5, y: 1 }}
          colour={palette.label}
          fontSize={11 * scale}
          weight="600"
        />
      ) : null}
    </pixiContainer>
  );
}

/**
 * A forest of labelled nodes (the union-find and trie scenes): nodes glide between steps, edges follow
 * them on every motion frame.
 */
export function ForestDrawing({
  nodes,
  geometry,
  zoom,
  emptyText,
}: {
  nodes: readonly ForestNode[];
  geometry: ForestGeometry;
  zoom: number;
  emptyText: string;
}) {
  const { width, palette } = useScene();
  useDrawAfterCommit();
  const layout = useMemo(
    () => layoutForestScene(nodes, geometry, width, palette, zoom),
    [nodes, geometry, width, palette, zoom],
  );
  const edgesRef = useRef<Graphics>(null);
  const redrawEdges = useCallback(
    (current: ReadonlyMap<number, Placement>) => {
      if (edgesRef.current) drawEdges(edgesRef.current, layout, current, palette);
    },
    [layout, palette],
  );
  const motion = usePlacementMotion(layout.nodes, null, redrawEdges);
  return (
    <pixiContainer>
      <pixiGraphics ref={edgesRef} draw={drawnByMotion} />
      {layout.nodes.map((node) => (
        <Node
          key={node.id}
          node={node}
          radius={layout.radius}
          scale={layout.scale}
          motion={motion}
          palette={palette}
        />
      ))}
      {layout.empty ? (
        <EmptyNote text={emptyText} x={layout.empty.x} y={layout.empty.y} colour={palette.label} />
      ) : null}
    </pixiContainer>
  );
}
