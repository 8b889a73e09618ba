import type { Graphics } from 'pixi.js';
import { useCallback, useMemo } from 'react';
import type { FenwickModel } from '@/core/fenwick';
import type { SegmentModel } from '@/core/segment-tree';
import { useDrawAfterCommit, useScene } from '../host/SceneContext';
import { EmptyNote, SceneLabel } from '../host/SceneLabel';
import {
  layoutFenwickScene,
  layoutSegmentScene,
  type SceneBox,
  type SceneLine,
  type SegmentSceneLayout,
} from './layout';

function Box({ box, labelColour }: { box: SceneBox; labelColour: number }) {
  const { style } = box;
  const draw = useCallback(
    (graphics: Graphics) => {
      graphics.clear();
      graphics
        .roundRect(0, 0, box.width, box.height, 7)
        .fill({ color: style.fill, alpha: style.fillAlpha })
        .stroke({ width: 2, color: style.stroke });
    },
    [box.width, box.height, style],
  );
  return (
    <pixiContainer x={box.x} y={box.y} alpha={box.faded ? 0.45 : 1}>
      <pixiGraphics draw={draw} />
      <SceneLabel
        text={box.label}
        x={box.width / 2}
        y={box.height / 2}
        colour={style.text}
        fontSize={box.fontSize}
        weight="700"
      />
      {box.caption === null ? null : (
        <SceneLabel
          text={box.caption}
          x={box.width / 2}
          y={-3}
          anchor={{ x: 0.5, y: 1 }}
          alpha={0.75}
          colour={labelColour}
          fontSize={10}
        />
      )}
    </pixiContainer>
  );
}

function Lines({ lines, colour, marked }: { lines: readonly SceneLine[]; colour: number; marked: number }) {
  const draw = useCallback(
    (graphics: Graphics) => {
      graphics.clear();
      for (const line of lines) {
        graphics
          .moveTo(line.from.x, line.from.y)
          .lineTo(line.to.x, line.to.y)
          .stroke({
            width: line.marked ? 3 : 2,
            color: line.marked ? marked : colour,
            alpha: line.marked ? 0.9 : 0.35,
          });
      }
    },
    [lines, colour, marked],
  );
  return <pixiGraphics draw={draw} />;
}

/** The Fenwick tree's lowbit jump: a curved arrow from one position to the next, labelled ±lowbit. */
function Jump({ jump, colour }: { jump: NonNullable<SegmentSceneLayout['jump']>; colour: number }) {
  const { from, to } = jump;
  const bend = { x: (from.x + to.x) / 2, y: Math.min(from.y, to.y) - 26 };
  const draw = useCallback(
    (graphics: Graphics) => {
      graphics.clear();
      graphics
        .moveTo(from.x, from.y)
        .quadraticCurveTo(bend.x, bend.y, to.x, to.y)
        .stroke({ width: 3, color: colour });
      const angle = Math.atan2(to.y - bend.y, to.x - bend.x);
      const head = 9;
      graphics
        .moveTo(to.x, to.y)
        .lineTo(to.x - head * Math.cos(angle - 0.45), to.y - head * Math.sin(angle - 0.45))
        .lineTo(to.x - head * Math.cos(angle + 0.45), to.y - head * Math.sin(angle + 0.45))
        .closePath()
        .fill({ color: colour });
    },
    [from, to, bend.x, bend.y, colour],
  );
  return (
    <pixiContainer>
      <pixiGraphics draw={draw} />
      <SceneLabel text={jump.label} x={bend.x} y={bend.y + 4} colour={colour} fontSize={13} weight="700" />
    </pixiContainer>
  );
}

/**
 * The Segment Trees page's scene: the segment tree (or the Fenwick tree) over the array it is built on,
 * each node over the slots it covers, coloured by the step (inside, partly inside or outside a query;
 * computed; updated) and, for the Fenwick tree, the lowbit jump the step makes.
 */
export function SegmentTreeScene({
  segment = null,
  fenwick = null,
}: {
  segment?: SegmentModel | null;
  fenwick?: FenwickModel | null;
}) {
  const { width, palette } = useScene();
  useDrawAfterCommit();
  const layout = useMemo(
    () =>
      segment !== null
        ? layoutSegmentScene(segment, width, palette)
        : fenwick !== null
          ? layoutFenwickScene(fenwick, width, palette)
          : null,
    [segment, fenwick, width, palette],
  );
  if (layout === null || layout.cells.length === 0) {
    return <EmptyNote text="No values" x={width / 2} y={40} colour={palette.label} />;
  }
  return (
    <pixiContainer>
      <Lines lines={layout.edges} colour={palette.label} marked={palette.compare} />
      {layout.boxes.map((box) => (
        <Box key={box.key} box={box} labelColour={palette.label} />
      ))}
      {layout.jump === null ? null : <Jump jump={layout.jump} colour={palette.active} />}
      <SceneLabel
        text={layout.caption.text}
        x={layout.caption.x}
        y={layout.caption.y}
        anchor={{ x: 0, y: 0 }}
        alpha={0.75}
        colour={palette.label}
        fontSize={12}
        weight="600"
      />
      {layout.cells.map((cell) => (
        <Box key={cell.key} box={cell} labelColour={palette.label} />
      ))}
      {layout.indexLabels.map((label) => (
        <SceneLabel
          key={label.text}
          text={label.text}
          x={label.x}
          y={label.y}
          anchor={{ x: 0.5, y: 0 }}
          alpha={0.65}
          colour={palette.label}
          fontSize={11}
        />
      ))}
    </pixiContainer>
  );
}
