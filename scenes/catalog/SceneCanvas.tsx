import { createSceneCanvas } from '../host/SceneCanvas';
import type { SceneSpec } from './sceneSpec';

/**
 * Shows one catalogued scene, described as data (`scene`: its name in the catalog and its props), in a
 * box whose width follows its container (see createSceneCanvas in scenes/host/SceneCanvas.tsx). The
 * scenes load on first use, on the page or in the scene worker, never with the page's own JavaScript.
 */
export const SceneCanvas = createSceneCanvas<SceneSpec>({
  loadScenes: () => import('./sceneCatalog').then(({ sceneComponents }) => sceneComponents),
  startWorker: () =>
    new Worker(new URL('./sceneRender.worker.ts', import.meta.url), { type: 'module', name: 'scenes' }),
});
