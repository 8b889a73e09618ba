import { memo, useId, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { UNION_FIND_LIMIT } from '@/core/union-find';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { useOperationCommands } from '../useOperationTransition';

const fieldClass = 'h-10 w-full min-w-0 rounded-lg border border-border bg-surface px-3 font-mono text-sm';

export interface UnionFindCommands {
  find: (raw: string) => void;
  union: (a: string, b: string) => void;
  connected: (a: string, b: string) => void;
  makeSets: (raw: string) => boolean;
  textbook: () => void;
}

/** The Operations panel: find one element, union or compare two, or start over. */
export const UnionFindOperations = memo(function UnionFindOperations({
  size,
  error,
  commands: requested,
}: {
  size: number;
  error: string | null;
  commands: UnionFindCommands;
}) {
  const headingId = useId();
  const { preparing, commands } = useOperationCommands(requested);
  const findId = useId();
  const firstId = useId();
  const secondId = useId();
  const sizeId = useId();
  const [x, setX] = useState('7');
  const [a, setA] = useState('3');
  const [b, setB] = useState('7');
  const [count, setCount] = useState(String(size));

  const find = (event: FormEvent) => {
    event.preventDefault();
    commands.find(x);
  };
  const makeSets = (event: FormEvent) => {
    event.preventDefault();
    commands.makeSets(count);
  };

  return (
    <Card
      role="region"
      aria-labelledby={headingId}
      aria-busy={preparing || undefined}
      className="h-fit space-y-5"
    >
      <h2 id={headingId} className="text-lg font-semibold">
        Operations
      </h2>
      <form onSubmit={find} className="space-y-1.5">
        <label htmlFor={findId} className="text-sm font-medium">
          Element to find
        </label>
        <div className="flex gap-2">
          <input
            id={findId}
            className={fieldClass}
            inputMode="numeric"
            autoComplete="off"
            value={x}
            onChange={(event) => setX(event.target.value)}
          />
          <Button type="submit">Find</Button>
        </div>
        <p className="text-xs text-muted sm:text-sm">
          Follows parents up to the root, then points the path straight at it.
        </p>
      </form>
      <div className="space-y-1.5" role="group" aria-label="Two elements">
        <div className="grid grid-cols-2 gap-2">
          <div className="space-y-1.5">
            <label htmlFor={firstId} className="text-sm font-medium">
              First element
            </label>
            <input
              id={firstId}
              className={fieldClass}
              inputMode="numeric"
              autoComplete="off"
              value={a}
              onChange={(event) => setA(event.target.value)}
            />
          </div>
          <div className="space-y-1.5">
            <label htmlFor={secondId} className="text-sm font-medium">
              Second element
            </label>
            <input
              id={secondId}
              className={fieldClass}
              inputMode="numeric"
              autoComplete="off"
              value={b}
              onChange={(event) => setB(event.target.value)}
            />
          </div>
        </div>
        <div className="grid grid-cols-2 gap-2">
          <Button variant="secondary" onClick={() => commands.union(a, b)}>
            Union
          </Button>
          <Button variant="secondary" onClick={() => commands.connected(a, b)}>
            Connected?
          </Button>
        </div>
        <p className="text-xs text-muted sm:text-sm">
          Union finds both roots and points the lower-ranked one at the other; Connected? compares the roots.
        </p>
      </div>
      <form onSubmit={makeSets} className="space-y-1.5">
        <label htmlFor={sizeId} className="text-sm font-medium">
          Number of elements
        </label>
        <div className="flex gap-2">
          <input
            id={sizeId}
            className={fieldClass}
            inputMode="numeric"
            autoComplete="off"
            value={count}
            onChange={(event) => setCount(event.target.value)}
          />
          <Button type="submit" variant="outline">
            Make Sets
          </Button>
        </div>
        <p className="text-xs text-muted sm:text-sm">
          Starts over with 1 to {UNION_FIND_LIMIT} elements, each a set of its own.
        </p>
      </form>
      <Button variant="outline" className="w-full" onClick={commands.textbook}>
        Textbook Example
      </Button>
      {error !== null ? (
        <p
          role="alert"
          className="rounded-lg bg-warning-soft px-3 py-2 text-sm"
          data-testid="union-find-error"
        >
          {error}
        </p>
      ) : null}
      <p className="border-t border-border pt-4 text-sm">
        Kruskal&apos;s algorithm runs on this union-find:{' '}
        <Link href="/algorithms/graph?algo=kruskal" className="font-medium text-primary underline">
          watch Kruskal&apos;s algorithm
        </Link>
        .
      </p>
    </Card>
  );
});
