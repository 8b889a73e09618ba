import type { OperationOf, StructureKind, StructurePhases } from './types';

/**
 * Step timers: 1 s per step, then a 1 s pause at the end (docs/product-rules.md#data-structure-operations).
 */
export const STEP_MS = 1000;
export const END_PAUSE_MS = 1000;

/**
 * Peek keeps its message up longer: 1.5 s on top of the usual step and end pause, so a peek ends at
 * 1 s + 1 s + 1.5 s = 3.5 s (for stacks and queues alike).
 */
export const PEEK_HOLD_MS = 1500;

/** The collection every page starts with. */
export const INITIAL_COLLECTION: readonly number[] = Object.freeze([10, 20, 30, 40, 50]);

/** Number of numbered steps per operation. */
export const STEP_COUNTS = {
  array: { add: 2, insert: 3, remove: 2, update: 2 },
  stack: { push: 2, pop: 2, peek: 1 },
  queue: { enqueue: 2, dequeue: 2, peek: 1 },
  linkedList: { add: 3, insert: 4, remove: 3 },
} as const satisfies { [K in StructureKind]: Record<OperationOf<K>, number> };

/** When the collection changes, in ms from the start; peeks never change it. */
export const DATA_CHANGE_DELAY_MS = {
  array: { add: 1000, insert: 2000, remove: 2000, update: 1000 },
  stack: { push: 1000, pop: 2000, peek: null },
  queue: { enqueue: 1000, dequeue: 2000, peek: null },
  linkedList: { add: 3000, insert: 4000, remove: 3000 },
} as const satisfies { [K in StructureKind]: Record<OperationOf<K>, number | null> };

/** The page state each operation puts the page in. */
export const OPERATION_PHASES = {
  array: { add: 'adding', insert: 'inserting', remove: 'removing', update: 'updating' },
  stack: { push: 'pushing', pop: 'popping', peek: 'peeking' },
  queue: { enqueue: 'enqueueing', dequeue: 'dequeueing', peek: 'peeking' },
  linkedList: { add: 'adding', insert: 'inserting', remove: 'removing' },
} as const satisfies { [K in StructureKind]: Record<OperationOf<K>, StructurePhases[K]> };
