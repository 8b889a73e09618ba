import type { Graphics } from 'pixi.js';
import { useCallback, useEffect, useMemo } from 'react';
import type { HeapModel } from '@/core/heap';
import { loadMotionEngine } from '../host/motionEngine';
import type { PlacementMotion } from '../host/placementMotion';
import { useDrawAfterCommit, useScene } from '../host/SceneContext';
import { EmptyNote, SceneLabel } from '../host/SceneLabel';
import { usePlacementMotion } from '../host/usePlacementMotion';
import { ValueBox } from '../host/ValueBox';
import { layoutHeapScene, type HeapElementLayout, type HeapSceneLayout } from './layout';

function Edges({
  edges,
  colour,
  marked,
}: {
  edges: HeapSceneLayout['edges'];
  colour: number;
  marked: number;
}) {
  const draw = useCallback(
    (graphics: Graphics) => {
      graphics.clear();
      for (const edge of edges) {
        graphics
          .moveTo(edge.from.x, edge.from.y)
          .lineTo(edge.to.x, edge.to.y)
          .stroke({
            width: edge.marked ? 3 : 2,
            color: edge.marked ? marked : colour,
            alpha: edge.marked ? 0.9 : 0.35,
            cap: 'round',
          });
      }
    },
    [edges, colour, marked],
  );
  return <pixiGraphics draw={draw} />;
}

function Node({
  node,
  radius,
  motion,
  background,
}: {
  node: HeapElementLayout;
  radius: number;
  motion: PlacementMotion;
  background: number;
}) {
  const draw = useCallback(
    (graphics: Graphics) => {
      graphics.clear();
      // An opaque disc first, so an edge never shows through a pale node or its number.
      graphics
        .circle(0, 0, radius)
        .fill({ color: background })
        .circle(0, 0, radius)
        .fill({ color: node.style.fill, alpha: node.style.fillAlpha })
        .stroke({ width: 2, color: node.style.stroke });
    },
    [radius, node.style, background],
  );
  return (
    <pixiContainer ref={motion.ref(node.id)}>
      <pixiGraphics draw={draw} />
      <SceneLabel text={node.label} colour={node.style.text} fontSize={node.fontSize} weight="700" />
    </pixiContainer>
  );
}

/**
 * The Heaps page's scene: the tree and its array, one element highlighted in both. A new width (the
 * canvas resized) lays the scene out afresh in place; only a change of the heap glides.
 */
export function HeapScene({ model, zoom = 1 }: { model: HeapModel; zoom?: number }) {
  const { width } = useScene();
  useEffect(loadMotionEngine, []);
  return <HeapDrawing key={`${width}:${zoom}`} model={model} zoom={zoom} />;
}

function HeapDrawing({ model, zoom }: { model: HeapModel; zoom: number }) {
  const { width, palette } = useScene();
  useDrawAfterCommit();
  const layout = useMemo(() => layoutHeapScene(model, width, palette, zoom), [model, width, palette, zoom]);
  const elements = useMemo(() => [...layout.nodes, ...layout.boxes], [layout]);
  const motion = usePlacementMotion(elements);
  return (
    <pixiContainer>
      <Edges edges={layout.edges} colour={palette.label} marked={palette.compare} />
      {layout.nodes.map((node) => (
        <Node
          key={node.id}
          node={node}
          radius={layout.radius}
          motion={motion}
          background={palette.background}
        />
      ))}
      <SceneLabel
        text="Array"
        x={layout.arrayCaption.x}
        y={layout.arrayCaption.y}
        anchor={{ x: 0, y: 0 }}
        alpha={0.75}
        colour={palette.label}
        fontSize={12}
        weight="600"
      />
      {layout.boxes.map((box) => (
        <ValueBox key={box.id} item={box} width={layout.boxWidth} height={layout.boxHeight} motion={motion} />
      ))}
      {layout.indexLabels.map((label) => (
        <SceneLabel
          key={label.text}
          text={label.text}
          x={label.x}
          y={label.y}
          anchor={{ x: 0.5, y: 0 }}
          alpha={label.marked ? 1 : 0.65}
          colour={palette.label}
          fontSize={11}
          weight={label.marked ? '700' : undefined}
        />
      ))}
      {layout.empty ? (
        <EmptyNote text="Empty heap" x={layout.empty.x} y={layout.empty.y} colour={palette.label} />
      ) : null}
    </pixiContainer>
  );
}
