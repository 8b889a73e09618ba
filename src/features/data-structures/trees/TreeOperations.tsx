import { memo, useId, useState, type FormEvent } from 'react';
import {
  TREE_KEY_MAX,
  TREE_KEY_MIN,
  TREE_LIMIT,
  TRAVERSAL_NAMES,
  type TraversalOperation,
  type TreePreset,
  type TreeVariant,
} from '@/core/tree';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { useOperationCommands } from '../useOperationTransition';

const fieldClass = 'h-10 w-full min-w-0 rounded-lg border border-border bg-surface px-3 font-mono text-sm';

export interface TreeCommands {
  variant: (variant: TreeVariant) => void;
  keyed: (operation: 'insert' | 'search' | 'delete', raw: string) => boolean;
  plain: (operation: 'min' | 'max' | 'height' | TraversalOperation) => void;
  preset: (preset: TreePreset) => void;
}

const TRAVERSALS: readonly TraversalOperation[] = ['inorder', 'preorder', 'postorder', 'levelorder'];
const PRESETS: readonly { preset: TreePreset; label: string }[] = [
  { preset: 'random', label: 'Random' },
  { preset: 'sorted', label: 'Sorted 1–15' },
  { preset: 'textbook', label: 'Textbook' },
];

function GroupHeading({ children }: { children: string }) {
  return <h3 className="text-sm font-medium">{children}</h3>;
}

/** The Operations panel: the tree's variant, the keyed operations, the queries, traversals and presets. */
export const TreeOperations = memo(function TreeOperations({
  variant,
  error,
  commands: requested,
}: {
  variant: TreeVariant;
  error: string | null;
  commands: TreeCommands;
}) {
  const headingId = useId();
  const { preparing, commands } = useOperationCommands(requested);
  const keyId = useId();
  const ruleId = useId();
  const [key, setKey] = useState('');

  const run = (operation: 'insert' | 'search' | 'delete') => {
    if (commands.keyed(operation, key) && operation !== 'search') setKey('');
  };
  const insert = (event: FormEvent) => {
    event.preventDefault();
    run('insert');
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
      <div role="group" aria-label="Tree type" className="grid grid-cols-2 gap-1.5">
        {(['bst', 'avl'] as const).map((choice) => (
          <Button
            key={choice}
            size="sm"
            variant={choice === variant ? 'primary' : 'outline'}
            aria-pressed={choice === variant}
            onClick={() => commands.variant(choice)}
          >
            {choice === 'bst' ? 'Plain BST' : 'AVL tree'}
          </Button>
        ))}
      </div>
      <form onSubmit={insert} className="space-y-1.5">
        <label htmlFor={keyId} className="text-sm font-medium">
          Key
        </label>
        <input
          id={keyId}
          className={fieldClass}
          inputMode="numeric"
          autoComplete="off"
          value={key}
          placeholder="e.g. 42"
          aria-describedby={ruleId}
          onChange={(event) => setKey(event.target.value)}
        />
        <div className="grid grid-cols-3 gap-1.5">
          <Button type="submit" size="sm">
            Insert
          </Button>
          <Button type="button" size="sm" variant="secondary" onClick={() => run('search')}>
            Search
          </Button>
          <Button type="button" size="sm" variant="secondary" onClick={() => run('delete')}>
            Delete
          </Button>
        </div>
        <p id={ruleId} className="text-xs text-muted sm:text-sm">
          Whole numbers from {TREE_KEY_MIN} to {TREE_KEY_MAX}; each key at most once (smaller keys go left,
          larger right); up to {TREE_LIMIT} nodes.
        </p>
      </form>
      <div className="space-y-1.5">
        <GroupHeading>Queries</GroupHeading>
        <div className="grid grid-cols-3 gap-1.5">
          <Button size="sm" variant="secondary" onClick={() => commands.plain('min')}>
            Min
          </Button>
          <Button size="sm" variant="secondary" onClick={() => commands.plain('max')}>
            Max
          </Button>
          <Button size="sm" variant="secondary" onClick={() => commands.plain('height')}>
            Height
          </Button>
        </div>
      </div>
      <div className="space-y-1.5">
        <GroupHeading>Traversals</GroupHeading>
        <div className="grid grid-cols-2 gap-1.5">
          {TRAVERSALS.map((traversal) => (
            <Button key={traversal} size="sm" variant="outline" onClick={() => commands.plain(traversal)}>
              {TRAVERSAL_NAMES[traversal]}
            </Button>
          ))}
        </div>
      </div>
      <div className="space-y-1.5">
        <GroupHeading>Presets</GroupHeading>
        <div className="grid grid-cols-3 gap-1.5">
          {PRESETS.map(({ preset, label }) => (
            <Button key={preset} size="sm" variant="outline" onClick={() => commands.preset(preset)}>
              {label}
            </Button>
          ))}
        </div>
        <p className="text-xs text-muted sm:text-sm">
          Sorted inserts 1 to 15 in order: a plain BST becomes a list of height 15, an AVL tree stays at
          height 4.
        </p>
      </div>
      {error !== null ? (
        <p role="alert" className="rounded-lg bg-warning-soft px-3 py-2 text-sm" data-testid="tree-error">
          {error}
        </p>
      ) : null}
    </Card>
  );
});
