import { useLayoutEffect, useState } from 'react';
import { PlacementMotion, type Placement } from './placementMotion';
import { MOVE_SECONDS } from './sceneConstants';
import { useScene } from './SceneContext';

interface Placed {
  id: number;
  target: Placement;
  enter: Placement;
}

/**
 * A scene's PlacementMotion, moved to each new layout: every element glides to its target, new ones
 * appear from their `enter` placement, and `fixed` elements (markers such as 'Top') go where they are
 * told. The motion stops when the scene unmounts.
 */
export function usePlacementMotion(
  elements: readonly Placed[],
  fixed: ReadonlyMap<number, Placement> | null = null,
  onFrame?: (current: ReadonlyMap<number, Placement>) => void,
): PlacementMotion {
  const { reducedMotion, invalidate } = useScene();
  const [motion] = useState(() => new PlacementMotion());

  useLayoutEffect(() => {
    const targets = new Map(elements.map((element) => [element.id, element.target]));
    for (const [id, placement] of fixed ?? []) targets.set(id, placement);
    const enters = new Map(elements.map((element) => [element.id, element.enter]));
    motion.moveTo(targets, {
      duration: MOVE_SECONDS,
      reducedMotion,
      invalidate,
      enter: (id, target) => enters.get(id) ?? { ...target, alpha: 0 },
      onFrame,
    });
  }, [motion, elements, fixed, onFrame, reducedMotion, invalidate]);

  useLayoutEffect(() => () => motion.stop(), [motion]);
  return motion;
}
