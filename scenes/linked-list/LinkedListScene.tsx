import type { Graphics } from 'pixi.js';
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { StructureView } from '@/core/structures';
import { PlacementMotion, type Placement } from '../host/placementMotion';
import { FONT_FAMILY, MOVE_SECONDS } from '../host/sceneConstants';
import type { ScenePalette } from '../host/palette';
import { useDrawAfterCommit, useScene } from '../host/SceneContext';
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
      <pixiText
        text={node.caption}
        x={nodeWidth / 2}
        y={-3}
        anchor={{ x: 0.5, y: 1 }}
        alpha={0.75}
        style={{ fontSize: 11, fill: labelColour, fontFamily: FONT_FAMILY }}
        resolution={2}
      />
      <pixiGraphics draw={draw} />
      <pixiText
        text={node.label}
        x={(nodeWidth - pointerWidth) / 2}
        y={nodeHeight / 2}
        anchor={0.5}
        style={{ fontSize: node.fontSize, fill: style.text, fontFamily: FONT_FAMILY, fontWeight: '600' }}
        resolution={2}
      />
      {node.tag ? (
        <pixiText
          text={node.tag}
          x={nodeWidth / 2}
          y={nodeHeight + 3}
          anchor={{ x: 0.5, y: 0 }}
          style={{ fontSize: 12, fontWeight: '700', fill: labelColour, fontFamily: FONT_FAMILY }}
          resolution={2}
        />
      ) : null}
    </pixiContainer>
  );
}

/** The Linked Lists page's scene. */
export function LinkedListScene({ view }: { view: StructureView }) {
  const { width, palette, reducedMotion, invalidate } = useScene();
  useDrawAfterCommit();
  const layout = useMemo(() => layoutLinkedList(view, width, palette), [view, width, palette]);
  const [motion] = useState(() => new PlacementMotion());
  const arrowsRef = useRef<Graphics>(null);
  const { geometry } = layout;

  useLayoutEffect(() => {
    const targets = new Map(layout.nodes.map((node) => [node.id, node.target]));
    targets.set(NULL_ID, layout.terminator);
    const enters = new Map(layout.nodes.map((node) => [node.id, node.enter]));
    motion.moveTo(targets, {
      duration: MOVE_SECONDS,
      reducedMotion,
      invalidate,
      enter: (id, target) => enters.get(id) ?? { ...target, alpha: 0 },
      onFrame: (current) => {
        if (arrowsRef.current)
          drawArrows(arrowsRef.current, layout.arrows, current, layout.geometry, palette);
      },
    });
  }, [motion, layout, palette, reducedMotion, invalidate]);

  useLayoutEffect(() => () => motion.stop(), [motion]);

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
        <pixiText
          text="Empty list"
          x={width / 2}
          y={geometry.height / 2}
          anchor={0.5}
          alpha={0.7}
          style={{ fontSize: 15, fill: palette.label, fontFamily: FONT_FAMILY }}
          resolution={2}
        />
      ) : null}
    </pixiContainer>
  );
}
