import type { Graphics } from 'pixi.js';
import { useCallback, useEffect, useMemo } from 'react';
import { formatCount } from '@/core/formatCount';
import { readableOn } from '../host/contrast';
import { loadMotionEngine } from '../host/motionEngine';
import type { ScenePalette } from '../host/palette';
import { useDrawAfterCommit, useScene } from '../host/SceneContext';
import { SceneLabel } from '../host/SceneLabel';
import { Pop } from './Pop';
import {
  drawSquaresSeparately,
  gcdDrawingSize,
  gcdPlacement,
  gcdStrips,
  type GcdDivisionLike,
  type GcdStrip,
} from './layout';

export interface GcdSceneModel {
  readonly a: number;
  readonly b: number;
  readonly divisions: readonly GcdDivisionLike[];
  /** The gcd once the run is over: its squares are drawn as found. */
  readonly done: boolean;
}

/** Each division's squares take the next of these colours; the last squares (the gcd's) are `found`. */
const stripColour = (palette: ScenePalette, division: number) =>
  [palette.cell, palette.range, palette.bar, palette.target][division % 4] as number;

function Strip({
  strip,
  scale,
  colour,
  current,
  palette,
  origin,
}: {
  strip: GcdStrip;
  origin: { x: number; y: number };
  scale: number;
  colour: number;
  current: boolean;
  palette: ScenePalette;
}) {
  const side = strip.side * scale;
  const separate = drawSquaresSeparately(strip, scale);
  const length = side * strip.drawn;
  const draw = useCallback(
    (graphics: Graphics) => {
      graphics.clear();
      const outline = { width: current ? 2.5 : 1, color: current ? palette.active : palette.background };
      if (!separate) {
        const [w, h] = strip.alongX ? [length, side] : [side, length];
        graphics.rect(0, 0, w, h).fill({ color: colour, alpha: 0.85 }).stroke(outline);
        return;
      }
      for (let i = 0; i < strip.count; i++) {
        const [x, y] = strip.alongX ? [i * side, 0] : [0, i * side];
        graphics.rect(x, y, side, side).fill({ color: colour, alpha: 0.85 }).stroke(outline);
      }
    },
    [strip, side, length, separate, colour, current, palette],
  );
  const labelColour = readableOn(colour, [palette.label, palette.labelOnFill]);
  // A label inside the first square (or the block) when there is room for it.
  const text = separate ? String(strip.side) : `${formatCount(strip.count)} × ${strip.side}`;
  // A block's label runs along its length; a square's fits inside the square.
  const along = separate ? side : length;
  const fontSize = Math.floor(Math.min(16, side * 0.6, (along * 0.9) / (text.length * 0.62)));
  const [labelX, labelY] = separate
    ? [side / 2, side / 2]
    : strip.alongX
      ? [length / 2, side / 2]
      : [side / 2, length / 2];
  return (
    <Pop x={origin.x + strip.x * scale} y={origin.y + strip.y * scale} trigger={current} from={0.9}>
      <pixiGraphics draw={draw} />
      {fontSize >= 9 ? (
        <SceneLabel text={text} x={labelX} y={labelY} colour={labelColour} fontSize={fontSize} weight="700" />
      ) : null}
    </Pop>
  );
}

/** Euclid's algorithm as squares tiling the a×b rectangle, drawn to scale. */
export function GcdScene({ model }: { model: GcdSceneModel }) {
  const { width, height, palette } = useScene();
  useDrawAfterCommit();
  useEffect(loadMotionEngine, []);
  const drawing = gcdDrawingSize(model.a, model.b);
  const { scale, x, y } = gcdPlacement(drawing, width, height);
  const strips = useMemo(() => gcdStrips(model.divisions), [model.divisions]);
  const last = model.divisions.length - 1;
  const outline = useCallback(
    (graphics: Graphics) => {
      graphics.clear();
      graphics
        .rect(x, y, Math.max(1, drawing.width * scale), Math.max(1, drawing.height * scale))
        .stroke({ width: 2, color: palette.label, alpha: 0.8 });
    },
    [drawing.width, drawing.height, scale, x, y, palette.label],
  );
  return (
    <pixiContainer>
      {strips.map((strip) => (
        <Strip
          key={strip.division}
          strip={strip}
          scale={scale}
          origin={{ x, y }}
          palette={palette}
          current={strip.division === last && !model.done}
          colour={
            model.done && strip.division === last ? palette.found : stripColour(palette, strip.division)
          }
        />
      ))}
      <pixiGraphics draw={outline} />
    </pixiContainer>
  );
}
