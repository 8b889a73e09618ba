/**
 * Practice on the array, stack, queue and linked-list pages, which play one operation at a time: before
 * a planned operation plays, what will it return (pop, dequeue, peek, access), or what will the
 * collection hold afterwards? The answer is the planned script's own result or data.
 */
import type { TimedScript } from '../structures/types';
import { orderOptions, type PracticeQuestion } from './questions';

const listText = (data: readonly number[]) => (data.length === 0 ? '(empty)' : data.join(', '));

/** How each structure's values are read out, in its data order. */
const READING_ORDER: Record<string, string> = {
  array: 'from index 0',
  stack: 'from the bottom up',
  queue: 'from front to rear',
  linkedList: 'from head to tail',
};

/** Plausible wrong collections: the value placed, or the one taken, one place either side; or nothing changed. */
function nearMisses(before: readonly number[], after: readonly number[]): number[][] {
  const misses: number[][] = [];
  const first = after.findIndex((value, i) => value !== before[i]);
  const at = first === -1 ? Math.min(before.length, after.length) : first;
  if (after.length === before.length + 1) {
    const value = after[at] as number;
    for (const place of [at - 1, at + 1, 0, before.length]) {
      if (place < 0 || place > before.length) continue;
      misses.push([...before.slice(0, place), value, ...before.slice(place)]);
    }
  } else if (after.length === before.length - 1) {
    for (const place of [at - 1, at + 1, 0, before.length - 1]) {
      if (place < 0 || place >= before.length) continue;
      misses.push(before.filter((_, i) => i !== place));
    }
  } else if (after.length === before.length && at < after.length) {
    const changed = [...after];
    for (const near of [at - 1, at + 1]) {
      if (near >= 0 && near < before.length) {
        const moved = [...before];
        moved[near] = after[at] as number;
        misses.push(moved);
      }
    }
    changed[at] = before[at] as number;
    misses.push(changed);
  }
  misses.push([...before]);
  return misses;
}

/** The question for a planned operation named `operation` ('Pop', 'Insert at index'), or null when there is none to ask. */
export function operationQuestion(
  script: TimedScript,
  operation: string,
  seed: string,
): PracticeQuestion | null {
  const before = script.initialData;
  if (script.result !== null) {
    const values = [script.result, ...before.filter((value) => value !== script.result)];
    const choices = [...new Set(values)].slice(0, 4);
    if (choices.length < 2) return null;
    return {
      step: 0,
      prompt: `${operation}: which value does it give back?`,
      options: orderOptions(
        choices.map((value) => ({ id: String(value), label: String(value) })),
        seed,
        before.length,
      ),
      answer: String(script.result),
    };
  }
  if (script.dataChange === null) return null;
  const after = script.dataChange.data;
  const answer = listText(after);
  const labels = [answer];
  for (const miss of nearMisses(before, after)) {
    const label = listText(miss);
    if (!labels.includes(label) && labels.length < 4) labels.push(label);
  }
  if (labels.length < 2) return null;
  return {
    step: 0,
    prompt: `${operation}: what will it hold afterwards, ${READING_ORDER[script.structure] ?? 'in order'}?`,
    options: orderOptions(
      labels.map((label) => ({ id: label, label })),
      seed,
      before.length,
    ),
    answer,
  };
}
