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
 * - A reply longer than MAX_REPLY_CHARS is cut there and ends with REPLY_CUT_NOTE.
 *
 * A model's text can be anything, so every step is a single pass over it: no regular expression here
 * can backtrack, and the time taken grows with the length of the text, never with its square.
 */

/** The longest reply the chat shows and stores. */
export const MAX_REPLY_CHARS = 20_000;
/** Ends a reply that was cut at MAX_REPLY_CHARS. */
export const REPLY_CUT_NOTE = '(Reply cut here: it was longer than 20,000 characters.)';

export function cleanReply(text: string | null | undefined): string {
  const lines = (text ?? '').replace(/\r\n?/g, '\n').split('\n');
  const out: string[] = [];
  let inFence = false;

  for (const line of lines) {
    if (isFenceLine(line)) {
      inFence = !inFence;
      continue;
    }
    if (inFence) {
      out.push(line.trim() === '' ? '' : `    ${line.trimEnd()}`);
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
  if (result.trim() === '') return EMPTY_REPLY_FALLBACK;
  return result.length > MAX_REPLY_CHARS ? cutReply(result) : result;
}

/** The first MAX_REPLY_CHARS characters (never half a surrogate pair), then the note. */
export function cutReply(text: string): string {
  let end = MAX_REPLY_CHARS;
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return `${text.slice(0, end).trimEnd()}\n\n${REPLY_CUT_NOTE}`;
}

const SPACE = /\s/;
const WORD = /\w/;
const isSpace = (ch: string | undefined): boolean => ch !== undefined && SPACE.test(ch);
const isWord = (ch: string | undefined): boolean => ch !== undefined && WORD.test(ch);

/** Index of the first character that is not whitespace (the length when there is none). */
function indentOf(line: string): number {
  let i = 0;
  while (i < line.length && isSpace(line[i])) i++;
  return i;
}

function isFenceLine(line: string): boolean {
  const start = indentOf(line);
  return line.startsWith('```', start) || line.startsWith('~~~', start);
}

const BULLET_MARKERS = new Set(['*', '•', '◦', '▪', '‣', '●', '+', '-']);

/** The text of a list item (`* item`, `• item`, `- item`, at any indentation), or null. */
function bulletBody(line: string): string | null {
  const marker = indentOf(line);
  if (!BULLET_MARKERS.has(line[marker] ?? '') || !isSpace(line[marker + 1])) return null;
  return line.slice(indentOf(line.slice(marker + 1)) + marker + 1);
}

/** A horizontal rule: at least three of one of `-`, `*`, `_`, and nothing else but whitespace. */
function isRule(line: string): boolean {
  let mark = '';
  let count = 0;
  for (const ch of line) {
    if (isSpace(ch)) continue;
    if (mark === '') {
      if (ch !== '-' && ch !== '*' && ch !== '_') return false;
      mark = ch;
    } else if (ch !== mark) return false;
    count++;
  }
  return count >= 3;
}

/** The title of a markdown heading (`## Title ##`: one to six `#`, whitespace, the title), or null. */
function headingTitle(line: string): string | null {
  let hashes = 0;
  while (line[hashes] === '#') hashes++;
  if (hashes < 1 || hashes > 6 || !isSpace(line[hashes])) return null;
  let end = line.length;
  while (end > hashes && isSpace(line[end - 1])) end--;
  while (end > hashes && line[end - 1] === '#') end--;
  while (end > hashes && isSpace(line[end - 1])) end--;
  return line.slice(hashes, end).trimStart();
}

function cleanLine(raw: string): string {
  const line = raw.trimEnd();
  if (line === '') return '';
  if (isRule(line)) return '';

  const bullet = bulletBody(line);
  if (bullet !== null) {
    const body = cleanInline(bullet).trim();
    return body === '' ? '' : `- ${body}`;
  }
  if (isSpace(line[0])) return line; // indented: code, kept verbatim

  return cleanInline(headingTitle(line) ?? line);
}

/** Length of the run of backticks that starts at `i`. */
function backticksAt(text: string, i: number): number {
  let end = i;
  while (text[end] === '`') end++;
  return end - i;
}

/**
 * Strips emphasis markers outside inline code spans; code spans keep their text without backticks.
 *
 * A span opens with a run of backticks and closes at the next run, taking as many of its backticks as it
 * opened with; when that run is shorter, the opening run closes itself with its second half (so two
 * backticks make an empty span). A lone backtick with none after it stays text.
 */
export function cleanInline(text: string): string {
  let result = '';
  let proseStart = 0;
  let i = text.indexOf('`');
  while (i !== -1) {
    const run = backticksAt(text, i);
    const next = text.indexOf('`', i + run);
    let code: string;
    let end: number;
    if (next !== -1 && backticksAt(text, next) >= run) {
      code = text.slice(i + run, next);
      end = next + run;
    } else if (run >= 2) {
      code = '';
      end = i + 2 * Math.floor(run / 2);
    } else {
      i = next;
      continue;
    }
    result += stripEmphasis(text.slice(proseStart, i)) + code;
    proseStart = end;
    i = text.indexOf('`', end);
  }
  return result + stripEmphasis(text.slice(proseStart));
}

function stripEmphasis(text: string): string {
  let result = stripPairs(
    text,
    '**',
    (i) => !isSpace(text[i + 2]),
    (j) => !isSpace(text[j - 1]),
  );
  result = stripPairs(
    result,
    '__',
    (i, s) => !isWord(s[i - 1]) && !isSpace(s[i + 2]),
    (j, s) => !isSpace(s[j - 1]) && !isWord(s[j + 2]),
    // `__init__`: a lower-case identifier between double underscores is a name, not bold.
    (inner) => /^[a-z][a-z0-9]*$/.test(inner),
  );
  result = stripPairs(
    result,
    '*',
    (i, s) => !isWord(s[i - 1]) && s[i - 1] !== '*' && !isSpace(s[i + 1]) && s[i + 1] !== '*',
    (j, s) => !isSpace(s[j - 1]) && s[j - 1] !== '*' && !isWord(s[j + 1]) && s[j + 1] !== '*',
  );
  result = stripPairs(
    result,
    '_',
    (i, s) => !isWord(s[i - 1]) && !isSpace(s[i + 1]) && s[i + 1] !== '_',
    (j, s) => !isSpace(s[j - 1]) && s[j - 1] !== '_' && !isWord(s[j + 1]),
  );
  return result.split('**').join('');
}

/** Characters a `.` in a regular expression does not match: emphasis never spans them. */
const isLineBreak = (ch: string | undefined): boolean =>
  ch === '\n' || ch === '\r' || ch === '\u2028' || ch === '\u2029';

/**
 * Replaces every `{marker}inner{marker}` by `inner` (or keeps it whole when `keep` says so), scanning
 * left to right: an opening marker pairs with the nearest closing marker after at least one character,
 * on the same line. The nearest closer after every position is found once, backwards, so a text full of
 * unmatched markers still takes a single pass.
 */
function stripPairs(
  text: string,
  marker: string,
  opens: (i: number, text: string) => boolean,
  closes: (j: number, text: string) => boolean,
  keep: (inner: string) => boolean = () => false,
): string {
  if (!text.includes(marker)) return text;
  const n = text.length;
  const width = marker.length;
  const nextCloser = new Int32Array(n + 2).fill(-1);
  const nextBreak = new Int32Array(n + 2).fill(-1);
  for (let p = n - 1; p >= 0; p--) {
    nextCloser[p] = text.startsWith(marker, p) && closes(p, text) ? p : (nextCloser[p + 1] ?? -1);
    nextBreak[p] = isLineBreak(text[p]) ? p : (nextBreak[p + 1] ?? -1);
  }

  let result = '';
  let copied = 0;
  let i = text.indexOf(marker);
  while (i !== -1) {
    if (opens(i, text)) {
      const close = nextCloser[i + width + 1] ?? -1;
      const lineBreak = nextBreak[i + width] ?? -1;
      if (close !== -1 && (lineBreak === -1 || lineBreak >= close)) {
        const inner = text.slice(i + width, close);
        result += text.slice(copied, i) + (keep(inner) ? text.slice(i, close + width) : inner);
        copied = close + width;
        i = text.indexOf(marker, copied);
        continue;
      }
    }
    i = text.indexOf(marker, i + 1);
  }
  return result + text.slice(copied);
}
