import { useMemo } from 'react';
import type { StructureView } from '@/core/structures';
import { useDrawAfterCommit, useScene } from '../host/SceneContext';
import { layoutArray } from './layout';
import { SlotFrames } from '../host/SlotFrames';
import { ValueBox } from '../host/ValueBox';
import { EmptyNote, SceneLabel } from '../host/SceneLabel';
import { usePlacementMotion } from '../host/usePlacementMotion';

/** The Arrays page's scene: boxes in index order with index labels, wrapping into rows. */
export function ArrayScene({ view }: { view: StructureView }) {
  const { width, palette } = useScene();
  useDrawAfterCommit();
  const layout = useMemo(() => layoutArray(view, width, palette), [view, width, palette]);
  const motion = usePlacementMotion(layout.boxes);
  const { box } = layout.geometry;

  return (
    <pixiContainer>
      <SlotFrames slots={layout.slots} box={box} colour={palette.label} />
      {layout.slots.map((slot) => (
        <SceneLabel
          key={`index-${slot.index}`}
          text={String(slot.index)}
          x={slot.x + box / 2}
          y={slot.y + box + 4}
          anchor={{ x: 0.5, y: 0 }}
          alpha={0.75}
          colour={palette.label}
          fontSize={12}
        />
      ))}
      {layout.boxes.map((item) => (
        <ValueBox key={item.id} item={item} width={box} height={box} motion={motion} />
      ))}
      {layout.empty ? (
        <EmptyNote text="Empty array" x={width / 2} y={layout.geometry.height / 2} colour={palette.label} />
      ) : null}
    </pixiContainer>
  );
}
