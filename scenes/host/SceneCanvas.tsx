import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { afterNextPaint } from '@/ui/afterNextPaint';
import { canvasHeight, type SceneCanvasProps } from './canvasHeight';
import { needsWebGLProbe, probeWebGLSoftware } from './rendererChoice';

export type { SceneCanvasProps } from './canvasHeight';

/** Lets the browser handle input and paint before the next step of starting PixiJS. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Loads PixiJS and readies what its first frame needs, one step per task: done in one go, starting a
 * scene holds a phone's main thread for a long moment, and the page does not answer a tap meanwhile.
 * Meanwhile a worker probes WebGL to pick the renderer (rendererChoice.ts).
 */
async function loadPixiSceneCanvas() {
  const rendererProbed = needsWebGLProbe(window.location.search) ? probeWebGLSoftware() : null;
  await nextTask();
  const module = await import('./PixiSceneCanvas');
  await rendererProbed;
  await nextTask();
  module.openShaderTestContext();
  return module;
}

const PixiSceneCanvas = lazy(loadPixiSceneCanvas);

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

/** How close to the viewport a scene's box must come for its canvas to start. */
const START_MARGIN = '200px 0px';

/**
 * True once the screen around the canvas has been painted and the canvas's box is on screen or near it;
 * it stays true from then on.
 */
function useTimeToStart(box: RefObject<HTMLElement | null>): boolean {
  const [painted, setPainted] = useState(false);
  // Without IntersectionObserver every scene counts as near.
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => afterNextPaint(() => setPainted(true)), []);
  useEffect(() => {
    const element = box.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: START_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [box, near]);
  return painted && near;
}

/**
 * Hosts one Pixi Application sized to its container (see PixiSceneCanvas). PixiJS is most of a
 * visualiser's JavaScript, so it starts loading only once the screen's text is on screen: the page's
 * first and largest paints never wait for it. A scene further down the page (the second visualiser on
 * a phone) starts as it is scrolled near, so opening the page does not draw what nobody sees yet. Until
 * then an empty box of the same size stands in.
 */
export function SceneCanvas({ height, children }: SceneCanvasProps) {
  const box = useRef<HTMLDivElement>(null);
  const started = useTimeToStart(box);
  const placeholder = <SceneCanvasPlaceholder height={height} />;
  return (
    <div ref={box}>
      {started ? (
        <Suspense fallback={placeholder}>
          <PixiSceneCanvas height={height}>{children}</PixiSceneCanvas>
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}
