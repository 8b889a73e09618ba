import type { Container, Graphics } from 'pixi.js';
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { loadMotionEngine } from '../host/motionEngine';
import { useDrawAfterCommit, useScene } from '../host/SceneContext';
import { SceneLabel } from '../host/SceneLabel';
import { stopTweens, tweenTo } from '../host/tweens';
import { barLabelSize, layoutBars, type BarItem, type BarLayout } from './layout';

const MOVE_SECONDS = 0.3;

function Bar({ bar, labelColour }: { bar: BarLayout; labelColour: number }) {
  const { invalidate, reducedMotion } = useScene();
  const containerRef = useRef<Container>(null);
  const placed = useRef(false);

  // x is owned by the tween, not by React, so a moved bar slides to its new slot.
  useLayoutEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    if (!placed.current) {
      placed.current = true;
      container.x = bar.x;
      invalidate();
      return;
    }
    tweenTo(container, { x: bar.x }, { duration: MOVE_SECONDS, reducedMotion, onUpdate: invalidate });
  }, [bar.x, reducedMotion, invalidate]);

  useLayoutEffect(() => {
    const container = containerRef.current;
    return () => {
      if (container) stopTweens(container);
    };
  }, []);

  const draw = useCallback(
    (graphics: Graphics) => {
      graphics.clear();
      graphics
        .roundRect(0, bar.y, bar.width, bar.height, Math.min(4, bar.width / 3))
        .fill({ color: bar.colour, alpha: bar.alpha });
      if (bar.ring)
        graphics
          .roundRect(-2, bar.y - 2, bar.width + 4, bar.height + 4, Math.min(6, bar.width / 3))
          .stroke({ color: labelColour, width: 3 });
    },
    [bar.y, bar.width, bar.height, bar.colour, bar.alpha, bar.ring, labelColour],
  );

  return (
    <pixiContainer ref={containerRef}>
      <pixiGraphics draw={draw} />
      {bar.showLabel ? (
        <SceneLabel
          text={bar.label}
          x={bar.width / 2}
          y={bar.y - 2}
          anchor={{ x: 0.5, y: 1 }}
          colour={labelColour}
          fontSize={barLabelSize(bar.width)}
        />
      ) : null}
    </pixiContainer>
  );
}

/** Vertical bars whose heights are the values; used by the sorting visualiser. */
export function BarsScene({ items, maxValue }: { items: readonly BarItem[]; maxValue?: number }) {
  const { width, height, palette } = useScene();
  useDrawAfterCommit();
  // The bars are placed without GSAP; it loads now, so the first swap already slides.
  useEffect(loadMotionEngine, []);
  const bars = layoutBars(items, width, height, palette, maxValue);
  return (
    <pixiContainer>
      {bars.map((bar) => (
        <Bar key={bar.id} bar={bar} labelColour={palette.label} />
      ))}
    </pixiContainer>
  );
}
