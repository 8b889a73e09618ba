import { lazy, Suspense, useCallback, useState } from 'react';
import { SceneCanvasPlaceholder } from '@scenes/host/SceneCanvas';
import { canDrawRaceOffscreen } from '@scenes/race/offscreen/support';
import type { RaceSceneProps } from '@scenes/race/RaceScene';

// Each in its own chunk: the worker's way loads no PixiJS on the page at all.
const OffscreenRaceCanvas = lazy(() => import('@scenes/race/offscreen/OffscreenRaceCanvas'));
const OnPageRaceCanvas = lazy(() => import('./OnPageRaceCanvas'));

/**
 * The race's scene: drawn by a worker on an OffscreenCanvas where the browser can, so the page's thread
 * stays free for the presenter's clicks and a phone's taps; otherwise drawn on the page.
 */
export default function RaceCanvas(props: RaceSceneProps & { height: (width: number) => number }) {
  const [offscreen, setOffscreen] = useState(() => canDrawRaceOffscreen(window.location.search));
  const drawOnPage = useCallback((reason: string) => {
    console.warn(`The race is drawn on the page instead of in a worker: ${reason}`);
    setOffscreen(false);
  }, []);
  const placeholder = <SceneCanvasPlaceholder height={props.height} />;
  return (
    <Suspense fallback={placeholder}>
      {offscreen ? (
        <OffscreenRaceCanvas {...props} onFailure={drawOnPage} />
      ) : (
        <OnPageRaceCanvas {...props} />
      )}
    </Suspense>
  );
}
