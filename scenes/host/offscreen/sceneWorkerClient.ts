import type { FromSceneWorker, ToSceneWorker } from './protocol';

/** A message to the worker about one canvas, without the canvas's id (the connection adds it). */
type ToCanvas<Message = ToSceneWorker> = Message extends ToSceneWorker ? Omit<Message, 'id'> : never;

export interface SceneWorkerConnection {
  /** Sends a message about this canvas; throws if it cannot be cloned (a prop that is a function). */
  send(message: ToCanvas, transfer?: Transferable[]): void;
  /** Tells the worker the canvas is gone and stops listening. */
  close(): void;
}

let worker: Worker | null = null;
/** Set once the worker failed to load or start: later scenes go straight to the page. */
let workerFailed = false;
let nextId = 1;
const listeners = new Map<number, (message: FromSceneWorker) => void>();

function failAll(message: string) {
  workerFailed = true;
  worker?.terminate();
  worker = null;
  for (const listener of [...listeners.values()]) listener({ type: 'failed', id: null, message });
}

/**
 * The one scene worker of the page, started with the first scene canvas and kept for later ones. `start`
 * makes it: the catalog's, whose script knows the scenes (scenes/catalog/sceneRender.worker.ts).
 */
function sceneWorker(start: () => Worker): Worker {
  if (worker) return worker;
  const started = start();
  started.addEventListener('message', (event: MessageEvent<FromSceneWorker>) => {
    const message = event.data;
    if (message.id === null) {
      failAll(message.type === 'failed' ? message.message : 'the scene worker failed');
      return;
    }
    const listener = listeners.get(message.id);
    if (listener) listener(message);
    // A canvas already gone has no one to tell, but a failure while closing it is still worth a word.
    else if (message.type === 'failed')
      console.warn(`The scene worker failed closing a scene: ${message.message}`);
  });
  started.addEventListener('error', (event) => {
    // Each scene then draws on the page and says so; the event itself needs no second report.
    event.preventDefault();
    failAll(event.message || 'the scene worker did not load');
  });
  worker = started;
  return started;
}

/**
 * Whether scenes can be drawn in the scene worker: the browser needs module workers and a canvas that can
 * hand its drawing to one, and the worker must not have failed already. `?thread=main` keeps every scene
 * on the page's own thread.
 */
export function canDrawScenesOffscreen(search: string): boolean {
  if (workerFailed || new URLSearchParams(search).get('thread') === 'main') return false;
  return (
    typeof Worker !== 'undefined' &&
    typeof OffscreenCanvas !== 'undefined' &&
    typeof HTMLCanvasElement !== 'undefined' &&
    'transferControlToOffscreen' in HTMLCanvasElement.prototype
  );
}

/**
 * Connects one canvas to the scene worker, starting it with `start` if none runs yet; `onMessage` hears
 * what the worker says about the canvas.
 */
export function connectToSceneWorker(
  start: () => Worker,
  onMessage: (message: FromSceneWorker) => void,
): SceneWorkerConnection {
  const id = nextId++;
  const target = sceneWorker(start);
  listeners.set(id, onMessage);
  return {
    send(message, transfer = []) {
      target.postMessage({ ...message, id }, transfer);
    },
    close() {
      if (!listeners.delete(id)) return;
      if (target === worker) target.postMessage({ type: 'close', id } satisfies ToSceneWorker);
    },
  };
}
