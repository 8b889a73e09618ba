/** Framework-free core of the Arrays, Stacks, Queues and Linked Lists pages. */
export * from './types';
export { INITIAL_COLLECTION } from './timing';
export { STRUCTURE_OPERATIONS } from './operations';
export { InvalidOperationError, applyOperation } from './model';
export { planArray } from './array-plan';
export { planStack } from './stack-plan';
export { planQueue } from './queue-plan';
export { dequeuedBuffer, enqueuedBuffer, queueBufferFor, queueSlot } from './queue-buffer';
export type { QueueBuffer } from './queue-buffer';
export { planLinkedList } from './linked-list-plan';
export { planOperation } from './plan';
export { scriptEvents, stateAt } from './events';
export { enabledOperations, initialOperationState, reduceOperation } from './machine';
export type { OperationState } from './machine';
export { LEAD_IN_MS, frameDurationMs, idleTrace, scriptTrace, traceOperation } from './trace';
export type { StructureTrace } from './trace';
export { paceByFrame } from './pacing';
export { defaultStructureRun, structureRunLink } from './runConfig';
export type { StructureRun } from './runConfig';
export { createIdAllocator, insertionIndex, removalIndex, structureViews } from './view';
export type { AllocateId, StructureItemView, StructureView } from './view';
export {
  validateExistingIndex,
  validateInsertIndex,
  validateOperationInput,
  validateValue,
} from './validation';
export type { RawInput } from './validation';
export * from './reference';
// The listings are imported from './listings' by the Code tab alone, so they load with it.
export type { CodeListing } from './listings/types';
