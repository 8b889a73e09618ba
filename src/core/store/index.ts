export { createStore, deriveStore } from './store';
export type { ReadableStore } from './store';
export { createTimeout, systemClock } from './clock';
export type { Clock } from './clock';
