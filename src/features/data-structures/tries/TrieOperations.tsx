import { memo, useId, useState, type FormEvent } from 'react';
import { TEXTBOOK_WORDS, TRIE_WORD_LENGTH, TRIE_WORD_LIMIT } from '@/core/trie';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { useOperationCommands } from '../useOperationTransition';

const fieldClass = 'h-10 w-full min-w-0 rounded-lg border border-border bg-surface px-3 font-mono text-sm';

export interface TrieCommands {
  insert: (raw: string) => boolean;
  search: (raw: string) => void;
  remove: (raw: string) => void;
  startsWith: (raw: string) => void;
  build: (raw: string) => void;
  textbook: () => void;
}

/** The Operations panel: a word to insert, search or delete, a prefix to complete, words to start from. */
export const TrieOperations = memo(function TrieOperations({
  error,
  commands: requested,
}: {
  error: string | null;
  commands: TrieCommands;
}) {
  const headingId = useId();
  const { preparing, commands } = useOperationCommands(requested);
  const wordId = useId();
  const prefixId = useId();
  const wordsId = useId();
  const [word, setWord] = useState('apple');
  const [prefix, setPrefix] = useState('ap');
  const [words, setWords] = useState(TEXTBOOK_WORDS.join(', '));

  const insert = (event: FormEvent) => {
    event.preventDefault();
    commands.insert(word);
  };
  const startsWith = (event: FormEvent) => {
    event.preventDefault();
    commands.startsWith(prefix);
  };
  const build = (event: FormEvent) => {
    event.preventDefault();
    commands.build(words);
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
      <form onSubmit={insert} className="space-y-1.5">
        <label htmlFor={wordId} className="text-sm font-medium">
          Word
        </label>
        <input
          id={wordId}
          className={fieldClass}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          value={word}
          onChange={(event) => setWord(event.target.value)}
        />
        <div className="grid grid-cols-3 gap-1.5">
          <Button type="submit" size="sm">
            Insert
          </Button>
          <Button size="sm" variant="secondary" onClick={() => commands.search(word)}>
            Search
          </Button>
          <Button size="sm" variant="secondary" onClick={() => commands.remove(word)}>
            Delete
          </Button>
        </div>
        <p className="text-xs text-muted sm:text-sm">
          Letters a to z, up to {TRIE_WORD_LENGTH}. A word is found only if its last node is end-marked.
        </p>
      </form>
      <form onSubmit={startsWith} className="space-y-1.5">
        <label htmlFor={prefixId} className="text-sm font-medium">
          Prefix
        </label>
        <div className="flex gap-2">
          <input
            id={prefixId}
            className={fieldClass}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            value={prefix}
            onChange={(event) => setPrefix(event.target.value)}
          />
          <Button type="submit" variant="secondary">
            Starts With
          </Button>
        </div>
        <p className="text-xs text-muted sm:text-sm">
          Counts the words under the prefix and lists them: the autocomplete suggestions.
        </p>
      </form>
      <form onSubmit={build} className="space-y-1.5">
        <label htmlFor={wordsId} className="text-sm font-medium">
          Words to start from
        </label>
        <input
          id={wordsId}
          className={fieldClass}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          value={words}
          onChange={(event) => setWords(event.target.value)}
        />
        <div className="grid grid-cols-2 gap-1.5">
          <Button type="submit" variant="outline">
            Build Trie
          </Button>
          <Button variant="outline" onClick={commands.textbook}>
            Textbook Example
          </Button>
        </div>
        <p className="text-xs text-muted sm:text-sm">Up to {TRIE_WORD_LIMIT} words, separated by commas.</p>
      </form>
      {error !== null ? (
        <p role="alert" className="rounded-lg bg-warning-soft px-3 py-2 text-sm" data-testid="trie-error">
          {error}
        </p>
      ) : null}
    </Card>
  );
});
