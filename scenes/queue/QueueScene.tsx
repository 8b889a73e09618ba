import { useLayoutEffect, useMemo, useState } from 'react';
import type { StructureView } from '@/core/structures';
import { ValueBox } from '../host/ValueBox';
import { PlacementMotion } from '../host/placementMotion';
import { SlotFrames } from '../host/SlotFrames';
import { FONT_FAMILY, MOVE_SECONDS } from '../host/sceneConstants';
import { useDrawAfterCommit, useScene } from '../host/SceneContext';
import { FRONT_MARKER_ID, layoutQueue, REAR_MARKER_ID } from './layout';

function Marker({
  id,
  text,
  colour,
  motion,
}: {
  id: number;
  text: string;
  colour: number;
  motion: PlacementMotion;
}) {
  return (
    <pixiContainer ref={motion.ref(id)}>
      <pixiText
        text={text}
        anchor={{ x: 0.5, y: 0 }}
        style={{ fontSize: 13, fontWeight: '700', fill: colour, fontFamily: FONT_FAMILY }}
        resolution={2}
      />
    </pixiContainer>
  );
}

/** The Queues page's scene: the circular buffer of the queue's listing, with its front and rear. */
export function QueueScene({ view }: { view: StructureView }) {
  const { width, palette, reducedMotion, invalidate } = useScene();
  useDrawAfterCommit();
  const layout = useMemo(() => layoutQueue(view, width, palette), [view, width, palette]);
  const [motion] = useState(() => new PlacementMotion());
  const { box } = layout.geometry;

  useLayoutEffect(() => {
    const targets = new Map(layout.boxes.map((item) => [item.id, item.target]));
    targets.set(FRONT_MARKER_ID, layout.front);
    targets.set(REAR_MARKER_ID, layout.rear);
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
      {layout.boxes.map((item) => (
        <ValueBox key={item.id} item={item} width={box} height={box} motion={motion} />
      ))}
      <Marker id={FRONT_MARKER_ID} text="Front" colour={palette.label} motion={motion} />
      <Marker id={REAR_MARKER_ID} text="Rear" colour={palette.label} motion={motion} />
      {layout.empty ? (
        <pixiText
          text="Empty queue"
          x={layout.emptyLabel.x}
          y={layout.emptyLabel.y}
          anchor={{ x: 0.5, y: 0 }}
          alpha={0.7}
          style={{ fontSize: 15, fill: palette.label, fontFamily: FONT_FAMILY }}
          resolution={2}
        />
      ) : null}
    </pixiContainer>
  );
}
