import { useMemo } from 'react';
import type { StructureView } from '@/core/structures';
import { ValueBox } from '../host/ValueBox';
import type { PlacementMotion } from '../host/placementMotion';
import { SlotFrames } from '../host/SlotFrames';
import { EmptyNote, SceneLabel } from '../host/SceneLabel';
import { useDrawAfterCommit, useScene } from '../host/SceneContext';
import { usePlacementMotion } from '../host/usePlacementMotion';
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
      <SceneLabel text={text} anchor={{ x: 0.5, y: 0 }} colour={colour} fontSize={13} weight="700" />
    </pixiContainer>
  );
}

/** The Queues page's scene: the circular buffer of the queue's listing, with its front and rear. */
export function QueueScene({ view }: { view: StructureView }) {
  const { width, palette } = useScene();
  useDrawAfterCommit();
  const layout = useMemo(() => layoutQueue(view, width, palette), [view, width, palette]);
  const markers = useMemo(
    () =>
      new Map([
        [FRONT_MARKER_ID, layout.front],
        [REAR_MARKER_ID, layout.rear],
      ]),
    [layout],
  );
  const motion = usePlacementMotion(layout.boxes, markers);
  const { box } = layout.geometry;

  return (
    <pixiContainer>
      <SlotFrames slots={layout.slots} box={box} colour={palette.label} />
      {layout.boxes.map((item) => (
        <ValueBox key={item.id} item={item} width={box} height={box} motion={motion} />
      ))}
      <Marker id={FRONT_MARKER_ID} text="Front" colour={palette.label} motion={motion} />
      <Marker id={REAR_MARKER_ID} text="Rear" colour={palette.label} motion={motion} />
      {layout.empty ? (
        <EmptyNote
          text="Empty queue"
          x={layout.emptyLabel.x}
          y={layout.emptyLabel.y}
          anchor={{ x: 0.5, y: 0 }}
          colour={palette.label}
        />
      ) : null}
    </pixiContainer>
  );
}
