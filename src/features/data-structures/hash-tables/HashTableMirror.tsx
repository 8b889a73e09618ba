import type { HashTableModel } from '@/core/hash-table';

/**
 * The hash table scene's DOM mirror (docs/dom-mirror.md): one item per stored key, in bucket order and
 * chain (or probe) order, with its bucket and the state of the current step; tombstones and keys waiting
 * to be rehashed in lists of their own. The keys stored in a bucket named in `answer` are marked as what
 * the answer shown by practice refers to.
 */
export function HashTableMirror({
  model,
  label,
  answer = [],
}: {
  model: HashTableModel;
  label: string;
  answer?: readonly string[];
}) {
  const state = (id: number) => model.marks.get(id) ?? 'default';
  const stored = model.buckets.flatMap((bucket, index) =>
    bucket.filter((cell) => !cell.tombstone).map((cell) => ({ cell, index })),
  );
  const tombstones = model.buckets.flatMap((bucket, index) =>
    bucket.filter((cell) => cell.tombstone).map((cell) => ({ cell, index })),
  );
  return (
    <div className="sr-only">
      <ol aria-label={`${label}: keys by bucket`}>
        {stored.map(({ cell, index }) => (
          <li
            key={cell.id}
            data-bucket={index}
            data-value={cell.key}
            data-state={state(cell.id)}
            data-answer={answer.includes(String(index)) ? 'true' : undefined}
          >
            {`Bucket ${index}: ${cell.key}`}
            {state(cell.id) === 'default' ? '' : ` (${state(cell.id)})`}
            {answer.includes(String(index)) ? ', in the answer' : ''}
          </li>
        ))}
      </ol>
      {tombstones.length > 0 ? (
        <ol aria-label={`${label}: tombstones`}>
          {tombstones.map(({ cell, index }) => (
            <li key={cell.id} data-bucket={index} data-tombstone="" data-state={state(cell.id)}>
              {`Slot ${index}: tombstone`}
            </li>
          ))}
        </ol>
      ) : null}
      {model.pending.length > 0 ? (
        <ol aria-label={`${label}: keys waiting to be rehashed`}>
          {model.pending.map((cell) => (
            <li key={cell.id} data-pending="" data-value={cell.key} data-state={state(cell.id)}>
              {`${cell.key}, waiting to be rehashed`}
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
