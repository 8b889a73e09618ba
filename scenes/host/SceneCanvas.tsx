import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
  type RefObject,
} from 'react';
import { afterNextPaint } from '@/ui/afterNextPaint';
import { prerenderedWidthOf } from '@/ui/prerenderedWidths';
import { canvasHeight, type SceneCanvasProps } from './canvasHeight';
import { canDrawScenesOffscreen } from './offscreen/sceneWorkerClient';
import { needsWebGLProbe, probeWebGLSoftware } from './rendererChoice';
import { SceneBoxWidth, useSceneBoxWidth } from './sceneBoxWidth';
import { sceneElement, type SceneComponents, type SceneData } from './sceneSpec';

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

const OffscreenSceneCanvas = lazy(() => import('./offscreen/OffscreenSceneCanvas'));

/**
 * Holds a canvas's place at its final height until PixiJS is ready, so nothing below it moves (also
 * the fallback for a screen that loads its scene lazily).
 */
export function SceneCanvasPlaceholder({ height }: Pick<SceneCanvasProps, 'height'>) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const widthMatters = typeof height === 'function';
  const boxWidth = useSceneBoxWidth();
  useLayoutEffect(() => {
    const element = ref.current;
    if (!widthMatters || !element) return;
    setWidth(boxWidth?.() ?? prerenderedWidthOf(element) ?? Math.floor(element.clientWidth));
  }, [widthMatters, boxWidth]);
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
 * The box's width for what mounts inside it (sceneBoxWidth.ts): the width a frame around it gives (a
 * node-link frame knows its drawing's), else the width its ResizeObserver last reported, which it has
 * by the time the scene starts (the observer reports after a frame's layout; the scene starts after a
 * paint).
 */
function useBoxWidth(box: RefObject<HTMLElement | null>): () => number | null {
  const given = useSceneBoxWidth();
  const width = useRef<number | null>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) width.current = Math.floor(entry.contentRect.width) || null;
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [box]);
  return useCallback(() => given?.() ?? width.current, [given]);
}

/**
 * Holds the scene's place until the screen around it has painted and its box is on or near the screen,
 * then shows `children` (which may load lazily, the placeholder standing in meanwhile).
 */
function StartsWhenNear({ height, children }: { height: SceneCanvasProps['height']; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const started = useTimeToStart(box);
  const boxWidth = useBoxWidth(box);
  const placeholder = <SceneCanvasPlaceholder height={height} />;
  return (
    <div ref={box}>
      {started ? (
        <SceneBoxWidth.Provider value={boxWidth}>
          <Suspense fallback={placeholder}>{children}</Suspense>
        </SceneBoxWidth.Provider>
      ) : (
        placeholder
      )}
    </div>
  );
}

/** What a host needs to draw scenes described as data: the scenes themselves, and their worker. */
export interface SceneSource {
  /** Loads the scenes by name (on the page's own thread; in a chunk of their own). */
  loadScenes: () => Promise<SceneComponents>;
  /** Starts the scene worker, whose script knows the same scenes. */
  startWorker: () => Worker;
}

/**
 * The component that shows one scene, described as data (`scene`: its name among `source`'s scenes and
 * its props), in a box whose width follows its container. The scene catalog makes the one the pages use
 * (scenes/catalog/SceneCanvas.tsx), so the host names no scene.
 *
 * PixiJS is most of a visualiser's JavaScript, so the scene starts only once the screen's text is on
 * screen: the page's first and largest paints never wait for it. A scene further down the page (the
 * second visualiser on a phone) starts as it is scrolled near, so opening the page does not draw what
 * nobody sees yet. Until then an empty box of the same size stands in.
 *
 * Where the browser can, the scene worker draws it on an OffscreenCanvas (offscreen/): the page then
 * loads no PixiJS at all, and starting and animating the scene leave its thread free for input.
 * `?thread=main`, a browser without module workers or OffscreenCanvas, or a worker that fails, draw it
 * on the page (PixiSceneCanvas).
 */
export function createSceneCanvas<Spec extends SceneData>({
  loadScenes,
  startWorker,
}: SceneSource): (props: { height: SceneCanvasProps['height']; scene: Spec }) => ReactElement {
  /** A scene drawn on the page: PixiJS and the scenes load together, in chunks of their own. */
  const OnPageScene = lazy(async () => {
    const [{ default: Canvas }, components] = await Promise.all([loadPixiSceneCanvas(), loadScenes()]);
    return {
      default: ({ height, scene }: { height: SceneCanvasProps['height']; scene: SceneData }) => (
        <Canvas height={height}>{sceneElement(components, scene)}</Canvas>
      ),
    };
  });

  /** Draws a scene in the scene worker where the browser can, and on the page otherwise. */
  function WorkerOrPageScene({ height, scene }: { height: SceneCanvasProps['height']; scene: SceneData }) {
    // Decided once the scene starts, in the browser (never while prerendering).
    const [offscreen, setOffscreen] = useState(() => canDrawScenesOffscreen(window.location.search));
    const drawOnPage = useCallback((reason: string) => {
      console.warn(`A scene is drawn on the page instead of in a worker: ${reason}`);
      setOffscreen(false);
    }, []);
    return offscreen ? (
      <OffscreenSceneCanvas height={height} scene={scene} onFailure={drawOnPage} startWorker={startWorker} />
    ) : (
      <OnPageScene height={height} scene={scene} />
    );
  }

  return function SceneCanvas({ height, scene }: { height: SceneCanvasProps['height']; scene: Spec }) {
    return (
      <StartsWhenNear height={height}>
        <WorkerOrPageScene height={height} scene={scene} />
      </StartsWhenNear>
    );
  };
}

/**
 * A scene that is not data, drawn on the page's own thread: the race's on-page way, whose scene reads the
 * race's store on every tick.
 */
export function OnPageSceneCanvas({ height, children }: SceneCanvasProps) {
  return (
    <StartsWhenNear height={height}>
      <PixiSceneCanvas height={height}>{children}</PixiSceneCanvas>
    </StartsWhenNear>
  );
}
