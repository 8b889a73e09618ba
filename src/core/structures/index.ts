/** Framework-free core of the Arrays, Stacks, Queues and Linked Lists pages. */
export * from './types';
export {
  DATA_CHANGE_DELAY_MS,
  END_PAUSE_MS,
  INITIAL_COLLECTION,
  OPERATION_PHASES,
  PEEK_HOLD_MS,
  STEP_COUNTS,
  STEP_MS,
} from './timing';
export { OPERATION_RULES, STRUCTURE_OPERATIONS, operationRule } from './operations';
export type { OperationRule } from './operations';
export {
  InvalidOperationError,
  applyArrayOperation,
  applyLinkedListOperation,
  applyOperation,
  applyQueueOperation,
  applyStackOperation,
} from './model';
export type { ModelOutcome } from './model';
export { planArray } from './array-plan';
export { planStack } from './stack-plan';
export { planQueue } from './queue-plan';
export {
  dequeuedBuffer,
  enqueuedBuffer,
  queueBufferFor,
  queueSlot,
  QUEUE_START_CAPACITY,
} from './queue-buffer';
export type { QueueBuffer } from './queue-buffer';
export { planLinkedList } from './linked-list-plan';
export { planOperation } from './plan';
export { scriptEvents, stateAt } from './events';
export { enabledOperations, initialOperationState, isIdle, reduceOperation } from './machine';
export type { MachineEvent, OperationState, ScriptEvent } from './machine';
export { LEAD_IN_MS, frameDurationMs, idleTrace, scriptTrace, traceOperation } from './trace';
export type { StructureStep, StructureTrace } from './trace';
export { paceByFrame } from './pacing';
export { LINK_VALUES_LIMIT, defaultStructureRun, structureRunLink } from './runConfig';
export type { StructureRun, StructureRunConfig } from './runConfig';
export { createIdAllocator, insertionIndex, removalIndex, structureViews } from './view';
export type { AllocateId, PendingItemView, StructureItemView, StructureView } from './view';
export {
  parseIntegerField,
  validateExistingIndex,
  validateIndex,
  validateInsertIndex,
  validateOperationInput,
  validateValue,
} from './validation';
export type { InputField, RawInput, Rejection, Validation } from './validation';
export * from './reference';
// The listings are imported from './listings' by the Code tab alone, so they load with it.
export type { CodeListing, CodeListings, ListingLanguage } from './listings/types';
