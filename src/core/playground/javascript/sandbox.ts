/**
 * What the learner's code may not reach from the worker it runs in. `lockDownScope` removes each of
 * these from the worker's global scope (and from the prototypes it inherits them from) and puts in its
 * place a property that throws a plain message when read: no network, no storage, no other workers,
 * no messages to the page and no way to end the worker. The runner keeps its own reference to
 * postMessage, taken before the lock-down.
 */
export const REFUSED_GLOBALS = [
  // Network
  'fetch',
  'XMLHttpRequest',
  'WebSocket',
  'WebSocketStream',
  'EventSource',
  'WebTransport',
  'Request',
  'importScripts',
  // Storage
  'localStorage',
  'sessionStorage',
  'indexedDB',
  'caches',
  'cookieStore',
  // Other contexts and the page
  'postMessage',
  'close',
  'onmessage',
  'addEventListener',
  'Worker',
  'SharedWorker',
  'BroadcastChannel',
  'MessageChannel',
  'navigator',
  'location',
  // Code from strings and timers that would outlive the run
  'eval',
  'setTimeout',
  'setInterval',
  'queueMicrotask',
  'requestAnimationFrame',
] as const;

export const refusedMessage = (name: string) =>
  `${name} is not available: your code runs in a sandbox without the network, storage or the page`;

/** Removes REFUSED_GLOBALS from `scope` (a worker's `self`) for good. */
export function lockDownScope(scope: object): void {
  for (const name of REFUSED_GLOBALS) {
    for (let holder: object | null = scope; holder; holder = Object.getPrototypeOf(holder) as object | null) {
      const descriptor = Object.getOwnPropertyDescriptor(holder, name);
      if (descriptor?.configurable) Reflect.deleteProperty(holder, name);
    }
    const refuse = () => {
      throw new ReferenceError(refusedMessage(name));
    };
    try {
      Object.defineProperty(scope, name, { get: refuse, set: refuse, configurable: false });
    } catch {
      // A property the engine will not let go of is still shadowed where it can be; the CSP and the
      // worker's lack of a DOM stand behind it.
      Reflect.set(scope, name, undefined);
    }
  }
}
