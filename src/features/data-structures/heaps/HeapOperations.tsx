import { memo, useId, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { DEFAULT_HEAP_VALUES, type HeapKind } from '@/core/heap';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { useOperationCommands } from '../useOperationTransition';

const fieldClass = 'h-10 w-full min-w-0 rounded-lg border border-border bg-surface px-3 font-mono text-sm';

export interface HeapCommands {
  kind: (kind: HeapKind) => void;
  insert: (raw: string) => boolean;
  extract: () => void;
  peek: () => void;
  build: (raw: string) => boolean;
}

/** The Operations panel: the heap's kind, and one control per operation with a line describing it. */
export const HeapOperations = memo(function HeapOperations({
  kind,
  error,
  commands: requested,
}: {
  kind: HeapKind;
  error: string | null;
  commands: HeapCommands;
}) {
  const headingId = useId();
  const { preparing, commands } = useOperationCommands(requested);
  const valueId = useId();
  const valuesId = useId();
  const [value, setValue] = useState('');
  const [values, setValues] = useState(DEFAULT_HEAP_VALUES.join(', '));
  const top = kind === 'min' ? 'Min' : 'Max';

  const insert = (event: FormEvent) => {
    event.preventDefault();
    if (commands.insert(value)) setValue('');
  };
  const build = (event: FormEvent) => {
    event.preventDefault();
    commands.build(values);
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
      <div role="group" aria-label="Heap type" className="grid grid-cols-2 gap-1.5">
        {(['min', 'max'] as const).map((choice) => (
          <Button
            key={choice}
            size="sm"
            variant={choice === kind ? 'primary' : 'outline'}
            aria-pressed={choice === kind}
            onClick={() => commands.kind(choice)}
          >
            {choice === 'min' ? 'Min-heap' : 'Max-heap'}
          </Button>
        ))}
      </div>
      <form onSubmit={insert} className="space-y-1.5">
        <label htmlFor={valueId} className="text-sm font-medium">
          Value to insert
        </label>
        <div className="flex gap-2">
          <input
            id={valueId}
            className={fieldClass}
            inputMode="numeric"
            autoComplete="off"
            value={value}
            placeholder="e.g. 12"
            onChange={(event) => setValue(event.target.value)}
          />
          <Button type="submit">Insert</Button>
        </div>
        <p className="text-xs text-muted sm:text-sm">
          Adds at the end, then sifts up past every parent it beats.
        </p>
      </form>
      <div className="grid grid-cols-2 gap-3">
        <div className="space-y-1.5">
          <Button variant="secondary" className="w-full" onClick={commands.extract}>
            Extract {top}
          </Button>
          <p className="text-xs text-muted sm:text-sm">
            Takes the root; the last element sifts down from the top.
          </p>
        </div>
        <div className="space-y-1.5">
          <Button variant="secondary" className="w-full" onClick={commands.peek}>
            Peek
          </Button>
          <p className="text-xs text-muted sm:text-sm">Reads the root without changing anything.</p>
        </div>
      </div>
      <form onSubmit={build} className="space-y-1.5">
        <label htmlFor={valuesId} className="text-sm font-medium">
          Values to build from
        </label>
        <input
          id={valuesId}
          className={fieldClass}
          autoComplete="off"
          value={values}
          onChange={(event) => setValues(event.target.value)}
        />
        <Button type="submit" variant="outline" className="w-full">
          Build Heap
        </Button>
        <p className="text-xs text-muted sm:text-sm">
          Floyd&apos;s method: sift down every parent from the last to the root, O(n). Up to 63 values.
        </p>
      </form>
      {error !== null ? (
        <p role="alert" className="rounded-lg bg-warning-soft px-3 py-2 text-sm" data-testid="heap-error">
          {error}
        </p>
      ) : null}
      <p className="border-t border-border pt-4 text-sm">
        Heap Sort builds a max-heap and extracts it into order:{' '}
        <Link href="/algorithms/sorting?algo=heapSort" className="font-medium text-primary underline">
          watch Heap Sort
        </Link>
        .
      </p>
    </Card>
  );
});
