/**
 * The messages between pages and the scene worker (sceneRender.worker.ts), which draws every catalogued
 * scene of the page on OffscreenCanvases. One worker serves all of a page's scene canvases; each canvas
 * has an id. The page keeps React's screen, the DOM mirror and the pointer; the worker keeps PixiJS, the
 * scenes' React trees, their tweens and the frame loop. What crosses is the scene as data (SceneData)
 * whenever the page renders it, and the box's size, colours and motion preference when they change.
 */
import type { DrawnLabels, FramesDrawn } from '../frameScheduler';
import type { ScenePalette } from '../palette';
import type { RendererName } from '../rendererChoice';
import type { SceneData } from '../sceneSpec';

export interface SceneSurroundings {
  readonly width: number;
  readonly height: number;
  readonly palette: ScenePalette;
  readonly reducedMotion: boolean;
}

export type ToSceneWorker =
  | ({
      readonly type: 'open';
      readonly id: number;
      readonly canvas: OffscreenCanvas;
      readonly resolution: number;
      readonly preference: readonly RendererName[];
      readonly scene: SceneData;
    } & SceneSurroundings)
  | { readonly type: 'scene'; readonly id: number; readonly scene: SceneData }
  | ({ readonly type: 'surroundings'; readonly id: number } & SceneSurroundings)
  | { readonly type: 'close'; readonly id: number };

export type FromSceneWorker =
  /** The canvas's renderer has started and drawn its first (empty) frame. */
  | { readonly type: 'started'; readonly id: number; readonly renderer: string }
  /** Frames drawn so far on that canvas; sent at most every 100 ms, and after the last frame of a burst. */
  | { readonly type: 'frames'; readonly id: number; readonly frames: FramesDrawn }
  /**
   * A frame drew every label of the scene's last commit: their texts, and when that frame and the
   * scene's first frame were drawn (ms since the Unix epoch).
   */
  | ({ readonly type: 'labels'; readonly id: number } & DrawnLabels)
  | { readonly type: 'failed'; readonly id: number | null; readonly message: string };
