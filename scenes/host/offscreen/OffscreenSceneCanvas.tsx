import { useAtomValue } from 'jotai';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { themeAtom } from '@/state/theme';
import { useContainerWidth } from '@/ui/useContainerWidth';
import { useReducedMotion } from '@/ui/useReducedMotion';
import { canvasHeight } from '../canvasHeight';
import { readPalette, type ScenePalette } from '../palette';
import { isWebGLSoftware, needsWebGLProbe, probeWebGLSoftware, rendererPreference } from '../rendererChoice';
import { sameScene, type SceneData } from '../sceneSpec';
import type { SceneSurroundings } from './protocol';
import { connectToSceneWorker, type SceneWorkerConnection } from './sceneWorkerClient';
import { appendCanvasForWorker } from './canvasForWorker';
import { showDrawnLabels, showFramesDrawn } from '../drawnLabels';
import { useSceneBoxWidth } from '../sceneBoxWidth';

const resolution = () => Math.min(window.devicePixelRatio || 1, 2);

export interface OffscreenSceneCanvasProps {
  height: number | ((width: number) => number);
  scene: SceneData;
  /** The worker could not draw this scene (it failed, or the props could not be sent); keep its identity. */
  onFailure: (reason: string) => void;
  /** Starts the scene worker, if none is running yet (the catalog's, which knows the scenes). */
  startWorker: () => Worker;
}

/**
 * A scene drawn by the scene worker on an OffscreenCanvas (sceneRenderer.ts): this component sizes
 * the box, reads the theme's colours and sends the scene each time the page renders it; the worker draws.
 * The host element carries data-renderer, data-frames and data-last-drawn-at as the on-page host does.
 */
export default function OffscreenSceneCanvas({
  height: heightOf,
  scene,
  onFailure,
  startWorker,
}: OffscreenSceneCanvasProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const width = useContainerWidth(hostRef, useSceneBoxWidth());
  const height = canvasHeight(heightOf, width);
  const theme = useAtomValue(themeAtom);
  const reducedMotion = useReducedMotion();
  const [palette, setPalette] = useState<ScenePalette | null>(null);
  const [connection, setConnection] = useState<SceneWorkerConnection | null>(null);
  // What the worker was last sent, so an unchanged scene or box is not sent again.
  const sentScene = useRef<SceneData | null>(null);
  const sentSurroundings = useRef<SceneSurroundings | null>(null);

  // The theme class is already on <html> when this runs, so the CSS variables hold the new colours.
  useLayoutEffect(() => {
    if (hostRef.current) setPalette(readPalette(hostRef.current));
  }, [theme]);

  const surroundings: SceneSurroundings | null =
    palette && width > 0 ? { width, height, palette, reducedMotion } : null;
  // What the effects below read when they run later (a probe answer, the first message).
  const latest = useRef({ scene, onFailure, surroundings, startWorker });
  useLayoutEffect(() => {
    latest.current = { scene, onFailure, surroundings, startWorker };
  });

  // The canvas and its connection: made once the box has a width and colours, kept for the component's
  // life.
  const ready = surroundings !== null;
  useEffect(() => {
    const host = hostRef.current;
    if (!ready || !host) return;
    let closed = false;
    const canvas = appendCanvasForWorker(host);
    const failed = (reason: string) => {
      if (closed) return;
      closed = true;
      latest.current.onFailure(reason);
    };
    const worker = connectToSceneWorker(latest.current.startWorker, (message) => {
      if (message.type === 'started') host.setAttribute('data-renderer', message.renderer);
      else if (message.type === 'frames') showFramesDrawn(host, message.frames);
      else if (message.type === 'labels') showDrawnLabels(host, message);
      else failed(message.message);
    });
    const probed = needsWebGLProbe(window.location.search) ? probeWebGLSoftware() : Promise.resolve(false);
    void probed.then(() => {
      const around = latest.current.surroundings;
      if (closed || !around) return;
      const offscreen = canvas.transferControlToOffscreen();
      const { scene: shown } = latest.current;
      try {
        worker.send(
          {
            type: 'open',
            canvas: offscreen,
            resolution: resolution(),
            preference: rendererPreference(window.location.search, isWebGLSoftware),
            scene: shown,
            ...around,
          },
          [offscreen],
        );
      } catch (error) {
        failed(error instanceof Error ? error.message : String(error));
        return;
      }
      sentScene.current = shown;
      sentSurroundings.current = around;
      setConnection(worker);
    });
    return () => {
      closed = true;
      worker.close();
      canvas.remove();
      setConnection(null);
    };
  }, [ready]);

  useEffect(() => {
    if (!connection || (sentScene.current !== null && sameScene(sentScene.current, scene))) return;
    try {
      connection.send({ type: 'scene', scene });
      sentScene.current = scene;
    } catch (error) {
      latest.current.onFailure(error instanceof Error ? error.message : String(error));
    }
  }, [connection, scene]);

  const {
    width: w,
    height: h,
    reducedMotion: still,
  } = surroundings ?? { width: 0, height: 0, reducedMotion };
  useEffect(() => {
    const around = latest.current.surroundings;
    const sent = sentSurroundings.current;
    if (!connection || !around) return;
    // The first surroundings went with 'open'; only a change is sent.
    const same =
      sent !== null &&
      sent.width === around.width &&
      sent.height === around.height &&
      sent.palette === around.palette &&
      sent.reducedMotion === around.reducedMotion;
    if (same) return;
    connection.send({ type: 'surroundings', ...around });
    sentSurroundings.current = around;
  }, [connection, w, h, palette, still]);

  return <div ref={hostRef} className="relative w-full overflow-hidden" style={{ height }} data-frames="0" />;
}
