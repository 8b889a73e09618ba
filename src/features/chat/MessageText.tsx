import { parseMessageText } from './formatMessage';

/**
 * A message's text as React elements: paragraphs, '- ' bullets as a list, indented lines as code.
 * Never HTML: whatever a model sends is shown as text.
 */
export function MessageText({ text }: { text: string }) {
  const blocks = parseMessageText(text);
  return (
    <div className="space-y-2">
      {blocks.map((block, index) => {
        switch (block.kind) {
          case 'paragraph':
            return (
              <p key={index} className="whitespace-pre-wrap">
                {block.lines.join('\n')}
              </p>
            );
          case 'list':
            return (
              <ul key={index} className="list-disc space-y-1 pl-5 marker:text-primary">
                {block.items.map((item, i) => (
                  <li key={i}>{item}</li>
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
        }
      })}
    </div>
  );
}
