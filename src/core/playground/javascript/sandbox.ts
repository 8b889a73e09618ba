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
  // A font face loads its source by URL, and the worker's font set can load one too.
  'FontFace',
  'fonts',
  // A notification fetches its icon.
  'Notification',
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

/**
 * Removes REFUSED_GLOBALS from `scope` (a worker's `self`) for good, and refuses the Function
 * constructor (refuseFunctionConstructors).
 */
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
  // The constructors belong to the realm, so only its own global scope takes them away.
  if (scope === globalThis) refuseFunctionConstructors(scope);
}

/**
 * The intrinsic constructors that make a function from a string: Function, and the ones behind async
 * functions, generators and async generators, reached only through a function's `constructor`.
 */
const FUNCTION_CONSTRUCTORS = [
  Function,
  Object.getPrototypeOf(async function () {}).constructor,
  Object.getPrototypeOf(function* () {}).constructor,
  Object.getPrototypeOf(async function* () {}).constructor,
] as const;

/**
 * Puts in place of `scope.Function`, and of the `constructor` of the prototypes every function inherits
 * from, a stand-in that throws "Function is not available" when called or constructed. It keeps the
 * real prototype, so `instanceof Function` still answers. No code is made from a string even where the
 * worker is served without the Content-Security-Policy that forbids eval.
 */
export function refuseFunctionConstructors(scope: object): void {
  for (const real of FUNCTION_CONSTRUCTORS) {
    const prototype = (real as { prototype: object }).prototype;
    const stand = function Function() {
      throw new EvalError(refusedMessage('Function'));
    };
    Object.defineProperty(stand, 'prototype', { value: prototype, writable: false });
    Object.defineProperty(prototype, 'constructor', { value: stand, writable: false, configurable: false });
    if (real === Function) {
      Object.defineProperty(scope, 'Function', { value: stand, writable: false, configurable: false });
    }
  }
}
