/** One entry point for every structure's planner. */
import { planArray } from './array-plan';
import { planLinkedList } from './linked-list-plan';
import { planQueue } from './queue-plan';
import { planStack } from './stack-plan';
import type { InputOf, OperationOf, StructureKind, TimedScript } from './types';

type Planner = (data: readonly number[], op: string, input: unknown) => unknown;

const PLANNERS: Record<StructureKind, Planner> = {
  array: planArray as Planner,
  stack: planStack as Planner,
  queue: planQueue as Planner,
  linkedList: planLinkedList as Planner,
};

/**
 * The timed script for an operation on `data`. Throws InvalidOperationError for input the validators
 * reject (out-of-range index, pop on an empty stack, ...).
 */
export function planOperation<K extends StructureKind, O extends OperationOf<K>>(
  structure: K,
  data: readonly number[],
  op: O,
  input: InputOf<K, O>,
): TimedScript<K> {
  return PLANNERS[structure](data, op, input) as TimedScript<K>;
}
