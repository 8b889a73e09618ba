import type { CodeListing, Language } from './types';

// A line ends with «id» or «id,other-id» to say which step lines it executes. The marker is removed from
// the code shown, so line numbers are computed, never maintained by hand.
const MARKER = /\s*«([a-z-]+(?:,[a-z-]+)*)»\s*$/;

export function listing(language: Language, marked: string): CodeListing {
  const lines: Record<string, number[]> = {};
  const code = marked
    .replace(/^\n+|\s+$/g, '')
    .split('\n')
    .map((text, index) => {
      const match = MARKER.exec(text);
      if (match === null) return text.trimEnd();
      for (const id of (match[1] ?? '').split(',')) (lines[id] ??= []).push(index + 1);
      return text.slice(0, match.index);
    })
    .join('\n');
  return { language, code: `${code}\n`, lines };
}
