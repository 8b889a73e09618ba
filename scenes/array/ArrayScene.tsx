import { useLayoutEffect, useMemo, useState } from 'react';
import type { StructureView } from '@/core/structures';
import { useDrawAfterCommit, useScene } from '../host/SceneContext';
import { layoutArray } from './layout';
import { PlacementMotion } from '../host/placementMotion';
import { SlotFrames } from '../host/SlotFrames';
import { ValueBox } from '../host/ValueBox';
import { FONT_FAMILY, MOVE_SECONDS } from '../host/sceneConstants';

export function ArrayScene({ view }: { view: StructureView }) {
  const { width, palette, reducedMotion, invalidate } = useScene();
  useDrawAfterCommit();
  const layout = useMemo(() => layoutArray(view, width, palette), [view, width, palette]);
  const [motion] = useState(() => new PlacementMotion());
  const { box } = layout.geometry;

  useLayoutEffect(() => {
    const targets = new Map(layout.boxes.map((item) => [item.id, item.target]));
    const enters = new Map(layout.boxes.map((item) => [item.id, item.enter]));
    motion.moveTo(targets, {
      duration: MOVE_SECONDS,
      reducedMotion,
      invalidate,
      enter: (id, target) => enters.get(id) ?? { ...target, alpha: 0 },
    });
  }, [motion, layout, reducedMotion, invalidate]);

  useLayoutEffect(() => () => motion.stop(), [motion]);

  return (
    <pixiContainer>
      <SlotFrames slots={layout.slots} box={box} colour={palette.label} />
      {layout.slots.map((slot) => (
        <pixiText
          key={`index-${slot.index}`}
          text={String(slot.index)}
          x={slot.x + box / 2}
          y={slot.y + box + 4}
          anchor={{ x: 0.5, y: 0 }}
          alpha={0.75}
          style={{ fontSize: 12, fill: palette.label, fontFamily: FONT_FAMILY }}
          resolution={2}
        />
      ))}
      {layout.boxes.map((item) => (
        <ValueBox key={item.id} item={item} width={box} height={box} motion={motion} />
      ))}
      {layout.empty ? (
        <pixiText
          text="Empty array"
          x={width / 2}
          y={layout.geometry.height / 2}
          anchor={0.5}
          alpha={0.7}
          style={{ fontSize: 15, fill: palette.label, fontFamily: FONT_FAMILY }}
          resolution={2}
        />
      ) : null}
    </pixiContainer>
  );
}
