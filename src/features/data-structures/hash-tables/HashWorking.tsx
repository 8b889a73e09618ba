import { showKey, type HashWork } from '@/core/hash-table';

/** The hash of the current key worked out: the remainder for a number, letter by letter for a word. */
export function HashWorking({ work }: { work: HashWork | null }) {
  if (work === null) {
    return (
      <p className="text-sm text-muted" data-testid="hash-working">
        h(number) = number mod m; h(word) = (h·31 + letter code) mod m, letter by letter from h = 0. m is the
        number of buckets.
      </p>
    );
  }
  return (
    <div
      className="rounded-lg bg-surface-2 px-3 py-2 font-mono text-sm"
      data-testid="hash-working"
      aria-label="Hash of the key"
    >
      {typeof work.key === 'number' ? (
        <p>
          h({work.key}) = {work.key} mod {work.capacity} = <strong>{work.index}</strong>
        </p>
      ) : (
        <>
          <p>
            h({showKey(work.key)}), m = {work.capacity}:
          </p>
          <ol className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
            {work.parts.map((part, i) => (
              <li key={i}>
                &apos;{part.char}&apos; {part.code} → {part.value}
              </li>
            ))}
          </ol>
          <p className="mt-1">
            bucket <strong>{work.index}</strong>
          </p>
        </>
      )}
    </div>
  );
}
