/**
 * The built-in generator's reading of a document: sentences (Intl.Segmenter) with their page numbers,
 * word tokens, and candidate key terms (1 to 3 word phrases) ranked by TF-IDF over sentences.
 */
import type { PageText } from '../types';
import { GENERIC_WORDS, NOUN_MARKERS, STOP_WORDS, stem } from './words';

export interface Token {
  readonly lower: string;
  readonly stem: string;
  /** Offsets in the sentence text. */
  readonly start: number;
  readonly end: number;
}

export interface Sentence {
  readonly id: number;
  readonly page: number;
  readonly text: string;
  readonly tokens: readonly Token[];
}

export interface Term {
  /** Stems joined by spaces: 'linked list'. */
  readonly key: string;
  readonly wordCount: number;
  /** Occurrences in the document. */
  tf: number;
  /** Ids of the sentences holding it, ascending, no repeats. */
  readonly sentenceIds: number[];
  /** Surface forms as written, with counts. */
  readonly surfaces: Map<string, number>;
  /** Occurrences right after a determiner or preposition: evidence that it is a noun. */
  nounEvidence: number;
  score: number;
}

export interface Analysis {
  readonly sentences: readonly Sentence[];
  /** Ranked best first; ties broken by key, so the order is deterministic. */
  readonly terms: readonly Term[];
  readonly termByKey: ReadonlyMap<string, Term>;
}

const MIN_SENTENCE_WORDS = 5;
const MAX_SENTENCE_WORDS = 60;
const MAX_SENTENCE_CHARS = 420;
const MAX_PHRASE_WORDS = 3;

let sentenceSegmenter: Intl.Segmenter | undefined;
let wordSegmenter: Intl.Segmenter | undefined;

