/// <reference lib="webworker" />
/**
 * The scene worker's side: draws a page's scenes on the OffscreenCanvases it hands over. PixiJS,
 * @pixi/react, the scenes' React trees, their tweens and their frames all run in the worker, so starting
 * a scene and animating it cost the page's own thread nothing. One worker serves every scene canvas of
 * the page (protocol.ts). The worker's script (scenes/catalog/sceneRender.worker.ts) gives it the scenes
 * it may draw, so the host names no scene.
 */
import { createRoot } from '@pixi/react';
import { DOMAdapter, WebWorkerAdapter, type Application } from 'pixi.js';
import { createElement } from 'react';
import '../registry';
import { AfterSceneCommit } from '../AfterSceneCommit';
import { FrameScheduler, type FramesDrawn } from '../frameScheduler';
import { SceneContext, type SceneContextValue } from '../SceneContext';
import { sceneElement, type SceneComponents, type SceneData } from '../sceneSpec';
import type { FromSceneWorker, SceneSurroundings, ToSceneWorker } from './protocol';
import { warmSceneFonts } from './sceneFontWarmUp';
import { installSpareLabelCanvases } from './spareLabelCanvases';
import { latestAtMostEvery } from './throttle';

DOMAdapter.set(WebWorkerAdapter);
const spareLabelCanvases = installSpareLabelCanvases();

const scope = self as unknown as DedicatedWorkerGlobalScope & { HTMLCanvasElement?: unknown };
const post = (message: FromSceneWorker) => scope.postMessage(message);

/** How often, at most, a canvas's frame count goes back to the page. */
const FRAME_REPORT_MS = 100;

type OpenMessage = Extract<ToSceneWorker, { type: 'open' }>;

/**
 * @pixi/react's createRoot accepts a canvas only if it is an HTMLCanvasElement (otherwise it makes one
 * with `document`), and a worker has neither. For the length of that one check an OffscreenCanvas counts
 * as one; the name is removed again at once, since Pixi reads its presence elsewhere as "on a page".
 */
function createRootOnOffscreenCanvas(canvas: OffscreenCanvas, onInit: (app: Application) => void) {
  scope.HTMLCanvasElement = OffscreenCanvas;
  try {
    return createRoot(canvas as unknown as HTMLCanvasElement, { onInit });
  } finally {
    delete scope.HTMLCanvasElement;
  }
}

/** One page canvas: its Pixi application, its scene's React tree and its frames. */
class WorkerScene {
  // A long first frame here holds up nothing on the page: every label is drawn in it.
  private readonly scheduler = new FrameScheduler({ paceNewLabels: false });
  private readonly root: ReturnType<typeof createRoot>;
  private readonly canvas: OffscreenCanvas;
  private scene: SceneData;
  private context: SceneContextValue;
  private app: Application | null = null;
  private primed = false;
  private closed = false;

  constructor(
    private readonly id: number,
    message: OpenMessage,
    private readonly components: SceneComponents,
  ) {
    this.scene = message.scene;
    this.canvas = message.canvas;
    this.context = this.contextFor(message);
    this.scheduler.reportFramesTo(
      latestAtMostEvery(FRAME_REPORT_MS, (frames: FramesDrawn) => post({ type: 'frames', id, frames })),
    );
    this.scheduler.reportLabelsTo((labels) => post({ type: 'labels', id, ...labels }));
    // The scenes' font and label canvases are made ready while no scene of the page is moving
    // (sceneFontWarmUp.ts, spareLabelCanvases.ts).
    this.scheduler.whenAtRest(() => {
      warmSceneFonts();
      spareLabelCanvases.topUp(anySceneDrawing);
    });
    this.scheduler.resize(message.width, message.height);
    this.root = createRootOnOffscreenCanvas(message.canvas, (app) => {
      this.app = app;
      // As on the page: the scene's objects are made once an empty first frame has built Pixi's
      // batcher and shaders.
      this.scheduler.attach(app, () => {
        this.primed = true;
        post({ type: 'started', id, renderer: app.renderer.name });
        this.render();
      });
    });
    this.render({
      width: message.width,
      height: message.height,
      resolution: message.resolution,
      preference: message.preference,
      skipExtensionImports: true,
      autoStart: false,
      sharedTicker: false,
      backgroundAlpha: 0,
      antialias: true,
    });
  }

  private contextFor(surroundings: SceneSurroundings): SceneContextValue {
    const { width, height, palette, reducedMotion } = surroundings;
    return { width, height, palette, reducedMotion, invalidate: this.scheduler.invalidate };
  }

  get drawing(): boolean {
    return this.scheduler.drawing;
  }

  show(scene: SceneData): void {
    this.scene = scene;
    this.render();
  }

  surround(surroundings: SceneSurroundings): void {
    this.context = this.contextFor(surroundings);
    this.scheduler.resize(surroundings.width, surroundings.height);
    this.render();
  }

  close(): void {
    this.closed = true;
    this.scheduler.detach();
    // Unmounting the scene destroys its Pixi objects; then the renderer goes. @pixi/react keeps every
    // root it made in a map of its own, with no way to take one out, so the canvas is also shrunk to
    // nothing: its pixels are what would otherwise stay behind for each scene a visit closes.
    void this.root.render(null, {}).then(() => {
      this.app?.destroy();
      this.canvas.width = 0;
      this.canvas.height = 0;
    }, fail(this.id));
  }

  /** Renders the scene's tree; the application's options are given once, with the first render. */
  private render(initOptions: object = {}): void {
    if (this.closed) return;
    const tree = createElement(
      SceneContext.Provider,
      { value: this.context },
      this.primed ? sceneElement(this.components, this.scene) : null,
      this.primed ? createElement(AfterSceneCommit, { onCommit: this.scheduler.labelsCommitted }) : null,
    );
    this.root.render(tree, initOptions).catch(fail(this.id));
  }
}

const fail = (id: number | null) => (error: unknown) =>
  post({ type: 'failed', id, message: error instanceof Error ? error.message : String(error) });

const scenes = new Map<number, WorkerScene>();
const anySceneDrawing = () => [...scenes.values()].some((scene) => scene.drawing);

/** Answers the page's messages, drawing the scenes `components` names (run once, by the worker's script). */
export function serveScenes(components: SceneComponents): void {
  const handle = (message: ToSceneWorker): void => {
    switch (message.type) {
      case 'open':
        scenes.set(message.id, new WorkerScene(message.id, message, components));
        return;
      case 'scene':
        scenes.get(message.id)?.show(message.scene);
        return;
      case 'surroundings':
        scenes.get(message.id)?.surround(message);
        return;
      case 'close':
        scenes.get(message.id)?.close();
        scenes.delete(message.id);
    }
  };
  scope.addEventListener('message', (event: MessageEvent<ToSceneWorker>) => {
    try {
      handle(event.data);
    } catch (error) {
      fail(event.data.id)(error);
    }
  });
}
