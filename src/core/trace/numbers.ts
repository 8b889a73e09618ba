/**
 * Whole numbers as V8 small integers. This matters for speed, not correctness: a step object's numeric
 * fields stay unboxed while every value ever stored in them is a small integer. One double stored there
 * (even 42 read back from a Float64Array) turns those fields into boxed doubles for every step object
 * made afterwards, and recording a trace gets about 3× slower for the rest of the session. So numbers
 * entering the engine (inputs) and leaving it (decoded steps, frame arrays) pass through here.
 */
export function asSmallInt(x: number): number {
  return (x | 0) === x ? x | 0 : x;
}

/** A plain copy of values with whole numbers as small integers (see asSmallInt). */
export function copyNumbers(values: ArrayLike<number>): number[] {
  const copy: number[] = [];
  for (let i = 0; i < values.length; i++) copy.push(asSmallInt(values[i] ?? 0));
  return copy;
}
