import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { RaceViewSnapshot } from '@/core/race';
import { themeAtom } from '@/state/theme';
import { useContainerWidth } from '@/ui/useContainerWidth';
import { useReducedMotion } from '@/ui/useReducedMotion';
import { canvasHeight } from '../../host/canvasHeight';
import { readPalette, type ScenePalette } from '../../host/palette';
import {
  isWebGLSoftware,
  needsWebGLProbe,
  probeWebGLSoftware,
  rendererPreference,
} from '../../host/rendererChoice';
import { layoutRaceLanes, raceMetrics } from '../layout';
import { readRacePalette } from '../palette';
import type { RaceSceneProps } from '../RaceScene';
import { snapshotToSend, type FromRaceWorker, type ToRaceWorker } from './protocol';
import { appendCanvasForWorker } from '../../host/offscreen/canvasForWorker';

const resolution = () => Math.min(window.devicePixelRatio || 1, 2);

/**
 * The race drawn by a worker on an OffscreenCanvas (raceRender.worker.ts): this component measures the
 * box, reads the theme's colours, and sends the layout and each race tick; the worker draws. If the
 * worker cannot start, `onFailure` (which should keep its identity) hands the scene back to the page.
 */
export default function OffscreenRaceCanvas({
  height: heightOf,
  store,
  lanes,
  options,
  onFailure,
}: RaceSceneProps & { height: (width: number) => number; onFailure: (reason: string) => void }) {
  const hostRef = useRef<HTMLDivElement>(null);
  const workerRef = useRef<Worker | null>(null);
  const width = useContainerWidth(hostRef);
  const height = canvasHeight(heightOf, width);
  const [palette, setPalette] = useState<ScenePalette | null>(null);
  const theme = useAtomValue(themeAtom);
  const reducedMotion = useReducedMotion();
  const [workerReady, setWorkerReady] = useState(0);
  const send = useCallback((message: ToRaceWorker) => workerRef.current?.postMessage(message), []);

  useLayoutEffect(() => {
    if (hostRef.current) setPalette(readPalette(hostRef.current));
  }, [theme]);

  // The worker and its canvas: made once the box has a width, kept for the component's life.
  const started = width > 0;
  useEffect(() => {
    const host = hostRef.current;
    if (!started || !host) return;
    let cancelled = false;
    const canvas = appendCanvasForWorker(host);
    const worker = new Worker(new URL('./raceRender.worker.ts', import.meta.url), {
      type: 'module',
      name: 'race-scene',
    });
    const failed = (reason: string) => {
      if (cancelled) return;
      cancelled = true;
      onFailure(reason);
    };
    worker.addEventListener('message', (event: MessageEvent<FromRaceWorker>) => {
      const message = event.data;
      if (message.type === 'started') host.setAttribute('data-renderer', message.renderer);
      else if (message.type === 'frames') host.setAttribute('data-frames', String(message.count));
      else failed(message.message);
    });
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      failed(event.message || 'the scene worker did not load');
    });
    const probed = needsWebGLProbe(window.location.search) ? probeWebGLSoftware() : Promise.resolve(false);
    void probed.then(() => {
      if (cancelled) return;
      const offscreen = canvas.transferControlToOffscreen();
      const { width: w, height: h } = host.getBoundingClientRect();
      const message: ToRaceWorker = {
        type: 'start',
        canvas: offscreen,
        width: Math.max(1, Math.floor(w)),
        height: Math.max(1, Math.floor(h)),
        resolution: resolution(),
        preference: rendererPreference(window.location.search, isWebGLSoftware),
      };
      worker.postMessage(message, [offscreen]);
      workerRef.current = worker;
      setWorkerReady((n) => n + 1);
    });
    return () => {
      cancelled = true;
      workerRef.current = null;
      worker.terminate();
      canvas.remove();
    };
  }, [started, onFailure]);

  useEffect(() => {
    if (!workerReady || width <= 0) return;
    const pixelRatio = resolution();
    send({ type: 'resize', width, height, resolution: pixelRatio });
    // Device pixels per CSS pixel the canvas is drawn at: the projector benchmark reads it.
    hostRef.current?.setAttribute('data-resolution', String(pixelRatio));
  }, [send, workerReady, width, height]);

  const { presenter, availableHeight } = options;
  const layout = useMemo(
    () =>
      width > 0
        ? {
            metrics: raceMetrics(lanes.length, width, { presenter, availableHeight }),
            boxes: layoutRaceLanes(lanes.length, width, { presenter, availableHeight }),
          }
        : null,
    [lanes.length, width, presenter, availableHeight],
  );

  useEffect(() => {
    if (!workerReady || !layout || !palette) return;
    // The lanes' name size in CSS pixels, for the benchmark that checks it reads from the back of a hall.
    hostRef.current?.setAttribute('data-lane-name-px', String(layout.metrics.nameFont));
    send({
      type: 'layout',
      lanes: lanes.map(({ id, name }) => ({ id, name })),
      boxes: layout.boxes,
      metrics: layout.metrics,
      palette,
      racePalette: readRacePalette(document.documentElement),
      reducedMotion,
    });
  }, [send, workerReady, lanes, layout, palette, reducedMotion]);

  // Every race tick goes to the worker as it happens; a lane whose view is unchanged sends no view.
  useEffect(() => {
    if (!workerReady) return;
    let previous: RaceViewSnapshot = store.getSnapshot();
    send({ type: 'snapshot', snapshot: snapshotToSend(previous, null), fresh: true });
    return store.subscribe(() => {
      const snapshot = store.getSnapshot();
      if (snapshot === previous) return;
      send({ type: 'snapshot', snapshot: snapshotToSend(snapshot, previous), fresh: false });
      previous = snapshot;
    });
  }, [send, workerReady, store]);

  return <div ref={hostRef} className="relative w-full overflow-hidden" style={{ height }} data-frames="0" />;
}