function segmenters(): { sentences: Intl.Segmenter; words: Intl.Segmenter } {
  sentenceSegmenter ??= new Intl.Segmenter('en', { granularity: 'sentence' });
  wordSegmenter ??= new Intl.Segmenter('en', { granularity: 'word' });
  return { sentences: sentenceSegmenter, words: wordSegmenter };
}

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const segment of segmenters().words.segment(text)) {
    if (!segment.isWordLike) continue;
    const raw = segment.segment.replace(/['’]s$/i, '');
    const lower = raw.toLowerCase();
    tokens.push({ lower, stem: stem(lower), start: segment.index, end: segment.index + raw.length });
  }
  return tokens;
}

/** Sentences worth quoting: prose of a sensible length, mostly letters. */
function isProse(text: string, tokens: readonly Token[]): boolean {
  if (tokens.length < MIN_SENTENCE_WORDS || tokens.length > MAX_SENTENCE_WORDS) return false;
  if (text.length > MAX_SENTENCE_CHARS) return false;
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  return letters / text.length >= 0.6;
}

/** Splits each page into sentences (paragraphs first, then Intl.Segmenter), keeping page numbers. */
export function splitSentences(pages: readonly PageText[]): Sentence[] {
  const out: Sentence[] = [];
  for (const { page, text } of pages) {
    for (const paragraph of text.split(/\n+/)) {
      for (const segment of segmenters().sentences.segment(paragraph)) {
        const sentence = segment.segment.replace(/\s+/g, ' ').trim();
        if (!sentence) continue;
        const tokens = tokenize(sentence);
        if (!isProse(sentence, tokens)) continue;
        out.push({ id: out.length, page, text: sentence, tokens });
      }
    }
  }
  return out;
}

const isContentWord = (token: Token): boolean =>
  !STOP_WORDS.has(token.lower) && /\p{L}/u.test(token.lower) && token.lower.length >= 2;

/** Two tokens belong to one phrase when only spaces or a hyphen separate them. */
const joined = (text: string, a: Token, b: Token): boolean =>
  /^(?:\s+|\s*[-‐]\s*)$/.test(text.slice(a.end, b.start));

function phraseAllowed(words: readonly Token[]): boolean {
  const first = words[0];
  const last = words[words.length - 1];
  if (!first || !last) return false;
  if (words.length === 1) {
    return first.lower.length >= 3 && !GENERIC_WORDS.has(first.stem) && !GENERIC_WORDS.has(first.lower);
  }
  return !GENERIC_WORDS.has(first.lower) && !GENERIC_WORDS.has(last.stem);
}

/** The phrase as written; a capital that is only there because the sentence starts is dropped. */
function surfaceOf(text: string, words: readonly Token[]): string {
  const first = words[0];
  const last = words[words.length - 1];
  if (!first || !last) return '';
  const surface = text.slice(first.start, last.end).replace(/\s+/g, ' ');
  const firstWord = text.slice(first.start, first.end);
  if (first.start === 0 && /^\p{Lu}\p{Ll}+$/u.test(firstWord)) {
    return surface.charAt(0).toLowerCase() + surface.slice(1);
  }
  return surface;
}

/** Every candidate phrase of 1 to 3 adjacent content words, with its counts (not ranked yet). */
export function countTerms(sentences: readonly Sentence[]): Map<string, Term> {
  const termByKey = new Map<string, Term>();

  for (const sentence of sentences) {
    const { tokens, text } = sentence;
    let runStart = 0;
    for (let i = 0; i <= tokens.length; i++) {
      const token = tokens[i];
      const previous = tokens[i - 1];
      const continues =
        token && isContentWord(token) && (i === runStart || (previous && joined(text, previous, token)));
      if (continues) continue;
      // tokens[runStart, i) is a run of adjacent content words
      for (let from = runStart; from < i; from++) {
        for (let n = 1; n <= MAX_PHRASE_WORDS && from + n <= i; n++) {
          const words = tokens.slice(from, from + n);
          if (!phraseAllowed(words)) continue;
          const key = words.map((w) => w.stem).join(' ');
          const surface = surfaceOf(text, words);
          let term = termByKey.get(key);
          if (!term) {
            term = {
              key,
              wordCount: n,
              tf: 0,
              sentenceIds: [],
              surfaces: new Map(),
              nounEvidence: 0,
              score: 0,
            };
            termByKey.set(key, term);
          }
          term.tf++;
          if (term.sentenceIds[term.sentenceIds.length - 1] !== sentence.id)
            term.sentenceIds.push(sentence.id);
          term.surfaces.set(surface, (term.surfaces.get(surface) ?? 0) + 1);
          // A whole run after 'a', 'the', 'of' ... is a noun phrase; a run's first words alone are not.
          const before = tokens[from - 1];
          if (from === runStart && from + n === i && before && NOUN_MARKERS.has(before.lower))
            term.nounEvidence++;
        }
      }
      runStart = token && isContentWord(token) ? i : i + 1;
    }
  }

  return termByKey;
}

/**
 * Ranks counted terms by TF-IDF over sentences (longer phrases weigh more). `boostKeys` (definition
 * subjects) rank higher and skip the cut that drops phrases seen only once.
 */
export function rankTerms(
  sentences: readonly Sentence[],
  termByKey: ReadonlyMap<string, Term>,
  boostKeys: ReadonlySet<string> = new Set(),
): Analysis {
  const total = Math.max(1, sentences.length);
  const lengthBoost = [0, 1, 1.7, 2];
  const kept = new Map<string, Term>();
  for (const term of termByKey.values()) {
    const boosted = boostKeys.has(term.key);
    if (term.wordCount > 1 && term.tf < 2 && !boosted) continue;
    const df = term.sentenceIds.length;
    term.score =
      term.tf * Math.log(1 + total / df) * (lengthBoost[term.wordCount] ?? 2) * (boosted ? 2.5 : 1);
    kept.set(term.key, term);
  }

  // A word or phrase that mostly occurs inside a longer kept phrase is that phrase, not a term of its own.
  for (const term of kept.values()) {
    if (term.wordCount < 2) continue;
    const words = term.key.split(' ');
    for (let n = 1; n < words.length; n++) {
      for (let from = 0; from + n <= words.length; from++) {
        const part = kept.get(words.slice(from, from + n).join(' '));
        if (part && !boostKeys.has(part.key) && term.tf >= part.tf * 0.7) part.score = 0;
      }
    }
  }

  const terms = [...kept.values()]
    .filter((term) => term.score > 0)
    .sort((a, b) => b.score - a.score || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return { sentences, terms, termByKey: kept };
}

/** The form a term is most often written in (ties: the shorter, then the alphabetically first). */
export function displayForm(term: Term): string {
  let best = '';
  let bestCount = -1;
  for (const [surface, count] of term.surfaces) {
    const normal = surface.replace(/\s+/g, ' ');
    if (
      count > bestCount ||
      (count === bestCount &&
        (normal.length < best.length || (normal.length === best.length && normal < best)))
    ) {
      best = normal;
      bestCount = count;
    }
  }
  return best;
}
