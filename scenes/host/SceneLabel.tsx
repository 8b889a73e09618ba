import { useMemo } from 'react';
import { FONT_FAMILY } from './sceneConstants';

type Anchor = number | { x: number; y: number };

/**
 * A line of text on a scene (an index, a caption, 'Empty stack'), sharp on high-density screens.
 *
 * The style and anchor keep their identity while their values stay the same: Pixi's React binding
 * compares objects by reference, and a new style object makes a new TextStyle and re-measures the text's
 * bounds at every render of the label, though its texture is the same.
 */
export function SceneLabel({
  text,
  x = 0,
  y = 0,
  anchor = 0.5,
  colour,
  fontSize,
  alpha = 1,
  weight,
}: {
  text: string;
  x?: number;
  y?: number;
  anchor?: Anchor;
  colour: number;
  fontSize: number;
  alpha?: number;
  weight?: '600' | '700';
}) {
  const style = useMemo(
    () => ({ fontSize, fill: colour, fontFamily: FONT_FAMILY, ...(weight ? { fontWeight: weight } : {}) }),
    [fontSize, colour, weight],
  );
  const anchorX = typeof anchor === 'number' ? anchor : anchor.x;
  const anchorY = typeof anchor === 'number' ? anchor : anchor.y;
  const anchorPoint = useMemo(() => ({ x: anchorX, y: anchorY }), [anchorX, anchorY]);
  return <pixiText text={text} x={x} y={y} anchor={anchorPoint} alpha={alpha} style={style} resolution={2} />;
}

/** The faint note a structure's scene shows when it has no elements. */
export function EmptyNote({
  text,
  x,
  y,
  colour,
  fontSize = 15,
  anchor = 0.5,
}: {
  text: string;
  x: number;
  y: number;
  colour: number;
  fontSize?: number;
  anchor?: Anchor;
}) {
  return (
    <SceneLabel text={text} x={x} y={y} anchor={anchor} alpha={0.7} colour={colour} fontSize={fontSize} />
  );
}
