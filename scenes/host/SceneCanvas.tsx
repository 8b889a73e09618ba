import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { afterNextPaint } from '@/ui/afterNextPaint';
import { canvasHeight, type SceneCanvasProps } from './canvasHeight';

export type { SceneCanvasProps } from './canvasHeight';

const PixiSceneCanvas = lazy(() => import('./PixiSceneCanvas'));

/**
 * Holds a canvas's place at its final height until PixiJS is ready, so nothing below it moves (also
 * the fallback for a screen that loads its scene lazily).
 */
export function SceneCanvasPlaceholder({ height }: Pick<SceneCanvasProps, 'height'>) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    if (ref.current) setWidth(Math.floor(ref.current.clientWidth));
  }, []);
  return <div ref={ref} className="w-full" style={{ height: canvasHeight(height, width) }} />;
}

/** True once the screen around the canvas has been painted. */
function usePaintedOnce(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => setPainted(true)), []);
  return painted;
}

/**
 * Hosts one Pixi Application sized to its container (see PixiSceneCanvas). PixiJS is most of a
 * visualiser's JavaScript, so it starts loading only once the screen's text is on screen: the page's
 * first and largest paints never wait for it. Until then an empty box of the same size stands in.
 */
export function SceneCanvas({ height, children }: SceneCanvasProps) {
  const painted = usePaintedOnce();
  const placeholder = <SceneCanvasPlaceholder height={height} />;
  if (!painted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <PixiSceneCanvas height={height}>{children}</PixiSceneCanvas>
    </Suspense>
  );
}
