import type { RecordedRun, TaskInput } from './recording';

/** What the page says about a finished run's result: right or not, and why, in the learner's terms. */
export interface Verdict {
  readonly ok: boolean;
  readonly message: string;
}

const sortedCopy = (values: readonly number[]) => [...values].sort((a, b) => a - b);
const sameValues = (a: readonly number[], b: readonly number[]) => {
  const left = sortedCopy(a);
  const right = sortedCopy(b);
  return left.length === right.length && left.every((value, i) => value === right[i]);
};
const isNumberArray = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'number');

/** The first i with values[i] > values[i + 1], or -1 when they are in order. */
export function firstOutOfOrder(values: readonly number[]): number {
  for (let i = 0; i + 1 < values.length; i++) if ((values[i] as number) > (values[i + 1] as number)) return i;
  return -1;
}

function judgeSort(input: readonly number[], run: RecordedRun): Verdict {
  const final = run.finalArray ?? [];
  if (final.length !== input.length)
    return {
      ok: false,
      message: `The array's length changed from ${input.length} to ${final.length}: sort it in place, without adding or removing values.`,
    };
  const out = firstOutOfOrder(final);
  if (out === -1) {
    if (!sameValues(final, input))
      return {
        ok: false,
        message: 'The array is in order but its values changed: sort moves values, it never replaces them.',
      };
    return { ok: true, message: `Sorted: all ${final.length} values are in order.` };
  }
  const returned = run.returned;
  if (isNumberArray(returned) && firstOutOfOrder(returned) === -1 && sameValues(returned, input))
    return { ok: true, message: `Sorted: returned a new array with all ${returned.length} values in order.` };
  return {
    ok: false,
    message: `Not sorted: arr[${out}] = ${final[out]} comes before arr[${out + 1}] = ${final[out + 1]}.`,
  };
}

function judgeSearch(array: readonly number[], target: number, returned: unknown): Verdict {
  if (returned === null)
    return { ok: false, message: 'Your search returned nothing: return the index of the target, or -1.' };
  if (typeof returned !== 'number' || !Number.isInteger(returned))
    return {
      ok: false,
      message: `Your search returned ${JSON.stringify(returned)}, not a number: return the index of the target, or -1.`,
    };
  const at = array.indexOf(target);
  if (returned === -1)
    return at === -1
      ? { ok: true, message: `Right: ${target} is not in the array, and your search returned -1.` }
      : { ok: false, message: `Wrong: ${target} is at index ${at}, but your search returned -1.` };
  if (returned < 0 || returned >= array.length)
    return {
      ok: false,
      message: `Wrong: ${returned} is not an index of the array (0 to ${array.length - 1}).`,
    };
  return array[returned] === target
    ? { ok: true, message: `Right: arr[${returned}] = ${target}.` }
    : {
        ok: false,
        message: `Wrong: arr[${returned}] = ${array[returned]}, not ${target}${at === -1 ? ' (the target is not in the array)' : ` (it is at index ${at})`}.`,
      };
}

/**
 * Whether `order` is an order a breadth-first search from `source` can visit the graph in (any order
 * of each vertex's neighbours): each vertex's unseen neighbours come next, as one group, in the order
 * their parents came.
 */
export function bfsOrderProblem(
  adjacency: Readonly<Record<string, readonly string[]>>,
  source: string,
  order: readonly string[],
): string | null {
  if (order[0] !== source) return `A BFS from ${source} visits ${source} first.`;
  const seen = new Set<string>([source]);
  let next = 1;
  for (let head = 0; head < order.length; head++) {
    const vertex = order[head] as string;
    if (!(vertex in adjacency)) return `${vertex} is not a vertex of the graph.`;
    const unseen = new Set((adjacency[vertex] ?? []).filter((w) => !seen.has(w)));
    for (const w of unseen) seen.add(w);
    for (let k = 0; k < unseen.size; k++, next++) {
      const got = order[next];
      if (got === undefined)
        return `The order stops after ${order.length} vertices, but ${[...unseen].join(', ')} can be reached from ${vertex}.`;
      if (!unseen.has(got))
        return `After ${vertex}'s turn, BFS visits its unseen neighbours (${[...unseen].join(', ')}) before ${got}.`;
    }
  }
  if (next < order.length)
    return `${order[next]} cannot be reached from ${source} at that point, or is visited twice.`;
  return null;
}

export function judge(input: TaskInput, run: RecordedRun): Verdict {
  if (input.task === 'sort') return judgeSort(input.array, run);
  if (input.task === 'search') return judgeSearch(input.array, input.target, run.returned);
  const returned = run.returned;
  if (returned === null)
    return {
      ok: false,
      message: 'Your bfs returned nothing: return the list of vertices in the order it visits them.',
    };
  if (!Array.isArray(returned) || !returned.every((v) => typeof v === 'string'))
    return {
      ok: false,
      message: `Your bfs returned ${JSON.stringify(returned)}: return a list of vertex names.`,
    };
  const problem = bfsOrderProblem(input.adjacency, input.source, returned);
  return problem
    ? { ok: false, message: `Not a BFS order: ${problem}` }
    : { ok: true, message: `A valid BFS order: ${returned.join(', ')}.` };
}
