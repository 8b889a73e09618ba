/**
 * Suggestions in a reply (docs/product-rules.md#built-in-tutor): a line that starts with the arrow is shown
 * by the chat as a button that sends the rest of the line as the student's next message. In a downloaded
 * transcript, or for any other reader, it stays a readable line of text.
 */
export const SUGGESTION_PREFIX = '↪ ';

/** A reply line that the chat shows as a button sending `text`. */
export function suggestionLine(text: string): string {
  return `${SUGGESTION_PREFIX}${text.replace(/\s+/g, ' ').trim()}`;
}

/** The text a suggestion line sends, or null for any other line. */
export function parseSuggestion(line: string): string | null {
  if (!line.startsWith(SUGGESTION_PREFIX)) return null;
  const text = line.slice(SUGGESTION_PREFIX.length).trim();
  return text === '' ? null : text;
}
