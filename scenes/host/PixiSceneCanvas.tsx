import './registry';
import { Application } from '@pixi/react';
import { useAtomValue } from 'jotai';
import { getMaxFragmentPrecision, type Application as PixiApplication } from 'pixi.js';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { themeAtom } from '@/state/theme';
import { AfterSceneCommit } from './AfterSceneCommit';
import { showDrawnLabels, showFramesDrawn } from './drawnLabels';
import { FrameScheduler } from './frameScheduler';
import { readPalette, type ScenePalette } from './palette';
import { canvasHeight, type SceneCanvasProps } from './canvasHeight';
import { isWebGLSoftware, rendererPreference } from './rendererChoice';
import { SceneContext, type SceneContextValue } from './SceneContext';
import { useSceneBoxWidth } from './sceneBoxWidth';
import { useContainerWidth } from '@/ui/useContainerWidth';
import { useReducedMotion } from '@/ui/useReducedMotion';

/**
 * Opens the WebGL context Pixi sizes its shaders with, on every renderer (kept for the page's lifetime).
 * SceneCanvas calls it in a task of its own before the first scene renders.
 */
export function openShaderTestContext(): void {
  getMaxFragmentPrecision();
}

/**
 * Hosts one Pixi Application sized to its container and the device pixel ratio.
 * The ticker never runs: a frame is drawn only when a scene invalidates (a React commit or a tween
 * step), so an idle page spends no CPU on frames. The number of frames drawn and when the last was drawn
 * are written to `data-frames` and `data-last-drawn-at` on the host element, which tests read.
 */
export default function PixiSceneCanvas({ height: heightOrLayout, children }: SceneCanvasProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const [scheduler] = useState(() => new FrameScheduler());
  const width = useContainerWidth(hostRef, useSceneBoxWidth());
  const height = canvasHeight(heightOrLayout, width);
  const [palette, setPalette] = useState<ScenePalette | null>(null);
  const [rendererName, setRendererName] = useState<string>('');
  const theme = useAtomValue(themeAtom);
  const reducedMotion = useReducedMotion();
  const [preference] = useState(() => rendererPreference(window.location.search, isWebGLSoftware));

  useEffect(() => () => scheduler.detach(), [scheduler]);

  // The canvas follows the container's width (Pixi's own resizeTo only listens to window resizes).
  useLayoutEffect(() => {
    const host = hostRef.current;
    scheduler.reportFramesTo((frames) => host && showFramesDrawn(host, frames));
    scheduler.reportLabelsTo((labels) => host && showDrawnLabels(host, labels));
  }, [scheduler]);

  useLayoutEffect(() => scheduler.resize(width, height), [scheduler, width, height]);

  // The theme class is already on <html> when this runs, so the CSS variables hold the new colours.
  useLayoutEffect(() => {
    if (hostRef.current) setPalette(readPalette(hostRef.current));
  }, [theme]);

  // The scene's objects are created once Pixi has drawn one empty frame (which builds its batcher and
  // shaders), so that those two never make one long task between them.
  const [primed, setPrimed] = useState(false);

  const handleInit = useCallback(
    (app: PixiApplication) => {
      scheduler.attach(app, () => setPrimed(true));
      setRendererName(app.renderer.name);
    },
    [scheduler],
  );

  const context = useMemo<SceneContextValue | null>(
    () =>
      palette && width > 0
        ? { width, height, palette, reducedMotion, invalidate: scheduler.invalidate }
        : null,
    [palette, width, height, reducedMotion, scheduler],
  );

  // Options Pixi reads once, at initialisation. `preference` accepts an ordered list with 'canvas'
  // in Pixi 8, which @pixi/react's prop type does not know about yet.
  const initOptions = useMemo(
    () => ({
      preference,
      // Pixi would otherwise load its browser extras (accessibility tree, pointer events, DOM
      // containers, filters): the scenes use none of them (the DOM mirror and the page's own pointer
      // handlers do that work), and they cost every scene page about 11 KB gzip as it opens.
      skipExtensionImports: true,
      autoStart: false,
      sharedTicker: false,
      backgroundAlpha: 0,
      antialias: true,
      autoDensity: true,
      resolution: Math.min(window.devicePixelRatio || 1, 2),
    }),
    [preference],
  ) as object;

  return (
    <div
      ref={hostRef}
      className="relative w-full overflow-hidden"
      style={{ height }}
      data-renderer={rendererName || undefined}
      data-frames="0"
    >
      {context ? (
        <SceneContext.Provider value={context}>
          <Application {...initOptions} width={width} height={height} onInit={handleInit} className="block">
            {primed ? children : null}
            {primed ? <AfterSceneCommit onCommit={scheduler.labelsCommitted} /> : null}
          </Application>
        </SceneContext.Provider>
      ) : null}
    </div>
  );
}
