import { EMPTY_REPLY_FALLBACK } from './persona';

/**
 * Reply cleaning (docs/product-rules.md#chat): markdown asterisks, underscores and bullet characters
 * become '- ', blank lines are collapsed, and an empty text becomes 'Great question! Keep practicing...'.
 *
 * The chat renders a line starting '- ' as a bullet and an indented line as code, so the rule is read as:
 *
 * - A list item (a line whose first non-blank characters are `*`, `•`, `◦`, `▪`, `‣`, `●`, `+` or `-`
 *   followed by whitespace, at any indentation) becomes `- item`, flush left.
 * - Emphasis markers are stripped, not turned into bullets: `**bold**`, `__bold__`, `*italic*`, `_italic_`
 *   become `bold` / `italic`. A leftover `**` is dropped. Underscores inside words (`snake_case`,
 *   `__init__`) are identifiers and stay.
 * - Inline code spans lose their backticks but keep their contents untouched.
 * - Markdown headings (`## Title`) lose their `#` markers; horizontal rules (`---`, `***`) are removed.
 * - Code is never touched: lines inside ``` fences are emitted indented by four spaces (the fence lines
 *   go), and any other line that starts with whitespace (and is not a list item) is kept verbatim.
 * - Trailing whitespace is trimmed, runs of blank lines collapse to one blank line, and leading and
 *   trailing blank lines are removed.
 */
export function cleanReply(text: string | null | undefined): string {
  const lines = (text ?? '').replace(/\r\n?/g, '\n').split('\n');
  const out: string[] = [];
  let inFence = false;

  for (const line of lines) {
    if (/^\s*(```|~~~)/.test(line)) {
      inFence = !inFence;
      continue;
    }
    if (inFence) {
      out.push(line.trim() === '' ? '' : `    ${line.replace(/\s+$/, '')}`);
      continue;
    }
    out.push(cleanLine(line));
  }

  const collapsed: string[] = [];
  for (const line of out) {
    if (line === '' && (collapsed.length === 0 || collapsed[collapsed.length - 1] === '')) continue;
    collapsed.push(line);
  }
  while (collapsed.length > 0 && collapsed[collapsed.length - 1] === '') collapsed.pop();

  const result = collapsed.join('\n');
  return result.trim() === '' ? EMPTY_REPLY_FALLBACK : result;
}

const BULLET = /^\s*(?:[*•◦▪‣●+]|-)\s+(.*)$/;
const RULE = /^\s*([-*_])(?:\s*\1){2,}\s*$/;
const HEADING = /^#{1,6}\s+(.*?)\s*#*\s*$/;

function cleanLine(raw: string): string {
  const line = raw.replace(/\s+$/, '');
  if (line.trim() === '') return '';
  if (RULE.test(line)) return '';

  const bullet = BULLET.exec(line);
  if (bullet) {
    const body = cleanInline(bullet[1] ?? '').trim();
    return body === '' ? '' : `- ${body}`;
  }
  if (/^\s/.test(line)) return line; // indented: code, kept verbatim

  const heading = HEADING.exec(line);
  return cleanInline(heading ? (heading[1] ?? '') : line);
}

/** Strips emphasis markers outside inline code spans; code spans keep their text without backticks. */
export function cleanInline(text: string): string {
  const parts = text.split(/(`+)([^`]*?)\1/);
  // split with two capture groups: [prose, ticks, code, prose, ticks, code, ..., prose]
  let result = '';
  for (let i = 0; i < parts.length; i += 3) {
    result += stripEmphasis(parts[i] ?? '');
    if (i + 2 < parts.length) result += parts[i + 2] ?? '';
  }
  return result;
}

function stripEmphasis(text: string): string {
  return text
    .replace(/\*\*(?!\s)(.+?)(?<!\s)\*\*/g, '$1')
    .replace(/(?<!\w)__(?!\s)(.+?)(?<!\s)__(?!\w)/g, (whole, inner: string) =>
      /^[a-z][a-z0-9]*$/.test(inner) ? whole : inner,
    )
    .replace(/(?<![\w*])\*(?![\s*])(.+?)(?<![\s*])\*(?![\w*])/g, '$1')
    .replace(/(?<!\w)_(?![\s_])(.+?)(?<![\s_])_(?!\w)/g, '$1')
    .replace(/\*\*/g, '');
}
