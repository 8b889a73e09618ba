import type { Graphics } from 'pixi.js';
import { useCallback } from 'react';

/** Faint square frames where values can sit: an array's index slots, a queue buffer's slots. */
export function SlotFrames({
  slots,
  box,
  colour,
}: {
  slots: readonly { x: number; y: number }[];
  box: number;
  colour: number;
}) {
  const draw = useCallback(
    (graphics: Graphics) => {
      graphics.clear();
      for (const slot of slots) {
        graphics.roundRect(slot.x, slot.y, box, box, 8).stroke({ width: 1.5, color: colour, alpha: 0.3 });
      }
    },
    [slots, box, colour],
  );
  return <pixiGraphics draw={draw} />;
}
