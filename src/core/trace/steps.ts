/**
 * Step records: the small, serialisable facts an algorithm emits while it runs.
 *
 * Every step carries `line`, an abstract code-line id ('compare', 'swap', ...) that the catalog maps to
 * line numbers in each language's listing, and the values a one-line narration needs, so a step can be
 * narrated without looking at the array.
 */

/** Compare the values at indices i and j (a = value at i, b = value at j, as the algorithm saw them). */
export interface CompareStep<L extends string = string> {
  readonly type: 'compare';
  readonly line: L;
  readonly i: number;
  readonly j: number;
  readonly a: number;
  readonly b: number;
}

/** Swap indices i and j; a and b are the values at i and j before the swap. */
export interface SwapStep<L extends string = string> {
  readonly type: 'swap';
  readonly line: L;
  readonly i: number;
  readonly j: number;
  readonly a: number;
  readonly b: number;
}

/**
 * The value at index i is already where a swap would put it, so nothing moves. A swap of an element with
 * itself is not a swap: this step is not an operation and no counter counts it; it is there so the
 * learner is told why nothing moved.
 */
export interface KeepStep<L extends string = string> {
  readonly type: 'keep';
  readonly line: L;
  readonly i: number;
  readonly value: number;
}

/** Write value at index i (merge sort copying back from its buffers); previous is what it overwrote. */
export interface WriteStep<L extends string = string> {
  readonly type: 'write';
  readonly line: L;
  readonly i: number;
  readonly value: number;
  readonly previous: number;
}

/** A search looks at index i. cmp is the sign of (value - target): 0 means it is the target. */
export interface ProbeStep<L extends string = string> {
  readonly type: 'probe';
  readonly line: L;
  readonly i: number;
  readonly value: number;
  readonly cmp: -1 | 0 | 1;
}

/**
 * The algorithm now works on indices lo..hi (inclusive). mid is set by binary search and merge sort
 * (the split point), pivot by quick sort (always hi: Lomuto with the last element as pivot).
 */
export interface RangeStep<L extends string = string> {
  readonly type: 'range';
  readonly line: L;
  readonly lo: number;
  readonly hi: number;
  readonly mid: number | null;
  readonly pivot: number | null;
}

/** A search found the target at index i. Terminal. */
export interface FoundStep<L extends string = string> {
  readonly type: 'found';
  readonly line: L;
  readonly i: number;
  readonly value: number;
}

/** A search ended without finding the target. Terminal. */
export interface NotFoundStep<L extends string = string> {
  readonly type: 'notFound';
  readonly line: L;
}

/** A sort finished. Terminal. */
export interface DoneStep<L extends string = string> {
  readonly type: 'done';
  readonly line: L;
}

export type Step<L extends string = string> =
  | CompareStep<L>
  | SwapStep<L>
  | KeepStep<L>
  | WriteStep<L>
  | ProbeStep<L>
  | RangeStep<L>
  | FoundStep<L>
  | NotFoundStep<L>
  | DoneStep<L>;

export type StepType = Step['type'];

/** Step constructors. They always build the same property order, so V8 keeps one shape per step type. */
export const step = {
  compare: <L extends string>(line: L, i: number, j: number, a: number, b: number): CompareStep<L> => ({
    type: 'compare',
    line,
    i,
    j,
    a,
    b,
  }),
  swap: <L extends string>(line: L, i: number, j: number, a: number, b: number): SwapStep<L> => ({
    type: 'swap',
    line,
    i,
    j,
    a,
    b,
  }),
  keep: <L extends string>(line: L, i: number, value: number): KeepStep<L> => ({
    type: 'keep',
    line,
    i,
    value,
  }),
  write: <L extends string>(line: L, i: number, value: number, previous: number): WriteStep<L> => ({
    type: 'write',
    line,
    i,
    value,
    previous,
  }),
  probe: <L extends string>(line: L, i: number, value: number, target: number): ProbeStep<L> => ({
    type: 'probe',
    line,
    i,
    value,
    cmp: value === target ? 0 : value < target ? -1 : 1,
  }),
  range: <L extends string>(
    line: L,
    lo: number,
    hi: number,
    mid: number | null,
    pivot: number | null,
  ): RangeStep<L> => ({ type: 'range', line, lo, hi, mid, pivot }),
  found: <L extends string>(line: L, i: number, value: number): FoundStep<L> => ({
    type: 'found',
    line,
    i,
    value,
  }),
  notFound: <L extends string>(line: L): NotFoundStep<L> => ({ type: 'notFound', line }),
  done: <L extends string>(line: L): DoneStep<L> => ({ type: 'done', line }),
};

/** Terminal steps end a trace: every trace has exactly one, as its last step. */
export function isTerminal(s: Step): boolean {
  return s.type === 'done' || s.type === 'found' || s.type === 'notFound';
}
