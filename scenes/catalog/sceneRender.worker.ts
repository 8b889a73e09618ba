/// <reference lib="webworker" />
/** The scene worker's script: the host's renderer (sceneRenderer.ts) with every catalogued scene. */
import { serveScenes } from '../host/offscreen/sceneRenderer';
import { sceneComponents } from './sceneCatalog';

serveScenes(sceneComponents);
