import type { RecordedRun } from './recording';
import { firstOutOfOrder } from './verdict';

/** Whether a sort kept equal values in the order they came in, as the page says it. */
export interface StabilityVerdict {
  /** null when it could not be told (the sort failed on the check's array, or wrote values it worked out). */
  readonly stable: boolean | null;
  readonly message: string;
}

/**
 * The array a sort's stability is checked on: the learner's array when it already repeats a value,
 * else the same array with its values paired up (the 2nd smallest takes the smallest's value, the 4th
 * the 3rd's, and so on), so every value but perhaps the largest has an equal twin.
 */
export function stabilityInput(array: readonly number[]): number[] {
  if (new Set(array).size < array.length) return [...array];
  const byValue = array.map((_, index) => index).sort((a, b) => array[a]! - array[b]!);
  const paired = [...array];
  for (let rank = 1; rank < byValue.length; rank += 2) paired[byValue[rank]!] = array[byValue[rank - 1]!]!;
  return paired;
}

const UNKNOWN_SORTED =
  'Stability could not be checked: on an array with repeated values your sort did not sort it.';
const UNKNOWN_COMPUTED =
  'Stability could not be checked: your sort writes values it works out instead of moving the array’s own.';

/** Judges the count-only run of a sort on `input` (from `stabilityInput`) with `tagOrigins` set. */
export function judgeStability(input: readonly number[], run: RecordedRun): StabilityVerdict {
  // A sort that returned a new sorted array (and left arr as it was) is judged on what it returned.
  const returned = run.returned;
  const byReturned =
    run.returnedOrigins !== undefined &&
    Array.isArray(returned) &&
    returned.every((value) => typeof value === 'number') &&
    firstOutOfOrder(returned as number[]) === -1 &&
    (run.finalArray === null || firstOutOfOrder(run.finalArray) !== -1);
  const final = byReturned ? (returned as number[]) : run.finalArray;
  if (run.error || final === null || final.length !== input.length || firstOutOfOrder(final) !== -1)
    return { stable: null, message: UNKNOWN_SORTED };
  const origins = (byReturned ? run.returnedOrigins : run.finalOrigins) ?? [];
  const moved = origins.filter((origin): origin is number => origin !== null);
  if (moved.length !== input.length || new Set(moved).size !== input.length)
    return { stable: null, message: UNKNOWN_COMPUTED };
  if (moved.some((origin, index) => input[origin] !== final[index]))
    return { stable: null, message: UNKNOWN_COMPUTED };
  for (let i = 0; i + 1 < final.length; i++) {
    if (final[i] === final[i + 1] && moved[i]! > moved[i + 1]!)
      return {
        stable: false,
        message: `Not stable: two equal values ${final[i]}, at indices ${moved[i + 1]} and ${moved[i]} before the sort, end up the other way round.`,
      };
  }
  return {
    stable: true,
    message: 'Stable: equal values keep the order they came in (checked on an array with repeated values).',
  };
}

/**
 * Said beside the stability line, so one click of Run is not taken for one run of the code: the check
 * runs the learner's sort a second time (its prints are not shown; the counts and the scene are the
 * first run's).
 */
export function stabilityRerunNote(state: StabilityVerdict | 'checking'): string {
  return state === 'checking'
    ? 'Your sort is running a second time for this check, counting only.'
    : 'Your sort ran a second time for this check, counting only; the counts, output and steps above are from the first run.';
}
