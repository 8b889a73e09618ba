import { memo, useId, useState, type FormEvent } from 'react';
import { RANGE_PRESETS, SEGMENT_LIMIT, TEXTBOOK_VALUES, type RangeTree } from '@/core/segment-tree';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { useOperationCommands } from '../useOperationTransition';

const fieldClass = 'h-10 w-full min-w-0 rounded-lg border border-border bg-surface px-3 font-mono text-sm';

export const TREE_NAMES: Record<RangeTree, string> = {
  sum: 'Segment tree (sum)',
  min: 'Segment tree (min)',
  fenwick: 'Fenwick tree (sum)',
};

/** What a query asks for: a sum (both trees) or a minimum (the segment tree alone). */
export type RangeMode = 'sum' | 'min';

export const MODE_NAMES: Record<RangeMode, string> = {
  sum: 'Range sum',
  min: 'Range minimum',
};

export interface RangeCommands {
  mode: (mode: RangeMode) => void;
  build: (raw: string) => boolean;
  query: (rawLeft: string, rawRight: string) => boolean;
  update: (rawIndex: string, rawValue: string) => boolean;
}

/** The Operations panel: sums or minimums, then build, range query and point update, each with its fields. */
export const RangeOperations = memo(function RangeOperations({
  mode,
  error,
  commands: requested,
}: {
  mode: RangeMode;
  error: string | null;
  commands: RangeCommands;
}) {
  const headingId = useId();
  const { preparing, commands } = useOperationCommands(requested);
  const ids = { values: useId(), left: useId(), right: useId(), index: useId(), value: useId() };
  const [values, setValues] = useState(TEXTBOOK_VALUES.join(', '));
  const [left, setLeft] = useState('1');
  const [right, setRight] = useState('3');
  const [index, setIndex] = useState('1');
  const [value, setValue] = useState('10');
  const sums = mode === 'sum';

  const submit = (action: () => void) => (event: FormEvent) => {
    event.preventDefault();
    action();
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
      <div className="space-y-1.5">
        <div role="group" aria-label="Query kind" className="grid gap-1.5">
          {(['sum', 'min'] as const).map((choice) => (
            <Button
              key={choice}
              size="sm"
              variant={choice === mode ? 'primary' : 'outline'}
              aria-pressed={choice === mode}
              onClick={() => commands.mode(choice)}
            >
              {MODE_NAMES[choice]}
            </Button>
          ))}
        </div>
        <p className="text-xs text-muted sm:text-sm" data-testid="range-mode-note">
          {sums
            ? 'Sums run on a segment tree and a Fenwick tree side by side, over the same array.'
            : 'The segment tree alone: a Fenwick tree here does sums only.'}
        </p>
      </div>
      <form onSubmit={submit(() => commands.build(values))} className="space-y-1.5">
        <label htmlFor={ids.values} className="text-sm font-medium">
          Array to build over
        </label>
        <input
          id={ids.values}
          className={fieldClass}
          autoComplete="off"
          value={values}
          onChange={(event) => setValues(event.target.value)}
        />
        <div role="group" aria-label="Presets" className="flex flex-wrap gap-1.5">
          {RANGE_PRESETS.map((preset) => (
            <Button
              key={preset.name}
              size="sm"
              variant="secondary"
              onClick={() => {
                setValues(preset.values.join(', '));
                commands.build(preset.values.join(','));
              }}
            >
              {preset.name}
            </Button>
          ))}
        </div>
        <Button type="submit" variant="outline" className="w-full">
          Build
        </Button>
        <p className="text-xs text-muted sm:text-sm">
          {sums
            ? 'The segment tree computes every node from its two children, bottom-up; each Fenwick position passes its sum up to i + (i & −i). Both O(n).'
            : 'Every node from its two children, bottom-up, O(n).'}{' '}
          Up to {SEGMENT_LIMIT} whole numbers from -999 to 999.
        </p>
      </form>
      <form onSubmit={submit(() => commands.query(left, right))} className="space-y-1.5">
        <fieldset className="space-y-1.5">
          <legend className="text-sm font-medium">Range query</legend>
          <div className="grid grid-cols-2 gap-2">
            <div>
              <label htmlFor={ids.left} className="text-xs text-muted">
                From index
              </label>
              <input
                id={ids.left}
                className={fieldClass}
                inputMode="numeric"
                autoComplete="off"
                value={left}
                onChange={(event) => setLeft(event.target.value)}
              />
            </div>
            <div>
              <label htmlFor={ids.right} className="text-xs text-muted">
                To index
              </label>
              <input
                id={ids.right}
                className={fieldClass}
                inputMode="numeric"
                autoComplete="off"
                value={right}
                onChange={(event) => setRight(event.target.value)}
              />
            </div>
          </div>
          <Button type="submit" className="w-full">
            Query
          </Button>
        </fieldset>
        <p className="text-xs text-muted sm:text-sm">
          {sums
            ? 'The sum of both ends and everything between: from O(log n) segment tree nodes, and on the Fenwick tree as prefix(to + 1) − prefix(from), walking i −= i & −i.'
            : 'The minimum of both ends and everything between, from O(log n) nodes.'}
        </p>
      </form>
      <form onSubmit={submit(() => commands.update(index, value))} className="space-y-1.5">
        <fieldset className="space-y-1.5">
          <legend className="text-sm font-medium">Point update</legend>
          <div className="grid grid-cols-2 gap-2">
            <div>
              <label htmlFor={ids.index} className="text-xs text-muted">
                Index
              </label>
              <input
                id={ids.index}
                className={fieldClass}
                inputMode="numeric"
                autoComplete="off"
                value={index}
                onChange={(event) => setIndex(event.target.value)}
              />
            </div>
            <div>
              <label htmlFor={ids.value} className="text-xs text-muted">
                New value
              </label>
              <input
                id={ids.value}
                className={fieldClass}
                inputMode="numeric"
                autoComplete="off"
                value={value}
                onChange={(event) => setValue(event.target.value)}
              />
            </div>
          </div>
          <Button type="submit" className="w-full">
            Update
          </Button>
        </fieldset>
        <p className="text-xs text-muted sm:text-sm">
          {sums
            ? 'Sets the leaf and recomputes each ancestor; on the Fenwick tree, adds the change to every position that covers the index, walking i += i & −i.'
            : 'Sets the leaf, then recomputes each ancestor up to the root.'}
        </p>
      </form>
      {error !== null ? (
        <p role="alert" className="rounded-lg bg-warning-soft px-3 py-2 text-sm" data-testid="segment-error">
          {error}
        </p>
      ) : null}
    </Card>
  );
});
