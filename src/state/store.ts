import { createStore } from 'jotai';

/** The one Jotai store shared by React, the Pixi scenes and tests. */
export const store = createStore();
