import type { Container } from 'pixi.js';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useScene } from '../host/SceneContext';
import { stopTweens, tweenTo } from '../host/tweens';

/** How long a new or changed item grows into place, in seconds. */
const POP_SECONDS = 0.3;

/**
 * A container at (x, y) whose content grows from `from` to full size whenever `trigger` changes (a new
 * square, a number crossed out, a node split), so the eye finds what the step did.
 */
export function Pop({
  x,
  y,
  trigger,
  from = 0.5,
  children,
}: {
  x: number;
  y: number;
  trigger: unknown;
  from?: number;
  children: ReactNode;
}) {
  const { invalidate, reducedMotion } = useScene();
  const ref = useRef<Container>(null);
  const [scale] = useState(() => ({ value: 1 }));
  useLayoutEffect(() => {
    const container = ref.current;
    if (!container || trigger === null || trigger === false) return;
    tweenTo(
      scale,
      { value: 1 },
      {
        duration: POP_SECONDS,
        reducedMotion,
        from: { value: from },
        ease: 'back.out(1.7)',
        onUpdate: () => {
          container.scale.set(scale.value);
          invalidate();
        },
      },
    );
  }, [scale, trigger, from, reducedMotion, invalidate]);
  useLayoutEffect(() => () => stopTweens(scale), [scale]);
  return (
    <pixiContainer x={x} y={y}>
      <pixiContainer ref={ref}>{children}</pixiContainer>
    </pixiContainer>
  );
}
