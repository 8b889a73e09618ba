import { Link } from 'wouter';
import { parseMessageText } from './formatMessage';
import { splitLinks } from './siteLinks';

/** Text with the site's own paths as links (siteLinks.ts); never HTML. */
function LinkedText({ text }: { text: string }) {
  return (
    <>
      {splitLinks(text).map((part, i) =>
        part.kind === 'link' ? (
          <Link
            key={i}
            href={part.path}
            className="font-medium text-primary underline underline-offset-2 hover:text-primary-strong"
          >
            {part.path}
          </Link>
        ) : (
          part.text
        ),
      )}
    </>
  );
}

export interface MessageTextProps {
  text: string;
  /** Sends a suggestion's text as the student's next message; without it suggestions show as text. */
  onSuggest?: (text: string) => void;
  /** Suggestions are visible but do nothing (a reply is on its way). */
  suggestionsDisabled?: boolean;
}

/**
 * A message's text as React elements: paragraphs, '- ' bullets as a list, indented lines as code,
 * suggestions as buttons, the site's own paths as links. Never HTML: whatever a model sends is shown as text.
 */
export function MessageText({ text, onSuggest, suggestionsDisabled = false }: MessageTextProps) {
  const blocks = parseMessageText(text);
  return (
    <div className="space-y-2">
      {blocks.map((block, index) => {
        switch (block.kind) {
          case 'paragraph':
            return (
              <p key={index} className="whitespace-pre-wrap">
                <LinkedText text={block.lines.join('\n')} />
              </p>
            );
          case 'list':
            return (
              <ul key={index} className="list-disc space-y-1 pl-5 marker:text-primary">
                {block.items.map((item, i) => (
                  <li key={i}>
                    <LinkedText text={item} />
                  </li>
                ))}
              </ul>
            );
          case 'code':
            return (
              <pre
                key={index}
                className="rounded-lg border border-border bg-surface px-3 py-2 font-mono text-[0.8rem] leading-relaxed break-words whitespace-pre-wrap text-text"
              >
                <code>{block.lines.join('\n')}</code>
              </pre>
            );
          case 'suggestions':
            return onSuggest ? (
              <div
                key={index}
                role="group"
                aria-label="Suggested topics"
                className="flex flex-wrap gap-2"
                data-suggestions
              >
                {block.items.map((item, i) => (
                  <button
                    key={i}
                    type="button"
                    className="rounded-full border border-primary/40 bg-primary-soft px-3 py-1 text-left text-sm font-medium text-text transition-colors hover:border-primary aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
                    // aria-disabled, not disabled: the button keeps focus while the reply is on its way.
                    aria-disabled={suggestionsDisabled || undefined}
                    onClick={() => {
                      if (!suggestionsDisabled) onSuggest(item);
                    }}
                  >
                    {item}
                  </button>
                ))}
              </div>
            ) : (
              <ul key={index} className="list-disc space-y-1 pl-5 marker:text-primary">
                {block.items.map((item, i) => (
                  <li key={i}>{item}</li>
                ))}
              </ul>
            );
        }
      })}
    </div>
  );
}
