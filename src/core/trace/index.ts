export type {
  CompareStep,
  DoneStep,
  FoundStep,
  KeepStep,
  NotFoundStep,
  ProbeStep,
  RangeStep,
  Step,
  StepType,
  SwapStep,
  WriteStep,
} from './steps';
export { isTerminal, step } from './steps';
export type { StepTape } from './tape';
export { asSmallInt, copyNumbers } from './numbers';
export type { Checkpoint, Counts, Trace, TraceKind, TraceMeta } from './trace';
export {
  assertFrameIndex,
  checkpointIntervalFor,
  countsAt,
  createTrace,
  indexAtOperations,
  lineAt,
  stepAt,
  traceSteps,
} from './trace';
export type { ActiveRange, Frame } from './frame';
export { frameAt } from './frame';
export type { Seekable, TraceCursor } from './cursor';
export { createCursor } from './cursor';
export type { CellState } from './cells';
export { cellStates } from './cells';
export type { ModelFrame, ModelStep, ModelTrace, ModelTraceSpec } from './modelTrace';
export { createModelTrace } from './modelTrace';
