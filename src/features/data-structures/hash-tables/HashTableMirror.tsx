import type { HashTableModel } from '@/core/hash-table';

/**
 * The hash table scene's DOM mirror (docs/dom-mirror.md): one item per stored key, in bucket order and
 * chain (or probe) order, with its bucket and the state of the current step; tombstones and keys waiting
 * to be rehashed in lists of their own.
 */
export function HashTableMirror({ model, label }: { model: HashTableModel; label: string }) {
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
          <li key={cell.id} data-bucket={index} data-value={cell.key} data-state={state(cell.id)}>
            {`Bucket ${index}: ${cell.key}`}
            {state(cell.id) === 'default' ? '' : ` (${state(cell.id)})`}
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
