/**
 * What the Tries page accepts, and the message it shows for anything else. Words are letters a to z
 * (capitals are read as small letters), 1 to 12 of them. A refused input changes nothing.
 */
import { TRIE_WORD_LENGTH, TRIE_WORD_LIMIT, type TrieOperation } from './trie';

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

const LETTERS = /^[a-z]+$/;

/** One word (or prefix): `what` names it in the messages. */
export function parseWord(raw: string, what = 'a word'): Parsed<string> {
  const text = raw.trim().toLowerCase();
  if (text === '') return { ok: false, message: `Enter ${what}: letters a to z.` };
  if (!LETTERS.test(text)) {
    return { ok: false, message: `"${raw.trim()}" has a character that is not a letter: use a to z only.` };
  }
  if (text.length > TRIE_WORD_LENGTH) {
    return {
      ok: false,
      message: `"${text}" has ${text.length} letters: a word here has at most ${TRIE_WORD_LENGTH}.`,
    };
  }
  return { ok: true, value: text };
}

/** The words to start a trie from: up to 25, separated by commas or spaces (repeats count once). */
export function parseWords(raw: string): Parsed<string[]> {
  const parts = raw.split(/[\s,]+/).filter((part) => part !== '');
  if (parts.length === 0) return { ok: false, message: 'Enter at least one word, separated by commas.' };
  const words = new Set<string>();
  for (const part of parts) {
    const parsed = parseWord(part);
    if (!parsed.ok) return parsed;
    words.add(parsed.value);
  }
  if (words.size > TRIE_WORD_LIMIT) {
    return {
      ok: false,
      message: `A trie here holds at most ${TRIE_WORD_LIMIT} words; that list has ${words.size}.`,
    };
  }
  return { ok: true, value: [...words].sort() };
}

/** Why an operation cannot run on a trie of `count` words, or null when it can. */
export function trieRefusal(operation: TrieOperation, count: number, isNew: boolean): string | null {
  if (operation === 'insert' && isNew && count >= TRIE_WORD_LIMIT) {
    return `The trie is full: it holds at most ${TRIE_WORD_LIMIT} words. Delete one first.`;
  }
  return null;
}
