export { createStore, deriveStore } from './store';
export type { Listener, ReadableStore, Store, Unsubscribe } from './store';
export { createTimeout, systemClock } from './clock';
export type { Clock, Timeout } from './clock';
