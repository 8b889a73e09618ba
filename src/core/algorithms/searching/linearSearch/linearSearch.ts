import type { Step } from '@/core/trace';
import { copyNumbers, step } from '@/core/trace';
import { genericNarration } from '../../narration';
import { defineSearching } from '../../types';
import { linearSearchCode } from './listings';
import { linearSearchMeta } from './meta';
import { valueAt } from '../../values';

export const LINEAR_SEARCH_LINES = ['compare', 'found', 'not-found'] as const;
export type LinearSearchLine = (typeof LINEAR_SEARCH_LINES)[number];

/** Linear search: checks each index from the start and stops at the first match. */
export function* linearSearch(
  input: readonly number[],
  target: number,
): Generator<Step<LinearSearchLine>, number> {
  const arr = copyNumbers(input);
  for (let i = 0; i < arr.length; i++) {
    const value = valueAt(arr, i);
    yield step.probe('compare', i, value, target);
    if (value === target) {
      yield step.found('found', i, value);
      return i;
    }
  }
  yield step.notFound('not-found');
  return -1;
}

function narrate(s: Step<LinearSearchLine>, target: number): string {
  switch (s.type) {
    case 'probe':
      return s.cmp === 0
        ? `Check index ${s.i}: ${s.value} is the target ${target}`
        : `Check index ${s.i}: ${s.value} is not the target ${target}`;
    case 'found':
      return `Found ${target} at index ${s.i}`;
    case 'notFound':
      return `Reached the end: ${target} is not in the array`;
    default:
      return genericNarration(s);
  }
}

export const linearSearchModule = defineSearching<'linearSearch', LinearSearchLine>({
  ...linearSearchMeta,
  kind: 'searching',
  code: linearSearchCode,
  functionNames: { javascript: 'linearSearch', python: 'linear_search', java: 'linearSearch' },
  lineIds: LINEAR_SEARCH_LINES,
  generate: linearSearch,
  narrate,
});
