/** Reading the numbers a backtracking run is typed as, with one clear message for each problem. */
import type { BacktrackingCheck } from './types';

export interface ListLimits {
  /** What the list is called in messages ('the numbers', 'the candidates'). */
  readonly name: string;
  readonly minCount: number;
  readonly maxCount: number;
  readonly min: number;
  readonly max: number;
  /** Whether every value must differ from the others. */
  readonly distinct: boolean;
}

/** Whole numbers separated by commas or spaces, held to `limits`. */
export function parseNumberList(text: string, limits: ListLimits): BacktrackingCheck<number[]> {
  const { name, minCount, maxCount, min, max } = limits;
  const items = text
    .replace(/[[\]]/g, ' ')
    .split(/[,\s]+/)
    .filter((item) => item !== '');
  if (items.length === 0)
    return { error: `Enter ${name}: ${minCount} to ${maxCount} whole numbers separated by commas` };
  const values: number[] = [];
  for (const item of items) {
    if (!/^[+-]?\d+$/.test(item)) return { error: `“${item}” is not a whole number` };
    const value = Number(item);
    if (value < min || value > max)
      return { error: `${item} is out of range: use numbers from ${min} to ${max}` };
    values.push(value);
  }
  if (values.length < minCount)
    return {
      error: `Too few numbers: ${name} need at least ${minCount} (there ${values.length === 1 ? 'is' : 'are'} ${values.length})`,
    };
  if (values.length > maxCount)
    return {
      error: `Too many numbers: at most ${maxCount}, so the tree stays readable (there are ${values.length})`,
    };
  if (limits.distinct) {
    const repeated = values.find((value, i) => values.indexOf(value) !== i);
    if (repeated !== undefined) return { error: `${repeated} appears twice: ${name} must all be different` };
  }
  return { value: values };
}
