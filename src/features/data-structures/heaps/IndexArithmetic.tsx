import { leftOf, parentOf, rightOf, type HeapArithmetic } from '@/core/heap';

/** The index arithmetic of the current step: the node's parent and children, and whether they exist. */
export function IndexArithmetic({ arithmetic }: { arithmetic: HeapArithmetic | null }) {
  if (arithmetic === null) {
    return (
      <p className="text-sm text-muted" data-testid="heap-arithmetic">
        A node at index i has its parent at ⌊(i−1)/2⌋ and its children at 2i+1 and 2i+2.
      </p>
    );
  }
  const { index: i, size } = arithmetic;
  const child = (at: number) => (at < size ? `${at}` : `${at}, past the end`);
  const rows = [
    ['i', `${i}`],
    ['parent ⌊(i−1)/2⌋', i === 0 ? 'none (the root)' : `${parentOf(i)}`],
    ['left 2i+1', child(leftOf(i))],
    ['right 2i+2', child(rightOf(i))],
  ] as const;
  return (
    <dl
      className="flex flex-wrap gap-x-5 gap-y-1 rounded-lg bg-surface-2 px-3 py-2 font-mono text-sm"
      data-testid="heap-arithmetic"
      aria-label="Index arithmetic"
    >
      {rows.map(([term, value]) => (
        <div key={term} className="flex gap-1.5">
          <dt className="text-muted">{term} =</dt>
          <dd className="font-semibold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
