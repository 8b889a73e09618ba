import { refuseFunctionConstructors } from '@/core/playground/javascript/sandbox';

/**
 * What the learner's code must never have in the Python worker: the network, storage, the page (through
 * messages or channels) and the worker's own life. Each is taken out of the worker's scope (and from every
 * prototype it is inherited from) once Pyodide has loaded and before any learner code runs, so whatever
 * Python finds its way to, the capability is no longer there. Functions become ones that throw; the rest
 * become undefined.
 */
export const SEALED_CAPABILITIES = [
  'fetch',
  'XMLHttpRequest',
  'importScripts',
  'WebSocket',
  'WebSocketStream',
  'WebTransport',
  'EventSource',
  'FontFace',
  'fonts',
  'Notification',
  'indexedDB',
  'caches',
  'navigator',
  'localStorage',
  'sessionStorage',
  'BroadcastChannel',
  'Worker',
  'SharedWorker',
  'postMessage',
  'close',
] as const;

/** Capabilities that are objects rather than functions: sealed as undefined. */
const OBJECTS = new Set<string>([
  'fonts',
  'indexedDB',
  'caches',
  'navigator',
  'localStorage',
  'sessionStorage',
]);

/** A function, not an arrow, so that `new XMLHttpRequest()` is refused with the same message. */
function refusal(name: string): () => never {
  return function refused() {
    throw new TypeError(`${name} is not available to your code`);
  };
}

/**
 * Seals `scope` (the worker's `self`). Call it after taking what the runner itself needs, such as a
 * bound `postMessage` to answer the page. On the worker's own global scope it also replaces Function and
 * the constructor chain that reaches it (refuseFunctionConstructors), so JavaScript reached from Python
 * cannot make code from a string, nor `import()` a script, where no policy header forbids it.
 */
export function sealWorkerScope(scope: object): void {
  for (const name of SEALED_CAPABILITIES) {
    for (
      let owner: object | null = scope;
      owner !== null;
      owner = Object.getPrototypeOf(owner) as object | null
    ) {
      const descriptor = Object.getOwnPropertyDescriptor(owner, name);
      if (descriptor === undefined) continue;
      Object.defineProperty(owner, name, {
        value: OBJECTS.has(name) ? undefined : refusal(name),
        writable: false,
        configurable: false,
        enumerable: descriptor.enumerable ?? false,
      });
    }
  }
  // The constructors belong to the realm, so only its own global scope takes them away.
  if (scope === globalThis) refuseFunctionConstructors(scope);
}
