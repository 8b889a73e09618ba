import { parseSuggestion } from '@/core/tutor/suggestions';

/**
 * How a message's plain text is shown (docs/product-rules.md#chat): lines starting '- ' are bullets, indented
 * lines are code, blank lines separate paragraphs, and lines starting '↪ ' are suggestions (buttons that
 * send their text). The result is data the view turns into React elements; nothing from a model is ever
 * rendered as HTML.
 */
export type MessageBlock =
  | { kind: 'paragraph'; lines: string[] }
  | { kind: 'list'; items: string[] }
  | { kind: 'code'; lines: string[] }
  | { kind: 'suggestions'; items: string[] };

const isBullet = (line: string) => line.startsWith('- ');
const isIndented = (line: string) => (line[0] === ' ' || line[0] === '\t') && line.trim() !== '';

function indentOf(line: string): number {
  let i = 0;
  while (line[i] === ' ' || line[i] === '\t') i++;
  return i;
}

/**
 * Removes the indentation every non-blank line shares. A loop rather than spreading the indents into
 * Math.min: a reply of a hundred thousand lines would pass more arguments than one call can take.
 */
function dedent(lines: string[]): string[] {
  let common = Infinity;
  for (const line of lines) if (line.trim() !== '') common = Math.min(common, indentOf(line));
  if (common === Infinity) common = 0;
  return lines.map((line) => line.slice(Math.min(common, line.length)).trimEnd());
}

export function parseMessageText(text: string): MessageBlock[] {
  const blocks: MessageBlock[] = [];
  let current: MessageBlock | null = null;
  // Blank lines seen inside a code block: kept only if more code follows.
  let pendingBlankLines = 0;

  const close = () => {
    if (current?.kind === 'code') current.lines = dedent(current.lines);
    if (current) blocks.push(current);
    current = null;
    pendingBlankLines = 0;
  };

  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trimEnd();
    if (line.trim() === '') {
      if (current?.kind === 'code') pendingBlankLines += 1;
      else close();
      continue;
    }
    if (isIndented(line)) {
      if (current?.kind === 'code') {
        for (; pendingBlankLines > 0; pendingBlankLines -= 1) current.lines.push('');
        current.lines.push(line);
      } else {
        close();
        current = { kind: 'code', lines: [line] };
      }
      continue;
    }
    if (current?.kind === 'code' || (current !== null && pendingBlankLines > 0)) close();
    const suggestion = parseSuggestion(line);
    if (suggestion !== null) {
      if (current?.kind === 'suggestions') current.items.push(suggestion);
      else {
        close();
        current = { kind: 'suggestions', items: [suggestion] };
      }
      continue;
    }
    if (isBullet(line)) {
      const item = line.slice(2).trim();
      if (current?.kind === 'list') current.items.push(item);
      else {
        close();
        current = { kind: 'list', items: [item] };
      }
      continue;
    }
    if (current?.kind === 'paragraph') current.lines.push(line);
    else {
      close();
      current = { kind: 'paragraph', lines: [line] };
    }
  }
  close();
  return blocks;
}
