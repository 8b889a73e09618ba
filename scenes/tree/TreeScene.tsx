import type { Graphics } from 'pixi.js';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { TreeModel } from '@/core/tree';
import { loadMotionEngine } from '../host/motionEngine';
import type { Placement, PlacementMotion } from '../host/placementMotion';
import type { ScenePalette } from '../host/palette';
import { useDrawAfterCommit, useScene } from '../host/SceneContext';
import { EmptyNote, SceneLabel } from '../host/SceneLabel';
import { usePlacementMotion } from '../host/usePlacementMotion';
import { layoutTreeScene, type TreeGeometry, type TreeNodeLayout, type TreeSceneLayout } from './layout';

/** The edges are drawn on every motion frame, not by React, so they follow the nodes as they glide. */
const drawnByMotion = () => {};

function drawEdges(
  graphics: Graphics,
  edges: TreeSceneLayout['edges'],
  current: ReadonlyMap<number, Placement>,
  palette: ScenePalette,
) {
  graphics.clear();
  for (const edge of edges) {
    const from = current.get(edge.from);
    const to = current.get(edge.to);
    if (!from || !to) continue;
    graphics
      .moveTo(from.x, from.y)
      .lineTo(to.x, to.y)
      .stroke({
        width: edge.marked ? 3 : 2,
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
  node: TreeNodeLayout;
  radius: number;
  scale: number;
  motion: PlacementMotion;
  palette: ScenePalette;
}) {
  const draw = useCallback(
    (graphics: Graphics) => {
      graphics.clear();
      graphics
        .circle(0, 0, radius)
        .fill({ color: palette.background })
        .circle(0, 0, radius)
        .fill({ color: node.style.fill, alpha: node.style.fillAlpha })
        .stroke({ width: 2, color: node.style.stroke });
    },
    [radius, node.style, palette.background],
  );
  return (
    <pixiContainer ref={motion.ref(node.id)}>
      <pixiGraphics draw={draw} />
      <SceneLabel text={node.label} colour={node.style.text} fontSize={node.fontSize} weight="700" />
      {node.balance !== null ? (
        <SceneLabel
          text={node.balance}
          x={radius - 2}
          y={-radius + 1}
          anchor={{ x: 0, y: 1 }}
          colour={node.unbalanced ? palette.active : palette.label}
          fontSize={11 * scale}
          weight={node.unbalanced ? '700' : '600'}
        />
      ) : null}
    </pixiContainer>
  );
}

/**
 * The Trees page's scene: the tree, each node a circle with its key (and, for AVL, its balance factor).
 * A new width (the canvas resized) lays the scene out afresh in place; only a change of the tree glides.
 */
export function TreeScene(props: TreeSceneProps) {
  const { width } = useScene();
  useEffect(loadMotionEngine, []);
  return <TreeDrawing key={`${width}:${props.zoom ?? 1}`} {...props} />;
}

interface TreeSceneProps {
  model: TreeModel;
  geometry: TreeGeometry;
  showBalance: boolean;
  /** The frame's zoom (1 as the page opens). */
  zoom?: number;
}

function TreeDrawing({ model, geometry, showBalance, zoom = 1 }: TreeSceneProps) {
  const { width, palette } = useScene();
  useDrawAfterCommit();
  const layout = useMemo(
    () => layoutTreeScene(model, geometry, width, palette, showBalance, zoom),
    [model, geometry, width, palette, showBalance, zoom],
  );
  const edgesRef = useRef<Graphics>(null);
  const redrawEdges = useCallback(
    (current: ReadonlyMap<number, Placement>) => {
      if (edgesRef.current) drawEdges(edgesRef.current, layout.edges, current, palette);
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
        <EmptyNote text="Empty tree" x={layout.empty.x} y={layout.empty.y} colour={palette.label} />
      ) : null}
    </pixiContainer>
  );
}
