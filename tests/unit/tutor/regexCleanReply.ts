import { EMPTY_REPLY_FALLBACK } from '@/core/tutor/persona';

/**
 * Reply cleaning as it was first written, with regular expressions: the same rules, but some of its
 * expressions backtrack, so it is only fit for short texts. The property tests use it as the reference
 * the single-pass cleaner must agree with.
 */
export function regexCleanReply(text: string | null | undefined): string {
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
function cleanInline(text: string): string {
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
