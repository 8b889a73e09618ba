import type { Graphics } from 'pixi.js';
import { useCallback } from 'react';
import type { BoxStyle } from './boxStyle';
import type { PlacementMotion } from './placementMotion';
import { SceneLabel } from './SceneLabel';

/** What a value box draws: the data-structure scenes' element. */
export interface ValueBoxItem {
  id: number;
  label: string;
  fontSize: number;
  style: BoxStyle;
  /** A slot waiting for a value (drawn with a softer outline). */
  placeholder?: boolean;
}

/** A rounded box with its value, placed by a PlacementMotion (never by React props). */
export function ValueBox({
  item,
  width,
  height,
  motion,
}: {
  item: ValueBoxItem;
  width: number;
  height: number;
  motion: PlacementMotion;
}) {
  const { style } = item;
  const draw = useCallback(
    (graphics: Graphics) => {
      graphics.clear();
      graphics
        .roundRect(0, 0, width, height, 8)
        .fill({ color: style.fill, alpha: style.fillAlpha })
        .stroke({ width: 2, color: style.stroke, alpha: item.placeholder ? 0.9 : 1 });
    },
    [width, height, style, item.placeholder],
  );
  return (
    <pixiContainer ref={motion.ref(item.id)}>
      <pixiGraphics draw={draw} />
      <SceneLabel
        text={item.label}
        x={width / 2}
        y={height / 2}
        colour={style.text}
        fontSize={item.fontSize}
        weight="600"
      />
    </pixiContainer>
  );
}
