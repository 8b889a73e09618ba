import type { Graphics } from 'pixi.js';
import { useCallback, useMemo, useRef } from 'react';
import type { StructureView } from '@/core/structures';
import type { PlacementMotion, Placement } from '../host/placementMotion';
import type { ScenePalette } from '../host/palette';
import { useDrawAfterCommit, useScene } from '../host/SceneContext';
import { EmptyNote, SceneLabel } from '../host/SceneLabel';
import { usePlacementMotion } from '../host/usePlacementMotion';
import {
  arrowPath,
  layoutLinkedList,
  NULL_ID,
  type ArrowKind,
  type ListArrow,
  type ListGeometry,
  type ListNodeLayout,
} from './layout';

/** The arrows are drawn on every motion frame, not by React. */
const drawnByMotion = () => {};

function arrowColour(kind: ArrowKind, palette: ScenePalette): number {
  switch (kind) {
    case 'new':
      return palette.sorted;
    case 'bypass':
      return palette.target;
    case 'detached':
      return palette.active;
    case 'link':
      return palette.label;
  }
}

/** Draws every arrow from the elements' current (possibly in-between) placements. */
function drawArrows(
  graphics: Graphics,
  arrows: readonly ListArrow[],
  placements: ReadonlyMap<number, Placement>,
  geometry: ListGeometry,
  palette: ScenePalette,
): void {
  graphics.clear();
  for (const arrow of arrows) {
    const from = placements.get(arrow.from);
    const to = placements.get(arrow.to);
    if (!from || !to) continue;
    const alpha = Math.min(from.alpha, to.alpha) * (arrow.kind === 'link' ? 0.75 : 1);
    if (alpha <= 0.01) continue;
    const colour = arrowColour(arrow.kind, palette);
    const points = arrowPath(from, to, geometry);
    graphics.moveTo(points[0] ?? 0, points[1] ?? 0);
    for (let i = 2; i < points.length; i += 2) graphics.lineTo(points[i] ?? 0, points[i + 1] ?? 0);
    graphics.stroke({ width: 2, color: colour, alpha, join: 'round', cap: 'round' });
    const endX = points[points.length - 2] ?? 0;
    const endY = points[points.length - 1] ?? 0;
    const angle = Math.atan2(
      endY - (points[points.length - 3] ?? endY),
      endX - (points[points.length - 4] ?? endX),
    );
    const size = 8;
    graphics
      .poly([
        endX,
        endY,
        endX - size * Math.cos(angle) + (size / 1.6) * Math.sin(angle),
        endY - size * Math.sin(angle) - (size / 1.6) * Math.cos(angle),
        endX - size * Math.cos(angle) - (size / 1.6) * Math.sin(angle),
        endY - size * Math.sin(angle) + (size / 1.6) * Math.cos(angle),
      ])
      .fill({ color: colour, alpha });
    graphics.circle(points[0] ?? 0, points[1] ?? 0, 3).fill({ color: colour, alpha });
  }
}

function ListNode({
  node,
  geometry,
  labelColour,
  motion,
}: {
  node: ListNodeLayout;
  geometry: ListGeometry;
  labelColour: number;
  motion: PlacementMotion;
}) {
  const { nodeWidth, pointerWidth, nodeHeight } = geometry;
  const { style } = node;
  const draw = useCallback(
    (graphics: Graphics) => {
      graphics.clear();
      graphics
        .roundRect(0, 0, nodeWidth, nodeHeight, 8)
        .fill({ color: style.fill, alpha: style.fillAlpha })
        .stroke({ width: 2, color: style.stroke });
      graphics
        .moveTo(nodeWidth - pointerWidth, 0)
        .lineTo(nodeWidth - pointerWidth, nodeHeight)
        .stroke({ width: 1.5, color: style.fillAlpha < 1 ? style.stroke : style.text, alpha: 0.6 });
    },
    [nodeWidth, pointerWidth, nodeHeight, style],
  );
  return (
    <pixiContainer ref={motion.ref(node.id)}>
      <SceneLabel
        text={node.caption}
        x={nodeWidth / 2}
        y={-3}
        anchor={{ x: 0.5, y: 1 }}
        alpha={0.75}
        colour={labelColour}
        fontSize={11}
      />
      <pixiGraphics draw={draw} />
      <SceneLabel
        text={node.label}
        x={(nodeWidth - pointerWidth) / 2}
        y={nodeHeight / 2}
        colour={style.text}
        fontSize={node.fontSize}
        weight="600"
      />
      {node.tag ? (
        <SceneLabel
          text={node.tag}
          x={nodeWidth / 2}
          y={nodeHeight + 3}
          anchor={{ x: 0.5, y: 0 }}
          colour={labelColour}
          fontSize={12}
          weight="700"
        />
      ) : null}
    </pixiContainer>
  );
}

/** The Linked Lists page's scene. */
export function LinkedListScene({ view }: { view: StructureView }) {
  const { width, palette } = useScene();
  useDrawAfterCommit();
  const layout = useMemo(() => layoutLinkedList(view, width, palette), [view, width, palette]);
  const arrowsRef = useRef<Graphics>(null);
  const { geometry } = layout;
  const terminator = useMemo(() => new Map([[NULL_ID, layout.terminator]]), [layout]);
  const redrawArrows = useCallback(
    (current: ReadonlyMap<number, Placement>) => {
      if (arrowsRef.current) drawArrows(arrowsRef.current, layout.arrows, current, layout.geometry, palette);
    },
    [layout, palette],
  );
  const motion = usePlacementMotion(layout.nodes, terminator, redrawArrows);

  return (
    <pixiContainer>
      {layout.nodes.map((node) => (
        <ListNode key={node.id} node={node} geometry={geometry} labelColour={palette.label} motion={motion} />
      ))}
      {/* Above the nodes, so a pointer's dot shows on a filled (highlighted) node too. */}
      <pixiGraphics ref={arrowsRef} draw={drawnByMotion} />
      <pixiContainer ref={motion.ref(NULL_ID)}>
        <pixiText
          text="null"
          x={2}
          y={geometry.nodeHeight / 2}
          anchor={{ x: 0, y: 0.5 }}
          alpha={0.8}
          style={{ fontSize: 14, fontStyle: 'italic', fill: palette.label, fontFamily: 'monospace' }}
          resolution={2}
        />
      </pixiContainer>
      {layout.empty ? (
        <EmptyNote text="Empty list" x={width / 2} y={geometry.height / 2} colour={palette.label} />
      ) : null}
    </pixiContainer>
  );
}
