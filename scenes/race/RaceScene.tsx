import { useApplication } from '@pixi/react';
import { useLayoutEffect, useMemo, useState } from 'react';
import type { RaceViewStore } from '@/state/race';
import { useScene } from '../host/SceneContext';
import { layoutRaceLanes, raceMetrics, type RaceLayoutOptions } from './layout';
import { readRacePalette } from './palette';
import { RaceSceneEngine } from './sceneEngine';

export interface RaceSceneProps {
  store: RaceViewStore;
  /** The lanes, top to bottom (the algorithms in selection order). */
  lanes: readonly { id: string; name: string }[];
  options: RaceLayoutOptions;
}

const FONT = 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif';
const drawnByEngine = () => {};
const PLACE_ANCHOR = { x: 1, y: 0 };

/**
 * Every lane of a race in one scene. React renders only when the layout changes (lanes, size, theme,
 * presenter mode); the race's ticks reach the Pixi objects through the store, and the bars glide between
 * ticks on animation frames (RaceSceneEngine).
 */
export function RaceScene({ store, lanes, options }: RaceSceneProps) {
  const { width, palette, reducedMotion, invalidate } = useScene();
  const { app } = useApplication();
  const combinePaths = app.renderer?.name === 'canvas';
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
      combinePaths,
      invalidate,
    });
  }, [engine, lanes, boxes, metrics, palette, reducedMotion, combinePaths, invalidate]);

  const nameStyle = useMemo(
    () => ({ fontSize: metrics.nameFont, fontWeight: '700' as const, fontFamily: FONT, fill: palette.label }),
    [metrics.nameFont, palette.label],
  );
  const statsStyle = useMemo(
    () => ({ fontSize: metrics.statsFont, fontFamily: FONT, fill: palette.label }),
    [metrics.statsFont, palette.label],
  );
  const placeStyle = useMemo(
    () => ({
      fontSize: metrics.placeFont,
      fontWeight: '700' as const,
      fontFamily: FONT,
      fill: palette.label,
    }),
    [metrics.placeFont, palette.label],
  );

  useLayoutEffect(() => {
    engine.show(store.getSnapshot());
    const unsubscribe = store.subscribe(() => engine.update(store.getSnapshot()));
    return () => {
      unsubscribe();
      engine.stop();
    };
  }, [engine, store]);

  return (
    <pixiContainer>
      {lanes.map((lane, i) => {
        const box = boxes[i];
        if (!box) return null;
        return (
          <pixiContainer key={lane.id} y={box.y}>
            <pixiGraphics ref={engine.ref('background', i)} draw={drawnByEngine} />
            <pixiGraphics ref={engine.ref('bars', i)} draw={drawnByEngine} />
            <pixiText ref={engine.ref('name', i)} text={lane.name} style={nameStyle} />
            <pixiText ref={engine.ref('stats', i)} text="" style={statsStyle} />
            <pixiText ref={engine.ref('place', i)} text="" anchor={PLACE_ANCHOR} style={placeStyle} />
          </pixiContainer>
        );
      })}
    </pixiContainer>
  );
}
