import { extend, useApplication } from '@pixi/react';
import { RenderContainer } from 'pixi.js';
import { useLayoutEffect, useMemo, useState } from 'react';
import type { RaceViewStore } from '@/core/race';
import { useScene } from '../host/SceneContext';
import { layoutRaceLanes, raceMetrics, type RaceLayoutOptions } from './layout';
import { readRacePalette } from './palette';
import { RaceSceneEngine } from './sceneEngine';
import { PLACE_ANCHOR, raceTextStyles } from './textStyles';

export interface RaceSceneProps {
  store: RaceViewStore;
  /** The lanes, top to bottom (the algorithms in selection order). */
  lanes: readonly { id: string; name: string }[];
  options: RaceLayoutOptions;
}

const drawnByEngine = () => {};

// <pixiRenderContainer>: the canvas renderer's bars (see RaceSceneEngine).
extend({ RenderContainer });

/**
 * Every lane of a race in one scene. React renders only when the layout changes (lanes, size, theme,
 * presenter mode); the race's ticks reach the Pixi objects through the store, and the bars glide between
 * ticks on animation frames (RaceSceneEngine). Under the canvas renderer the bars are painted with the 2D
 * context's own calls, which is far cheaper than rebuilding Pixi geometry every frame; WebGL and WebGPU
 * batch a Graphics's rectangles well, so they keep one.
 */
export function RaceScene({ store, lanes, options }: RaceSceneProps) {
  const { width, palette, reducedMotion, invalidate } = useScene();
  const { app } = useApplication();
  const paintOnCanvas = app.renderer?.name === 'canvas';
  const [engine] = useState(() => new RaceSceneEngine());
  const { presenter, availableHeight } = options;
  const metrics = useMemo(
    () => raceMetrics(lanes.length, width, { presenter, availableHeight }),
    [lanes.length, width, presenter, availableHeight],
  );
  const boxes = useMemo(
    () => layoutRaceLanes(lanes.length, width, { presenter, availableHeight }),
    [lanes.length, width, presenter, availableHeight],
  );

  // New lanes, size, theme or motion preference: the engine redraws everything where it stands.
  useLayoutEffect(() => {
    engine.configure({
      boxes,
      metrics,
      palette,
      racePalette: readRacePalette(document.documentElement),
      reducedMotion,
      invalidate,
    });
  }, [engine, lanes, boxes, metrics, palette, reducedMotion, invalidate]);

  const styles = useMemo(() => raceTextStyles(metrics, palette), [metrics, palette]);

  useLayoutEffect(() => {
    engine.show(store.getSnapshot());
    return store.subscribe(() => engine.update(store.getSnapshot()));
  }, [engine, store]);

  // Nothing in the race can be pointed at: Pixi skips the whole scene when hit-testing pointer moves.
  return (
    <pixiContainer eventMode="none">
      {lanes.map((lane, i) => {
        const box = boxes[i];
        if (!box) return null;
        return (
          <pixiContainer key={lane.id} y={box.y}>
            <pixiGraphics ref={engine.ref('background', i)} draw={drawnByEngine} />
            {paintOnCanvas ? (
              <pixiRenderContainer ref={engine.ref('bars', i)} />
            ) : (
              <pixiGraphics ref={engine.ref('bars', i)} draw={drawnByEngine} />
            )}
            <pixiText ref={engine.ref('name', i)} text={lane.name} style={styles.name} />
            <pixiText ref={engine.ref('stats', i)} text="" style={styles.stats} />
            <pixiText ref={engine.ref('place', i)} text="" anchor={PLACE_ANCHOR} style={styles.place} />
          </pixiContainer>
        );
      })}
    </pixiContainer>
  );
}
