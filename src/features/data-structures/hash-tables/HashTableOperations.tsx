import { memo, useId, useState, type FormEvent } from 'react';
import { KEY_RULE, MAX_LOAD, type HashMode } from '@/core/hash-table';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { useOperationCommands } from '../useOperationTransition';

const fieldClass = 'h-10 w-full min-w-0 rounded-lg border border-border bg-surface px-3 font-mono text-sm';

export interface HashTableCommands {
  mode: (mode: HashMode) => void;
  run: (operation: 'insert' | 'search' | 'delete', raw: string) => boolean;
}

/** The Operations panel: chaining or probing, and one key field with Insert, Search and Delete. */
export const HashTableOperations = memo(function HashTableOperations({
  mode,
  error,
  commands: requested,
}: {
  mode: HashMode;
  error: string | null;
  commands: HashTableCommands;
}) {
  const headingId = useId();
  const { preparing, commands } = useOperationCommands(requested);
  const keyId = useId();
  const [key, setKey] = useState('');
  const submit = (operation: 'insert' | 'search' | 'delete') => {
    if (commands.run(operation, key) && operation === 'insert') setKey('');
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit('insert');
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
      <div role="group" aria-label="Collision handling" className="grid grid-cols-2 gap-1.5">
        {(['chaining', 'probing'] as const).map((choice) => (
          <Button
            key={choice}
            size="sm"
            variant={choice === mode ? 'primary' : 'outline'}
            aria-pressed={choice === mode}
            onClick={() => commands.mode(choice)}
          >
            {choice === 'chaining' ? 'Chaining' : 'Linear probing'}
          </Button>
        ))}
      </div>
      <p className="text-xs text-muted sm:text-sm">
        {mode === 'chaining'
          ? `Each bucket keeps a chain of the keys that hash to it. The table grows when keys ÷ buckets passes ${MAX_LOAD.chaining}.`
          : `Each slot holds one key; a collision tries the next slot along. The table grows when (keys + tombstones) ÷ slots passes ${MAX_LOAD.probing}.`}
      </p>
      <form onSubmit={onSubmit} className="space-y-1.5">
        <label htmlFor={keyId} className="text-sm font-medium">
          Key
        </label>
        <input
          id={keyId}
          className={fieldClass}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          value={key}
          placeholder="e.g. 42 or cat"
          onChange={(event) => setKey(event.target.value)}
        />
        <div className="grid grid-cols-3 gap-1.5">
          <Button type="submit" size="sm">
            Insert
          </Button>
          <Button size="sm" variant="secondary" onClick={() => submit('search')}>
            Search
          </Button>
          <Button size="sm" variant="secondary" onClick={() => submit('delete')}>
            Delete
          </Button>
        </div>
        <p className="text-xs text-muted sm:text-sm">{KEY_RULE} Each key is kept once; up to 30 keys.</p>
      </form>
      {error !== null ? (
        <p role="alert" className="rounded-lg bg-warning-soft px-3 py-2 text-sm" data-testid="hash-error">
          {error}
        </p>
      ) : null}
    </Card>
  );
});
