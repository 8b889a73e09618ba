export type Language = 'javascript' | 'python' | 'java';

/** A code listing shown to learners, with where each abstract code-line id sits in it (1-based). */
export interface CodeListing {
  readonly language: Language;
  readonly code: string;
  readonly lines: Readonly<Record<string, readonly number[]>>;
}

export type CodeListings = Readonly<Record<Language, CodeListing>>;

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

/** The 1-based lines of a listing that a step tagged with `lineId` highlights (none for no step). */
export function listingLines(
  code: CodeListings,
  language: Language,
  lineId: string | null,
): readonly number[] {
  return lineId === null ? [] : (code[language].lines[lineId] ?? []);
}
