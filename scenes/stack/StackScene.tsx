import type { Graphics } from 'pixi.js';
import { useCallback, useMemo } from 'react';
import type { StructureView } from '@/core/structures';
import { ValueBox } from '../host/ValueBox';
import type { PlacementMotion } from '../host/placementMotion';
import { EmptyNote, SceneLabel } from '../host/SceneLabel';
import { useDrawAfterCommit, useScene } from '../host/SceneContext';
import { usePlacementMotion } from '../host/usePlacementMotion';
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
      <SceneLabel text="Top" x={13} anchor={{ x: 0, y: 0.5 }} colour={colour} fontSize={13} weight="700" />
    </pixiContainer>
  );
}

/** The Stacks page's scene. */
export function StackScene({ view }: { view: StructureView }) {
  const { width, palette } = useScene();
  useDrawAfterCommit();
  const layout = useMemo(() => layoutStack(view, width, palette), [view, width, palette]);
  const marker = useMemo(() => new Map([[TOP_MARKER_ID, layout.topMarker]]), [layout]);
  const motion = usePlacementMotion(layout.boxes, marker);
  const { boxWidth, boxHeight, bucketTop, bucketBottom } = layout.geometry;

  const first = layout.columns[0];
  return (
    <pixiContainer>
      <Containers layout={layout} colour={palette.label} />
      {layout.columns.map((column) =>
        column.caption ? (
          <SceneLabel
            key={column.caption}
            text={column.caption}
            x={column.x + column.width / 2}
            y={bucketBottom + 5}
            anchor={{ x: 0.5, y: 0 }}
            alpha={0.7}
            colour={palette.label}
            fontSize={11}
          />
        ) : null,
      )}
      {layout.boxes.map((item) => (
        <ValueBox key={item.id} item={item} width={boxWidth} height={boxHeight} motion={motion} />
      ))}
      <TopMarker colour={palette.label} motion={motion} />
      {layout.empty && first ? (
        <EmptyNote
          text="Empty stack"
          x={first.x + first.width / 2}
          y={(bucketTop + bucketBottom) / 2}
          colour={palette.label}
          fontSize={14}
        />
      ) : null}
    </pixiContainer>
  );
}
