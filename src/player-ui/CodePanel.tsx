import { useAtom } from 'jotai';
import { LANGUAGES, type CodeListings, type Language } from '@/core/algorithms';
import { codeLanguageAtom } from '@/state/codeLanguage';
import { Button } from '@/ui/Button';
import { CodeListing } from '@/ui/code/CodeListing';

/** The listing in the chosen language, with the line the current step executes highlighted. */
export function CodePanel({
  name,
  code,
  linesFor,
  beside = false,
}: {
  /** The algorithm's name, for the listing's label. */
  name: string;
  code: CodeListings;
  /** The lines of a language's listing the current step runs. */
  linesFor: (language: Language) => readonly number[];
  /** Shown beside the canvas (wide screens) rather than in the Code tab. */
  beside?: boolean;
}) {
  const [language, setLanguage] = useAtom(codeLanguageAtom);
  const currentLines = linesFor(language);
  return (
    <div>
      <div role="group" aria-label="Language" className="mb-3 flex flex-wrap gap-2">
        {LANGUAGES.map((entry) => (
          <Button
            key={entry.id}
            size="sm"
            variant={entry.id === language ? 'primary' : 'outline'}
            aria-pressed={entry.id === language}
            onClick={() => setLanguage(entry.id)}
          >
            {entry.label}
          </Button>
        ))}
      </div>
      <CodeListing
        code={code[language].code}
        language={language}
        currentLines={currentLines}
        label={`${name} in ${LANGUAGES.find((entry) => entry.id === language)?.label ?? language}`}
        maxHeight={beside ? 560 : undefined}
        wrap={beside}
      />
      <p className="mt-2 text-sm text-muted">
        {beside
          ? 'The highlighted line is the one the current step runs.'
          : 'The highlighted line is the one the current step runs; step or play in the Visualization tab to follow it.'}
      </p>
    </div>
  );
}
