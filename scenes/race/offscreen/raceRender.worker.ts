/// <reference lib="webworker" />
/**
 * Draws the race on an OffscreenCanvas the page hands over, so the page's own thread keeps only the
 * race clock, the leaderboard and the DOM mirror. Frames are drawn on demand, as on the page: a frame
 * only when the scene asks for one (a tick arrived, or a bar is still gliding), none once it is still.
 */
// Pixi builds shaders and uniform uploads without eval/new Function here too.
import 'pixi.js/unsafe-eval';
import { Application, CanvasTextMetrics, DOMAdapter, WebWorkerAdapter } from 'pixi.js';
import type { RaceViewSnapshot } from '@/core/race';
import { receivedSnapshot, type FromRaceWorker, type ToRaceWorker } from './protocol';
import { RaceStage } from './raceStage';
import { latestAtMostEvery } from '../../host/offscreen/throttle';
import { stopSystemTicker } from '../../host/stopSystemTicker';

DOMAdapter.set(WebWorkerAdapter);
// As on the page: no system ticker, so a finished race's worker wakes for nothing.
stopSystemTicker();
// As on the page: measure text with the canvas's letter spacing, not per grapheme.
CanvasTextMetrics.experimentalLetterSpacing = true;

const scope = self as unknown as DedicatedWorkerGlobalScope;
const post = (message: FromRaceWorker) => scope.postMessage(message);

/** How often, at most, the frame count goes back to the page. */
const FRAME_REPORT_MS = 100;

const nextFrame: (draw: () => void) => void =
  typeof scope.requestAnimationFrame === 'function'
    ? (draw) => scope.requestAnimationFrame(draw)
    : (draw) => setTimeout(draw, 16);

function frameLoop(app: Application) {
  let pending = false;
  let frames = 0;
  const report = latestAtMostEvery(FRAME_REPORT_MS, (count: number) => post({ type: 'frames', count }));
  return () => {
    if (pending) return;
    pending = true;
    nextFrame(() => {
      pending = false;
      app.render();
      frames += 1;
      report(frames);
    });
  };
}

let last: RaceViewSnapshot | null = null;

async function start(message: Extract<ToRaceWorker, { type: 'start' }>): Promise<RaceStage> {
  const app = new Application();
  await app.init({
    canvas: message.canvas,
    width: message.width,
    height: message.height,
    resolution: message.resolution,
    preference: message.preference as never,
    skipExtensionImports: true,
    autoStart: false,
    sharedTicker: false,
    backgroundAlpha: 0,
    antialias: true,
  });
  app.ticker.stop();
  const invalidate = frameLoop(app);
  const stage = new RaceStage(app, invalidate);
  post({ type: 'started', renderer: app.renderer.name });
  invalidate();
  return stage;
}

let ready: Promise<RaceStage> | null = null;

function handle(stage: RaceStage, message: ToRaceWorker) {
  switch (message.type) {
    case 'start':
      return;
    case 'resize':
      stage.resize(message.width, message.height, message.resolution);
      return;
    case 'layout':
      stage.layout(message);
      return;
    case 'snapshot': {
      const snapshot = receivedSnapshot(message.snapshot, message.fresh ? null : last);
      if (!snapshot) return;
      last = snapshot;
      stage.show(snapshot, message.fresh);
    }
  }
}

const fail = (error: unknown) =>
  post({ type: 'failed', message: error instanceof Error ? error.message : String(error) });

scope.addEventListener('message', (event: MessageEvent<ToRaceWorker>) => {
  const message = event.data;
  if (message.type === 'start') {
    ready = start(message);
    ready.catch(fail);
    return;
  }
  // Messages wait for the renderer and are handled in the order they came.
  ready?.then((stage) => handle(stage, message)).catch(fail);
});
