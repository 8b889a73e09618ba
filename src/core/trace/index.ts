export type { Step, SwapStep } from './steps';
export { step } from './steps';
export { copyNumbers } from './numbers';
export type { Counts, Trace, TraceKind } from './trace';
export {
  assertFrameIndex,
  countsAt,
  createTrace,
  indexAtOperations,
  lineAt,
  stepAt,
  traceSteps,
} from './trace';
export type { ActiveRange, Frame } from './frame';
export { frameAt } from './frame';
export { createCursor } from './cursor';
export type { CellState } from './cells';
export { cellStates } from './cells';
export type { ModelStep, ModelTrace } from './modelTrace';
export { createModelTrace } from './modelTrace';
