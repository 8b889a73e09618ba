import type { Graphics } from 'pixi.js';
import { useCallback, useLayoutEffect, useMemo, useState } from 'react';
import type { StructureView } from '@/core/structures';
import { ValueBox } from '../host/ValueBox';
import { PlacementMotion } from '../host/placementMotion';
import { FONT_FAMILY, MOVE_SECONDS } from '../host/sceneConstants';
import { useDrawAfterCommit, useScene } from '../host/SceneContext';
import { layoutStack, TOP_MARKER_ID, type StackLayout } from './layout';

function Containers({ layout, colour }: { layout: StackLayout; colour: number }) {
  const { bucketTop, bucketBottom } = layout.geometry;
  const draw = useCallback(
    (graphics: Graphics) => {
      graphics.clear();
      for (const column of layout.columns) {
        graphics
          .moveTo(column.x, bucketTop)
          .lineTo(column.x, bucketBottom)
          .lineTo(column.x + column.width, bucketBottom)
          .lineTo(column.x + column.width, bucketTop)
          .stroke({ width: 2.5, color: colour, alpha: 0.45, join: 'round', cap: 'round' });
      }
    },
    [layout.columns, bucketTop, bucketBottom, colour],
  );
  return <pixiGraphics draw={draw} />;
}

function TopMarker({ colour, motion }: { colour: number; motion: PlacementMotion }) {
  const draw = useCallback(
    (graphics: Graphics) => {
      graphics.clear();
      graphics.poly([0, 0, 9, -6, 9, 6]).fill({ color: colour });
    },
    [colour],
  );
  return (
    <pixiContainer ref={motion.ref(TOP_MARKER_ID)}>
      <pixiGraphics draw={draw} />
      <pixiText
        text="Top"
        x={13}
        y={0}
        anchor={{ x: 0, y: 0.5 }}
        style={{ fontSize: 13, fontWeight: '700', fill: colour, fontFamily: FONT_FAMILY }}
        resolution={2}
      />
    </pixiContainer>
  );
}

/** The Stacks page's scene. */
export function StackScene({ view }: { view: StructureView }) {
  const { width, palette, reducedMotion, invalidate } = useScene();
  useDrawAfterCommit();
  const layout = useMemo(() => layoutStack(view, width, palette), [view, width, palette]);
  const [motion] = useState(() => new PlacementMotion());
  const { boxWidth, boxHeight, bucketTop, bucketBottom } = layout.geometry;

  useLayoutEffect(() => {
    const targets = new Map(layout.boxes.map((item) => [item.id, item.target]));
    targets.set(TOP_MARKER_ID, layout.topMarker);
    const enters = new Map(layout.boxes.map((item) => [item.id, item.enter]));
    motion.moveTo(targets, {
      duration: MOVE_SECONDS,
      reducedMotion,
      invalidate,
      enter: (id, target) => enters.get(id) ?? { ...target, alpha: 0 },
    });
  }, [motion, layout, reducedMotion, invalidate]);

  useLayoutEffect(() => () => motion.stop(), [motion]);

  const first = layout.columns[0];
  return (
    <pixiContainer>
      <Containers layout={layout} colour={palette.label} />
      {layout.columns.map((column) =>
        column.caption ? (
          <pixiText
            key={column.caption}
            text={column.caption}
            x={column.x + column.width / 2}
            y={bucketBottom + 5}
            anchor={{ x: 0.5, y: 0 }}
            alpha={0.7}
            style={{ fontSize: 11, fill: palette.label, fontFamily: FONT_FAMILY }}
            resolution={2}
          />
        ) : null,
      )}
      {layout.boxes.map((item) => (
        <ValueBox key={item.id} item={item} width={boxWidth} height={boxHeight} motion={motion} />
      ))}
      <TopMarker colour={palette.label} motion={motion} />
      {layout.empty && first ? (
        <pixiText
          text="Empty stack"
          x={first.x + first.width / 2}
          y={(bucketTop + bucketBottom) / 2}
          anchor={0.5}
          alpha={0.7}
          style={{ fontSize: 14, fill: palette.label, fontFamily: FONT_FAMILY }}
          resolution={2}
        />
      ) : null}
    </pixiContainer>
  );
}
